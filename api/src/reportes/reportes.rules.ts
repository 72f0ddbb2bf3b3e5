// Reglas puras de los reportes: rango de fechas por defecto y su validación, porcentajes.
import { diferenciaDias, hoyBogota, sumarDias } from '@cartera/dominio';

/** Días máximos de un rango (un año bisiesto completo). */
export const DIAS_MAXIMOS_RANGO = 366;

export const MENSAJES_REPORTES = {
  rangoInvertido: 'La fecha inicial no puede ser posterior a la fecha final',
  rangoLargo: `El rango de fechas no puede superar ${DIAS_MAXIMOS_RANGO} días`,
  cobradorNoExiste: 'El cobrador no existe',
  tipoInvalido: 'Tipo de reporte no válido. Opciones: general, prestamos, cobros, morosos',
  formatoInvalido: 'Formato no válido. Opciones: csv, xlsx',
  exporteEnCurso: 'Ya tiene un exporte de reporte en curso: espere a que termine la descarga e intente de nuevo',
  demasiadasFilas: (filas: number, maximo: number) =>
    `El reporte tiene ${filas.toLocaleString('es-CO')} filas y un exporte admite hasta ${maximo.toLocaleString('es-CO')}: acote el rango de fechas o elija un cobrador`,
} as const;

export interface Rango {
  desde: string;
  hasta: string;
}

/**
 * Filtros ya resueltos: rango, cartera (null = toda) y el día de hoy en Bogotá. `alCierre`: el corte (`hasta`) está
 * dentro del periodo cerrado; préstamos y morosos se leen entonces a ese día (reportes.al-corte.ts).
 */
export interface FiltrosResueltos extends Rango {
  cobradorId: string | null;
  hoy: string;
  alCierre: boolean;
}

/** La página de la lista de detalle; `limit` null: todas las filas (exportación). */
export interface Pagina {
  limit: number | null;
  page: number;
}

/**
 * Rango inclusivo: por defecto los últimos 30 días de Bogotá (hoy y los 29 anteriores). Si sólo llega una punta, la
 * otra se completa a 30 días. Devuelve los errores por campo en vez de lanzar.
 */
export function resolverRango(
  desde: string | undefined,
  hasta: string | undefined,
  hoy: string = hoyBogota(),
): Rango | { errores: Record<string, string[]> } {
  const fin = hasta ?? (desde ? sumarDias(desde, 29) : hoy);
  const inicio = desde ?? sumarDias(fin, -29);
  if (inicio > fin) return { errores: { desde: [MENSAJES_REPORTES.rangoInvertido] } };
  if (diferenciaDias(inicio, fin) + 1 > DIAS_MAXIMOS_RANGO)
    return { errores: { hasta: [MENSAJES_REPORTES.rangoLargo] } };
  return { desde: inicio, hasta: fin };
}

/** Parte ÷ total × 100 con un decimal (0 si el total es 0); en centavos para no arrastrar errores de coma flotante. */
export function porcentaje(parteCentavos: number, totalCentavos: number): number {
  return totalCentavos === 0 ? 0 : Math.round((parteCentavos * 1000) / totalCentavos) / 10;
}

/** Días del rango, en orden (para rellenar con ceros los días sin movimientos). */
export function diasDelRango({ desde, hasta }: Rango): string[] {
  const dias: string[] = [];
  for (let dia = desde; dia <= hasta; dia = sumarDias(dia, 1)) dias.push(dia);
  return dias;
}
