// Lo que el libro escribe de un préstamo importado de uno en uno (importaciones/aplicar-prestamos.ts), en el núcleo
// (docs/decisiones/importacion-por-lotes.md): su cobrador y tipo de crédito corregidos, el estado de uno que llega sin
// cartera y el plan propio tal como viene. La importación decide con las reglas de dominio y el libro escribe.
import type { EstadoPrestamoSinCartera, FilaCuota } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';

/**
 * Las columnas de un préstamo que queda sin cartera (anulado, castigado, cerrado o importado así): su estado, sin saldo,
 * sin mora ni próxima cuota, y su día de cierre.
 */
export function columnasSinCartera<E extends string, F extends string | null>(estado: E, fechaCierre: F) {
  return {
    estado,
    saldo_pendiente: 0,
    capital_pendiente: 0,
    cuotas_vencidas: 0,
    dias_mora_promedio: 0,
    proxima_fecha: null,
    primera_impaga: null,
    fecha_cierre: fechaCierre,
  };
}

export const consultasLibroImportado = {
  /**
   * Lo corregible de un préstamo ya importado: su cobrador (sin él, el de su cliente) y su tipo de crédito (sin él, el
   * que tenía).
   */
  async corregirPrestamo(
    manager: EntityManager,
    id: string,
    cobradorId: string | null,
    tipoCredito: string | null,
  ): Promise<void> {
    await db(manager)
      .updateTable('prestamos')
      .set((eb) => ({
        cobrador_id:
          cobradorId ??
          eb
            .selectFrom('clientes')
            .select('clientes.cobrador_id')
            .whereRef('clientes.id', '=', 'prestamos.cliente_id'),
        tipo_credito: tipoCredito ?? eb.ref('tipo_credito'),
        updated_at: sql`now()`,
      }))
      .where('id', '=', id)
      .execute();
  },

  /**
   * Un préstamo que llega sin cartera (importacionSinCartera.ts) queda en su estado, sin saldo ni plan; uno cerrado
   * (reenganchado, cancelado, rechazado) con su día de cierre.
   */
  async dejarSinCartera(
    manager: EntityManager,
    id: string,
    estado: EstadoPrestamoSinCartera,
    fechaCierre: string,
  ): Promise<void> {
    await db(manager)
      .updateTable('prestamos')
      .set(columnasSinCartera(estado, estado === 'solicitado' ? null : fechaCierre))
      .where('id', '=', id)
      .execute();
  },

  async asignarCobrador(manager: EntityManager, id: string, cobradorId: string): Promise<void> {
    await db(manager)
      .updateTable('prestamos')
      .set({ cobrador_id: cobradorId })
      .where('id', '=', id)
      .execute();
  },

  /**
   * El plan propio de un préstamo tal como viene (`ordenadas` por número, cada una con su id y su total) y las cifras
   * que pacta: el préstamo queda con su plan, su saldo y sus fechas.
   */
  async escribirPlanPropio(
    manager: EntityManager,
    prestamoId: string,
    ordenadas: ReadonlyArray<FilaCuota & { id: string; total: number }>,
    cifras: { pactado: number; interes: number },
  ): Promise<void> {
    await db(manager)
      .insertInto('cuotas')
      .values(
        ordenadas.map((c) => ({
          id: c.id,
          prestamo_id: prestamoId,
          numero: c.numero,
          fecha_programada: c.fecha,
          monto_capital: c.capital,
          monto_interes: c.interes,
          monto_total: c.total,
        })),
      )
      .execute();
    await db(manager)
      .updateTable('prestamos')
      .set((eb) => ({
        plan_generado: true,
        monto_total: cifras.pactado,
        interes_total: cifras.interes,
        saldo_pendiente: cifras.pactado,
        cuota_diaria: ordenadas[0].total,
        monto_entregado: eb.ref('monto'),
        fecha_primer_pago: ordenadas[0].fecha,
        fecha_vencimiento: ordenadas[ordenadas.length - 1].fecha,
        updated_at: sql`now()`,
      }))
      .where('id', '=', prestamoId)
      .execute();
  },
};
