import { create } from './estadosIniciales';
import type { Usuario } from '@cartera/dominio';
import {
  borrarSesionGuardada,
  CLAVE_TOKEN,
  CLAVE_USUARIO,
  guardarSesion,
  leerSesionGuardada,
} from './sesionGuardada';

export {
  CLAVE_TOKEN,
  CLAVE_USUARIO,
  esTokenVigente,
  esUsuarioValido,
  leerSesionGuardada,
} from './sesionGuardada';

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
    borrarSesionGuardada();
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
