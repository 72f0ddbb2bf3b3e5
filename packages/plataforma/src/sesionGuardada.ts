// The stored session (spec §9): the access token and the user under localStorage `token` and `usuario`, shared by
// every page of the portal and by Mi Ruta. Pure: no React, no store, no HTTP client, so the light page /mi-ruta
// compiles it in without the portal's weight (docs/decisiones/sesiones-en-el-navegador.md).
import { esObjeto, esValorDe, ROLES, type Usuario } from '@cartera/dominio';

/** Keys of the stored session: exactly these two, shared by every module of the portal and by Mi Ruta. */
export const CLAVE_TOKEN = 'token';
export const CLAVE_USUARIO = 'usuario';

export interface SesionGuardada {
  token: string;
  usuario: Usuario;
}

/** What the API's access token says (api/src/auth/jwt.strategy.ts, `CargaToken`); only what the browser reads. */
export interface CargaToken {
  /** When the token was issued and when it expires (seconds since 1970). */
  iat?: number;
  exp?: number;
  /** End of the renewal session (seconds): past it, no renewal is possible. */
  sexp?: number;
}

function decodificarBase64Url(texto: string): string {
  const base64 = texto.replace(/-/g, '+').replace(/_/g, '/');
  const relleno = base64.length % 4 === 0 ? '' : '='.repeat(4 - (base64.length % 4));
  const binario = atob(base64 + relleno);
  const bytes = Uint8Array.from(binario, (caracter) => caracter.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The payload of a well-formed JWT, or null. The signature is the server's business. */
export function cargaDeToken(token: string): CargaToken | null {
  const partes = token.split('.');
  if (partes.length !== 3 || partes.some((parte) => parte.length === 0)) return null;
  try {
    const payload: unknown = JSON.parse(decodificarBase64Url(partes[1]!));
    if (!esObjeto(payload)) return null;
    const { iat, exp, sexp } = payload;
    const numero = (valor: unknown) => (typeof valor === 'number' ? valor : undefined);
    if ([iat, exp, sexp].some((valor) => valor !== undefined && typeof valor !== 'number')) return null;
    return { iat: numero(iat), exp: numero(exp), sexp: numero(sexp) };
  } catch {
    return null;
  }
}

/**
 * A stored token is worth keeping while its session lasts: a well-formed JWT whose `sexp` (the end of the session,
 * renewable with the HttpOnly cookie; docs/seguridad.md) or, without it, `exp` is still in the future. The access
 * token itself may have expired: the first call renews it.
 */
export function esTokenVigente(token: string, ahora: number = Date.now()): boolean {
  const carga = cargaDeToken(token);
  if (!carga) return false;
  const fin = carga.sexp ?? carga.exp;
  return fin === undefined || fin * 1000 > ahora;
}

/** The stored user must at least carry what the portal shows and decides on: id, name, email and a known role. */
export function esUsuarioValido(valor: unknown): valor is Usuario {
  if (!esObjeto(valor)) return false;
  const usuario = valor;
  const textos = ['_id', 'nombre', 'email'].every((campo) => {
    const texto = usuario[campo];
    return typeof texto === 'string' && texto.length > 0;
  });
  return textos && esValorDe(ROLES, usuario.rol);
}

function leerAlmacen(clave: string): string | null {
  try {
    return window.localStorage.getItem(clave);
  } catch {
    return null;
  }
}

/** The stored access token as it is now (another tab or a renewal may have replaced it), unchecked. */
export function leerTokenGuardado(): string | null {
  return leerAlmacen(CLAVE_TOKEN);
}

export function borrarSesionGuardada(): void {
  try {
    window.localStorage.removeItem(CLAVE_TOKEN);
    window.localStorage.removeItem(CLAVE_USUARIO);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory session still ends.
  }
}

/** Reads the stored session; anything invalid (bad JSON, missing fields, a session that ended) is removed. */
export function leerSesionGuardada(): SesionGuardada | null {
  const token = leerAlmacen(CLAVE_TOKEN);
  const usuarioTexto = leerAlmacen(CLAVE_USUARIO);
  if (token === null && usuarioTexto === null) return null;
  let usuario: unknown;
  try {
    usuario = usuarioTexto === null ? null : JSON.parse(usuarioTexto);
  } catch {
    usuario = null;
  }
  if (token === null || !esTokenVigente(token) || !esUsuarioValido(usuario)) {
    borrarSesionGuardada();
    return null;
  }
  return { token, usuario };
}

export function guardarSesion(token: string, usuario: Usuario): void {
  try {
    window.localStorage.setItem(CLAVE_TOKEN, token);
    window.localStorage.setItem(CLAVE_USUARIO, JSON.stringify(usuario));
  } catch {
    // Without storage the session lives only in this tab.
  }
}
