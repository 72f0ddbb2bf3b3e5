// Preferencias de la pantalla Configuración (especificación §5 Settings, §9 Settings defaults): interés por
// defecto 0–100 y plazo por defecto 1–365. Puras: las usan el formulario y el almacén de preferencias.
import { CONFIGURACION_DEFAULTS, LIMITES } from './constantes';
import type { Fecha, Instante } from './tipos';
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

/** GET/PUT /api/configuracion/organizacion (GET admin y gerente, PUT sólo admin, auditado): una sola fila. */
export interface ConfiguracionOrganizacion {
  /** Saldo de caja (pesos enteros) al empezar `fechaSaldoInicial`. */
  saldoInicialCaja: number;
  /** null: desde el primer movimiento. */
  fechaSaldoInicial: Fecha | null;
  nombreEmpresa: string;
  telefonoEmpresa: string | null;
  /** Mensajes automáticos: recordatorio el día antes de la cuota, aviso al entrar en mora, recibo tras un cobro. */
  recordatorioCuota: boolean;
  avisoMora: boolean;
  reciboCobro: boolean;
  /** El interés (% sobre todo el préstamo) que propone el formulario de un préstamo nuevo. */
  interesDefecto: number;
  updatedAt: Instante;
}

/** Cuerpo de PUT /api/configuracion/organizacion: lo que no viene no cambia. */
export type CambiosConfiguracionOrganizacion = Partial<Omit<ConfiguracionOrganizacion, 'updatedAt'>>;
