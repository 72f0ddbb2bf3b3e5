import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Input } from 'antd';

/** The bar's search box: its words, what it searches and how (`Listado.busqueda` declares it over a filter). */
export interface Busqueda {
  placeholder: string;
  /** Accessible name of the search box ('Buscar cobros'). */
  etiqueta: string;
  alBuscar: (texto: string | undefined) => void;
  ancho?: number;
  /** The search in force when the bar mounts (filters kept in the browser): the box starts with it. */
  inicial?: string;
  /**
   * Search as you type: `alBuscar` runs this many milliseconds after the last key, and only when the search changed.
   * Without it, the search runs on Enter or the lens.
   */
  demoraMs?: number;
}

interface Props {
  /** A search box first (Enter or the lens searches; the text is trimmed, empty means no search). */
  busqueda?: Busqueda;
  /** The screen's own filters (selects, date ranges). */
  children?: ReactNode;
  /** Shows 'Limpiar', which puts every filter back and empties the search box. */
  alLimpiar?: () => void;
  /** The text of that button: 'Limpiar' unless told ('Limpiar filtros'). */
  textoLimpiar?: string;
  /** Buttons at the right end (Exportar, Actualizar). */
  acciones?: ReactNode;
}

const buscado = (texto: string): string | undefined => texto.trim() || undefined;

/** The search box: its text, and the search it last sent when it searches as the user types. */
function useCajaBusqueda(busqueda: Busqueda | undefined) {
  const [texto, setTexto] = useState(busqueda?.inicial ?? '');
  const enviada = useRef(buscado(busqueda?.inicial ?? ''));
  const demoraMs = busqueda?.demoraMs;
  const alBuscar = useRef(busqueda?.alBuscar);
  useEffect(() => {
    alBuscar.current = busqueda?.alBuscar;
  });

  /** Sends the search unless it is the one already sent (typing searches only when the words change). */
  const enviarSiCambio = useCallback((valor: string) => {
    const nueva = buscado(valor);
    if (nueva === enviada.current) return;
    enviada.current = nueva;
    alBuscar.current?.(nueva);
  }, []);

  useEffect(() => {
    if (demoraMs === undefined) return undefined;
    const temporizador = setTimeout(() => enviarSiCambio(texto), demoraMs);
    return () => clearTimeout(temporizador);
  }, [texto, demoraMs, enviarSiCambio]);

  const buscar = (valor: string) => {
    if (demoraMs !== undefined) return enviarSiCambio(valor);
    enviada.current = buscado(valor);
    alBuscar.current?.(enviada.current);
  };
  const vaciar = () => {
    setTexto('');
    enviada.current = undefined;
  };
  return { texto, setTexto, buscar, vaciar };
}

/** The row of filters above every list: search, the screen's filters, 'Limpiar' and actions, wrapping on phones. */
export function BarraFiltros({ busqueda, children, alLimpiar, textoLimpiar = 'Limpiar', acciones }: Props) {
  const caja = useCajaBusqueda(busqueda);
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }} role="search">
      {busqueda && (
        <Input.Search
          allowClear
          placeholder={busqueda.placeholder}
          aria-label={busqueda.etiqueta}
          style={{ width: busqueda.ancho ?? 320, maxWidth: '100%' }}
          value={caja.texto}
          onChange={(evento) => caja.setTexto(evento.target.value)}
          onSearch={caja.buscar}
        />
      )}
      {children}
      {alLimpiar && (
        <Button
          onClick={() => {
            caja.vaciar();
            alLimpiar();
          }}
        >
          {textoLimpiar}
        </Button>
      )}
      {acciones && (
        <Flex gap={8} wrap style={{ marginLeft: 'auto' }}>
          {acciones}
        </Flex>
      )}
    </Flex>
  );
}
