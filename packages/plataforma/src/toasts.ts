import { create, registrarReinicio } from './estadosIniciales';
import { LIMITES, esObjeto, esValorDe } from '@cartera/dominio';
import { usePreferencias } from './preferencias';

export type TipoToast = 'exito' | 'error' | 'info' | 'advertencia';

export interface Toast {
  id: number;
  tipo: TipoToast;
  mensaje: string;
  duracionMs: number;
}

interface EstadoToasts {
  toasts: Toast[];
  mostrar: (tipo: TipoToast, mensaje: string, duracionMs?: number) => number;
  cerrar: (id: number) => void;
  limpiar: () => void;
}

/**
 * Spec §2/§9: 4 s by default, 2 s for success, never more than 20 on screen (the oldest goes first). The personal
 * preference 'avisos largos' (Configuración › Notificaciones) doubles them.
 */
export function duracionPorDefecto(tipo: TipoToast, largos = usePreferencias.getState().avisosLargos): number {
  const base = tipo === 'exito' ? LIMITES.toastExitoMs : LIMITES.toastMs;
  return largos ? base * 2 : base;
}

let siguienteId = 1;
const temporizadores = new Map<number, ReturnType<typeof setTimeout>>();

function cancelarTemporizador(id: number): void {
  const temporizador = temporizadores.get(id);
  if (temporizador !== undefined) clearTimeout(temporizador);
  temporizadores.delete(id);
}

export const useToasts = create<EstadoToasts>()((set, get) => ({
  toasts: [],
  mostrar: (tipo, mensaje, duracionMs = duracionPorDefecto(tipo)) => {
    const id = siguienteId++;
    // A user who turned confirmation toasts off still gets every error, warning and info.
    if (tipo === 'exito' && !usePreferencias.getState().avisosExito) return id;
    const toasts = [...get().toasts, { id, tipo, mensaje, duracionMs }];
    const sobrantes = toasts.length - LIMITES.toastMax;
    const descartados = sobrantes > 0 ? toasts.slice(0, sobrantes) : [];
    descartados.forEach((descartado) => cancelarTemporizador(descartado.id));
    set({ toasts: sobrantes > 0 ? toasts.slice(sobrantes) : toasts });
    temporizadores.set(
      id,
      setTimeout(() => get().cerrar(id), duracionMs),
    );
    return id;
  },
  cerrar: (id) => {
    cancelarTemporizador(id);
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
  limpiar: () => {
    [...temporizadores.keys()].forEach(cancelarTemporizador);
    set({ toasts: [] });
  },
}));
// The timers of the toasts on screen go with them when the store goes back to its first state.
registrarReinicio(() => [...temporizadores.keys()].forEach(cancelarTemporizador));

/** What screens call: `toast.exito('Usuario creado')`. One store for the whole portal (shared singleton). */
export const toast = {
  exito: (mensaje: string, duracionMs?: number) => useToasts.getState().mostrar('exito', mensaje, duracionMs),
  error: (mensaje: string, duracionMs?: number) => useToasts.getState().mostrar('error', mensaje, duracionMs),
  info: (mensaje: string, duracionMs?: number) => useToasts.getState().mostrar('info', mensaje, duracionMs),
  advertencia: (mensaje: string, duracionMs?: number) =>
    useToasts.getState().mostrar('advertencia', mensaje, duracionMs),
};

/** sessionStorage key of the toast handed to the next page load of this tab (read too by shell/public/entrar.js). */
export const CLAVE_AVISO = 'aviso';

const TIPOS_TOAST: readonly TipoToast[] = ['exito', 'error', 'info', 'advertencia'];
/** A stored toast is read back from storage anyone on the page can write: no novel in a toast. */
const LARGO_MAXIMO_AVISO = 300;

/**
 * A toast for the next page this tab loads: signing out goes to the sign-in page, which is not part of the portal,
 * and signing in starts the portal anew (docs/decisiones/capa-de-rendimiento-del-portal.md). The preferences of whoever is signed in now apply.
 */
export function avisarEnLaSiguienteCarga(tipo: TipoToast, mensaje: string): void {
  if (tipo === 'exito' && !usePreferencias.getState().avisosExito) return;
  try {
    window.sessionStorage.setItem(CLAVE_AVISO, JSON.stringify({ tipo, mensaje, duracionMs: duracionPorDefecto(tipo) }));
  } catch {
    // Storage blocked: the toast is a courtesy.
  }
}

/** Shows (once) the toast the previous page left: '¡Bienvenido, …!' after the sign-in page. */
export function mostrarAvisoPendiente(): void {
  let aviso: unknown;
  try {
    const guardado = window.sessionStorage.getItem(CLAVE_AVISO);
    window.sessionStorage.removeItem(CLAVE_AVISO);
    aviso = guardado === null ? null : JSON.parse(guardado);
  } catch {
    return;
  }
  if (!esObjeto(aviso)) return;
  const { tipo, mensaje, duracionMs } = aviso;
  if (!esValorDe(TIPOS_TOAST, tipo) || typeof mensaje !== 'string' || mensaje.length === 0) return;
  const duracion = typeof duracionMs === 'number' && duracionMs > 0 ? duracionMs : undefined;
  useToasts.getState().mostrar(tipo, mensaje.slice(0, LARGO_MAXIMO_AVISO), duracion);
}
