import type { ReactNode } from 'react';
import { Button, Flex, Input } from 'antd';

interface Busqueda {
  placeholder: string;
  /** Accessible name of the search box ('Buscar cobros'). */
  etiqueta: string;
  alBuscar: (texto: string | undefined) => void;
  ancho?: number;
}

interface Props {
  /** A search box first (Enter or the lens searches; the text is trimmed, empty means no search). */
  busqueda?: Busqueda;
  /** The screen's own filters (selects, date ranges). */
  children?: ReactNode;
  /** Shows 'Limpiar', which puts every filter back. */
  alLimpiar?: () => void;
  /** Buttons at the right end (Exportar, Actualizar). */
  acciones?: ReactNode;
}

/** The row of filters above every list: search, the screen's filters, 'Limpiar' and actions, wrapping on phones. */
export function BarraFiltros({ busqueda, children, alLimpiar, acciones }: Props) {
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }} role="search">
      {busqueda && (
        <Input.Search
          allowClear
          placeholder={busqueda.placeholder}
          aria-label={busqueda.etiqueta}
          style={{ width: busqueda.ancho ?? 320, maxWidth: '100%' }}
          onSearch={(texto) => busqueda.alBuscar(texto.trim() || undefined)}
        />
      )}
      {children}
      {alLimpiar && <Button onClick={alLimpiar}>Limpiar</Button>}
      {acciones && (
        <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
          {acciones}
        </Flex>
      )}
    </Flex>
  );
}
