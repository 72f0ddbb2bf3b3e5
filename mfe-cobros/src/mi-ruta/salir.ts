// Leaving Mi Ruta: «Salir» ends the session on the server with the renewal cookie (the access token may have expired
// long ago) and deletes what the phone keeps of the user's clients; a session that ended by itself keeps only the
// writes not sent yet. Then the sign-in page (docs/decisiones/sesiones-en-el-navegador.md).
import {
  borrarSesionGuardada,
  leerTokenGuardado,
  pedirCierreDeSesion,
} from '@cartera/plataforma/sesion-http';
import { BASE_API } from './conexion';
import { olvidarUsuario } from './almacen';

/** The toast the sign-in page shows after the page load (shell/public/entrar.js, `CLAVE_AVISO`). */
const CLAVE_AVISO = 'aviso';
/** Where the sign-in page takes the collector back (shell/public/entrar.js, `CLAVE_VOLVER`). */
const CLAVE_VOLVER = 'volver';

export const MENSAJE_SALIDA = 'Sesión cerrada correctamente';
export const MENSAJE_SESION_TERMINADA =
  'Su sesión terminó: entre de nuevo y lo pendiente se enviará desde Mi Ruta';

/** After the sign-in, back to Mi Ruta. */
export function volverTrasEntrar(): void {
  try {
    sessionStorage.setItem(CLAVE_VOLVER, '/mi-ruta');
  } catch {
    // Without storage, the sign-in goes to the dashboard.
  }
}

function irAEntrar(tipo: 'exito' | 'advertencia', mensaje: string, volver = false): void {
  borrarSesionGuardada();
  try {
    sessionStorage.setItem(CLAVE_AVISO, JSON.stringify({ tipo, mensaje }));
  } catch {
    // The notice is a courtesy.
  }
  if (volver) volverTrasEntrar();
  location.replace('/login');
}

/**
 * «Salir»: the server revokes the session (cookie and token stop working), the user's data on the phone goes but for
 * the writes he has not sent (kept for his next sign-in here) and the sign-in page opens. `guardaDatos`: false for
 * the office's view, which keeps nothing on the device.
 */
export async function salir(usuarioId: string, guardaDatos = true): Promise<void> {
  await pedirCierreDeSesion(BASE_API, leerTokenGuardado());
  if (guardaDatos) await olvidarUsuario(usuarioId).catch(() => undefined);
  irAEntrar('exito', MENSAJE_SALIDA);
}

/**
 * The renewal session ended (12 h, password changed, closed by the office): the queue stays for the same user, and
 * after his sign-in the page brings him back here, where it is sent.
 */
export async function sesionTerminada(usuarioId: string, guardaDatos = true): Promise<void> {
  if (guardaDatos) await olvidarUsuario(usuarioId).catch(() => undefined);
  irAEntrar('advertencia', MENSAJE_SESION_TERMINADA, true);
}
