// Preferencias de la pantalla Configuración (especificación §5 Settings, §9 Settings defaults): interés por
// defecto 0–100 y plazo por defecto 1–365. Puras: las usan el formulario y el almacén de preferencias.
import { CONFIGURACION_DEFAULTS, LIMITES } from './constantes';
import { MENSAJES } from './validacion';

const esNumero = (valor: unknown): valor is number => typeof valor === 'number' && Number.isFinite(valor);

/** Mensaje de error del interés por defecto (0 a 100, como mucho dos decimales, como el del préstamo), o null. */
export function validarInteresDefecto(valor: unknown): string | null {
  if (!esNumero(valor) || valor < LIMITES.interesMinimo || valor > LIMITES.interesMaximo) return MENSAJES.interesDefectoRango;
  if (Math.abs(valor * 100 - Math.round(valor * 100)) >= 1e-6) return MENSAJES.interesDecimales;
  return null;
}

/** Mensaje de error del plazo por defecto (entero de 1 a 365), o null. */
export function validarPlazoDefecto(valor: unknown): string | null {
  if (!esNumero(valor) || !Number.isInteger(valor)) return MENSAJES.plazoDefectoRango;
  if (valor < CONFIGURACION_DEFAULTS.plazoMinimo || valor > CONFIGURACION_DEFAULTS.plazoMaximo) return MENSAJES.plazoDefectoRango;
  return null;
}

/**
 * GET /api/configuracion/organizacion/prestamos (todos los roles): lo que propone el formulario de un préstamo nuevo
 * por decisión de la organización. Un solo interés por defecto, el de la organización (Configuración › Empresa).
 */
export interface ValoresPrestamoNuevo {
  interesDefecto: number;
}
