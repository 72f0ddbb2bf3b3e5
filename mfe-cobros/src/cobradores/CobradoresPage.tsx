import { useEffect, useState } from 'react';
import { Button, Card, Col, Flex, Input, Row, Select, Space, Statistic, Table, Tag, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ESTADOS_ACTIVO,
  ETIQUETAS_ESTADO_ACTIVO,
  LIMITES,
  formatearTelefono,
  type Cobrador,
  type EstadoActivo,
} from '@cartera/dominio';
import { confirmar, mensajeDeError, Titulo, toast, useConsulta, useSesion } from '@cartera/plataforma';
import { CobradorFormModal } from './CobradorFormModal';
import { cobradoresApi, type CarteraCobrador, type FiltrosCobradores } from './cobradores.api';

type Edicion = { cobrador: Cobrador | null } | null;

/**
 * Spec §2 Collectors: stats, the users of role cobrador only (the API scopes /cobradores to that role) and the
 * create/edit modal. A cobrador may look but not write (docs/decisiones.md, roles), so the actions are hidden.
 */
export default function CobradoresPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const puedeEscribir = rol === 'admin' || rol === 'gerente';
  const [filtros, setFiltros] = useState<FiltrosCobradores>({ page: 1, limit: LIMITES.tamanoPagina });
  const [edicion, setEdicion] = useState<Edicion>(null);
  const lista = useConsulta(() => cobradoresApi.listar(filtros), [filtros]);
  const resumen = useConsulta(() => cobradoresApi.resumen(), []);
  // Their portfolio figures only make sense to who sees every portfolio (a cobrador's session sees only theirs).
  const idsPagina = puedeEscribir ? (lista.datos?.data ?? []).map((cobrador) => cobrador._id) : [];
  const carteras = useConsulta(
    () => (idsPagina.length > 0 ? cobradoresApi.carteras(idsPagina) : Promise.resolve<Record<string, CarteraCobrador>>({})),
    [idsPagina],
  );
  const { recargar: recargarLista } = lista;
  const { recargar: recargarResumen } = resumen;

  useEffect(() => {
    if (lista.error) toast.error(mensajeDeError(lista.error, 'Error al cargar cobradores'));
  }, [lista.error]);

  const recargar = () => {
    recargarLista();
    recargarResumen();
  };

  const cambiarFiltros = (cambios: Partial<FiltrosCobradores>) =>
    setFiltros((actual) => ({ ...actual, ...cambios, page: 1 }));

  const eliminar = async (cobrador: Cobrador) => {
    if (!confirmar(`¿Eliminar al cobrador ${cobrador.nombre}? Esta acción no se puede deshacer.`)) return;
    try {
      await cobradoresApi.eliminar(cobrador._id);
      toast.exito('Cobrador eliminado');
      recargar();
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error al eliminar cobrador'));
    }
  };

  const columnas: TableProps<Cobrador>['columns'] = [
    { title: 'Nombre', dataIndex: 'nombre', key: 'nombre', sorter: true },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
    {
      title: 'Teléfono',
      dataIndex: 'telefono',
      key: 'telefono',
      render: (telefono?: string | null) => (telefono ? formatearTelefono(telefono) : '—'),
    },
    { title: 'Zona', dataIndex: 'zona', key: 'zona', sorter: true, render: (zona?: string | null) => zona || '—' },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoActivo) => (
        <Tag color={estado === 'activo' ? 'green' : 'red'}>{ETIQUETAS_ESTADO_ACTIVO[estado] ?? estado}</Tag>
      ),
    },
  ];
  if (puedeEscribir) {
    const cifra = (cobrador: Cobrador, campo: keyof CarteraCobrador) => {
      const valor = carteras.datos?.[cobrador._id]?.[campo];
      return valor === undefined ? '—' : valor;
    };
    columnas.push(
      { title: 'Clientes', key: 'clientes', align: 'right', render: (_valor, cobrador) => cifra(cobrador, 'clientes') },
      {
        title: 'Préstamos activos',
        key: 'prestamosActivos',
        align: 'right',
        render: (_valor, cobrador) => cifra(cobrador, 'prestamosActivos'),
      },
    );
    columnas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, cobrador) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEdicion({ cobrador })}>
            Editar
          </Button>
          <Button size="small" danger icon={<DeleteOutlined />} onClick={() => eliminar(cobrador)}>
            Eliminar
          </Button>
        </Space>
      ),
    });
  }

  const alCambiarTabla: TableProps<Cobrador>['onChange'] = (paginacion, _filtros, orden) => {
    const criterio = Array.isArray(orden) ? orden[0] : orden;
    const sort = criterio?.order ? `${String(criterio.columnKey)}_${criterio.order === 'ascend' ? 'asc' : 'desc'}` : undefined;
    setFiltros((actual) => ({
      ...actual,
      page: sort === actual.sort ? (paginacion.current ?? 1) : 1,
      limit: paginacion.pageSize ?? actual.limit,
      sort,
    }));
  };

  const datosResumen = resumen.datos;
  const tarjetas = [
    { titulo: 'Total Cobradores', valor: datosResumen?.total },
    { titulo: 'Activos', valor: datosResumen?.activos },
    { titulo: 'Inactivos', valor: datosResumen?.inactivos },
  ];

  return (
    <>
      <Titulo
        acciones={
          puedeEscribir && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdicion({ cobrador: null })}>
              Nuevo Cobrador
            </Button>
          )
        }
      >
        Cobradores
      </Titulo>

      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {tarjetas.map((tarjeta) => (
          <Col key={tarjeta.titulo} xs={24} sm={8}>
            <Card size="small" role="group" aria-label={tarjeta.titulo}>
              <Statistic title={tarjeta.titulo} value={tarjeta.valor ?? '—'} loading={resumen.cargando && !datosResumen} />
            </Card>
          </Col>
        ))}
      </Row>

      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="Buscar por nombre, email, zona o teléfono"
          aria-label="Buscar cobradores"
          style={{ width: 320, maxWidth: '100%' }}
          onSearch={(texto) => cambiarFiltros({ search: texto.trim() || undefined })}
        />
        <Select<EstadoActivo>
          allowClear
          placeholder="Todos los estados"
          aria-label="Filtrar por estado"
          style={{ width: 180 }}
          value={filtros.estado}
          options={ESTADOS_ACTIVO.map((estado) => ({ value: estado, label: ETIQUETAS_ESTADO_ACTIVO[estado] }))}
          onChange={(estado) => cambiarFiltros({ estado })}
        />
      </Flex>

      <Table<Cobrador>
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
          showTotal: (total) => `${total} cobradores`,
        }}
      />

      {edicion && puedeEscribir && (
        <CobradorFormModal
          cobrador={edicion.cobrador}
          guardar={(datos) =>
            edicion.cobrador ? cobradoresApi.actualizar(edicion.cobrador._id, datos) : cobradoresApi.crear(datos)
          }
          alCerrar={() => setEdicion(null)}
          alGuardar={() => {
            setEdicion(null);
            recargar();
          }}
        />
      )}
    </>
  );
}
