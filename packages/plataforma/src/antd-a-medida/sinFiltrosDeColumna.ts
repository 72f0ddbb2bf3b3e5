// Stands in for antd's `antd/es/table/hooks/useFilter` in the portal's builds (../../antd-a-medida-plugin.ts). The
// portal filters its lists on the server, from the bar above each table (BarraFiltros), never from a column's header:
// the header's filter dropdown (with antd's Tree, Checkbox and Radio and their rc-components) was downloaded and run
// on every screen with a table for nothing. A column that asks for it fails loudly instead of showing a header
// without its filter.

/** What this stand-in reads of a column: enough to notice one that wants a header filter. */
interface Columna {
  filters?: unknown;
  filterDropdown?: unknown;
  onFilter?: unknown;
  filteredValue?: unknown;
  children?: Columna[];
}

const SIN_ESTADOS: never[] = [];
const SIN_FILTROS: Record<string, never> = {};

export const FILTROS_NO_INCLUIDOS =
  'Cartera: las tablas del portal no incluyen los filtros de columna de antd; filtre desde BarraFiltros ' +
  '(packages/plataforma/src/antd-a-medida).';

function revisar(columnas: readonly Columna[]): void {
  for (const columna of columnas) {
    if (columna.filters || columna.filterDropdown || columna.onFilter || columna.filteredValue !== undefined)
      throw new Error(FILTROS_NO_INCLUIDOS);
    if (columna.children) revisar(columna.children);
  }
}

/** antd's hook returns [transform the columns, filter states, filters]: here the columns unchanged and two constants. */
export default function useFilter(): [
  <T extends Columna>(columnas: T[]) => T[],
  never[],
  Record<string, never>,
] {
  return [
    (columnas) => {
      revisar(columnas);
      return columnas;
    },
    SIN_ESTADOS,
    SIN_FILTROS,
  ];
}

/** With no filter states the data is what came in (antd's own function returns it untouched then too). */
export function getFilterData<T>(datos: T): T {
  return datos;
}

export function flattenKeys(): never[] {
  return [];
}
