// Reglas de las metas de cobradores: avance y estado se derivan de lo cobrado, nunca se escriben a mano.
import { calcularPorcentaje, type EstadoMeta } from '@cartera/dominio';

/** 'YYYY-MM' con mes 01–12 y año 2000–2999. */
export function esPeriodoValido(valor: unknown): valor is string {
  return typeof valor === 'string' && /^2\d{3}-(0[1-9]|1[0-2])$/.test(valor);
}

/** Primer día del periodo 'YYYY-MM' como fecha de negocio. */
export function inicioPeriodo(periodo: string): string {
  return `${periodo}-01`;
}

/** Porcentaje de avance con un decimal; una meta de 0 se da por alcanzada (100 %). */
export function porcentajeAvance(alcanzado: number, meta: number): number {
  if (meta <= 0) return 100;
  return calcularPorcentaje(alcanzado, meta, 1);
}

export interface AvanceMeta {
  metaMonto: number;
  metaCobros: number;
  montoAlcanzado: number;
  cobrosRealizados: number;
  fechaVencimiento: string;
}

/**
 * Estado de una meta en la fecha `hoy` (Bogotá): completada si alcanzó monto y cantidad; vencida si pasó su fecha de
 * vencimiento sin completarse; en_progreso si ya hay algún cobro; pendiente si no.
 */
export function estadoMeta(avance: AvanceMeta, hoy: string): EstadoMeta {
  if (avance.montoAlcanzado >= avance.metaMonto && avance.cobrosRealizados >= avance.metaCobros) return 'completada';
  if (avance.fechaVencimiento < hoy) return 'vencida';
  if (avance.cobrosRealizados > 0) return 'en_progreso';
  return 'pendiente';
}
