// Dónde se hizo un cobro o una visita (docs/decisiones/ubicacion-de-los-cobros.md): Mi Ruta envía la ubicación del
// teléfono (latitud, longitud y precisión en metros) cuando el navegador la da; la API mide al registrar la distancia a
// las coordenadas del cliente, y un cobro a más de la distancia de la organización quedó «fuera de sitio». Las formas
// de `ubicacion` en /api/cobros y /api/gestiones, el reporte GET /api/caja/fuera-de-sitio y sus reglas.
import { formatearNumero } from './formato';
import { haversineKm, type Coordenada } from './rutas';
import type { Fecha } from './tipos';

/** Lo que envía el teléfono: grados decimales y la precisión (radio en metros) que informa el navegador. */
export interface Ubicacion {
  latitud: number;
  longitud: number;
  precision: number;
}

/** Una precisión peor que esta no es una ubicación (el navegador adivina por la red del país). */
export const PRECISION_MAXIMA_METROS = 100_000;

/** Distancia por defecto a partir de la cual un cobro está fuera de sitio (Configuración › Sistema). */
export const DISTANCIA_FUERA_DE_SITIO_DEFECTO = 300;
export const DISTANCIA_FUERA_DE_SITIO_MINIMA = 20;
export const DISTANCIA_FUERA_DE_SITIO_MAXIMA = 50_000;

/** Días máximos de una consulta de GET /api/caja/fuera-de-sitio (sin fechas: los últimos 7). */
export const DIAS_MAXIMOS_FUERA_DE_SITIO = 31;

export const MENSAJES_UBICACION = {
  ubicacionInvalida: 'La ubicación debe ser un objeto con latitud, longitud y precisión',
  latitudInvalida: 'La latitud de la ubicación debe ser un número entre -90 y 90',
  longitudInvalida: 'La longitud de la ubicación debe ser un número entre -180 y 180',
  precisionInvalida: 'La precisión de la ubicación debe ser un número de metros entre 0 y 100.000',
  distanciaInvalida:
    'La distancia para «fuera de sitio» debe ser un número entero de metros entre 20 y 50.000',
  cobradorAjeno: 'Un cobrador sólo consulta sus propios cobros fuera de sitio',
} as const;

const esNumero = (valor: unknown): valor is number => typeof valor === 'number' && Number.isFinite(valor);

/** Errores de una ubicación por campo (vacío: vale). La misma regla en la API y en el teléfono. */
export function validarUbicacion(valor: unknown): Partial<Record<keyof Ubicacion, string>> {
  const u = (typeof valor === 'object' && valor !== null ? valor : {}) as Partial<
    Record<keyof Ubicacion, unknown>
  >;
  const errores: Partial<Record<keyof Ubicacion, string>> = {};
  if (!esNumero(u.latitud) || Math.abs(u.latitud) > 90) errores.latitud = MENSAJES_UBICACION.latitudInvalida;
  if (!esNumero(u.longitud) || Math.abs(u.longitud) > 180)
    errores.longitud = MENSAJES_UBICACION.longitudInvalida;
  if (!esNumero(u.precision) || u.precision < 0 || u.precision > PRECISION_MAXIMA_METROS)
    errores.precision = MENSAJES_UBICACION.precisionInvalida;
  return errores;
}

/** Mensaje de error de la distancia de «fuera de sitio» (metros enteros de 20 a 50.000), o null. */
export function validarDistanciaFueraDeSitio(valor: unknown): string | null {
  return esNumero(valor) &&
    Number.isInteger(valor) &&
    valor >= DISTANCIA_FUERA_DE_SITIO_MINIMA &&
    valor <= DISTANCIA_FUERA_DE_SITIO_MAXIMA
    ? null
    : MENSAJES_UBICACION.distanciaInvalida;
}

/** Distancia en metros enteros entre dos puntos (haversine, `haversineKm` de las rutas de cobro). */
export function distanciaMetros(a: Coordenada, b: Coordenada): number {
  return Math.round(haversineKm(a, b) * 1000);
}

/** Un cobro está fuera de sitio si se hizo a más de `umbralMetros` del cliente; null si no se pudo medir. */
export function estaFueraDeSitio(distancia: number | null, umbralMetros: number): boolean | null {
  return distancia === null ? null : distancia > umbralMetros;
}

/** Una distancia para leer: «850 m», «2,0 km». */
export function formatearDistancia(metros: number): string {
  return metros < 1000 ? `${formatearNumero(metros)} m` : `${formatearNumero(metros / 1000, 1)} km`;
}

/** Consulta de GET /api/caja/fuera-de-sitio. Un cobrador sólo consulta los suyos. */
export interface ConsultaFueraDeSitio {
  desde?: Fecha;
  hasta?: Fecha;
  /** Id del cobrador. */
  cobrador?: string;
}
