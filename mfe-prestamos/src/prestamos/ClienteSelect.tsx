import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { formatearCedula } from '@cartera/dominio';
import { mensajeDeError, toast } from '@cartera/plataforma';
import { MENSAJES_PRESTAMOS } from './mensajes';
import { prestamosApi } from './prestamos.api';

/** A client as an option: its id and the name with the formatted cédula. */
export interface OpcionCliente {
  _id: string;
  nombre: string;
  cedula?: string | null;
}

/** 'Ana Pérez · 001-1234567-8' (the cédula in 3-7-1 groups, or as stored when it is not 11 digits). */
export function etiquetaCliente(cliente: OpcionCliente): string {
  return cliente.cedula ? `${cliente.nombre} · ${formatearCedula(cliente.cedula)}` : cliente.nombre;
}

const ESPERA_BUSQUEDA_MS = 300;

interface Props {
  id?: string;
  value?: string;
  onChange?: (valor: string | undefined) => void;
  /** The client already chosen (editing a loan), shown before any search. */
  inicial?: OpcionCliente | null;
  disabled?: boolean;
}

/**
 * Searchable client select: searches the server (GET /clientes?search=…&limit=20) 300 ms after typing stops,
 * so it works with any number of clients.
 */
export function ClienteSelect({ id, value, onChange, inicial, disabled }: Props) {
  // The chosen client of an edited loan does not change while the form is open.
  const [elegido] = useState(inicial ?? null);
  const [opciones, setOpciones] = useState<OpcionCliente[]>(elegido ? [elegido] : []);
  const [buscando, setBuscando] = useState(false);
  const [texto, setTexto] = useState('');
  const ultimaBusqueda = useRef(0);

  useEffect(() => {
    const numero = ++ultimaBusqueda.current;
    const temporizador = setTimeout(() => {
      setBuscando(true);
      prestamosApi
        .buscarClientes(texto)
        .then((clientes) => {
          if (numero !== ultimaBusqueda.current) return;
          const faltaElegido = elegido !== null && !clientes.some((cliente) => cliente._id === elegido._id);
          setOpciones(faltaElegido ? [elegido, ...clientes] : clientes);
        })
        .catch((error: unknown) => {
          if (numero === ultimaBusqueda.current)
            toast.error(mensajeDeError(error, MENSAJES_PRESTAMOS.errorCargar));
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
      placeholder="Buscar por nombre o cédula"
      showSearch={{ filterOption: false, onSearch: setTexto }}
      notFoundContent={buscando ? <Spin size="small" /> : 'Sin resultados'}
      options={opciones.map((cliente) => ({ value: cliente._id, label: etiquetaCliente(cliente) }))}
      loading={buscando}
    />
  );
}
