import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Flex, Table, Tag, Typography, type TableProps } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  ETIQUETAS_APLICACION_CONDONACION,
  ETIQUETAS_TIPO_APROBACION,
  formatearFechaHora,
  puedeResolverQuien,
  type Aprobacion,
  type TipoAprobacion,
} from '@cartera/dominio';
import {
  clienteApi,
  confirmar,
  mensajeDeError,
  modalDiferido,
  nuevaClaveIdempotencia,
  toast,
  useConsulta,
  useSesion,
  useDialogo,
} from '@cartera/plataforma';
import { MENSAJES_APROBACIONES_UI } from './mensajes';
import { columnaPesos } from '../prestamos/presentacion';

const RechazarAprobacionModal = modalDiferido(() =>
  import('./RechazarAprobacionModal').then((m) => ({ default: m.RechazarAprobacionModal })),
);

/** At most this many of each kind on screen; more than that waiting is not a day's work. */
const LIMITE_POR_TIPO = 100;

/** The kinds shown here; loan requests are the table below, with their own actions. */
const TIPOS: readonly TipoAprobacion[] = ['condonacion', 'castigo', 'reenganche', 'liquidacion'];
const COLOR_TIPO: Readonly<Record<TipoAprobacion, string>> = {
  prestamo: 'default',
  condonacion: 'gold',
  castigo: 'magenta',
  reenganche: 'blue',
  liquidacion: 'purple',
};

/** Pending forgiveness, write-offs, refinancing with new money and payoffs with discount, oldest first. */
async function pendientes(): Promise<Aprobacion[]> {
  const paginas = await Promise.all(
    TIPOS.map((tipo) =>
      clienteApi.get('/api/aprobaciones', {
        consulta: { estado: 'pendiente', tipo, limit: LIMITE_POR_TIPO },
      }),
    ),
  );
  return paginas
    .flatMap((pagina) => pagina.data)
    .sort((a, b) => a.solicitadoEn.localeCompare(b.solicitadoEn));
}

interface Props {
  /** After an approval or a rejection: the badge counts again. */
  alCambiar?: () => void;
}

/**
 * The Solicitudes view's money operations waiting for a second person (docs/decisiones/cuatro-ojos.md): forgiveness,
 * write-offs, refinancing with new money and payoffs with discount. An
 * admin other than the requester approves (applied as asked) or rejects with a reason; a gerente sees them wait.
 */
export function AprobacionesPendientes({ alCambiar }: Props) {
  const usuario = useSesion((estado) => estado.usuario);
  const esAdmin = usuario?.rol === 'admin';
  const [version, setVersion] = useState(0);
  const { datos, error, cargando } = useConsulta(pendientes, [version]);
  const [ocupado, setOcupado] = useState<string | null>(null);

  const recargar = () => {
    setVersion((actual) => actual + 1);
    alCambiar?.();
  };
  const rechazo = useDialogo<Aprobacion>(recargar);

  const aprobar = async (aprobacion: Aprobacion) => {
    if (!(await confirmar(MENSAJES_APROBACIONES_UI.confirmarAprobar(aprobacion), { aceptar: 'Aprobar' }))) return;
    setOcupado(aprobacion._id);
    try {
      // Admin only, never the requester; a money write: its own Idempotency-Key.
      const { message } = await clienteApi.conSobre.patch('/api/aprobaciones/{id}/aprobar', {
        ruta: { id: aprobacion._id },
        clave: nuevaClaveIdempotencia(),
      });
      toast.exito(message || MENSAJES_APROBACIONES_UI.aprobado);
      recargar();
    } catch (fallo) {
      toast.error(mensajeDeError(fallo, MENSAJES_APROBACIONES_UI.errorAprobar));
    } finally {
      setOcupado(null);
    }
  };

  const columnas: TableProps<Aprobacion>['columns'] = [
    {
      title: 'Tipo',
      dataIndex: 'tipo',
      key: 'tipo',
      render: (tipo: Aprobacion['tipo']) => (
        <Tag color={COLOR_TIPO[tipo]}>{ETIQUETAS_TIPO_APROBACION[tipo]}</Tag>
      ),
    },
    {
      title: 'Préstamo',
      key: 'prestamo',
      render: (_valor, aprobacion) => (
        <Link to={`/prestamos/${aprobacion.prestamo._id}/plan`}>#{aprobacion.prestamo.numero}</Link>
      ),
    },
    { title: 'Cliente', key: 'cliente', render: (_valor, aprobacion) => aprobacion.cliente.nombre },
    columnaPesos('Monto', 'monto'),
    {
      title: 'Motivo',
      key: 'motivo',
      render: (_valor, aprobacion) => (
        <Flex vertical>
          <Typography.Text>{aprobacion.motivo}</Typography.Text>
          {aprobacion.aplicarA && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {ETIQUETAS_APLICACION_CONDONACION[aprobacion.aplicarA]}
            </Typography.Text>
          )}
          {aprobacion.montoRecibido !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {MENSAJES_APROBACIONES_UI.recibe(aprobacion.montoRecibido)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Pedido por',
      key: 'solicitante',
      render: (_valor, aprobacion) => aprobacion.solicitante?.nombre ?? '—',
    },
    {
      title: 'Fecha',
      dataIndex: 'solicitadoEn',
      key: 'solicitadoEn',
      render: (instante: string) => formatearFechaHora(instante),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, aprobacion) => {
        const propia = !puedeResolverQuien(aprobacion.solicitante?._id ?? null, usuario?._id ?? '');
        if (propia)
          return (
            <Typography.Text type="secondary">{MENSAJES_APROBACIONES_UI.esperaOtraPersona}</Typography.Text>
          );
        if (!esAdmin)
          return (
            <Typography.Text type="secondary">{MENSAJES_APROBACIONES_UI.esperaAdministrador}</Typography.Text>
          );
        const queEs = `${ETIQUETAS_TIPO_APROBACION[aprobacion.tipo].toLowerCase()} del préstamo #${aprobacion.prestamo.numero}`;
        return (
          <Flex gap={8} wrap>
            <Button
              size="small"
              icon={<CheckOutlined />}
              aria-label={`Aprobar ${queEs}`}
              loading={ocupado === aprobacion._id}
              disabled={ocupado !== null}
              onClick={() => void aprobar(aprobacion)}
            >
              Aprobar
            </Button>
            <Button
              size="small"
              danger
              icon={<CloseOutlined />}
              aria-label={`Rechazar ${queEs}`}
              disabled={ocupado !== null}
              onClick={() => rechazo.abrir(aprobacion)}
            >
              Rechazar
            </Button>
          </Flex>
        );
      },
    },
  ];

  return (
    <Card
      size="small"
      title={MENSAJES_APROBACIONES_UI.titulo}
      style={{ marginBottom: 16 }}
      role="region"
      aria-label={MENSAJES_APROBACIONES_UI.titulo}
    >
      <Typography.Paragraph type="secondary">{MENSAJES_APROBACIONES_UI.ayuda}</Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon title={mensajeDeError(error, MENSAJES_APROBACIONES_UI.errorCargar)} />
      ) : (
        <Table<Aprobacion>
          size="small"
          rowKey="_id"
          loading={cargando && !datos}
          pagination={false}
          dataSource={datos ?? []}
          columns={columnas}
          locale={{ emptyText: MENSAJES_APROBACIONES_UI.vacio }}
          scroll={{ x: 'max-content' }}
        />
      )}
      {rechazo.abierto && (
        <RechazarAprobacionModal
          aprobacion={rechazo.abierto}
          alCerrar={rechazo.cerrar}
          alGuardar={rechazo.guardado}
        />
      )}
    </Card>
  );
}
