// Los asientos del libro del préstamo, con su comprobante en el libro mayor en la misma transacción
// (docs/contabilidad.md), y la causación de la mora que se asienta antes de cada operación.
import { hoyBogota, moraEnPesosEnteros } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { contabilizarMovimientosPrestamo } from '../contabilidad/mayor/contabilizar';
import { aPesos } from './dinero';
import { cuotasPorCobrar } from './libro-aplicaciones';
import { consultasLibro } from './libro.consultas';
import type { Asiento, PrestamoBloqueado } from './libro.tipos';
import { estadoMora, guardarMora, tramoMora } from './mora';

/** Escribe asientos en el libro del préstamo, en orden, con una sola sentencia, y su comprobante del mayor. */
export async function asentar(manager: EntityManager, prestamoId: string, asientos: readonly Asiento[]): Promise<void> {
  const validos = asientos.filter((asiento) => asiento.monto > 0 || (asiento.mora ?? 0) > 0);
  if (validos.length === 0) return;
  const ids = await consultasLibro.insertarMovimientos(
    manager,
    validos.map((a) => {
      const interes = Math.min(a.interes, a.monto);
      return {
        prestamo_id: prestamoId,
        tipo: a.tipo,
        fecha: a.fecha,
        monto: aPesos(a.monto),
        capital: aPesos(a.monto - interes),
        interes: aPesos(interes),
        efectivo: aPesos(a.efectivo),
        cobro_id: a.cobroId ?? null,
        motivo: a.motivo ?? null,
        registrado_por: a.registradoPor,
        capital_primero: a.capitalPrimero ?? false,
        mora: aPesos(a.mora ?? 0),
      };
    }),
  );
  // El libro mayor, en la misma transacción: un comprobante por evento (docs/contabilidad.md).
  await contabilizarMovimientosPrestamo(
    manager,
    prestamoId,
    validos.map((a, i) => ({
      id: ids[i],
      tipo: a.tipo,
      fecha: a.fecha,
      monto: a.monto,
      interes: Math.min(a.interes, a.monto),
      efectivo: a.efectivo,
      cobroId: a.cobroId ?? null,
      registradoPor: a.registradoPor,
      capitalPrimero: a.capitalPrimero ?? false,
      mora: a.mora ?? 0,
      importado: a.importado,
    })),
  );
}

/**
 * Causa la mora del préstamo hasta `hasta` (incluido) sobre sus cuotas de hoy, si la organización la cobra: un
 * asiento `mora`, lo de cada cuota y el pendiente del préstamo. Devuelve la mora pendiente después (centavos). El
 * préstamo ya está bloqueado; sin plan, o cerrado, no causa.
 */
export async function causarMora(
  manager: EntityManager,
  prestamo: PrestamoBloqueado,
  hasta: string = hoyBogota(),
): Promise<number> {
  const mora = await estadoMora(manager, prestamo.id, hasta);
  if (!mora.ajustes || mora.causadoHasta === null || !prestamo.planGenerado) return mora.pendiente;
  if (prestamo.estado !== 'activo' && prestamo.estado !== 'mora' && prestamo.estado !== 'vencido') return mora.pendiente;
  const tramo = tramoMora(await cuotasPorCobrar(manager, prestamo.id), mora.causadoHasta, hasta, mora.ajustes);
  if (!tramo) return mora.pendiente;
  const pesos = moraEnPesosEnteros(mora.cuotasCausado, tramo.total, mora.prestamoCausado);
  await guardarMora(manager, prestamo.id, tramo.porCuota, pesos, hasta);
  await asentar(manager, prestamo.id, [
    { tipo: 'mora', fecha: hasta, monto: 0, interes: 0, efectivo: 0, mora: pesos, motivo: tramo.motivo, registradoPor: null },
  ]);
  return mora.pendiente + pesos;
}
