import type { TableProps } from 'antd';
import { TablaAlVerse } from './TablaAlVerse';
import type { FiltrosListado, Listado } from './useListado';

interface Props<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'onChange' | 'pagination'> {
  listado: Listado<FiltrosListado, T> | Pick<Listado<FiltrosListado, T>, 'tabla'>;
  /** The count under the table: `(total) => \`${total} cobros\``. */
  etiquetaTotal?: (total: number) => string;
}

/**
 * An antd `Table` wired to a `useListado`: server paging and sorting, rows keyed by `_id`, wide tables scroll; it
 * mounts when it comes near the viewport (`TablaAlVerse`).
 */
export function TablaPaginada<T extends object>({ listado, etiquetaTotal, ...props }: Props<T>) {
  const { tabla } = listado;
  return (
    <TablaAlVerse<T>
      rowKey="_id"
      scroll={{ x: 'max-content' }}
      {...props}
      {...tabla}
      pagination={tabla.pagination ? { ...tabla.pagination, showTotal: etiquetaTotal } : false}
    />
  );
}
