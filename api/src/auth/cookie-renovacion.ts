// Las cookies de /api/auth (docs/seguridad.md, «Sesiones»): la de renovación de la sesión y la del dispositivo
// (docs/seguridad.md, «Límite de intentos de inicio de sesión»). HttpOnly (el JavaScript de la página no las lee, así
// un XSS no se las lleva), SameSite=Strict (otro sitio no las manda), sólo a su ruta y Secure en producción y en toda
// petición que llegó por HTTPS (directa, o por un proxy de confianza con X-Forwarded-Proto: https; TRUST_PROXY).
// La de renovación vive lo que la sesión; la del dispositivo, LIMITE_INTENTOS.diasDispositivoConocido días.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITE_INTENTOS } from '../usuarios/intentos.rules';

export const COOKIE_RENOVACION = 'cartera_renovacion';
const RUTA = '/api/auth';
export const COOKIE_DISPOSITIVO = 'cartera_dispositivo';
const RUTA_DISPOSITIVO = '/api/auth/login';

function cookie(nombre: string, valor: string, ruta: string, segundos: number, segura: boolean): string {
  const atributos = [`${nombre}=${valor}`, `Path=${ruta}`, `Max-Age=${segundos}`, 'HttpOnly', 'SameSite=Strict'];
  if (segura) atributos.push('Secure');
  return atributos.join('; ');
}

/** La cabecera Set-Cookie que entrega `valor` por `segundos` (0 la borra). */
export function cookieRenovacion(valor: string, segundos: number, segura: boolean): string {
  return cookie(COOKIE_RENOVACION, valor, RUTA, segundos, segura);
}

/**
 * ¿Las cookies de esta respuesta llevan Secure? Siempre en producción; en otro entorno, si la petición llegó por
 * HTTPS: Fastify da `protocol` 'https' con TLS propio, o con X-Forwarded-Proto: https sólo de un proxy de confianza.
 */
export function cookiesSeguras(peticion: FastifyRequest, produccion: boolean): boolean {
  return produccion || peticion.protocol === 'https';
}

/** Entrega (o renueva) la cookie del dispositivo con su secreto. */
export function entregarCookieDispositivo(respuesta: FastifyReply, secreto: string, segura: boolean): void {
  const segundos = LIMITE_INTENTOS.diasDispositivoConocido * 24 * 60 * 60;
  respuesta.header('set-cookie', cookie(COOKIE_DISPOSITIVO, secreto, RUTA_DISPOSITIVO, segundos, segura));
}

export function entregarCookie(respuesta: FastifyReply, valor: string, segundos: number, segura: boolean): void {
  respuesta.header('set-cookie', cookieRenovacion(valor, segundos, segura));
}

export function borrarCookie(respuesta: FastifyReply, segura: boolean): void {
  respuesta.header('set-cookie', cookieRenovacion('', 0, segura));
}

/** El valor de la cookie `nombre` (por omisión, la de renovación) de la petición, si vino. */
export function leerCookie(peticion: FastifyRequest, nombre: string = COOKIE_RENOVACION): string | undefined {
  const cabecera = peticion.headers.cookie;
  if (!cabecera) return undefined;
  for (const parte of cabecera.split(';')) {
    const igual = parte.indexOf('=');
    if (igual > 0 && parte.slice(0, igual).trim() === nombre) return parte.slice(igual + 1).trim();
  }
  return undefined;
}
