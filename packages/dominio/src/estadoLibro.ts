// Cuándo una cuota y un préstamo están pagados, en mora o vencidos: la definición única que aplican el recálculo del
// libro después de cada movimiento de dinero y el barrido periódico (barridoDelPrestamo, en barrido.ts). Fechas de
// negocio 'YYYY-MM-DD' en America/Bogota; montos en centavos.
import type { EstadoCuota, EstadoPrestamo } from './constantes';
import { diferenciaDias } from './fechas';

/** Estados que el libro ya no mueve: el préstamo está cerrado sin pagarse (ni cobros ni reversiones). */
export const ESTADOS_TERMINALES = [
  'cancelado',
  'reenganchado',
  'castigado',
] as const satisfies readonly EstadoPrestamo[];

export function esEstadoTerminal(estado: string): estado is (typeof ESTADOS_TERMINALES)[number] {
  return ESTADOS_TERMINALES.some((terminal) => terminal === estado);
}

/** Préstamos que nunca se desembolsaron: una solicitud y una solicitud rechazada. */
export const ESTADOS_SIN_DESEMBOLSO: readonly EstadoPrestamo[] = ['solicitado', 'rechazado'];
/** Los que no cuentan como prestado (docs/libro.md): los sin desembolso y los anulados (cancelado). */
export const ESTADOS_NO_PRESTADOS: readonly EstadoPrestamo[] = [...ESTADOS_SIN_DESEMBOLSO, 'cancelado'];

/**
 * Estados cuyo saldo y cuotas el recálculo no toca: anulado (cancelado), castigado y los que nunca se desembolsaron
 * (solicitado, rechazado), todos con saldo 0. Un reenganchado sí se recalcula (sus cuotas quedan refinanciadas).
 */
export function esEstadoCongelado(estado: string): boolean {
  return estado === 'castigado' || ESTADOS_NO_PRESTADOS.some((noPrestado) => noPrestado === estado);
}

/** Una cuota que todavía se cobra. */
export function esCuotaAbierta(estado: string): boolean {
  return estado === 'pendiente' || estado === 'parcial' || estado === 'vencida';
}

export interface CuotaLibro {
  fechaProgramada: string;
  /** Centavos. */
  montoTotal: number;
  /** Centavos; siempre la suma de las aplicaciones de la cuota. */
  montoPagado: number;
  /** Centavos cerrados por un reenganche (pasan al préstamo nuevo; nunca son un cobro). */
  montoRefinanciado: number;
  /** Centavos perdonados (condonación o el resto de una liquidación). */
  montoCondonado: number;
}

export function pendienteCuota(cuota: CuotaLibro): number {
  return Math.max(0, cuota.montoTotal - cuota.montoPagado - cuota.montoRefinanciado - cuota.montoCondonado);
}

/**
 * pagada: no se debe nada (una cuota de 0 nace pagada);
 * refinanciada: la cerró un reenganche;
 * condonada: lo que faltaba se perdonó;
 * vencida: se debe algo y su fecha es anterior a hoy;
 * parcial: tiene abonos, se debe algo y aún no vence;
 * pendiente: sin abonos y aún no vence.
 */
export function estadoCuota(cuota: CuotaLibro, hoy: string): EstadoCuota {
  if (pendienteCuota(cuota) === 0) {
    if (cuota.montoRefinanciado > 0) return 'refinanciada';
    return cuota.montoCondonado > 0 ? 'condonada' : 'pagada';
  }
  if (cuota.fechaProgramada < hoy) return 'vencida';
  if (cuota.montoPagado > 0) return 'parcial';
  return 'pendiente';
}

export interface ResumenMora {
  cuotasVencidas: number;
  /** Promedio de días de atraso de las cuotas vencidas, con dos decimales; 0 si no hay ninguna. */
  diasMoraPromedio: number;
}

export function resumenMora(cuotas: readonly CuotaLibro[], hoy: string): ResumenMora {
  const vencidas = cuotas.filter((cuota) => estadoCuota(cuota, hoy) === 'vencida');
  if (vencidas.length === 0) return { cuotasVencidas: 0, diasMoraPromedio: 0 };
  const dias = vencidas.reduce((total, cuota) => total + diferenciaDias(cuota.fechaProgramada, hoy), 0);
  // (dias × 100) / n se redondea bien: las mitades suben igual que round(numeric, 2) de PostgreSQL.
  return {
    cuotasVencidas: vencidas.length,
    diasMoraPromedio: Math.round((dias * 100) / vencidas.length) / 100,
  };
}

export interface PrestamoLibro {
  estado: EstadoPrestamo;
  /** Centavos. */
  saldoPendiente: number;
  cuotasVencidas: number;
  /** Fecha de la última cuota. */
  fechaVencimiento: string;
}

/**
 * cancelado, reenganchado y castigado son finales. Si no:
 * pagado cuando no se debe nada; vencido cuando la última fecha de pago es anterior a hoy y se debe algo;
 * mora cuando al menos una cuota está vencida; activo en otro caso.
 */
export function estadoPrestamo(prestamo: PrestamoLibro, hoy: string): EstadoPrestamo {
  if (esEstadoTerminal(prestamo.estado)) return prestamo.estado;
  if (prestamo.saldoPendiente <= 0) return 'pagado';
  if (prestamo.fechaVencimiento < hoy) return 'vencido';
  if (prestamo.cuotasVencidas > 0) return 'mora';
  return 'activo';
}

/**
 * La fecha de la primera cuota que se debe y aún no está vencida (pendiente o parcial): `prestamos.proxima_fecha`.
 * Cuando pasa, el barrido encuentra el préstamo por ella (las cuotas por vencer no tienen índice por fecha).
 */
export function proximaFecha(
  cuotas: ReadonlyArray<{ estado: string; fechaProgramada: string }>,
): string | null {
  let proxima: string | null = null;
  for (const cuota of cuotas) {
    if (
      (cuota.estado === 'pendiente' || cuota.estado === 'parcial') &&
      (proxima === null || cuota.fechaProgramada < proxima)
    ) {
      proxima = cuota.fechaProgramada;
    }
  }
  return proxima;
}

/**
 * La fecha de la cuota impaga más antigua (pendiente, parcial o vencida): `prestamos.primera_impaga`. Con ella el
 * reporte de morosos sabe los días de atraso de cada préstamo (hoy − esa fecha) sin leer sus cuotas.
 */
export function primeraImpaga(
  cuotas: ReadonlyArray<{ estado: string; fechaProgramada: string }>,
): string | null {
  let primera: string | null = null;
  for (const cuota of cuotas) {
    if (esCuotaAbierta(cuota.estado) && (primera === null || cuota.fechaProgramada < primera)) {
      primera = cuota.fechaProgramada;
    }
  }
  return primera;
}
