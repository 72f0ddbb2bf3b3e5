// La cookie de renovación de la sesión (docs/seguridad.md, «Sesiones»): HttpOnly (el JavaScript de la página no la
// lee, así un XSS no se la lleva), SameSite=Strict (otro sitio no la manda), sólo a /api/auth y Secure en producción
// (detrás de TLS). Vive lo que la sesión.
import type { FastifyReply, FastifyRequest } from 'fastify';

export const COOKIE_RENOVACION = 'cartera_renovacion';
const RUTA = '/api/auth';

/** La cabecera Set-Cookie que entrega `valor` por `segundos` (0 la borra). */
export function cookieRenovacion(valor: string, segundos: number, segura: boolean): string {
  const atributos = [`${COOKIE_RENOVACION}=${valor}`, `Path=${RUTA}`, `Max-Age=${segundos}`, 'HttpOnly', 'SameSite=Strict'];
  if (segura) atributos.push('Secure');
  return atributos.join('; ');
}

export function entregarCookie(respuesta: FastifyReply, valor: string, segundos: number, segura: boolean): void {
  respuesta.header('set-cookie', cookieRenovacion(valor, segundos, segura));
}

export function borrarCookie(respuesta: FastifyReply, segura: boolean): void {
  respuesta.header('set-cookie', cookieRenovacion('', 0, segura));
}

/** El valor de la cookie de renovación de la petición, si vino. */
export function leerCookie(peticion: FastifyRequest): string | undefined {
  const cabecera = peticion.headers.cookie;
  if (!cabecera) return undefined;
  for (const parte of cabecera.split(';')) {
    const igual = parte.indexOf('=');
    if (igual > 0 && parte.slice(0, igual).trim() === COOKIE_RENOVACION) return parte.slice(igual + 1).trim();
  }
  return undefined;
}
