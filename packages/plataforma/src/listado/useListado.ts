import { useCallback, useEffect, useState } from 'react';
import type { TableProps } from 'antd';
import { LIMITES, propiedad } from '@cartera/dominio';
// Through the shared entry, never '../http': this entry is shared apart (src/index.ts).
import { mensajeDeError, toast, useConsulta, type Lista } from '@cartera/plataforma';
import type { Busqueda } from './BarraFiltros';

/** What every paged list sends: the page, its size and an optional `campo_asc|desc` order. */
export interface FiltrosListado {
  page: number;
  limit: number;
  sort?: string;
}

/** The filters a list starts with: without page and limit (page 1, the spec's 10 unless given). */
type FiltrosIniciales<F extends FiltrosListado> = Omit<F, 'page' | 'limit'> & Partial<FiltrosListado>;

export interface OpcionesListado<F extends FiltrosListado, T, R extends Lista<T> = Lista<T>> {
  /** The resource's typed call (`cobrosApi.listar`). */
  consultar: (filtros: F) => Promise<R>;
  /**
   * Filters without page and limit; `page` starts at 1 and `limit` at the spec's 10 unless given. 'Limpiar'
   * (`limpiarFiltros`) comes back to them. A function is called once, on mount (filters kept in the browser).
   */
  filtrosIniciales?: FiltrosIniciales<F> | (() => FiltrosIniciales<F>);
  /** Toast shown when the list fails to load (the server's words win when it sent some). */
  mensajeError: string;
  /** False: the toast always says `mensajeError`, whatever the server sent (the spec fixes the words). */
  mensajeDelServidor?: boolean;
  /** The list's name: coming back to the screen draws its last page at once (useConsulta, `guardarComo`). */
  guardarComo?: string;
  /** Other values the query depends on besides the filters (a view read from the URL): a change asks again. */
  claves?: readonly unknown[];
  /** The order sent when the user clears a column's sort (the API's default, named); without it, no `sort`. */
  ordenPorDefecto?: string;
}

/** A filter of the list that a control of the bar sets: any but the page and its size. */
export type CampoDeFiltro<F extends FiltrosListado> = Exclude<keyof F, 'page' | 'limit'>;

/** A filter the search box can hold: its value is a text or nothing. */
export type CampoDeBusqueda<F extends FiltrosListado> = {
  [K in CampoDeFiltro<F>]: F[K] extends string | undefined ? (undefined extends F[K] ? K : never) : never;
}[CampoDeFiltro<F>];

/** How a search box differs from the rest: its width, and searching as the user types. */
export type OpcionesBusqueda = Pick<Busqueda, 'ancho' | 'demoraMs'>;

/** One filter as a control of the bar reads and sets it (`FiltroOpciones`, `FiltroCobrador`). */
export interface FiltroDeListado<V> {
  valor: V;
  alCambiar: (valor: V) => void;
}

export interface Listado<F extends FiltrosListado, T, R extends Lista<T> = Lista<T>> {
  filtros: F;
  /** Changes some filters and goes back to page 1. */
  cambiarFiltros: (cambios: Partial<Omit<F, 'page' | 'limit'>>) => void;
  /** The filter `campo`, its value and its change, for a control of the bar: `<FiltroOpciones {...filtro('estado')} />`. */
  filtro: <K extends CampoDeFiltro<F>>(campo: K) => FiltroDeListado<F[K]>;
  /**
   * The bar's search box over the filter `campo` (`<BarraFiltros busqueda={lista.busqueda('search', 'Buscar cobros',
   * 'Buscar por cliente')} />`): it starts with the search in force (kept filters) and a search goes back to page 1.
   */
  busqueda: (
    campo: CampoDeBusqueda<F>,
    etiqueta: string,
    placeholder: string,
    opciones?: OpcionesBusqueda,
  ) => Busqueda;
  /** Back to the initial filters. */
  limpiarFiltros: () => void;
  filas: T[];
  total: number;
  /** The whole answer of the current page (a list that also brings a summary), or undefined until it arrives. */
  datos: R | undefined;
  cargando: boolean;
  error: unknown;
  recargar: () => void;
  /** Paging, sorting, rows and loading for an antd `Table` (or `TablaPaginada`). */
  tabla: Pick<TableProps<T>, 'dataSource' | 'loading' | 'onChange' | 'pagination'>;
}

/** `campo_asc` / `campo_desc` from an antd sorter, or undefined when the column is unsorted. */
export function ordenDeTabla(orden: unknown): string | undefined {
  const criterio: unknown = Array.isArray(orden) ? orden[0] : orden;
  const sentido = propiedad(criterio, 'order');
  const columna = propiedad(criterio, 'columnKey');
  if (!sentido || columna === undefined) return undefined;
  return `${String(columna)}_${sentido === 'ascend' ? 'asc' : 'desc'}`;
}

/**
 * The list's `sort` as the API reads it: one of the orders the route declares (`ORDENES_COBROS`…), or undefined (the
 * list's default order) for one it does not know, so a stale saved order never reaches the API as a 400.
 */
export function ordenConocido<O extends string>(ordenes: readonly O[], sort: string | undefined): O | undefined {
  return ordenes.find((orden) => orden === sort);
}

/**
 * A column's `sortOrder` for the list's `sort` (the inverse of `ordenDeTabla`): the arrow shows an order that did not
 * come from a click (one read from the URL).
 */
export function ordenDeColumna(sort: string | undefined, columna: string): 'ascend' | 'descend' | null {
  if (sort === `${columna}_asc`) return 'ascend';
  if (sort === `${columna}_desc`) return 'descend';
  return null;
}

/**
 * One server-paged list, the same for every resource: filters, page, size and order live here; the rows come from
 * the server for exactly those filters (never filtered in the browser), a failed load shows one toast, and a new
 * order or filter goes back to page 1.
 */
export function useListado<F extends FiltrosListado, T, R extends Lista<T> = Lista<T>>({
  consultar,
  filtrosIniciales,
  mensajeError,
  mensajeDelServidor = true,
  guardarComo,
  claves = [],
  ordenPorDefecto,
}: OpcionesListado<F, T, R>): Listado<F, T, R> {
  // Initial filters are read once, like useState's initial value.
  const [iniciales] = useState(
    () =>
      // as: F without page and limit, with them, is F; TypeScript does not put a generic F back together from Omit
      ({
        page: 1,
        limit: LIMITES.tamanoPagina,
        ...(typeof filtrosIniciales === 'function' ? filtrosIniciales() : filtrosIniciales),
      }) as F,
  );
  const [filtros, setFiltros] = useState<F>(iniciales);
  const consulta = useConsulta(() => consultar(filtros), [filtros, ...claves], { guardarComo });

  useEffect(() => {
    if (consulta.error)
      toast.error(mensajeDelServidor ? mensajeDeError(consulta.error, mensajeError) : mensajeError);
  }, [consulta.error, mensajeError, mensajeDelServidor]);

  const cambiarFiltros = useCallback(
    (cambios: Partial<Omit<F, 'page' | 'limit'>>) =>
      setFiltros((actual) => ({ ...actual, ...cambios, page: 1 })),
    [],
  );
  const limpiarFiltros = useCallback(() => setFiltros(iniciales), [iniciales]);
  const filtro = <K extends CampoDeFiltro<F>>(campo: K): FiltroDeListado<F[K]> => ({
    valor: filtros[campo],
    alCambiar: (valor) => setFiltros((actual) => ({ ...actual, [campo]: valor, page: 1 })),
  });
  const busqueda = (
    campo: CampoDeBusqueda<F>,
    etiqueta: string,
    placeholder: string,
    opciones: OpcionesBusqueda = {},
  ): Busqueda => {
    const vigente = filtros[campo];
    return {
      etiqueta,
      placeholder,
      ...opciones,
      inicial: typeof vigente === 'string' ? vigente : undefined,
      alBuscar: (texto) => setFiltros((actual) => ({ ...actual, [campo]: texto, page: 1 })),
    };
  };

  const onChange: TableProps<T>['onChange'] = (paginacion, _filtrosTabla, orden, extra) => {
    // Turning the page keeps the order (a list sorted by a select of its own has no sortable column); a new order
    // goes back to page 1.
    if (extra?.action === 'paginate') {
      setFiltros((actual) => ({
        ...actual,
        page: paginacion.current ?? 1,
        limit: paginacion.pageSize ?? actual.limit,
      }));
      return;
    }
    const sort = ordenDeTabla(orden) ?? ordenPorDefecto;
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
    filtro,
    busqueda,
    limpiarFiltros,
    filas,
    total,
    datos: consulta.datos,
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
