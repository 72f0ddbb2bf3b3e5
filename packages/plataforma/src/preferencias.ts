import { create } from './estadosIniciales';
import { MODALIDADES, esObjeto, esValorDe, validarPlazoDefecto, type Modalidad } from '@cartera/dominio';
import { useSesion } from './sesion';

/**
 * Personal preferences of the signed-in user (Configuración, spec §2 Settings: "saved only in browser local
 * storage"). One entry per account, `preferencias:<usuario _id>`, so two people sharing a browser keep their own.
 * Organisation settings the server needs live in the API instead (docs/decisiones/configuracion.md).
 */
export const CLAVE_PREFERENCIAS = 'preferencias';

export interface PreferenciasPersonales {
  // No interest here: a new loan's interest is the organisation's one setting (GET /configuracion/organizacion/prestamos).
  /** Initial 'Cuotas' of a new loan ("plazo" is the legacy name of cuotas, spec §3); null = not chosen. */
  plazoDefecto: number | null;
  /** Initial 'Modalidad' of a new loan; null = not chosen. */
  modalidadDefecto: Modalidad | null;
  /** Show the green confirmation toasts ('Cliente creado'…); errors and warnings always show. */
  avisosExito: boolean;
  /** Keep toasts on screen twice as long as the spec's 4 s / 2 s. */
  avisosLargos: boolean;
  /**
   * The office the portal shows, chosen in the top bar's selector (oficinas.ts); null = «Todas» (or no choice yet).
   * Checked against the user's offices when they arrive: one he no longer has is not sent.
   */
  oficina: string | null;
}

export const PREFERENCIAS_INICIALES: Readonly<PreferenciasPersonales> = {
  plazoDefecto: null,
  modalidadDefecto: null,
  avisosExito: true,
  avisosLargos: false,
  oficina: null,
};

export interface EstadoPreferencias extends PreferenciasPersonales {
  /** Merges and stores `cambios` for the signed-in user (in memory only when nobody is signed in). */
  guardar: (cambios: Partial<PreferenciasPersonales>) => void;
  /** Forgets this user's stored preferences: back to the defaults. */
  restablecer: () => void;
}

export const clavePreferencias = (usuarioId: string): string => `${CLAVE_PREFERENCIAS}:${usuarioId}`;

/** Keeps only well-formed values; anything else (old format, hand edits) falls back to its default. */
export function normalizarPreferencias(valor: unknown): PreferenciasPersonales {
  const crudo = esObjeto(valor) ? valor : {};
  const resultado: PreferenciasPersonales = { ...PREFERENCIAS_INICIALES };
  if (typeof crudo.plazoDefecto === 'number' && validarPlazoDefecto(crudo.plazoDefecto) === null)
    resultado.plazoDefecto = crudo.plazoDefecto;
  if (esValorDe(MODALIDADES, crudo.modalidadDefecto)) resultado.modalidadDefecto = crudo.modalidadDefecto;
  if (typeof crudo.avisosExito === 'boolean') resultado.avisosExito = crudo.avisosExito;
  if (typeof crudo.avisosLargos === 'boolean') resultado.avisosLargos = crudo.avisosLargos;
  if (typeof crudo.oficina === 'string' && crudo.oficina.length > 0) resultado.oficina = crudo.oficina;
  return resultado;
}

const usuarioActual = (): string | null => useSesion.getState().usuario?._id ?? null;

/** The stored preferences of `usuarioId` (the defaults when there are none or storage is unavailable). */
export function leerPreferencias(usuarioId: string | null = usuarioActual()): PreferenciasPersonales {
  if (usuarioId === null) return { ...PREFERENCIAS_INICIALES };
  try {
    const texto = window.localStorage.getItem(clavePreferencias(usuarioId));
    return normalizarPreferencias(texto === null ? null : JSON.parse(texto));
  } catch {
    return { ...PREFERENCIAS_INICIALES };
  }
}

function soloDatos(estado: PreferenciasPersonales): PreferenciasPersonales {
  return {
    plazoDefecto: estado.plazoDefecto,
    modalidadDefecto: estado.modalidadDefecto,
    avisosExito: estado.avisosExito,
    avisosLargos: estado.avisosLargos,
    oficina: estado.oficina,
  };
}

export const usePreferencias = create<EstadoPreferencias>()((set, get) => ({
  ...leerPreferencias(),
  guardar: (cambios) => {
    const nuevas = normalizarPreferencias({ ...soloDatos(get()), ...cambios });
    const usuarioId = usuarioActual();
    if (usuarioId !== null) {
      try {
        window.localStorage.setItem(clavePreferencias(usuarioId), JSON.stringify(nuevas));
      } catch {
        // Without storage the choice lasts until the page reloads.
      }
    }
    set(nuevas);
  },
  restablecer: () => {
    const usuarioId = usuarioActual();
    if (usuarioId !== null) {
      try {
        window.localStorage.removeItem(clavePreferencias(usuarioId));
      } catch {
        // Nothing stored to forget.
      }
    }
    set({ ...PREFERENCIAS_INICIALES });
  },
}));

/** Re-reads the signed-in user's preferences (another account signed in, or another tab changed them). */
export function recargarPreferencias(): void {
  usePreferencias.setState(leerPreferencias());
}

useSesion.subscribe((estado, previo) => {
  if (estado.usuario?._id !== previo.usuario?._id) recargarPreferencias();
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (evento) => {
    if (evento.key === null || evento.key.startsWith(`${CLAVE_PREFERENCIAS}:`)) recargarPreferencias();
  });
}
