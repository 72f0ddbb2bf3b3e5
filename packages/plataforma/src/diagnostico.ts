import { create } from './estadosIniciales';
import { LIMITES, type Usuario } from '@cartera/dominio';
import { CLAVE_TOKEN, useSesion } from './sesion';

/** localStorage key that remembers whether the overlay is shown ('1') or hidden ('0'). */
export const CLAVE_DIAGNOSTICO = 'diag';

export type NivelDiagnostico = 'error' | 'advertencia' | 'info';
export type OrigenDiagnostico = 'consola' | 'http' | 'ruta' | 'render' | 'remoto' | 'ventana';

export interface LineaDiagnostico {
  hora: string;
  nivel: NivelDiagnostico;
  origen: OrigenDiagnostico;
  texto: string;
}

interface EstadoDiagnostico {
  lineas: LineaDiagnostico[];
  /** Whether the overlay is on (its badge shows); whether its panel is open is the badge's own, never stored. */
  visible: boolean;
  registrar: (nivel: NivelDiagnostico, origen: OrigenDiagnostico, texto: string) => void;
  limpiar: () => void;
  /** Turns the overlay on or off and remembers it. */
  alternar: () => void;
}

export interface InformeDiagnostico {
  lineas: LineaDiagnostico[];
  /** Whether a token is stored in localStorage. The token itself is never exposed. */
  token: boolean;
  usuario: Pick<Usuario, '_id' | 'nombre' | 'email' | 'rol'> | null;
  ruta: string;
}

const LARGO_MAXIMO_LINEA = 500;

function leerPreferencia(): string | null {
  try {
    return window.localStorage.getItem(CLAVE_DIAGNOSTICO);
  } catch {
    return null;
  }
}

function guardarPreferencia(visible: boolean): void {
  try {
    window.localStorage.setItem(CLAVE_DIAGNOSTICO, visible ? '1' : '0');
  } catch {
    // Without storage the choice lasts until the page reloads.
  }
}

/**
 * Whether the overlay shows: `?diag=1` / `?diag=0` wins and is remembered, then the stored choice,
 * and it is on by default (spec §2, diagnostics overlay).
 */
export function resolverVisibilidad(busqueda: string = window.location.search): boolean {
  const parametro = new URLSearchParams(busqueda).get(CLAVE_DIAGNOSTICO);
  if (parametro === '1' || parametro === '0') {
    guardarPreferencia(parametro === '1');
    return parametro === '1';
  }
  return leerPreferencia() !== '0';
}

/** Turns anything a console call or an event can carry into one readable line. */
export function describir(valor: unknown): string {
  if (valor instanceof Error) return valor.message || valor.name;
  if (typeof valor === 'string') return valor;
  if (valor === undefined) return 'undefined';
  try {
    return JSON.stringify(valor) ?? String(valor);
  } catch {
    return String(valor);
  }
}

export const useDiagnostico = create<EstadoDiagnostico>()((set, get) => ({
  lineas: [],
  visible: typeof window === 'undefined' ? false : resolverVisibilidad(),
  registrar: (nivel, origen, texto) => {
    const linea: LineaDiagnostico = {
      hora: new Date().toISOString(),
      nivel,
      origen,
      texto: texto.length > LARGO_MAXIMO_LINEA ? `${texto.slice(0, LARGO_MAXIMO_LINEA)}…` : texto,
    };
    set({ lineas: [...get().lineas, linea].slice(-LIMITES.diagnosticoLineas) });
  },
  limpiar: () => set({ lineas: [] }),
  alternar: () => {
    const visible = !get().visible;
    guardarPreferencia(visible);
    set({ visible });
  },
}));

export function registrarDiagnostico(
  nivel: NivelDiagnostico,
  origen: OrigenDiagnostico,
  texto: string,
): void {
  useDiagnostico.getState().registrar(nivel, origen, texto);
}

function tokenGuardado(): boolean {
  try {
    return window.localStorage.getItem(CLAVE_TOKEN) !== null;
  } catch {
    return false;
  }
}

export function obtenerInforme(): InformeDiagnostico {
  const usuario = useSesion.getState().usuario;
  return {
    lineas: [...useDiagnostico.getState().lineas],
    token: tokenGuardado(),
    usuario:
      usuario === null
        ? null
        : { _id: usuario._id, nombre: usuario.nombre, email: usuario.email, rol: usuario.rol },
    ruta: `${window.location.pathname}${window.location.search}`,
  };
}

declare global {
  interface Window {
    carteraDiagnostico?: () => InformeDiagnostico;
  }
}

let instalado = false;

/**
 * Starts capturing console errors and warnings, uncaught errors and rejected promises, and publishes
 * `window.carteraDiagnostico()`. Idempotent: the shell calls it once; a remote running alone calls it too.
 */
export function instalarDiagnostico(): void {
  if (instalado || typeof window === 'undefined') return;
  instalado = true;
  useDiagnostico.setState({ visible: resolverVisibilidad() });

  const errorOriginal = console.error.bind(console);
  const advertenciaOriginal = console.warn.bind(console);
  console.error = (...argumentos: unknown[]) => {
    registrarDiagnostico('error', 'consola', argumentos.map(describir).join(' '));
    errorOriginal(...argumentos);
  };
  console.warn = (...argumentos: unknown[]) => {
    registrarDiagnostico('advertencia', 'consola', argumentos.map(describir).join(' '));
    advertenciaOriginal(...argumentos);
  };
  window.addEventListener(
    'error',
    (evento) => {
      const destino = evento.target;
      if (destino instanceof HTMLScriptElement || destino instanceof HTMLLinkElement) {
        registrarDiagnostico(
          'error',
          'ventana',
          `No se pudo cargar ${destino instanceof HTMLScriptElement ? destino.src : destino.href}`,
        );
        return;
      }
      registrarDiagnostico('error', 'ventana', describir(evento.error ?? evento.message));
    },
    true,
  );
  window.addEventListener('unhandledrejection', (evento) => {
    registrarDiagnostico('error', 'ventana', `Promesa rechazada: ${describir(evento.reason)}`);
  });
  window.carteraDiagnostico = obtenerInforme;
}
