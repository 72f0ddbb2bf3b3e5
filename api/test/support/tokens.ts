// Tokens JWT hechos a mano, para probar que la API rechaza los caducados, falsificados y 'alg: none'.
import { createHmac } from 'node:crypto';

const base64url = (valor: unknown) => Buffer.from(JSON.stringify(valor)).toString('base64url');

export function firmarToken(
  carga: Record<string, unknown>,
  secreto: string,
  cabecera: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
): string {
  const contenido = `${base64url(cabecera)}.${base64url(carga)}`;
  const firma = createHmac('sha256', secreto).update(contenido).digest('base64url');
  return `${contenido}.${firma}`;
}

/** Token sin firma con 'alg: none'. */
export function tokenSinFirma(carga: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(carga)}.`;
}
