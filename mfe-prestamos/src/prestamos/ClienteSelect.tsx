import { formatearCedula } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';
import { SelectorRemoto, type SelectorRemotoProps } from '@cartera/plataforma/formularios';
import { MENSAJES_PRESTAMOS } from './mensajes';

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

const opcionCliente = (cliente: OpcionCliente) => ({ value: cliente._id, label: etiquetaCliente(cliente) });

/**
 * Searchable client select: searches the server (GET /clientes?search=…&limit=20) 300 ms after typing stops,
 * so it works with any number of clients. `inicial`: the client already chosen (editing a loan).
 */
export function ClienteSelect(
  campo: Pick<SelectorRemotoProps<OpcionCliente>, 'id' | 'value' | 'onChange' | 'inicial' | 'disabled'>,
) {
  return (
    <SelectorRemoto<OpcionCliente>
      {...campo}
      placeholder="Buscar por nombre o cédula"
      buscar={async (texto) =>
        (await clienteApi.get('/api/clientes', { consulta: { search: texto.trim() || undefined, limit: 20 } })).data
      }
      opcion={opcionCliente}
      mensajeError={MENSAJES_PRESTAMOS.errorCargar}
    />
  );
}
