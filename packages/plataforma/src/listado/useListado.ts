import { useCallback, useEffect, useState } from 'react';
import type { TableProps } from 'antd';
import { LIMITES } from '@cartera/dominio';
// Through the shared entry, never '../http': this entry is shared apart (src/index.ts).
import { mensajeDeError, toast, useConsulta, type Lista } from '@cartera/plataforma';

/** What every paged list sends: the page, its size and an optional `campo_asc|desc` order. */
export interface FiltrosListado {
  page: number;
  limit: number;
  sort?: string;
}

export interface OpcionesListado<F extends FiltrosListado, T> {
  /** The resource's typed call (`cobrosApi.listar`). */
  consultar: (filtros: F) => Promise<Lista<T>>;
  /** Filters without page and limit; `page` starts at 1 and `limit` at the spec's 10 unless given. */
  filtrosIniciales?: Omit<F, 'page' | 'limit'> & Partial<FiltrosListado>;
  /** Toast shown when the list fails to load (the server's words win when it sent some). */
  mensajeError: string;
  /** The list's name: coming back to the screen draws its last page at once (useConsulta, `guardarComo`). */
  guardarComo?: string;
}

export interface Listado<F extends FiltrosListado, T> {
  filtros: F;
  /** Changes some filters and goes back to page 1. */
  cambiarFiltros: (cambios: Partial<Omit<F, 'page' | 'limit'>>) => void;
  /** Back to the initial filters. */
  limpiarFiltros: () => void;
  filas: T[];
  total: number;
  cargando: boolean;
  error: unknown;
  recargar: () => void;
  /** Paging, sorting, rows and loading for an antd `Table` (or `TablaPaginada`). */
  tabla: Pick<TableProps<T>, 'dataSource' | 'loading' | 'onChange' | 'pagination'>;
}

/** `campo_asc` / `campo_desc` from an antd sorter, or undefined when the column is unsorted. */
export function ordenDeTabla(orden: unknown): string | undefined {
  const criterio = (Array.isArray(orden) ? orden[0] : orden) as { order?: string | null; columnKey?: unknown } | undefined;
  if (!criterio?.order || criterio.columnKey === undefined) return undefined;
  return `${String(criterio.columnKey)}_${criterio.order === 'ascend' ? 'asc' : 'desc'}`;
}

/**
 * One server-paged list, the same for every resource: filters, page, size and order live here; the rows come from
 * the server for exactly those filters (never filtered in the browser), a failed load shows one toast, and a new
 * order or filter goes back to page 1.
 */
export function useListado<F extends FiltrosListado, T>({
  consultar,
  filtrosIniciales,
  mensajeError,
  guardarComo,
}: OpcionesListado<F, T>): Listado<F, T> {
  // Initial filters are read once, like useState's initial value.
  const [iniciales] = useState(() => ({ page: 1, limit: LIMITES.tamanoPagina, ...filtrosIniciales }) as F);
  const [filtros, setFiltros] = useState<F>(iniciales);
  const consulta = useConsulta(() => consultar(filtros), [filtros], { guardarComo });

  useEffect(() => {
    if (consulta.error) toast.error(mensajeDeError(consulta.error, mensajeError));
  }, [consulta.error, mensajeError]);

  const cambiarFiltros = useCallback(
    (cambios: Partial<Omit<F, 'page' | 'limit'>>) => setFiltros((actual) => ({ ...actual, ...cambios, page: 1 })),
    [],
  );
  const limpiarFiltros = useCallback(() => setFiltros(iniciales), [iniciales]);

  const onChange: TableProps<T>['onChange'] = (paginacion, _filtrosTabla, orden) => {
    const sort = ordenDeTabla(orden);
    setFiltros((actual) => ({
      ...actual,
      page: sort === actual.sort ? (paginacion.current ?? 1) : 1,
      limit: paginacion.pageSize ?? actual.limit,
      sort,
    }));
  };

  const filas = consulta.datos?.data ?? [];
  const total = consulta.datos?.meta.total ?? 0;
  return {
    filtros,
    cambiarFiltros,
    limpiarFiltros,
    filas,
    total,
    cargando: consulta.cargando,
    error: consulta.error,
    recargar: consulta.recargar,
    tabla: {
      dataSource: filas,
      loading: consulta.cargando,
      onChange,
      pagination: { current: filtros.page, pageSize: filtros.limit, total, showSizeChanger: false },
    },
  };
}
