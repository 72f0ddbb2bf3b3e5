import { useEffect } from 'react';
import { esUsuarioValido, useSesion } from '@cartera/plataforma';
import { obtenerPerfil } from './auth.api';

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
    obtenerPerfil()
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
