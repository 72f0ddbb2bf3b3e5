// El contrato de /api/cobros (§7 Collections; docs/api-prestamos-cobros.md, docs/decisiones/contrato-de-la-api.md): el
// cobro como lo devuelve la API, su detalle con las cuotas que pagó, la consulta de la lista y los cuerpos. La API los
// produce (api/src/cobros) y las pantallas los leen: un cambio aquí rompe los dos.

import type { MedioCobro } from './pagos';
import { ESTADOS_PRESTAMO_ABIERTO, enumeracion, type EstadoPrestamo } from './constantes';
import type { Fecha, ParametrosLista, ReferenciaUsuario } from './tipos';
import type { Ubicacion } from './ubicacion';

/**
 * De dónde salió un cobro: la pantalla de cobros, el pago de una cuota en el plan, marcar el préstamo pagado, una
 * liquidación (pago anticipado), lo recuperado de un préstamo castigado (docs/libro.md) o la historia de un préstamo
 * importado, anterior a su fecha de corte (docs/decisiones/importacion.md): ese no pasó por la caja de Cartera.
 */
export const { valores: ORIGENES_COBRO, etiquetas: ETIQUETAS_ORIGEN_COBRO } = enumeracion({
  cobro: 'Cobro',
  pago_cuota: 'Pago de cuota',
  marcado_pagado: 'Marcado pagado',
  liquidacion: 'Liquidación',
  recuperacion: 'Recuperación',
  importacion: 'Importado (antes del corte)',
});
export type OrigenCobro = (typeof ORIGENES_COBRO)[number];

/** La etiqueta de un origen; uno que esta versión no conoce se muestra como llega. */
export function etiquetaOrigenCobro(origen: string): string {
  return (ETIQUETAS_ORIGEN_COBRO as Readonly<Record<string, string>>)[origen] ?? origen;
}

/** §2 Tablero y Cobros: un cobro sin cobrador se muestra como 'Sistema' (también en reportes y exportes). */
export const SIN_COBRADOR = 'Sistema';

export function nombreCobrador(cobrador: ReferenciaUsuario | null | undefined): string {
  return cobrador?.nombre || SIN_COBRADOR;
}

/**
 * Cuerpo de POST /api/cobros/:id/corregir-prestamo: el préstamo del mismo cliente al que pasa el cobro (con su fecha,
 * su cobrador y quien tiene el efectivo) y por qué.
 */
export interface DatosCorreccionPrestamo {
  prestamo: string;
  motivo: string;
}

export const ORDENES_COBROS = [
  'fecha_desc',
  'fecha_asc',
  'monto_desc',
  'monto_asc',
  'createdAt_desc',
  'createdAt_asc',
] as const;

/**
 * Consulta de GET /api/cobros. `search`: cliente (nombre o cédula) o número de préstamo; `sort` uno de ORDENES_COBROS
 * ('fecha_desc' por omisión). Un cobrador sólo ve sus cobros.
 */
export interface ConsultaCobros extends ParametrosLista {
  /** Id del cobrador. */
  cobrador?: string;
  /** Id del préstamo. */
  prestamo?: string;
  fechaDesde?: Fecha;
  fechaHasta?: Fecha;
}

/** Cuerpo de POST /api/cobros (§5: préstamo, monto ≥ 1 en pesos enteros y fecha). */
export interface DatosCobro {
  prestamo: string;
  monto: number;
  fecha: Fecha;
  observaciones?: string | null;
  /** Sólo admin y gerente; `null` lo registra sin cobrador ('Sistema'). Un cobrador siempre cobra a su nombre. */
  cobrador?: string | null;
  /**
   * Quién tiene el efectivo. Sólo admin y gerente, al registrar a nombre de un cobrador que lo tiene consigo: el id de
   * ese mismo cobrador. Ausente o null: la caja de la oficina. El cobrador que registra siempre lo tiene él.
   */
  enPoderDe?: string | null;
  /** Dónde se hizo, si el teléfono lo sabe (docs/decisiones/ubicacion-de-los-cobros.md); ausente o null: sin ubicación. */
  ubicacion?: Ubicacion | null;
  /** Por defecto efectivo. Una transferencia lleva `cuenta` (de recaudo, activa) y `referencia`, y nunca `enPoderDe`. */
  medio?: MedioCobro;
  cuenta?: string | null;
  referencia?: string | null;
}

/**
 * Cuerpo de PUT /api/cobros/:id: los mismos campos, todos opcionales (el préstamo, si llega, debe ser el mismo). La
 * ubicación y quién tiene el efectivo no se editan: son los del registro.
 */
export type CambiosCobro = Partial<
  Omit<DatosCobro, 'ubicacion' | 'enPoderDe' | 'medio' | 'cuenta' | 'referencia'>
>;

/** Préstamos que todavía reciben cobros (§4): los demás están pagados, cancelados o refinanciados. */
export const ESTADOS_COBRABLES: readonly EstadoPrestamo[] = ESTADOS_PRESTAMO_ABIERTO;

/** Un préstamo recibe un cobro si está abierto, tiene su plan de pagos y todavía debe algo. */
export function esCobrable(prestamo: {
  estado: EstadoPrestamo;
  planGenerado: boolean;
  saldoPendiente: number;
}): boolean {
  return ESTADOS_COBRABLES.includes(prestamo.estado) && prestamo.planGenerado && prestamo.saldoPendiente > 0;
}
