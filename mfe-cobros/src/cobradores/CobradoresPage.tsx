import { useState } from 'react';
import { Button, Card, Col, Row, Select, Space, Statistic, Tag, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ESTADOS_ACTIVO,
  ETIQUETAS_ESTADO_ACTIVO,
  formatearTelefono,
  type CarteraCobrador,
  type Cobrador,
  type CobradorConCartera,
  type ConsultaCobradores,
  type EstadoActivo,
} from '@cartera/dominio';
import { Titulo, useConsulta, useSesion, modalDiferido } from '@cartera/plataforma';
import {
  BarraFiltros,
  eliminarConConfirmacion,
  TablaPaginada,
  useListado,
  type FiltrosListado,
} from '@cartera/plataforma/listado';
import { cobradoresApi } from './cobradores.api';

// Loaded when first opened (modalDiferido): the screen does not wait for the form and its fields.
const CobradorFormModal = modalDiferido(() =>
  import('./CobradorFormModal').then((m) => ({ default: m.CobradorFormModal })),
);

type Edicion = { cobrador: Cobrador | null } | null;

/**
 * Spec §2 Collectors: stats, the users of role cobrador only (the API scopes /cobradores to that role) and the
 * create/edit modal. A cobrador may look but not write (docs/decisiones/roles-y-permisos.md), so the actions are hidden.
 */
export default function CobradoresPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const puedeEscribir = rol === 'admin' || rol === 'gerente';
  const [edicion, setEdicion] = useState<Edicion>(null);
  // Their portfolio figures only make sense to who sees every portfolio (a cobrador's session sees only theirs):
  // they come in the same answer as the page, not as two more requests per row.
  const lista = useListado<ConsultaCobradores & FiltrosListado, CobradorConCartera>({
    consultar: (filtros) => cobradoresApi.listar(filtros, puedeEscribir),
    mensajeError: 'Error al cargar cobradores',
    guardarComo: 'cobradores',
  });
  const { filtros, cambiarFiltros } = lista;
  const resumen = useConsulta(() => cobradoresApi.resumen(), [], { guardarComo: 'cobradores-resumen' });
  const recargar = () => {
    lista.recargar();
    resumen.recargar();
  };

  const eliminar = (cobrador: Cobrador) =>
    eliminarConConfirmacion({
      pregunta: `¿Eliminar al cobrador ${cobrador.nombre}? Esta acción no se puede deshacer.`,
      eliminar: () => cobradoresApi.eliminar(cobrador._id),
      exito: 'Cobrador eliminado',
      error: 'Error al eliminar cobrador',
      alTerminar: recargar,
    });

  const columnas: TableProps<CobradorConCartera>['columns'] = [
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
    const cifra = (cobrador: CobradorConCartera, campo: keyof CarteraCobrador) => cobrador.cartera?.[campo] ?? '—';
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
              <Statistic title={tarjeta.titulo} value={tarjeta.valor ?? '—'} aria-busy={resumen.cargando && !datosResumen} />
            </Card>
          </Col>
        ))}
      </Row>

      <BarraFiltros
        busqueda={{
          placeholder: 'Buscar por nombre, email, zona o teléfono',
          etiqueta: 'Buscar cobradores',
          alBuscar: (search) => cambiarFiltros({ search }),
        }}
      >
        <Select<EstadoActivo>
          allowClear
          placeholder="Todos los estados"
          aria-label="Filtrar por estado"
          style={{ width: 180 }}
          value={filtros.estado}
          options={ESTADOS_ACTIVO.map((estado) => ({ value: estado, label: ETIQUETAS_ESTADO_ACTIVO[estado] }))}
          onChange={(estado) => cambiarFiltros({ estado })}
        />
      </BarraFiltros>

      <TablaPaginada<CobradorConCartera> listado={lista} columns={columnas} etiquetaTotal={(total) => `${total} cobradores`} />

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
