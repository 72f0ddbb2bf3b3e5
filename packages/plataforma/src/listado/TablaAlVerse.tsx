import { Table, type TableProps } from 'antd';
import { LIMITES } from '@cartera/dominio';
import { ZonaDiferida } from '@cartera/plataforma';

/** Height of one line of cells by the table's size (px): the header row and each data row. */
const ALTO_FILA: Record<NonNullable<TableProps<object>['size']>, number> = {
  small: 39,
  medium: 55,
  middle: 55,
  large: 55,
};
/** The pager under the table: its own height and the margin above it. */
const ALTO_PAGINADOR = 56;

/** What the table is expected to measure once drawn: header, the rows of one page (a full one while loading), pager. */
export function altoEstimado<T>({ dataSource, size = 'middle', pagination }: TableProps<T>): number {
  const paginador = pagination === false ? null : pagination;
  const porPagina = paginador?.pageSize ?? paginador?.defaultPageSize ?? LIMITES.tamanoPagina;
  const cargadas = dataSource?.length ?? 0;
  const filas = cargadas === 0 ? porPagina : paginador === null ? cargadas : Math.min(cargadas, porPagina);
  return ALTO_FILA[size] * (filas + 1) + (paginador === null ? 0 : ALTO_PAGINADOR);
}

/**
 * An antd `Table` that mounts when it comes near the viewport (`ZonaDiferida alVerse`). On a phone a list's table
 * starts below the figures and the filters: mounting its rows and the layouts the table forces no longer hold the
 * first screen back (/prestamos: ≈ 450 ms less main-thread blocking with the CPU ×4). On a laptop the table is in view
 * and mounts right after the first paint. Meanwhile a frame of the table's expected height keeps the page's length,
 * marked busy.
 */
export function TablaAlVerse<T extends object>(props: TableProps<T>) {
  return (
    <ZonaDiferida alto={altoEstimado(props)} separacion={0} alVerse>
      <Table<T> {...props} />
    </ZonaDiferida>
  );
}
