// Qué obliga a conservar los datos de un cliente (docs/decisiones/datos-personales.md, «Supresión»): sus préstamos
// abiertos y la fecha de cierre del último cerrado, de la que corren los años de ANIOS_RETENCION_HISTORIAL.
import { ESTADOS_PRESTAMO_ABIERTO } from './constantes';
import { hoyBogota } from './formato';
import { conservarHasta, type MotivosRetencion } from './habeasData';

/** Un préstamo del cliente tal como está guardado. */
export interface PrestamoRetenido {
  estado: string;
  /** El día en que se cerró, si quedó escrito ('YYYY-MM-DD'). */
  fechaCierre: string | null;
  /** La última vez que cambió: sin fecha de cierre, se cerró el día (en Bogotá) de ese cambio. */
  actualizadoEn: Date;
}

const esAbierto = (estado: string) => (ESTADOS_PRESTAMO_ABIERTO as readonly string[]).includes(estado);

/** El día en que cuenta como cerrado un préstamo que ya no se cobra. */
export function diaDeCierre(prestamo: PrestamoRetenido): string {
  return prestamo.fechaCierre ?? hoyBogota(prestamo.actualizadoEn);
}

/**
 * Los motivos para conservar los datos del cliente con `prestamos`: cuántos siguen abiertos, el cierre más reciente de
 * los demás y hasta cuándo se conserva su historial (para `motivoParaConservar`).
 */
export function retencionDelCliente(prestamos: readonly PrestamoRetenido[]): MotivosRetencion {
  const cierres = prestamos.filter((p) => !esAbierto(p.estado)).map(diaDeCierre);
  const ultimoCierre = cierres.length === 0 ? null : cierres.reduce((a, b) => (b > a ? b : a));
  return {
    prestamosAbiertos: prestamos.filter((p) => esAbierto(p.estado)).length,
    ultimoCierre,
    conservarHasta: ultimoCierre === null ? null : conservarHasta(ultimoCierre),
  };
}
