import { useParams } from 'react-router-dom';
import { AvisoPantalla, Cargando, clienteApi, mensajeDeError, Titulo, useConsulta, useSesion } from '@cartera/plataforma';
import { ClienteForm } from './ClienteForm';
import type { ClienteDetalle } from '@cartera/dominio';
import { fotoEnMemoria } from './fotosEnMemoria';
import { TarjetaDatosPersonales } from './TarjetaDatosPersonales';

interface Edicion {
  cliente: ClienteDetalle;
  foto: string | null;
}

async function cargarEdicion(id: string): Promise<Edicion> {
  const cliente = await clienteApi.get('/api/clientes/{id}', { ruta: { id } });
  return { cliente, foto: cliente.tieneFoto ? await fotoEnMemoria(cliente) : null };
}

/**
 * 'Nuevo Cliente' at /clientes/nuevo and 'Editar Cliente' at /clientes/:id/editar: one form for both (spec §2). Editing
 * also shows the client's personal data: export, prior notices and supresión (TarjetaDatosPersonales).
 */
export default function ClienteFormPage() {
  const { id } = useParams();
  const rol = useSesion((estado) => estado.usuario?.rol);
  if (rol === 'cobrador') {
    return <AvisoPantalla tipo="prohibido" titulo="Sin permiso" detalle="Su rol puede consultar sus clientes, no crearlos ni editarlos." />;
  }
  return id ? <EditarCliente id={id} /> : <NuevoCliente />;
}

function NuevoCliente() {
  return (
    <>
      <Titulo>Nuevo Cliente</Titulo>
      <ClienteForm cliente={null} />
    </>
  );
}

function EditarCliente({ id }: { id: string }) {
  const edicion = useConsulta(() => cargarEdicion(id), [id], { mensajeError: 'Error al cargar clientes' });

  return (
    <>
      <Titulo>Editar Cliente</Titulo>
      {edicion.error ? (
        <AvisoPantalla tipo="advertencia" titulo="No se pudo cargar el cliente" detalle={mensajeDeError(edicion.error, 'Error al cargar clientes')} />
      ) : !edicion.datos || edicion.cargando ? (
        <Cargando />
      ) : (
        <>
          <ClienteForm key={edicion.datos.cliente._id} cliente={edicion.datos.cliente} fotoInicial={edicion.datos.foto} />
          <TarjetaDatosPersonales cliente={edicion.datos.cliente} />
        </>
      )}
    </>
  );
}
