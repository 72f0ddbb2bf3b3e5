import type { TableProps } from 'antd';
import { TablaAlVerse } from './TablaAlVerse';
import type { FiltrosListado, Listado } from './useListado';

interface Props<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'onChange' | 'pagination'> {
  listado: Listado<FiltrosListado, T> | Pick<Listado<FiltrosListado, T>, 'tabla'>;
  /** The count under the table: `(total) => \`${total} cobros\``. */
  etiquetaTotal?: (total: number) => string;
}

/**
 * An antd `Table` wired to a `useListado`: server paging and sorting, rows keyed by `_id`; it mounts when it comes near
 * the viewport (`TablaAlVerse`). The table is as wide as its page: text columns wrap between words so that every column
 * («Estado», «Origen», the row's actions) fits at 1366 px, and it scrolls sideways only when even its narrowest layout
 * does not fit (a phone). Figures and dates never break (ESTILOS_BASE of ProveedorCartera).
 */
export function TablaPaginada<T extends object>({ listado, etiquetaTotal, ...props }: Props<T>) {
  const { tabla } = listado;
  return (
    <TablaAlVerse<T>
      rowKey={'_id' as keyof T & string}
      scroll={{ x: true }}
      {...props}
      {...tabla}
      pagination={tabla.pagination ? { ...tabla.pagination, showTotal: etiquetaTotal } : false}
    />
  );
}
