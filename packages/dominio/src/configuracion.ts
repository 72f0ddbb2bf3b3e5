// Preferencias de la pantalla Configuración (especificación §5 Settings, §9 Settings defaults): interés por
// defecto 0–100 y plazo por defecto 1–365. Puras: las usan el formulario y el almacén de preferencias.
import { CONFIGURACION_DEFAULTS, LIMITES } from './constantes';
import { MENSAJES, MONTO_PAGO_MAXIMO } from './validacion';

const esNumero = (valor: unknown): valor is number => typeof valor === 'number' && Number.isFinite(valor);

/** Mensaje de error del interés por defecto (0 a 100, como mucho dos decimales, como el del préstamo), o null. */
export function validarInteresDefecto(valor: unknown): string | null {
  if (!esNumero(valor) || valor < LIMITES.interesMinimo || valor > LIMITES.interesMaximo)
    return MENSAJES.interesDefectoRango;
  if (Math.abs(valor * 100 - Math.round(valor * 100)) >= 1e-6) return MENSAJES.interesDecimales;
  return null;
}

/** Mensaje de error del plazo por defecto (entero de 1 a 365), o null. */
export function validarPlazoDefecto(valor: unknown): string | null {
  if (!esNumero(valor) || !Number.isInteger(valor)) return MENSAJES.plazoDefectoRango;
  if (valor < CONFIGURACION_DEFAULTS.plazoMinimo || valor > CONFIGURACION_DEFAULTS.plazoMaximo)
    return MENSAJES.plazoDefectoRango;
  return null;
}

/**
 * Mensaje de error del saldo inicial de caja, o null: pesos enteros, negativo o positivo, de hasta MONTO_PAGO_MAXIMO
 * en valor absoluto. La API (ConfiguracionOrganizacionDto) y los formularios (Configuración › General, Flujo de
 * Caja) usan esta regla; el saldo es opcional en los dos (sin él, la caja empieza en 0).
 */
export function validarSaldoInicialCaja(valor: unknown): string | null {
  if (!esNumero(valor)) return MENSAJES.saldoInicialNoNumero;
  if (!Number.isInteger(valor)) return MENSAJES.montoEntero;
  if (Math.abs(valor) > MONTO_PAGO_MAXIMO) return MENSAJES.saldoInicialInvalido;
  return null;
}

/** Una hora del día de Bogotá 'HH:MM' de 24 horas (00:00 a 23:59), como la guardan los ajustes de la organización. */
export const PATRON_HORA_DIA = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Mensaje de error de una hora del día 'HH:MM' (00:00 a 23:59), o null si es válida. */
export function validarHoraDia(valor: unknown): string | null {
  return typeof valor === 'string' && PATRON_HORA_DIA.test(valor) ? null : MENSAJES.horaInvalida;
}

/** La hora entera de `RESPALDOS_HORA` (0–23) como 'HH:00'. */
export function horaEnteraATexto(hora: number): string {
  return `${String(hora).padStart(2, '0')}:00`;
}

/** Hora de Bogotá por defecto del aviso de caja sin entregar. */
export const HORA_AVISO_ENTREGA_CAJA_DEFECTO = '18:00';
