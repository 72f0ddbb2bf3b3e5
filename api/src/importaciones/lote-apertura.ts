// La apertura de un préstamo nuevo de la aplicación por lotes (lote-prestamos.ts), en memoria, como la deja el camino de
// uno en uno (AplicadorPrestamos.crear): con su historia, el plan de Cartera desembolsado en su fecha de inicio; con su
// plan propio, las cuotas tal como vienen, abiertas en la fecha de corte (abrirConPlanPropio). Después vienen, en los
// dos casos, sus cobros (los de la historia o lo pagado de cada cuota) y el recálculo final.
import {
  CERO_CENTAVOS,
  calcularPlan,
  centavosDePesos,
  masCentavos,
  repartoDesembolso,
  type EstadoPrestamo,
  type FilaCuota,
} from '@cartera/dominio';
import type { Insertable } from 'kysely';
import { aCentavos, aPesos } from '../common/dinero';
import type { MovimientoLote } from '../libro/libro-lote';
import type { CuotaEnCentavos, DatosCobroLibro } from '../libro/libro.tipos';
import type { NuevaNotificacion } from '../libro/notificaciones-del-prestamo';
import {
  notificacionesDelRecalculo,
  recalculoEnMemoria,
  type RecalculoEnMemoria,
} from '../libro/recalculo';
import type { Prestamos } from '../database/esquema';
import { cuotaSinPagos, cuotasNuevas, notificacionDelPlan } from '../prestamos/plan/plan.service';
import type { figurasDelPlan } from '../prestamos/prestamos.terminos';
import { cobrosDeLoPagado, MOTIVOS_IMPORTADOS, type PrestamoDelArchivo } from './aplicar-prestamos';

/** El préstamo abierto, antes de sus cobros. */
export interface AperturaLote {
  /** Las columnas del préstamo que fija la apertura (el recálculo final pone las suyas encima). */
  columnas: Partial<Insertable<Prestamos>> & { fecha: string };
  /** Las cuotas como quedan guardadas antes de los cobros, y el estado del préstamo entonces. */
  guardadas: CuotaEnCentavos[];
  estadoAntes: EstadoPrestamo;
  /** Centavos pactados (lo que suman las cuotas) y el vencimiento, como los lee el recálculo final. */
  montoTotal: number;
  fechaVencimiento: string;
  desembolso: MovimientoLote;
  notificaciones: NuevaNotificacion[];
  /** Los cobros por registrar, en orden. */
  historia: DatosCobroLibro[];
}

type Columnas = ReturnType<typeof figurasDelPlan>['columnas'];

/** El plan de Cartera con sus términos, desembolsado en su fecha de inicio (generarYRecalcularEn), y su historia. */
export function aperturaConHistoria(
  id: string,
  { fila, cobros }: PrestamoDelArchivo,
  columnas: Columnas,
  sinPlan: RecalculoEnMemoria,
  cobradorDe: (cobrador: string | null) => string | null,
  registradoPor: string | null,
  hoy: string,
): AperturaLote {
  const plan = calcularPlan({
    monto: columnas.monto,
    interes: columnas.interes,
    cuotas: columnas.cuotas,
    modalidad: columnas.modalidad,
    tipoAmortizacion: columnas.tipo_amortizacion,
    fechaInicio: columnas.fecha_inicio,
    fechaPrimerPago: columnas.fecha_primer_pago,
  });
  const cuotas = cuotasNuevas(plan);
  const pactado = cuotas.reduce((total, cuota) => total + cuota.montoTotal, 0);
  const reparto = repartoDesembolso({
    pactado,
    entregado: 0,
    capitalRefinanciado: 0,
    capitalImportado: aCentavos(columnas.monto_entregado),
  });
  const montoTotal = aCentavos(columnas.monto_total);
  const conPlan = recalculoEnMemoria(
    {
      estado: sinPlan.estadoNuevo,
      planGenerado: true,
      montoTotal,
      fechaVencimiento: columnas.fecha_vencimiento,
    },
    cuotas.map((guardada) => ({ guardada, aplicado: CERO_CENTAVOS, ultimaFecha: null })),
    hoy,
  );
  return {
    columnas: { fecha: fila.fechaInicio, plan_generado: true, cuota_diaria: plan.cuota },
    guardadas: conPlan.recalculadas,
    estadoAntes: conPlan.estadoNuevo,
    montoTotal,
    fechaVencimiento: columnas.fecha_vencimiento,
    desembolso: {
      tipo: 'desembolso',
      fecha: fila.fechaInicio,
      monto: pactado,
      interes: Math.min(reparto.interes, pactado),
      efectivo: 0,
      cobroId: null,
      motivo: null,
    },
    notificaciones: [
      notificacionDelPlan(id, columnas.modalidad, plan),
      ...notificacionesDelRecalculo(id, sinPlan.estadoNuevo, conPlan),
    ],
    historia: [...cobros]
      .sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0))
      .map((cobro) => ({
        monto: centavosDePesos(cobro.monto),
        fecha: cobro.fecha,
        observaciones: MOTIVOS_IMPORTADOS.cobro(cobro.idExterno),
        cobradorId: cobradorDe(cobro.cobrador),
        registradoPor,
        origen: 'importacion',
        enPoderDe: null,
      })),
  };
}

/**
 * El plan propio tal como viene (abrirConPlanPropio): cada cuota con su fecha, capital e interés; el préstamo pacta su
 * suma, entregó su monto y se abre en la fecha de corte con lo pagado de cada cuota como un cobro a esa cuota.
 */
export function aperturaConPlanPropio(
  { cuotas }: PrestamoDelArchivo,
  columnas: Columnas,
  sinPlan: RecalculoEnMemoria,
  fechaCorte: string,
  registradoPor: string | null,
): AperturaLote {
  const ordenadas = [...cuotas].sort((a, b) => a.numero - b.numero);
  const total = (c: FilaCuota) => masCentavos(centavosDePesos(c.capital), centavosDePesos(c.interes));
  const pactado = ordenadas.reduce((t, c) => t + total(c), 0);
  const interes = ordenadas.reduce((t, c) => t + aCentavos(c.interes), 0);
  const primera = ordenadas[0];
  const ultima = ordenadas[ordenadas.length - 1];
  return {
    columnas: {
      fecha: fechaCorte,
      plan_generado: true,
      monto_total: aPesos(pactado),
      interes_total: aPesos(interes),
      saldo_pendiente: aPesos(pactado),
      cuota_diaria: aPesos(total(primera)),
      monto_entregado: columnas.monto,
      fecha_primer_pago: primera.fecha,
      fecha_vencimiento: ultima.fecha,
    },
    guardadas: ordenadas.map((c) =>
      cuotaSinPagos({
        numero: c.numero,
        fechaProgramada: c.fecha,
        montoCapital: centavosDePesos(c.capital),
        montoInteres: centavosDePesos(c.interes),
        montoTotal: total(c),
      }),
    ),
    estadoAntes: sinPlan.estadoNuevo,
    montoTotal: pactado,
    fechaVencimiento: ultima.fecha,
    desembolso: {
      tipo: 'desembolso',
      fecha: fechaCorte,
      monto: pactado,
      interes: Math.min(interes, pactado),
      efectivo: 0,
      cobroId: null,
      motivo: MOTIVOS_IMPORTADOS.aperturaPlanPropio,
    },
    notificaciones: [],
    historia: cobrosDeLoPagado(ordenadas, fechaCorte, registradoPor),
  };
}
