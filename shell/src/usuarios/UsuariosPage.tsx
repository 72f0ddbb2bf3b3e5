import { useState } from 'react';
import { Button, Card, Col, Row, Select, Space, Statistic, Tag, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ESTADOS_ACTIVO,
  ETIQUETAS_ESTADO_ACTIVO,
  ETIQUETAS_ROL,
  ROLES,
  formatearTelefono,
  puedeEditarCuenta,
  puedeEliminarCuenta,
  type EstadoActivo,
  type Rol,
  type Usuario,
} from '@cartera/dominio';
import { AvisoPantalla, Titulo, useConsulta, useSesion, modalDiferido } from '@cartera/plataforma';
import {
  BarraFiltros,
  eliminarConConfirmacion,
  TablaPaginada,
  useListado,
  type FiltrosListado,
} from '@cartera/plataforma/listado';
import type { ConsultaUsuarios } from '@cartera/dominio';
import { usuariosApi } from './usuarios.api';

// Loaded when first opened (modalDiferido): the screen does not wait for the form and its fields.
const UsuarioFormModal = modalDiferido(() =>
  import('./UsuarioFormModal').then((m) => ({ default: m.UsuarioFormModal })),
);

type Edicion = { usuario: Usuario | null } | null;

const ETIQUETAS_PLURAL_ROL: Record<Rol, string> = {
  admin: 'Administradores',
  gerente: 'Gerentes',
  cobrador: 'Cobradores',
};

/** Spec §2 Users: role filter, stats, a paged table and the create/edit modal. */
export default function UsuariosPage() {
  const sesion = useSesion((estado) => estado.usuario);
  if (sesion?.rol === 'cobrador') {
    return <AvisoPantalla tipo="prohibido" titulo="Sin permiso" detalle="Su rol no permite administrar usuarios." />;
  }
  return <Usuarios sesion={sesion} />;
}

function Usuarios({ sesion }: { sesion: Usuario | null }) {
  const [edicion, setEdicion] = useState<Edicion>(null);
  const lista = useListado<ConsultaUsuarios & FiltrosListado, Usuario>({
    consultar: usuariosApi.listar,
    mensajeError: 'Error al cargar usuarios',
    guardarComo: 'usuarios',
  });
  const { filtros, cambiarFiltros } = lista;
  const resumen = useConsulta(() => usuariosApi.resumen(), [], { guardarComo: 'usuarios-resumen' });

  const recargar = () => {
    lista.recargar();
    resumen.recargar();
  };

  /**
   * The API's own rule (@cartera/dominio): a gerente edits and deletes cobrador accounts only, and edits his
   * own without deleting it; nobody deletes their own account (docs/decisiones/roles-y-permisos.md).
   */
  const puedeEditar = (usuario: Usuario) =>
    sesion !== null && puedeEditarCuenta(sesion.rol, usuario.rol, usuario._id === sesion._id);
  const puedeEliminar = (usuario: Usuario) =>
    sesion !== null && puedeEliminarCuenta(sesion.rol, usuario.rol, usuario._id === sesion._id);

  const eliminar = (usuario: Usuario) =>
    eliminarConConfirmacion({
      pregunta: `¿Eliminar al usuario ${usuario.nombre}? Esta acción no se puede deshacer.`,
      eliminar: () => usuariosApi.eliminar(usuario._id),
      exito: 'Usuario eliminado',
      error: 'Error al eliminar usuario',
      alTerminar: recargar,
    });

  const columnas: TableProps<Usuario>['columns'] = [
    { title: 'Nombre', dataIndex: 'nombre', key: 'nombre', sorter: true },
    { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
    { title: 'Rol', dataIndex: 'rol', key: 'rol', render: (rol: Rol) => ETIQUETAS_ROL[rol] ?? rol },
    {
      title: 'Teléfono',
      dataIndex: 'telefono',
      key: 'telefono',
      render: (telefono?: string | null) => (telefono ? formatearTelefono(telefono) : '—'),
    },
    { title: 'Zona', dataIndex: 'zona', key: 'zona', render: (zona?: string | null) => zona || '—' },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoActivo) => (
        <Tag color={estado === 'activo' ? 'green' : 'red'}>{ETIQUETAS_ESTADO_ACTIVO[estado] ?? estado}</Tag>
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, usuario) => (
        <Space>
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={!puedeEditar(usuario)}
            onClick={() => setEdicion({ usuario })}
          >
            Editar
          </Button>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={!puedeEliminar(usuario)}
            onClick={() => eliminar(usuario)}
          >
            Eliminar
          </Button>
        </Space>
      ),
    },
  ];

  const datosResumen = resumen.datos;
  const tarjetas = [
    { titulo: 'Total', valor: datosResumen?.total },
    { titulo: 'Activos', valor: datosResumen?.activos },
    { titulo: 'Inactivos', valor: datosResumen?.inactivos },
    ...ROLES.map((rol) => ({ titulo: ETIQUETAS_PLURAL_ROL[rol], valor: datosResumen?.porRol?.[rol] })),
  ];

  return (
    <>
      <Titulo
        acciones={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdicion({ usuario: null })}>
            Nuevo Usuario
          </Button>
        }
      >
        Usuarios
      </Titulo>

      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {tarjetas.map((tarjeta) => (
          <Col key={tarjeta.titulo} xs={12} sm={8} xl={4}>
            <Card size="small">
              <Statistic
                title={tarjeta.titulo}
                value={tarjeta.valor ?? '—'}
                aria-busy={resumen.cargando && !datosResumen}
              />
            </Card>
          </Col>
        ))}
      </Row>

      <BarraFiltros
        busqueda={{
          placeholder: 'Buscar por nombre, email o zona',
          etiqueta: 'Buscar usuarios',
          ancho: 300,
          alBuscar: (search) => cambiarFiltros({ search }),
        }}
      >
        <Select<Rol>
          allowClear
          placeholder="Todos los roles"
          aria-label="Filtrar por rol"
          style={{ width: 180 }}
          value={filtros.rol}
          options={ROLES.map((rol) => ({ value: rol, label: ETIQUETAS_ROL[rol] }))}
          onChange={(rol) => cambiarFiltros({ rol })}
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
      </BarraFiltros>

      <TablaPaginada<Usuario> listado={lista} columns={columnas} etiquetaTotal={(total) => `${total} usuarios`} />

      {edicion && (
        <UsuarioFormModal
          usuario={edicion.usuario}
          rolSesion={sesion?.rol}
          propia={edicion.usuario !== null && edicion.usuario._id === sesion?._id}
          guardar={(datos) =>
            edicion.usuario ? usuariosApi.actualizar(edicion.usuario._id, datos) : usuariosApi.crear(datos)
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
