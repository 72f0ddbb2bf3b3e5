// Las consultas de la caja de los cobradores (docs/decisiones/caja-de-cobradores.md): sus entregas (los gastos y sus
// límites, caja-gastos.consultas.ts; el efectivo en poder, caja-en-poder.consultas.ts), tipadas contra el esquema
// (database/esquema.ts, docs/decisiones/acceso-tipado-a-datos.md). Sólo leen: entregas, confirmaciones y abonos los
// escriben los comandos del mayor (mayor/caja-entregas.comandos.ts).
import { ESTADOS_ENTREGA_CAJA } from '@cartera/dominio';
import { expressionBuilder, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { DB } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import type { FilaDe } from '../common/filas';

export interface FiltroCaja {
  cobradorId?: string;
  desde?: string;
  hasta?: string;
  estado?: string;
}

function entregas(manager: EntityManager) {
  return db(manager)
    .selectFrom('caja_entregas as e')
    .innerJoin('usuarios as u', 'u.id', 'e.cobrador_id')
    .leftJoin('usuarios as c', 'c.id', 'e.confirmado_por')
    .select([
      'e.id',
      'e.numero',
      'e.cobrador_id',
      'u.nombre as cobrador_nombre',
      'e.estado',
      'e.fecha',
      'e.fecha_confirmacion',
      'e.cobros',
      'e.cantidad_cobros',
      'e.gastos',
      'e.esperado',
      'e.monto_entregado',
      'e.monto_recibido',
      'e.observaciones',
      'e.confirmado_por',
      'c.nombre as confirmado_nombre',
      'e.abono',
      'e.created_at',
    ]);
}

/** Una entrega con su estado comprobado contra su lista. */
function filaEntrega(fila: FilaDe<typeof entregas>) {
  return { ...fila, estado: deLista(ESTADOS_ENTREGA_CAJA, fila.estado, 'caja_entregas.estado') };
}
export type FilaEntrega = ReturnType<typeof filaEntrega>;

/** Las condiciones de cobrador, fechas y estado de una lista de la caja (entregas o gastos), sobre sus columnas. */
export function filtroCaja(
  f: FiltroCaja,
  columnas: { cobrador: Expression<string>; fecha: Expression<string>; estado: Expression<string> },
): Expression<SqlBool> {
  const eb = expressionBuilder<DB, never>();
  return eb.and([
    ...(f.cobradorId === undefined ? [] : [eb(columnas.cobrador, '=', f.cobradorId)]),
    ...(f.desde === undefined ? [] : [eb(columnas.fecha, '>=', f.desde)]),
    ...(f.hasta === undefined ? [] : [eb(columnas.fecha, '<=', f.hasta)]),
    ...(f.estado === undefined ? [] : [eb(columnas.estado, '=', f.estado)]),
  ]);
}

function filtroEntregas(eb: ExpressionBuilder<DB & { e: DB['caja_entregas'] }, 'e'>, f: FiltroCaja) {
  return filtroCaja(f, { cobrador: eb.ref('e.cobrador_id'), fecha: eb.ref('e.fecha'), estado: eb.ref('e.estado') });
}

export const consultasCaja = {
  // ——— Entregas ———

  /** Una entrega; con `bloquear`, su fila queda bloqueada hasta el fin de la transacción (undefined: no existe). */
  async entrega(manager: EntityManager, id: string, bloquear = false): Promise<FilaEntrega | undefined> {
    const fila = await entregas(manager)
      .where('e.id', '=', id)
      .$if(bloquear, (q) => q.forUpdate('e'))
      .executeTakeFirst();
    return fila && filaEntrega(fila);
  },

  /** Las entregas por confirmar (de todos o de un cobrador). */
  async pendientes(manager: EntityManager, cobradorId: string | null): Promise<FilaEntrega[]> {
    const filas = await entregas(manager)
      .where('e.estado', '=', 'pendiente')
      .$if(cobradorId !== null, (q) => q.where('e.cobrador_id', '=', cobradorId!))
      .execute();
    return filas.map(filaEntrega);
  },

  /** Una página de entregas (las pendientes primero: la oficina tiene que confirmarlas) y cuántas cumplen el filtro. */
  async paginaEntregas(manager: EntityManager, f: FiltroCaja, limite: number, desde: number) {
    const { total } = await db(manager)
      .selectFrom('caja_entregas as e')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where((eb) => filtroEntregas(eb, f))
      .executeTakeFirstOrThrow();
    const filas = await entregas(manager)
      .where((eb) => filtroEntregas(eb, f))
      .orderBy((eb) => eb('e.estado', '=', 'pendiente'), 'desc')
      .orderBy('e.fecha', 'desc')
      .orderBy('e.created_at', 'desc')
      .orderBy('e.id', 'desc')
      .limit(limite)
      .offset(desde)
      .execute();
    return { total: Number(total), filas: filas.map(filaEntrega) };
  },
};
