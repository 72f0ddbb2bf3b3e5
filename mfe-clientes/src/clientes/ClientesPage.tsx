import { useEffect, useLayoutEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Space, Tag, Typography, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ETIQUETAS_ESTADO_ACTIVO,
  ETIQUETAS_FILTRO_AUTORIZACION,
  FILTROS_AUTORIZACION,
  ORDENES_CLIENTES,
  opcionesDe,
  formatearCedula,
  formatearTelefono,
  type ClienteResumen,
  type ConsultaClientes,
  type EstadoActivo,
  type FiltroAutorizacion,
} from '@cartera/dominio';
import { clienteApi, Titulo, useSesion, useVariasOficinas } from '@cartera/plataforma';
import {
  AccionesFila,
  BarraFiltros,
  OficinaBajoElNombre,
  eliminarConConfirmacion,
  FiltroOpciones,
  ordenConocido,
  ordenDeColumna,
  TablaPaginada,
  TextoLargo,
  useListado,
  type FiltrosListado,
} from '@cartera/plataforma/listado';
import { AvatarCliente } from './AvatarCliente';

const ORDENES: readonly string[] = ORDENES_CLIENTES;
/** The list's order when none is asked for (the API's own default, named). */
const ORDEN_POR_DEFECTO = 'createdAt_desc';
const DEMORA_BUSQUEDA_MS = 300;

/**
 * Performance marks read by bench/clientes.mjs: list data arrived, rows committed to the DOM, next frame (painted).
 * Measures: 'clientes:render' (data → painted) and 'clientes:dom' (data → rows in the DOM).
 */
export const MARCAS = {
  datos: 'clientes:datos',
  filas: 'clientes:filas',
  tabla: 'clientes:tabla',
  medida: 'clientes:render',
  medidaDom: 'clientes:dom',
} as const;

/** User Timing where the browser has it (jsdom does not). */
function marcar(nombre: string): void {
  if (typeof performance.mark === 'function') performance.mark(nombre);
}

/**
 * Spec §2 Clients: search by name, cédula or phone, 10 rows per page with the page number, new / edit / delete.
 * A client without a recorded authorisation to process personal data is tagged «Sin autorización» and can be
 * listed alone, to complete (docs/decisiones/datos-personales.md).
 * Reads `?sort=` (and `?reload=1`, which is what the form sends after saving) from the URL.
 */
export default function ClientesPage() {
  const navegar = useNavigate();
  const [parametros, setParametros] = useSearchParams();
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = rol === 'admin' || rol === 'gerente';
  const variasOficinas = useVariasOficinas();

  const lista = useListado<ConsultaClientes & FiltrosListado, ClienteResumen>({
    consultar: ({ sort, ...filtros }) =>
      clienteApi
        .get('/api/clientes', { consulta: { ...filtros, sort: ordenConocido(ORDENES_CLIENTES, sort) } })
        .then((resultado) => {
          marcar(MARCAS.datos);
          return resultado;
        }),
    // The URL's order, read once on mount, is where the list starts.
    filtrosIniciales: () => {
      const sort = parametros.get('sort');
      return { sort: sort && ORDENES.includes(sort) ? sort : ORDEN_POR_DEFECTO };
    },
    ordenPorDefecto: ORDEN_POR_DEFECTO,
    mensajeError: 'Error al cargar clientes',
    mensajeDelServidor: false,
    guardarComo: 'clientes',
  });
  const { filtros, recargar } = lista;

  // ?reload=1 has done its job once this page mounts (it fetches fresh data): drop it so a refresh is clean.
  useEffect(() => {
    if (parametros.get('reload') === null) return;
    const siguientes = new URLSearchParams(parametros);
    siguientes.delete('reload');
    setParametros(siguientes, { replace: true });
  }, [parametros, setParametros]);

  // After the rows are in the DOM, the next frame is when the browser paints them.
  useLayoutEffect(() => {
    if (!lista.datos || typeof performance.measure !== 'function') return;
    marcar(MARCAS.filas);
    try {
      performance.measure(MARCAS.medidaDom, MARCAS.datos, MARCAS.filas);
    } catch {
      // The data mark belongs to an earlier load.
    }
    const cuadro = requestAnimationFrame(() => {
      marcar(MARCAS.tabla);
      try {
        performance.measure(MARCAS.medida, MARCAS.datos, MARCAS.tabla);
      } catch {
        // The data mark belongs to an earlier load.
      }
    });
    return () => cancelAnimationFrame(cuadro);
  }, [lista.datos]);

  const eliminar = (cliente: ClienteResumen) =>
    eliminarConConfirmacion({
      pregunta: `¿Eliminar al cliente ${cliente.nombre}? Esta acción no se puede deshacer.`,
      eliminar: () => clienteApi.delete('/api/clientes/{id}', { ruta: { id: cliente._id } }),
      exito: 'Cliente eliminado correctamente',
      error: 'Error al eliminar cliente',
      alTerminar: recargar,
    });

  const columnas: TableProps<ClienteResumen>['columns'] = [
    {
      title: 'Foto',
      key: 'foto',
      width: 64,
      render: (_valor, cliente) => <AvatarCliente cliente={cliente} />,
    },
    {
      title: 'Nombre',
      dataIndex: 'nombre',
      key: 'nombre',
      sorter: true,
      sortOrder: ordenDeColumna(filtros.sort, 'nombre'),
      render: (nombre: string, cliente) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong ellipsis={{ tooltip: nombre }} style={{ display: 'block', maxWidth: 220 }}>
            {nombre}
          </Typography.Text>
          {cliente.apodo && <Typography.Text type="secondary">“{cliente.apodo}”</Typography.Text>}
          <OficinaBajoElNombre oficina={cliente.oficina} visible={variasOficinas} />
          {!cliente.tieneAutorizacion && (
            <Tag color="orange" style={{ marginTop: 4 }}>
              {ETIQUETAS_FILTRO_AUTORIZACION.sin}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: 'Cédula',
      dataIndex: 'cedula',
      key: 'cedula',
      render: (cedula: string) => formatearCedula(cedula),
    },
    {
      title: 'Teléfono',
      dataIndex: 'telefono',
      key: 'telefono',
      render: (telefono: string) => formatearTelefono(telefono),
    },
    { title: 'Ciudad', dataIndex: 'ciudad', key: 'ciudad' },
    {
      title: 'Cobrador',
      key: 'cobrador',
      render: (_valor, cliente) => <TextoLargo texto={cliente.cobrador?.nombre} ancho={180} />,
    },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoActivo) => (
        <Tag color={estado === 'activo' ? 'green' : 'red'}>{ETIQUETAS_ESTADO_ACTIVO[estado] ?? estado}</Tag>
      ),
    },
    ...(administra
      ? [
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_valor: unknown, cliente: ClienteResumen) => (
              <AccionesFila
                nombre={cliente.nombre}
                alEditar={() => navegar(`/clientes/${cliente._id}/editar`)}
                alEliminar={() => void eliminar(cliente)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Titulo
        acciones={
          administra && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navegar('/clientes/nuevo')}>
              Nuevo Cliente
            </Button>
          )
        }
      >
        Clientes
      </Titulo>

      <BarraFiltros
        busqueda={lista.busqueda('search', 'Buscar clientes', 'Buscar por nombre, cédula o teléfono', {
          ancho: 340,
          demoraMs: DEMORA_BUSQUEDA_MS,
        })}
      >
        <FiltroOpciones<FiltroAutorizacion>
          etiqueta="Filtrar por autorización de datos"
          todos="Autorización de datos"
          ancho={220}
          {...lista.filtro('autorizacion')}
          opciones={opcionesDe(FILTROS_AUTORIZACION, ETIQUETAS_FILTRO_AUTORIZACION)}
        />
      </BarraFiltros>

      <TablaPaginada<ClienteResumen>
        listado={lista}
        columns={columnas}
        etiquetaTotal={(total) => `${total} clientes`}
      />
    </>
  );
}
