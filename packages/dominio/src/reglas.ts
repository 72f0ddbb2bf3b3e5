// Reglas de estado de la especificación §4 y umbrales de color de §2, como funciones puras para que la
// interfaz ofrezca sólo las acciones que la API va a aceptar.

import {
  ESTADOS_PRESTAMO_ABIERTO,
  ESTADOS_PRESTAMO_EDITABLES,
  ORDEN_ESTADO_PRESTAMO,
  RUTAS,
  UMBRALES_META,
  esValorDe,
  type EstadoCuota,
  type EstadoGarantia,
  type EstadoPrestamo,
  type EstadoPrestamoEditable,
} from './constantes';

/** Si el préstamo todavía se cobra (activo, mora o vencido: ESTADOS_PRESTAMO_ABIERTO). */
export function prestamoAbierto(estado: string): boolean {
  return (ESTADOS_PRESTAMO_ABIERTO as readonly string[]).includes(estado);
}

/** Marcar como pagado sólo se ofrece desde activo, vencido o mora. */
export function puedeMarcarPagado(estado: EstadoPrestamo): boolean {
  return prestamoAbierto(estado);
}

/**
 * Cancelar es anular el desembolso (docs/libro.md): sólo un préstamo que todavía se cobra; la API además lo rechaza
 * si tiene cobros (entonces se liquida o se castiga).
 */
export function puedeCancelar(estado: EstadoPrestamo): boolean {
  return prestamoAbierto(estado);
}

/** Estado que muestra el formulario de edición: activo, pagado o vencido; cualquier otro vuelve a activo. */
export function estadoEditable(estado: unknown): EstadoPrestamoEditable {
  return esValorDe(ESTADOS_PRESTAMO_EDITABLES, estado) ? estado : 'activo';
}

/** Comparador para ordenar por estado: pagado, reenganchado, activo, mora, vencido, cancelado. */
export function compararEstadoPrestamo(a: EstadoPrestamo, b: EstadoPrestamo): number {
  return ORDEN_ESTADO_PRESTAMO.indexOf(a) - ORDEN_ESTADO_PRESTAMO.indexOf(b);
}

/** Pagar se ofrece salvo que la cuota ya esté pagada o cerrada (refinanciada por un reenganche, anulada al cancelar). */
export function puedePagarCuota(estado: EstadoCuota): boolean {
  return estado === 'pendiente' || estado === 'parcial' || estado === 'vencida';
}

/**
 * Se revierte una cuota que tiene pagos, completa (§4) o en parte: así se corrige un abono mal registrado
 * (docs/decisiones/lecturas-de-la-especificacion.md). La API rechaza la que no tiene pagos (409).
 */
export function puedeRevertirCuota(cuota: { montoPagado: number }): boolean {
  return cuota.montoPagado > 0;
}

/** Transiciones de una garantía: pendiente → verificada; verificada → liberada o ejecutada. */
export const TRANSICIONES_GARANTIA: Readonly<Record<EstadoGarantia, readonly EstadoGarantia[]>> = {
  pendiente: ['verificada'],
  verificada: ['liberada', 'ejecutada'],
  liberada: [],
  ejecutada: [],
};

export function puedeCambiarEstadoGarantia(desde: EstadoGarantia, hacia: EstadoGarantia): boolean {
  return TRANSICIONES_GARANTIA[desde].includes(hacia);
}

export type ColorProgreso = 'verde' | 'azul' | 'amarillo' | 'rojo';

/** Color de la barra de progreso de una meta: verde desde 100 %, azul desde 75, amarillo desde 50, rojo debajo. */
export function colorProgresoMeta(porcentaje: number): ColorProgreso {
  if (porcentaje >= UMBRALES_META.completa) return 'verde';
  if (porcentaje >= UMBRALES_META.alta) return 'azul';
  if (porcentaje >= UMBRALES_META.media) return 'amarillo';
  return 'rojo';
}

/** Ancho de una barra de progreso: el porcentaje limitado a 0–100. */
export function anchoBarraProgreso(porcentaje: number): number {
  return Number.isFinite(porcentaje) ? Math.min(100, Math.max(0, porcentaje)) : 0;
}

export type NivelAlerta = 'peligro' | 'advertencia' | 'info';

/** Insignia de días vencidos en las rutas: peligro con más de 30, advertencia con más de 15, info si no. */
export function nivelDiasVencidoRuta(dias: number): NivelAlerta {
  if (dias > RUTAS.diasPeligro) return 'peligro';
  if (dias > RUTAS.diasAdvertencia) return 'advertencia';
  return 'info';
}
