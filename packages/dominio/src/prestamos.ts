// El contrato de /api/prestamos (docs/api-prestamos-cobros.md, docs/decisiones/contrato-de-la-api.md): la forma JSON
// de un préstamo, su detalle, su plan, la lista con su resumen, las consultas y los cuerpos. La API los produce
// (prestamos.sql.ts, prestamos.lectura.ts, plan.service.ts) y las pantallas los leen: un cambio aquí rompe los dos.
// Las respuestas se derivan de sus esquemas (esquemas/prestamos.ts, con sus tipos), que la API declara y sus pruebas
// validan.

import type { TratamientoInteresPorVencer } from './reenganche';
import type { EstadoPrestamo, Modalidad, TipoAmortizacion } from './constantes';
import type { TerminosPrestamo } from './amortizacion';
import type { Fecha, ParametrosLista } from './tipos';
import type { TipoCredito } from './usura';

/** Órdenes de la lista de préstamos. 'estado' sigue el orden de la especificación (pagado … cancelado). */
export const ORDENES_PRESTAMOS = [
  'createdAt_desc',
  'createdAt_asc',
  'monto_desc',
  'monto_asc',
  'fecha_desc',
  'fecha_asc',
  'estado_asc',
  'estado_desc',
  'cliente_asc',
  'cliente_desc',
  'tasaEfectivaAnual_desc',
  'tasaEfectivaAnual_asc',
] as const;

/** Consulta de GET /api/prestamos y de su CSV. Fechas del préstamo 'YYYY-MM-DD'; `sort` uno de ORDENES_PRESTAMOS. */
export interface ConsultaPrestamos extends ParametrosLista {
  estado?: EstadoPrestamo;
  modalidad?: Modalidad;
  /** Id del cobrador del préstamo. */
  cobrador?: string;
  /** Id del cliente. */
  cliente?: string;
  fechaDesde?: Fecha;
  fechaHasta?: Fecha;
  /** Tasa efectiva anual mínima y máxima (% EA, incluidas). */
  tasaEfectivaMin?: number;
  tasaEfectivaMax?: number;
  tipoCredito?: TipoCredito;
}

/**
 * Cuerpo de POST/PUT /api/prestamos (§7). Sin estado: sale del libro (un pago anticipado es Liquidar, una anulación
 * Cancelar) y las condiciones sólo cambian mientras el préstamo es una solicitud. Las condiciones que faltan toman los
 * valores por defecto de §9; `fecha` y `fechaInicio`, hoy (Bogotá).
 */
export interface DatosPrestamo {
  cliente: string;
  monto: number;
  interes?: number;
  cuotas?: number;
  modalidad?: Modalidad;
  tipoAmortizacion?: TipoAmortizacion;
  fecha?: Fecha;
  fechaInicio?: Fecha;
  fechaPrimerPago?: Fecha | null;
  cobrador?: string | null;
  /** Por defecto el de la organización. */
  tipoCredito?: TipoCredito;
  /**
   * Con la organización en «avisar», quien desembolsa un préstamo sobre la tasa de usura lo confirma con `true`
   * (queda en la auditoría); sin él, 422 con las dos tasas y el interés más alto que no la supera.
   */
  confirmarUsura?: boolean;
}

/** Cuerpo de PATCH /api/prestamos/:id/aprobar: `confirmarUsura` como en el alta. */
export interface DatosAprobacion {
  confirmarUsura?: boolean;
}

/** Cuerpo de POST /api/prestamos/:id/reenganche (§7). `montoAdicional`: efectivo nuevo sobre el saldo anterior. */
export interface DatosReenganche {
  cuotas?: number;
  interes?: number;
  modalidad?: Modalidad;
  tipoAmortizacion?: TipoAmortizacion;
  fechaInicio?: Fecha;
  fechaPrimerPago?: Fecha | null;
  montoAdicional?: number;
  /** El interés de las cuotas por vencer del anterior: se refinancia (por defecto) o se condona. */
  interesPorVencer?: TratamientoInteresPorVencer;
  /**
   * El préstamo nuevo es un desembolso: sobre la tasa de usura, con la organización en «avisar», se confirma con `true`
   * como en el alta (queda en la auditoría).
   */
  confirmarUsura?: boolean;
}

/** Cuerpo de PATCH /api/prestamos/:id/plan/cuota/:numero/pagar. Sin fecha: hoy (Bogotá). */
export interface DatosPagoCuota {
  monto: number;
  fecha?: Fecha;
}

export const FORMATOS_EXPORTE_PLAN = ['csv', 'xlsx', 'pdf'] as const;
export type FormatoExportePlan = (typeof FORMATOS_EXPORTE_PLAN)[number];

/**
 * Cuerpo de POST /api/prestamos/preview: los términos, el tipo de crédito (por defecto el de la organización) y la
 * fecha del desembolso, la que decide qué tasa de usura rige (por defecto `fechaInicio`).
 */
export interface DatosVistaPreviaPrestamo extends TerminosPrestamo {
  tipoCredito?: TipoCredito;
  fecha?: Fecha;
}
