import { useEffect } from 'react';
import type { Usuario } from '@cartera/dominio';
import { clienteApi, esUsuarioValido, useSesion } from '@cartera/plataforma';

/** `GET /api/auth/profile`: the signed-in user as the server sees it now. */
const obtenerPerfil = (): Promise<Usuario> => clienteApi.get('/api/auth/profile');

/** The profile request that `adelantarVerificacion` started, until `useVerificarSesion` takes it. */
let adelantada: Promise<Usuario> | undefined;

/**
 * Starts confirming a stored session before React renders (bootstrap.tsx): the server's answer travels while the
 * portal's code runs, instead of after its first render. The request is the one `useVerificarSesion` then uses.
 */
export function adelantarVerificacion(): void {
  if (!useSesion.getState().token) return;
  adelantada = obtenerPerfil();
  // Its failure is handled where it is used; until then it must not count as unhandled.
  adelantada.catch(() => undefined);
}

/**
 * On start-up, a stored session is confirmed with the server (the spinner shows meanwhile): a revoked or
 * expired token answers 401 and the HTTP client signs out; a fresh profile replaces the stored user. If the
 * server cannot be reached, the stored session is kept.
 */
export function useVerificarSesion(): void {
  useEffect(() => {
    const { token, marcarCargando, actualizarUsuario } = useSesion.getState();
    if (!token) return;
    let vigente = true;
    marcarCargando(true);
    const perfil = adelantada ?? obtenerPerfil();
    adelantada = undefined;
    perfil
      .then((usuario) => {
        if (vigente && esUsuarioValido(usuario)) actualizarUsuario(usuario);
      })
      .catch(() => undefined)
      .finally(() => useSesion.getState().marcarCargando(false));
    return () => {
      vigente = false;
    };
  }, []);
}
