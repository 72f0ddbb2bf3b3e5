import { create } from 'zustand';
import { esValorDe, ROLES, type Usuario } from '@cartera/dominio';

/** Keys of the stored session (spec §9): exactly these two, shared by every module of the portal. */
export const CLAVE_TOKEN = 'token';
export const CLAVE_USUARIO = 'usuario';

export interface EstadoSesion {
  token: string | null;
  usuario: Usuario | null;
  /**
   * True while the shell confirms a stored session with the server; guards show a spinner meanwhile. A stored session
   * starts unconfirmed: the portal's first render already shows the spinner, instead of mounting the layout and the
   * screen and taking them down again when the check starts.
   */
  cargando: boolean;
  iniciar: (token: string, usuario: Usuario) => void;
  cerrar: () => void;
  actualizarUsuario: (usuario: Usuario) => void;
  marcarCargando: (cargando: boolean) => void;
}

interface SesionGuardada {
  token: string;
  usuario: Usuario;
}

function decodificarBase64Url(texto: string): string {
  const base64 = texto.replace(/-/g, '+').replace(/_/g, '/');
  const relleno = base64.length % 4 === 0 ? '' : '='.repeat(4 - (base64.length % 4));
  const binario = atob(base64 + relleno);
  const bytes = Uint8Array.from(binario, (caracter) => caracter.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * A stored token is worth keeping while its session lasts: a well-formed JWT whose `sexp` (the end of the session,
 * renewable with the HttpOnly cookie; docs/seguridad.md) or, without it, `exp` is still in the future. The access
 * token itself may have expired: the first call renews it.
 */
export function esTokenVigente(token: string, ahora: number = Date.now()): boolean {
  const partes = token.split('.');
  if (partes.length !== 3 || partes.some((parte) => parte.length === 0)) return false;
  try {
    const payload: unknown = JSON.parse(decodificarBase64Url(partes[1]));
    if (typeof payload !== 'object' || payload === null) return false;
    const { exp, sexp } = payload as { exp?: unknown; sexp?: unknown };
    const fin = sexp ?? exp;
    if (fin === undefined) return true;
    return typeof fin === 'number' && fin * 1000 > ahora;
  } catch {
    return false;
  }
}

/** The stored user must at least carry what the portal shows and decides on: id, name, email and a known role. */
export function esUsuarioValido(valor: unknown): valor is Usuario {
  if (typeof valor !== 'object' || valor === null) return false;
  const usuario = valor as Record<string, unknown>;
  const textos = ['_id', 'nombre', 'email'].every(
    (campo) => typeof usuario[campo] === 'string' && (usuario[campo] as string).length > 0,
  );
  return textos && esValorDe(ROLES, usuario.rol);
}

function leerAlmacen(clave: string): string | null {
  try {
    return window.localStorage.getItem(clave);
  } catch {
    return null;
  }
}

function borrarAlmacen(): void {
  try {
    window.localStorage.removeItem(CLAVE_TOKEN);
    window.localStorage.removeItem(CLAVE_USUARIO);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory session still ends.
  }
}

/** Reads the stored session; anything invalid (bad JSON, missing fields, expired token) is removed. */
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
    borrarAlmacen();
    return null;
  }
  return { token, usuario };
}

function guardarSesion(token: string, usuario: Usuario): void {
  try {
    window.localStorage.setItem(CLAVE_TOKEN, token);
    window.localStorage.setItem(CLAVE_USUARIO, JSON.stringify(usuario));
  } catch {
    // Without storage the session lives only in this tab.
  }
}

const inicial = leerSesionGuardada();

export const useSesion = create<EstadoSesion>()((set, get) => ({
  token: inicial?.token ?? null,
  usuario: inicial?.usuario ?? null,
  cargando: inicial !== null,
  iniciar: (token, usuario) => {
    guardarSesion(token, usuario);
    set({ token, usuario, cargando: false });
  },
  cerrar: () => {
    borrarAlmacen();
    set({ token: null, usuario: null, cargando: false });
  },
  actualizarUsuario: (usuario) => {
    const { token } = get();
    if (token === null) return;
    guardarSesion(token, usuario);
    set({ usuario });
  },
  marcarCargando: (cargando) => set({ cargando }),
}));

/** Re-reads the stored session into the store (another tab signed in or out, or a test changed storage). */
export function recargarSesion(): void {
  const guardada = leerSesionGuardada();
  useSesion.setState({ token: guardada?.token ?? null, usuario: guardada?.usuario ?? null });
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (evento) => {
    if (evento.key === null || evento.key === CLAVE_TOKEN || evento.key === CLAVE_USUARIO) recargarSesion();
  });
}
