// The office the portal shows (docs/decisiones/selector-de-oficina.md): the top bar's selector chooses it among the
// session's offices (oficinas.ts loads them), the choice is a personal preference (preferencias.ts, per account in
// this browser), and every request of a route the API lets filter by office carries it (`consultaDeOficina`, which
// the portal's API client calls: clienteApi.ts). Nothing here calls the API.
import type { ReferenciaOficina, Rol } from '@cartera/dominio';
import type { MetodoApi } from './api/cliente';
import { create } from './estadosIniciales';
import { usePreferencias } from './preferencias';
import { esRutaConOficina } from './rutasConOficina';
import { useSesion } from './sesion';

export interface EstadoOficinas {
  /** Whose offices these are: another session asks again. */
  usuarioId: string | null;
  /** GET /api/oficinas for this session (all for the admin, his own for the others); null until it answers. */
  disponibles: readonly ReferenciaOficina[] | null;
}

export const useOficinas = create<EstadoOficinas>()(() => ({ usuarioId: null, disponibles: null }));

useSesion.subscribe((estado, previo) => {
  if (estado.usuario?._id !== previo.usuario?._id) useOficinas.setState({ usuarioId: null, disponibles: null });
});

/** What decides the office in force: the session's role, its offices (null: not known yet) and the stored choice. */
export interface EntradaOficina {
  rol: Rol | undefined;
  disponibles: readonly ReferenciaOficina[] | null;
  guardada: string | null;
}

/**
 * The office the portal shows (its id), or null for none sent: the API then shows every office the session may see.
 * A cobrador has one office and no choice. Before the offices arrive, the stored choice (the first screen does not
 * wait for them); once they arrive, a stored office the user no longer has is dropped: the admin goes back to
 * «Todas», a gerente with several offices to his first one (he chooses among his own, there is no «Todas» for him).
 */
export function oficinaEnVigor({ rol, disponibles, guardada }: EntradaOficina): string | null {
  if (rol === undefined || rol === 'cobrador') return null;
  if (disponibles === null) return guardada;
  if (disponibles.length <= 1) return null;
  if (guardada !== null && disponibles.some((oficina) => oficina._id === guardada)) return guardada;
  return rol === 'admin' ? null : disponibles[0]._id;
}

/** The office in force now, outside React (the API client reads it for each request). */
export function oficinaActual(): string | null {
  return oficinaEnVigor({
    rol: useSesion.getState().usuario?.rol,
    disponibles: useOficinas.getState().disponibles,
    guardada: usePreferencias.getState().oficina,
  });
}

/**
 * `?oficina=` for a GET of `plantilla` when it is one of the routes that filter by office (rutasConOficina.ts) and an
 * office is in force; nothing otherwise («Todas», one office, a cobrador, Mi Ruta's own client).
 */
export function consultaDeOficina(metodo: MetodoApi, plantilla: string): { oficina: string } | undefined {
  if (metodo !== 'get' || !esRutaConOficina(plantilla)) return undefined;
  const oficina = oficinaActual();
  return oficina === null ? undefined : { oficina };
}

/** The office in force (the screens re-render when it changes). */
export function useOficinaEnVigor(): string | null {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const disponibles = useOficinas((estado) => estado.disponibles);
  const guardada = usePreferencias((estado) => estado.oficina);
  return oficinaEnVigor({ rol, disponibles, guardada });
}

/** «Todas» in the selector: the admin's view of every office (nothing sent). */
export const TODAS_LAS_OFICINAS = 'todas';

export interface OpcionOficina {
  value: string;
  label: string;
}

/**
 * The selector's options: none when there is nothing to choose (a cobrador, one office); the admin gets «Todas» and
 * each office, a gerente each of his.
 */
export function opcionesDeOficina(
  rol: Rol | undefined,
  disponibles: readonly ReferenciaOficina[] | null,
): OpcionOficina[] {
  if (rol === undefined || rol === 'cobrador' || disponibles === null || disponibles.length <= 1) return [];
  const cada = disponibles.map((oficina) => ({ value: oficina._id, label: oficina.nombre }));
  return rol === 'admin' ? [{ value: TODAS_LAS_OFICINAS, label: 'Todas las oficinas' }, ...cada] : cada;
}

/** Keeps `valor` (an office's id, or «Todas») as this user's choice. */
export function elegirOficina(valor: string): void {
  usePreferencias.getState().guardar({ oficina: valor === TODAS_LAS_OFICINAS ? null : valor });
}
