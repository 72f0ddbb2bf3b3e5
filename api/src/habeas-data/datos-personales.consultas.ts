// Las consultas de «Datos del cliente» (docs/decisiones/datos-personales.md), tipadas contra el esquema
// (database/esquema.ts): el exporte, los avisos previos al reporte. Las de la
// supresión de la ficha están en supresion-ficha.consultas.ts (y se exponen también aquí) y el rastro del cliente en
// las demás tablas, en supresion.consultas.ts. Cada función corre en la transacción del manager que recibe.
import { CANALES_AVISO_PREVIO, type FilaGuardada } from '@cartera/dominio';
import { sql, type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import { ESTADOS_ABIERTOS_ESCRITOS } from '../database/estado-prestamo.sql';
import type { ClientesAvisosPrevios } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { consultasSupresionFicha } from './supresion-ficha.consultas';
import { filaOrganizacion } from '../organizacion/organizacion.sql';
import { hayFila, idInsertado } from '../common/filas';
import { idsDePrestamos, prestamoPorId } from '../database/prestamos.filas';
import { clientePorId } from '../clientes/clientes.sql';

/** Lo que se escribe de un aviso previo. */
export type AvisoPrevioEscrito = Pick<
  Insertable<ClientesAvisosPrevios>,
  'cliente_id' | 'prestamo_id' | 'plantilla' | 'canal' | 'fecha_envio' | 'usuario_id' | 'usuario_nombre'
>;

/** La fila completa de una tabla como JSON (`to_jsonb`): una columna nueva entra sola al exporte. */
// sql: to_jsonb de la fila entera (una columna nueva entra sola al exporte) no tiene constructor en Kysely
const filaJson = (alias: string) => sql<FilaGuardada>`to_jsonb(${sql.table(alias)})`.as('fila');

/** Las filas completas de los cobros o las visitas de los préstamos del cliente, por fecha y orden de registro. */
async function filasDeSusPrestamos(
  manager: EntityManager,
  tabla: 'cobros' | 'gestiones',
  clienteId: string,
): Promise<FilaGuardada[]> {
  const filas = await db(manager)
    .selectFrom(tabla)
    .select(filaJson(tabla))
    .where('prestamo_id', 'in', idsDePrestamos(manager, clienteId))
    .orderBy('fecha')
    .orderBy('created_at')
    .execute();
  return filas.map((f) => f.fila);
}

export const consultasDatosPersonales = {
  // --- Avisos previos al reporte -------------------------------------------------------------------------------

  /**
   * La deuda a la que se refiere un aviso: el saldo del préstamo, o sin préstamo, el de todos los préstamos abiertos
   * del cliente (la lista de abiertos escrita en la consulta, como la de los índices parciales por cliente).
   */
  async deudaDelAviso(manager: EntityManager, clienteId: string, prestamoId: string | null): Promise<number> {
    const fila = await db(manager)
      .selectFrom('prestamos as p')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('p.saldo_pendiente'), sql.lit('0')).as('deuda'))
      .where('p.cliente_id', '=', clienteId)
      .where((eb) =>
        prestamoId === null ? eb('p.estado', 'in', ESTADOS_ABIERTOS_ESCRITOS) : eb('p.id', '=', prestamoId),
      )
      .executeTakeFirstOrThrow();
    return Number(fila.deuda);
  },

  /** Los avisos del cliente, del más reciente al más antiguo, con el número de su préstamo. */
  async avisosPrevios(manager: EntityManager, clienteId: string) {
    const filas = await db(manager)
      .selectFrom('clientes_avisos_previos as a')
      .leftJoin('prestamos as p', 'p.id', 'a.prestamo_id')
      .select([
        'a.id',
        'a.prestamo_id',
        'p.numero as prestamo_numero',
        'a.plantilla',
        'a.canal',
        'a.fecha_envio',
        'a.usuario_nombre',
        'a.created_at',
      ])
      .where('a.cliente_id', '=', clienteId)
      .orderBy('a.fecha_envio', 'desc')
      .orderBy('a.created_at', 'desc')
      .execute();
    return filas.map((fila) => ({
      ...fila,
      prestamo_numero: fila.prestamo_numero === null ? null : Number(fila.prestamo_numero),
      canal: deLista(CANALES_AVISO_PREVIO, fila.canal, 'clientes_avisos_previos.canal'),
    }));
  },

  /** Las fechas de los avisos anteriores de la misma deuda (el préstamo, o el cliente sin préstamo). */
  async fechasAvisosDeLaDeuda(
    manager: EntityManager,
    clienteId: string,
    prestamoId: string | null,
  ): Promise<string[]> {
    const filas = await db(manager)
      .selectFrom('clientes_avisos_previos')
      .select('fecha_envio')
      .where('cliente_id', '=', clienteId)
      .where('prestamo_id', 'is not distinct from', prestamoId)
      .execute();
    return filas.map((f) => f.fecha_envio);
  },

  /** Bloquea la fila del cliente (dos avisos simultáneos no pasan la misma validación); false si no existe. */
  async bloquearCliente(manager: EntityManager, clienteId: string): Promise<boolean> {
    return hayFila(clientePorId(manager, clienteId).select('id').forUpdate());
  },

  async esPrestamoDelCliente(
    manager: EntityManager,
    prestamoId: string,
    clienteId: string,
  ): Promise<boolean> {
    return hayFila(prestamoPorId(manager, prestamoId).select('id').where('cliente_id', '=', clienteId));
  },

  /** Los días hacia atrás que admite la fecha de envío de un aviso (ajuste de la organización). */
  async diasAtrasAvisoPrevio(manager: EntityManager): Promise<number> {
    const fila = await filaOrganizacion(manager)
      .select('dias_atras_aviso_previo')
      .executeTakeFirstOrThrow();
    return fila.dias_atras_aviso_previo;
  },

  async insertarAvisoPrevio(manager: EntityManager, aviso: AvisoPrevioEscrito): Promise<string> {
    return idInsertado(db(manager).insertInto('clientes_avisos_previos').values(aviso).returning('id'));
  },

  // --- Exporte ---------------------------------------------------------------------------------------------------

  async clienteCompleto(manager: EntityManager, clienteId: string): Promise<FilaGuardada | undefined> {
    const fila = await db(manager)
      .selectFrom('clientes as c')
      .select(filaJson('c'))
      .where('c.id', '=', clienteId)
      .executeTakeFirst();
    return fila?.fila;
  },

  foto(manager: EntityManager, clienteId: string) {
    return db(manager)
      .selectFrom('clientes_fotos')
      .select(['mime', 'datos'])
      .where('cliente_id', '=', clienteId)
      .executeTakeFirst();
  },

  async prestamosCompletos(manager: EntityManager, clienteId: string): Promise<FilaGuardada[]> {
    const filas = await db(manager)
      .selectFrom('prestamos as p')
      .select(filaJson('p'))
      .where('p.cliente_id', '=', clienteId)
      .orderBy('p.created_at')
      .execute();
    return filas.map((f) => f.fila);
  },

  cobrosCompletos(manager: EntityManager, clienteId: string): Promise<FilaGuardada[]> {
    return filasDeSusPrestamos(manager, 'cobros', clienteId);
  },

  gestionesCompletas(manager: EntityManager, clienteId: string): Promise<FilaGuardada[]> {
    return filasDeSusPrestamos(manager, 'gestiones', clienteId);
  },

  /** Los documentos vigentes de sus préstamos, sin su contenido: nombre, tipo, tamaño y fecha. */
  async documentos(manager: EntityManager, clienteId: string): Promise<FilaGuardada[]> {
    const filas = await db(manager)
      .selectFrom('documentos as d')
      .select(
        // sql: jsonb_build_object: el jsonBuildObject de kysely/helpers/postgres arma json, y el exporte guarda jsonb como las otras filas
        sql<FilaGuardada>`jsonb_build_object('id', d.id, 'nombre_original', d.nombre_original, 'tipo', d.tipo,
          'mime', d.mime, 'size_bytes', d.size_bytes, 'relacionado_tipo', d.relacionado_tipo,
          'prestamo_id', d.prestamo_id, 'created_at', d.created_at)`.as('fila'),
      )
      .where('d.prestamo_id', 'in', idsDePrestamos(manager, clienteId))
      .where('d.eliminado_en', 'is', null)
      .orderBy('d.created_at')
      .execute();
    return filas.map((f) => f.fila);
  },

  ...consultasSupresionFicha,
};
