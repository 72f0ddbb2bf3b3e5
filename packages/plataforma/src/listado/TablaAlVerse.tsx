import { Button, Table, type TableProps } from 'antd';
import { MinusSquareOutlined, PlusSquareOutlined } from '@ant-design/icons';
import { LIMITES } from '@cartera/dominio';
import { ZonaDiferida } from '@cartera/plataforma';
import { DetalleFila, useColumnasOcultas } from './columnas';

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
 * marked busy. The columns a narrow screen hides are in each row's detail.
 */
export function TablaAlVerse<T extends object>(props: TableProps<T>) {
  const expandable = useDetalleDeOcultas(props);
  return (
    <ZonaDiferida alto={altoEstimado(props)} separacion={0} alVerse>
      <Table<T> {...props} expandable={expandable} />
    </ZonaDiferida>
  );
}

/**
 * The columns a narrow screen hides (`responsive`, SOLO_PANTALLA_ANCHA) stay within reach: each row opens a detail
 * with them, under the screen's own detail when it has one. On a wide screen nothing changes.
 */
function useDetalleDeOcultas<T extends object>({ columns, expandable }: TableProps<T>): TableProps<T>['expandable'] {
  const ocultas = useColumnasOcultas(columns);
  if (ocultas.length === 0) return expandable;
  const propio = expandable?.expandedRowRender;
  return {
    ...expandable,
    rowExpandable: undefined,
    expandIcon:
      expandable?.expandIcon ??
      (({ expanded, onExpand, record }) => (
        <Button
          type="text"
          size="small"
          aria-expanded={expanded}
          aria-label={expanded ? 'Ocultar detalle' : 'Ver detalle'}
          icon={expanded ? <MinusSquareOutlined /> : <PlusSquareOutlined />}
          onClick={(evento) => onExpand(record, evento)}
        />
      )),
    expandedRowRender: (fila, indice, sangria, abierta) => (
      <>
        {propio && (!expandable?.rowExpandable || expandable.rowExpandable(fila)) && propio(fila, indice, sangria, abierta)}
        <DetalleFila columnas={ocultas} fila={fila} indice={indice} />
      </>
    ),
  };
}
