// Las filas de detalle de los reportes de préstamos, cobros y morosos: su consulta tipada (reportes.consultas.ts),
// paginada para la pantalla o entera para el exporte, que la lee con un cursor, y cómo una fila se vuelve la del JSON
// (docs/reportes.md).
import {
  ESTADOS_PRESTAMO,
  MODALIDADES,
  ORIGENES_COBRO,
  SIN_COBRADOR,
  etiquetaOrigenCobro,
  type FilaReporteBase,
  type FilaReporteCobros,
  type FilaReporteMorosos,
  type FilaReportePrestamos,
} from '@cartera/dominio';
import type { CompiledQuery } from 'kysely';
import type { EntityManager } from 'typeorm';
import { deLista } from '../database/kysely';
import { consultasReportes } from './reportes.consultas';
import type { FiltrosResueltos, Pagina } from './reportes.rules';

/** Una consulta de detalle: se corre (una página) o se compila para el cursor del exporte; `C` es su fila. */
interface ConsultaDetalle<C> {
  execute(): Promise<C[]>;
  compile(): CompiledQuery<C>;
}

/** La consulta del detalle de un reporte (una página, o entera con `null`) y cómo su fila se vuelve la del JSON. */
export interface DetalleReporte<C, F extends FilaReporteBase> {
  consulta: (manager: EntityManager, f: FiltrosResueltos, pagina: Pagina | null) => ConsultaDetalle<C>;
  fila: (fila: C) => F;
}

const estado = (valor: string) => deLista(ESTADOS_PRESTAMO, valor, 'prestamos.estado');

/** Las columnas de un préstamo en su detalle, hoy o a un corte cerrado (reportes.al-corte.ts): sólo cambia el estado. */
export interface ColumnasPrestamoReporte {
  id: string;
  numero: number | string;
  fecha: string;
  cliente: string;
  cedula: string;
  cobrador: string | null;
  monto: number | string;
  monto_refinanciado: number | string;
  monto_total: number | string;
  saldo_pendiente: number | string;
  cuotas: number | string;
  modalidad: string;
}

export function filaReportePrestamo(
  fila: ColumnasPrestamoReporte,
  estadoDelPrestamo: FilaReportePrestamos['estado'],
): FilaReportePrestamos {
  return {
    _id: fila.id,
    numero: Number(fila.numero),
    fecha: fila.fecha,
    cliente: fila.cliente,
    cedula: fila.cedula,
    cobrador: fila.cobrador ?? 'Sin cobrador',
    monto: Number(fila.monto),
    montoRefinanciado: Number(fila.monto_refinanciado),
    montoTotal: Number(fila.monto_total),
    saldoPendiente: Number(fila.saldo_pendiente),
    cuotas: Number(fila.cuotas),
    modalidad: deLista(MODALIDADES, fila.modalidad, 'prestamos.modalidad'),
    estado: estadoDelPrestamo,
  };
}

/** Las columnas de un préstamo en mora que leen el detalle de morosos de hoy y el de un corte. */
interface ColumnasMorosoReporte {
  id: string;
  numero: number | string;
  cliente: string;
  telefono: string | null;
  cobrador: string | null;
  dias: number | string;
  cuotas_vencidas: number | string | null;
  saldo_pendiente: number | string;
}

export function filaReporteMoroso(
  fila: ColumnasMorosoReporte,
  estadoDelPrestamo: FilaReporteMorosos['estado'],
): FilaReporteMorosos {
  return {
    _id: fila.id,
    numero: Number(fila.numero),
    cliente: fila.cliente,
    telefono: fila.telefono,
    cobrador: fila.cobrador ?? 'Sin cobrador',
    estado: estadoDelPrestamo,
    diasAtraso: Number(fila.dias),
    cuotasVencidas: Number(fila.cuotas_vencidas),
    saldoPendiente: Number(fila.saldo_pendiente),
  };
}

/** El detalle de cada reporte con lista de filas en la base (el general lista días del rango, ≤ 366). */
export const DETALLES = {
  prestamos: {
    consulta: consultasReportes.detallePrestamos,
    fila: (fila) => filaReportePrestamo(fila, estado(fila.estado)),
  } satisfies DetalleReporte<Fila<'detallePrestamos'>, FilaReportePrestamos>,
  cobros: {
    consulta: consultasReportes.detalleCobros,
    fila: (fila) => ({
      _id: fila.id,
      fecha: fila.fecha,
      numero: Number(fila.numero),
      cliente: fila.cliente,
      cobrador: fila.cobrador ?? SIN_COBRADOR,
      monto: Number(fila.monto),
      origen: etiquetaOrigenCobro(deLista(ORIGENES_COBRO, fila.origen, 'cobros.origen')),
    }),
  } satisfies DetalleReporte<Fila<'detalleCobros'>, FilaReporteCobros>,
  morosos: {
    consulta: consultasReportes.detalleMorosos,
    fila: (fila) => filaReporteMoroso(fila, estado(fila.estado)),
  } satisfies DetalleReporte<Fila<'detalleMorosos'>, FilaReporteMorosos>,
};

/** La fila que devuelve la consulta de detalle `K`, inferida de la consulta. */
type Fila<K extends 'detallePrestamos' | 'detalleCobros' | 'detalleMorosos'> = Awaited<
  ReturnType<ReturnType<(typeof consultasReportes)[K]>['execute']>
>[number];
