// Cómo estaba un préstamo a una fecha de corte de un periodo cerrado (docs/decisiones/reportes-al-cierre.md): lo que
// dicen los asientos de su libro con fecha hasta el corte, que nada posterior reescribe. Con eso los reportes de
// préstamos y de morosos de un mes cerrado no se mueven después (una anulación, un cobro o un castigo de noviembre
// no cambian octubre). La base lee y suma; aquí se decide el estado.
import type { EstadoPrestamo } from './constantes';
import { ESTADOS_SIN_DESEMBOLSO, estadoPrestamo } from './estadoLibro';
import { sumarDias } from './fechas';

/**
 * Lo que el libro de un préstamo tenía escrito con fecha hasta el corte, como lo lee la base (sumas y comparaciones de
 * ese día, agrupables: un reporte cuenta miles de préstamos por estas claves sin traerlos uno por uno).
 */
export interface PrestamoAlCorte {
  /** El estado de hoy: sólo dice algo de un préstamo que al corte aún no se había desembolsado. */
  estadoHoy: EstadoPrestamo;
  /** Hubo desembolso con fecha hasta el corte. */
  desembolsado: boolean;
  /** Anulación, castigo o reenganche con fecha hasta el corte. */
  anulado: boolean;
  castigado: boolean;
  reenganchado: boolean;
  /** Al corte debía algo: lo pactado menos lo cobrado, condonado, castigado y refinanciado hasta ese día. */
  conSaldo: boolean;
  /** Alguna cuota con fecha anterior al corte seguía debiendo algo ese día. */
  conCuotasVencidas: boolean;
  /** La última cuota tiene fecha anterior al corte. */
  planVencido: boolean;
}

/**
 * El estado del préstamo al cierre de `corte`, con la misma regla que el libro aplica hoy (`estadoPrestamo`): los
 * finales por su asiento hasta el corte; si no, pagado, vencido, en mora o activo por su saldo y sus cuotas de ese
 * día. Uno que al corte no se había desembolsado era una solicitud (o la rechazada que es hoy: el rechazo no escribe
 * asiento con fecha).
 */
export function estadoAlCorte(prestamo: PrestamoAlCorte, corte: string): EstadoPrestamo {
  if (!prestamo.desembolsado)
    return ESTADOS_SIN_DESEMBOLSO.includes(prestamo.estadoHoy) ? prestamo.estadoHoy : 'solicitado';
  if (prestamo.anulado) return 'cancelado';
  if (prestamo.reenganchado) return 'reenganchado';
  if (prestamo.castigado) return 'castigado';
  return estadoPrestamo(
    {
      estado: 'activo',
      saldoPendiente: prestamo.conSaldo ? 1 : 0,
      cuotasVencidas: prestamo.conCuotasVencidas ? 1 : 0,
      fechaVencimiento: prestamo.planVencido ? sumarDias(corte, -1) : corte,
    },
    corte,
  );
}
