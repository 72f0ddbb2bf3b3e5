// The collectors of every select and filter of the portal (clients, loans, reports, collections, routes, goals,
// notifications): one request, one order, one label, so no screen builds its own GET /cobradores.
import { useMemo } from 'react';
import { LIMITES, type ListaPaginada, type Usuario } from '@cartera/dominio';
import { api } from './http';
import { useConsulta } from './useConsulta';

/** What a select needs of a collector; a cobrador's session gets only these two fields of the others (API). */
export type CobradorSelector = Pick<Usuario, '_id' | 'nombre'>;

/** One option of an antd `Select`: the collector's id and his name. */
export interface OpcionCobrador {
  value: string;
  label: string;
}

export interface OpcionesCobradores {
  /**
   * `true`: inactive collectors too, for the filters of what they left behind (Préstamos and Reportes: a deactivated
   * collector keeps his loans and collections, and the server still filters by him). Default: only active ones, the
   * ones the selects offer to give work to.
   */
  incluirInactivos?: boolean;
}

/**
 * GET /cobradores for a select (spec §7 and §9: the list comes in `data.data`, load limit 500). Active ones come by
 * name; with `incluirInactivos`, all of them in the server's default order (newest first), as Préstamos and Reportes
 * always listed them.
 */
export async function cobradoresParaSelector(opciones: OpcionesCobradores = {}): Promise<CobradorSelector[]> {
  const parametros = opciones.incluirInactivos
    ? { page: 1, limit: LIMITES.cargaPrestamos }
    : { page: 1, limit: LIMITES.cargaPrestamos, estado: 'activo', sort: 'nombre_asc' };
  return (await api.get<ListaPaginada<CobradorSelector>>('cobradores', parametros)).data;
}

/** `{ value: _id, label: nombre }` for each collector, in the order they came. */
function opcionesDeCobradores(cobradores: readonly CobradorSelector[]): OpcionCobrador[] {
  return cobradores.map((cobrador) => ({ value: cobrador._id, label: cobrador.nombre }));
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
