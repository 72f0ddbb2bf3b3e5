import { useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Flex, Input, Space, Tag, Typography, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ETIQUETAS_ESTADO_ACTIVO,
  LIMITES,
  ORDENES_CLIENTES,
  formatearCedula,
  formatearTelefono,
  type ClienteResumen,
  type ConsultaClientes,
  type EstadoActivo,
} from '@cartera/dominio';
import { confirmar, mensajeDeError, Titulo, toast, useConsulta, useSesion } from '@cartera/plataforma';
import { TablaAlVerse } from '@cartera/plataforma/listado';
import { AvatarCliente } from './AvatarCliente';
import { clientesApi } from './clientes.api';
import { useDemora } from './useDemora';

const ORDENES: readonly string[] = ORDENES_CLIENTES;
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
 * Reads `?sort=` (and `?reload=1`, which is what the form sends after saving) from the URL.
 */
export default function ClientesPage() {
  const navegar = useNavigate();
  const [parametros, setParametros] = useSearchParams();
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = rol === 'admin' || rol === 'gerente';

  const sortUrl = parametros.get('sort');
  const [texto, setTexto] = useState('');
  const search = useDemora(texto.trim(), DEMORA_BUSQUEDA_MS);
  const [filtros, setFiltros] = useState<ConsultaClientes & { page: number; limit: number }>({
    page: 1,
    limit: LIMITES.tamanoPagina,
    sort: sortUrl && ORDENES.includes(sortUrl) ? sortUrl : 'createdAt_desc',
  });

  // A new search starts again from page 1.
  useEffect(() => {
    setFiltros((actual) => (actual.search === (search || undefined) ? actual : { ...actual, search: search || undefined, page: 1 }));
  }, [search]);

  // ?reload=1 has done its job once this page mounts (it fetches fresh data): drop it so a refresh is clean.
  useEffect(() => {
    if (parametros.get('reload') === null) return;
    const siguientes = new URLSearchParams(parametros);
    siguientes.delete('reload');
    setParametros(siguientes, { replace: true });
  }, [parametros, setParametros]);

  const lista = useConsulta(
    () =>
      clientesApi.listar(filtros).then((resultado) => {
        marcar(MARCAS.datos);
        return resultado;
      }),
    [filtros],
    { guardarComo: 'clientes' },
  );
  const { recargar } = lista;

  useEffect(() => {
    if (lista.error) toast.error('Error al cargar clientes');
  }, [lista.error]);

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

  const eliminar = async (cliente: ClienteResumen) => {
    if (!confirmar(`¿Eliminar al cliente ${cliente.nombre}? Esta acción no se puede deshacer.`)) return;
    try {
      await clientesApi.eliminar(cliente._id);
      toast.exito('Cliente eliminado correctamente');
      recargar();
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error al eliminar cliente'));
    }
  };

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
      sortOrder: filtros.sort?.startsWith('nombre_') ? (filtros.sort.endsWith('asc') ? 'ascend' : 'descend') : null,
      render: (nombre: string, cliente) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{nombre}</Typography.Text>
          {cliente.apodo && <Typography.Text type="secondary">“{cliente.apodo}”</Typography.Text>}
        </Space>
      ),
    },
    { title: 'Cédula', dataIndex: 'cedula', key: 'cedula', render: (cedula: string) => formatearCedula(cedula) },
    { title: 'Teléfono', dataIndex: 'telefono', key: 'telefono', render: (telefono: string) => formatearTelefono(telefono) },
    { title: 'Ciudad', dataIndex: 'ciudad', key: 'ciudad' },
    {
      title: 'Cobrador',
      key: 'cobrador',
      render: (_valor, cliente) => cliente.cobrador?.nombre ?? '—',
    },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoActivo) => <Tag color={estado === 'activo' ? 'green' : 'red'}>{ETIQUETAS_ESTADO_ACTIVO[estado] ?? estado}</Tag>,
    },
    ...(administra
      ? [
          {
            title: 'Acciones',
            key: 'acciones',
            render: (_valor: unknown, cliente: ClienteResumen) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={`Editar ${cliente.nombre}`}
                  onClick={() => navegar(`/clientes/${cliente._id}/editar`)}
                >
                  Editar
                </Button>
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Eliminar ${cliente.nombre}`} onClick={() => eliminar(cliente)}>
                  Eliminar
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const alCambiarTabla: TableProps<ClienteResumen>['onChange'] = (paginacion, _filtros, orden) => {
    const criterio = Array.isArray(orden) ? orden[0] : orden;
    const sort = criterio?.order ? `nombre_${criterio.order === 'ascend' ? 'asc' : 'desc'}` : 'createdAt_desc';
    setFiltros((actual) => ({ ...actual, page: sort === actual.sort ? (paginacion.current ?? 1) : 1, sort }));
  };

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

      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Buscar por nombre, cédula o teléfono"
          aria-label="Buscar clientes"
          style={{ width: 340, maxWidth: '100%' }}
          value={texto}
          onChange={(evento) => setTexto(evento.target.value)}
          onSearch={(valor) => setTexto(valor)}
        />
      </Flex>

      <TablaAlVerse<ClienteResumen>
        rowKey="_id"
        columns={columnas}
        dataSource={lista.datos?.data ?? []}
        loading={lista.cargando}
        onChange={alCambiarTabla}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: filtros.page,
          pageSize: filtros.limit,
          total: lista.datos?.meta.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} clientes`,
        }}
      />
    </>
  );
}
