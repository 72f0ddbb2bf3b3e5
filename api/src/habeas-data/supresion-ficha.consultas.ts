// Las consultas de la supresión de la ficha de un cliente (docs/decisiones/datos-personales.md), tipadas contra el
// esquema: el cliente bloqueado para suprimirlo, lo que la retención mira de sus préstamos, los datos que se buscan en
// el texto libre, la anonimización y el registro de supresiones. El rastro del cliente en las demás tablas está en
// supresion.consultas.ts; el resto de «Datos del cliente», en datos-personales.consultas.ts. Cada función corre en la
// transacción del manager que recibe.
import type { PrestamoRetenido } from '@cartera/dominio';
import { sql, type ExpressionBuilder } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db } from '../database/kysely';
import { hayFila } from '../common/filas';
import { clientePorId } from '../clientes/clientes.sql';
import { ahora } from '../database/fragmentos';

/** El cliente `c` cuya supresión falta: sin marcar, o sin su fila en `supresiones`. */
const faltaSupresion = (eb: ExpressionBuilder<DB & { c: DB['clientes'] }, 'c'>) =>
  eb.or([
    eb('c.suprimido_en', 'is', null),
    eb.not(
      eb.exists(
        eb.selectFrom('supresiones as s').select('s.cliente_id').whereRef('s.cliente_id', '=', 'c.id'),
      ),
    ),
  ]);

export const consultasSupresionFicha = {
  /** El cliente bloqueado para suprimirlo (undefined: no existe). */
  clienteParaSuprimir(manager: EntityManager, clienteId: string) {
    return clientePorId(manager, clienteId)
      .select((eb) => ['nombre', eb('suprimido_en', 'is not', null).$castTo<boolean>().as('suprimido')])
      .forUpdate()
      .executeTakeFirst();
  },

  /** Sus préstamos como los mira la retención (retencionDelCliente, @cartera/dominio). */
  async prestamosRetenidos(manager: EntityManager, clienteId: string): Promise<PrestamoRetenido[]> {
    const filas = await db(manager)
      .selectFrom('prestamos')
      .select(['estado', 'fecha_cierre', 'updated_at'])
      .where('cliente_id', '=', clienteId)
      .execute();
    return filas.map((f) => ({ estado: f.estado, fechaCierre: f.fecha_cierre, actualizadoEn: f.updated_at }));
  },

  /** Lo que se busca en el texto libre de las demás tablas: los datos que tenía antes de anonimizarse. */
  datosIdentificables(manager: EntityManager, clienteId: string) {
    return db(manager)
      .selectFrom('clientes')
      .select([
        'nombre',
        'cedula',
        'apodo',
        'telefono',
        'email',
        'direccion',
        'referencia1_nombre',
        'referencia1_telefono',
        'referencia2_nombre',
        'referencia2_telefono',
        'observaciones',
      ])
      .where('id', '=', clienteId)
      .executeTakeFirstOrThrow();
  },

  /**
   * La ficha anónima: `nombre`, una cédula de 11 dígitos que ninguna persona tiene (empieza por 0) y única por
   * cliente (de su id), teléfono de ceros y el resto vacío; inactivo y suprimido.
   */
  async anonimizar(manager: EntityManager, clienteId: string, nombre: string): Promise<void> {
    await db(manager)
      .updateTable('clientes')
      .set({
        nombre,
        // Una CC (la forma anónima vale para ese tipo y es única entre las CC), sea cual fuere el documento del titular.
        tipo_documento: 'CC',
        // sql: la cédula anónima sale del id en la base (hashtext, lpad): funciones de PostgreSQL sin constructor en Kysely
        cedula: sql<string>`'0' || lpad((abs(hashtext(id::text)) % 10000000000)::text, 10, '0')`,
        apodo: null,
        telefono: '0000000000',
        email: null,
        direccion: '—',
        barrio: null,
        ciudad: '—',
        departamento: null,
        fecha_nacimiento: null,
        sexo: null,
        estado_civil: null,
        lugar_nacimiento: null,
        ocupacion: null,
        ingresos: null,
        referencia1_nombre: null,
        referencia1_telefono: null,
        referencia2_nombre: null,
        referencia2_telefono: null,
        observaciones: null,
        latitud: null,
        longitud: null,
        estado: 'inactivo',
        suprimido_en: (eb) => eb.fn.coalesce('suprimido_en', ahora()),
        updated_at: ahora(),
      })
      .where('id', '=', clienteId)
      .execute();
  },

  async anotarSupresion(manager: EntityManager, clienteId: string): Promise<void> {
    await db(manager)
      .insertInto('supresiones')
      .values({ cliente_id: clienteId })
      .onConflict((oc) => oc.column('cliente_id').doNothing())
      .execute();
  },

  /** De `ids`, los clientes cuya supresión falta en la base (sin marcar, o sin su fila en `supresiones`). */
  async supresionesFaltantes(manager: EntityManager, ids: string[]): Promise<string[]> {
    const filas = await db(manager)
      .selectFrom('clientes as c')
      .select('c.id')
      .where('c.id', 'in', ids)
      .where(faltaSupresion)
      .execute();
    return filas.map((f) => f.id);
  },

  /** Bloquea al cliente si su supresión todavía falta (otra réplica pudo aplicarla mientras se esperaba). */
  async bloquearSiFaltaSupresion(manager: EntityManager, clienteId: string): Promise<boolean> {
    return hayFila(
      db(manager)
        .selectFrom('clientes as c')
        .select('c.id')
        .where('c.id', '=', clienteId)
        .where(faltaSupresion)
        .forUpdate(),
    );
  },

  async clientesSuprimidos(manager: EntityManager): Promise<string[]> {
    const filas = await db(manager).selectFrom('supresiones').select('cliente_id').execute();
    return filas.map((f) => f.cliente_id);
  },
};
