import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
// The main entry by its shared name, never by a relative path: one toast store and one HTTP client at runtime.
import { mensajeDeError, toast } from '@cartera/plataforma';

/** How long after the last key the server is asked. */
export const ESPERA_BUSQUEDA_MS = 300;

export interface SelectorRemotoProps<T> {
  /** Given by the Form.Item (its label points here). */
  id?: string;
  value?: string;
  onChange?: (valor: string | undefined) => void;
  /** The server's matches for what was typed (empty text: the first ones); from the screen's `*.api.ts`. */
  buscar: (texto: string) => Promise<T[]>;
  /** An item as an option: its id (the field's value) and the words shown. */
  opcion: (item: T) => { value: string; label: string };
  /** The item already chosen (an edited record), shown before any search and kept among the results. */
  inicial?: T | null;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  /** Toast when a search fails (the server's words win when it sent some). */
  mensajeError: string;
}

/**
 * A select whose options come from a server search, asked `ESPERA_BUSQUEDA_MS` after typing stops, so it works with
 * any number of records (clients, loans). An answer that arrives after a newer search is ignored.
 */
export function SelectorRemoto<T>({
  id,
  value,
  onChange,
  buscar,
  opcion,
  inicial,
  disabled,
  placeholder,
  allowClear,
  mensajeError,
}: SelectorRemotoProps<T>) {
  // The chosen item of an edited record does not change while the form is open.
  const [elegido] = useState(inicial ?? null);
  const [opciones, setOpciones] = useState<T[]>(elegido ? [elegido] : []);
  const [buscando, setBuscando] = useState(false);
  const [texto, setTexto] = useState('');
  const ultimaBusqueda = useRef(0);
  const actuales = useRef({ buscar, opcion, mensajeError });
  useEffect(() => {
    actuales.current = { buscar, opcion, mensajeError };
  });

  useEffect(() => {
    const numero = ++ultimaBusqueda.current;
    const temporizador = setTimeout(() => {
      setBuscando(true);
      const { buscar: pedir, opcion: comoOpcion, mensajeError: error } = actuales.current;
      pedir(texto)
        .then((items) => {
          if (numero !== ultimaBusqueda.current) return;
          const claveElegido = elegido === null ? null : comoOpcion(elegido).value;
          const faltaElegido =
            elegido !== null && !items.some((item) => comoOpcion(item).value === claveElegido);
          setOpciones(faltaElegido && elegido !== null ? [elegido, ...items] : items);
        })
        .catch((fallo: unknown) => {
          if (numero === ultimaBusqueda.current) toast.error(mensajeDeError(fallo, error));
        })
        .finally(() => {
          if (numero === ultimaBusqueda.current) setBuscando(false);
        });
    }, ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(temporizador);
  }, [texto, elegido]);

  return (
    <Select<string>
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={placeholder}
      showSearch={{ filterOption: false, onSearch: setTexto }}
      notFoundContent={buscando ? <Spin size="small" /> : 'Sin resultados'}
      options={opciones.map(opcion)}
      loading={buscando}
    />
  );
}
