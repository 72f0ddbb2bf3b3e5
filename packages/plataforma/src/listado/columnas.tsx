// How a list fits a 1366 px screen without scrolling sideways and without breaking a name inside a word
// (docs/decisiones/listas-a-1366.md): the columns a list can spare show only on wide screens, with their data in the
// row's detail (TablaAlVerse opens it), and long free text shows one line cut with «…», whole in its tooltip.
import { isValidElement, type ReactNode } from 'react';
import { Descriptions, Grid, Typography, type TableColumnType, type TableProps } from 'antd';

type PuntoDeCorte = NonNullable<TableColumnType<object>['responsive']>[number];

/**
 * A column's `responsive` for what a list can spare at 1366 px (an interest rate beside the amount, the IP of an
 * event): it shows from 1600 px (antd's `xxl`); narrower, its data is in the row's detail.
 */
export const SOLO_PANTALLA_ANCHA: PuntoDeCorte[] = ['xxl'];

/** Long free text in a cell (observations, an event's details): one line, at most `ancho` px, whole in the tooltip. */
export function TextoLargo({ texto, ancho = 200 }: { texto: string | null | undefined; ancho?: number }) {
  if (!texto) return <>—</>;
  return (
    <Typography.Text ellipsis={{ tooltip: texto }} style={{ display: 'block', maxWidth: ancho }}>
      {texto}
    </Typography.Text>
  );
}

type Columna<T> = TableColumnType<T>;

function esColumna<T>(columna: NonNullable<TableProps<T>['columns']>[number]): columna is Columna<T> {
  return !('children' in columna);
}

/** The columns of `columnas` that the screen's width hides (their `responsive` does not match it), in order. */
export function useColumnasOcultas<T>(columnas: TableProps<T>['columns']): Columna<T>[] {
  const conCorte = (columnas ?? []).filter(esColumna).filter((c) => c.responsive !== undefined);
  // The same screens antd's Table reads to hide them (a layout effect: known before the first paint).
  const pantalla = Grid.useBreakpoint();
  return conCorte.filter((c) => !c.responsive?.some((punto) => pantalla[punto]));
}

/** A cell's value as the column reads it from the row (`dataIndex`, a key or a path). */
function valorDe<T>(columna: Columna<T>, fila: T): unknown {
  // Read as unknown: antd types dataIndex as every deep path of T, and narrowing that for a generic T made tsc run
  // out of memory (minutes and gigabytes for this file alone).
  const indice: unknown = columna.dataIndex;
  if (indice === undefined) return undefined;
  const ruta: unknown[] = Array.isArray(indice) ? indice : [indice];
  let valor: unknown = fila;
  for (const clave of ruta) {
    if (typeof valor === 'object' && valor !== null && (typeof clave === 'string' || typeof clave === 'number'))
      valor = Reflect.get(valor, clave);
    else valor = undefined;
  }
  return valor;
}

/** What the column draws in the cell: its `render`, or the value itself; empty, a dash. */
function celda<T>(columna: Columna<T>, fila: T, indice: number): ReactNode {
  const valor = valorDe(columna, fila);
  const dibujada: unknown = columna.render ? columna.render(valor, fila, indice) : valor;
  if (isValidElement(dibujada)) return dibujada;
  if (typeof dibujada === 'object' && dibujada !== null && 'children' in dibujada && 'props' in dibujada) {
    const { children }: { children?: unknown } = dibujada;
    return isValidElement(children) ? children : textoDe(children);
  }
  return textoDe(dibujada);
}

function textoDe(valor: unknown): string {
  if (typeof valor === 'string' && valor !== '') return valor;
  if (typeof valor === 'number' || typeof valor === 'boolean') return String(valor);
  return '—';
}

function tituloDe<T>(columna: Columna<T>): ReactNode {
  return typeof columna.title === 'function' ? columna.title({}) : columna.title;
}

/** The row's detail: each hidden column's title and what its cell would show. */
export function DetalleFila<T>({ columnas, fila, indice }: { columnas: Columna<T>[]; fila: T; indice: number }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, md: 3 }}
      items={columnas.map((columna, i) => ({
        key: String(columna.key ?? i),
        label: tituloDe(columna),
        children: celda(columna, fila, indice),
      }))}
    />
  );
}
