// Stands in for antd's `antd/es/table/hooks/useSelection` in the portal's builds (../../antd-a-medida-plugin.ts): no
// table of the portal selects rows with checkboxes, and antd's selection column brought Checkbox, Radio, Dropdown and
// part of rc-tree with it. A table given `rowSelection` fails loudly instead of drawing no selection column.

export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';

export const SELECCION_NO_INCLUIDA =
  'Cartera: las tablas del portal no incluyen la selección de filas de antd (rowSelection) ' +
  '(packages/plataforma/src/antd-a-medida).';

const NINGUNA = new Set<never>();

/** antd's hook returns [transform the columns, selected keys]: without `rowSelection` antd only drops a stray
 * SELECTION_COLUMN from the columns, and so does this. */
export default function useSelection(
  _configuracion: unknown,
  rowSelection: unknown,
): [<T>(columnas: T[]) => T[], Set<never>] {
  if (rowSelection) throw new Error(SELECCION_NO_INCLUIDA);
  return [(columnas) => columnas.filter((columna) => columna !== SELECTION_COLUMN), NINGUNA];
}
