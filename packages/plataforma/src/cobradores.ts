// The collectors of every select and filter of the portal (clients, loans, reports, collections, routes, goals,
// notifications): one request, one order, one label, so no screen builds its own GET /cobradores.
import { useMemo } from 'react';
import { LIMITES, type Usuario } from '@cartera/dominio';
import { clienteApi } from './clienteApi';
import { useConsulta } from './useConsulta';

/** What a select needs of a collector (a cobrador's session gets only his own account: API). */
export type CobradorSelector = Pick<Usuario, '_id' | 'nombre' | 'estado' | 'oficinas'>;

/** One option of an antd `Select`: the collector's id and his name, marked when he is no longer active. */
export interface OpcionCobrador {
  value: string;
  label: string;
  /** A deactivated collector: a filter finds what he left behind, a form does not give him new work. */
  inactivo?: true;
  /** The ids of his offices, when the list says them (a client's collector is of the client's office). */
  oficinas?: readonly string[];
}

export interface OpcionesCobradores {
  /**
   * `true`: inactive collectors too, for the filters of what they left behind (Préstamos, Cobros and Reportes: a
   * deactivated collector keeps his loans and collections, and the server still filters by him). Default: only active
   * ones, the ones the selects offer to give work to.
   */
  incluirInactivos?: boolean;
}

/**
 * GET /cobradores for a select (spec §7 and §9: the list comes in `data.data`, load limit 500), by name. Only the
 * active ones unless `incluirInactivos`.
 */
export async function cobradoresParaSelector(opciones: OpcionesCobradores = {}): Promise<CobradorSelector[]> {
  const consulta = { page: 1, limit: LIMITES.cargaPrestamos, sort: 'nombre_asc' };
  const filtro = opciones.incluirInactivos ? consulta : { ...consulta, estado: 'activo' as const };
  return (await clienteApi.get('/api/cobradores', { consulta: filtro })).data;
}

/** `{ value: _id, label: nombre }` for each collector, in the order they came; a deactivated one says so. */
function opcionesDeCobradores(cobradores: readonly CobradorSelector[]): OpcionCobrador[] {
  return cobradores.map(({ _id, nombre, estado, oficinas }) => {
    const deOficinas = oficinas ? { oficinas: oficinas.map((oficina) => oficina._id) } : {};
    return estado === 'inactivo'
      ? { value: _id, label: `${nombre} (inactivo)`, inactivo: true, ...deOficinas }
      : { value: _id, label: nombre, ...deOficinas };
  });
}

/**
 * The collectors of `oficina` (the rule of the API, `errorCobradorDeCliente`: a client's collector is of the client's
 * office), and the one the record already has; all of them while the office is not known yet or the list does not say
 * offices.
 */
export function cobradoresDeLaOficina(
  opciones: readonly OpcionCobrador[],
  oficina: string | null | undefined,
  actual?: string | null,
): OpcionCobrador[] {
  if (!oficina) return [...opciones];
  return opciones.filter(
    (opcion) => opcion.value === actual || opcion.oficinas === undefined || opcion.oficinas.includes(oficina),
  );
}

/**
 * The options a form offers to give work to: the active collectors and, when editing, the one the record already
 * has even if he was deactivated or the list does not bring him (the API accepts keeping him, not choosing him
 * anew).
 */
export function opcionesParaAsignar(
  opciones: readonly OpcionCobrador[],
  actual?: Pick<Usuario, '_id' | 'nombre'> | null,
): OpcionCobrador[] {
  const asignables = opciones.filter((opcion) => !opcion.inactivo || opcion.value === actual?._id);
  if (actual && !asignables.some((opcion) => opcion.value === actual._id)) {
    asignables.push({ value: actual._id, label: actual.nombre });
  }
  return asignables;
}

export interface OpcionesSelectorCobradores extends OpcionesCobradores {
  /** `false`: nothing is asked and there are no options (a role that does not see the select). Default `true`. */
  pedir?: boolean;
  /** `useConsulta`'s kept answer (a screen's filter that is drawn at once when the screen comes back). */
  guardarComo?: string;
}

export interface SelectorCobradores {
  opciones: OpcionCobrador[];
  cargando: boolean;
  error: unknown;
}

/**
 * The options of a collector select, with its loading state and the failure, if any (a screen that toasts it does
 * so itself). The request leaves in the screen's first render, as every `useConsulta`.
 */
export function useSelectorCobradores({
  incluirInactivos = false,
  pedir = true,
  guardarComo,
}: OpcionesSelectorCobradores = {}): SelectorCobradores {
  const { datos, cargando, error } = useConsulta(
    () => (pedir ? cobradoresParaSelector({ incluirInactivos }) : Promise.resolve<CobradorSelector[]>([])),
    [pedir, incluirInactivos],
    { guardarComo },
  );
  const opciones = useMemo(() => opcionesDeCobradores(datos ?? []), [datos]);
  return { opciones, cargando, error };
}
