import { Link } from 'react-router-dom';
import { Button, Checkbox, Space, Tag, Typography, type TableProps } from 'antd';
import { MessageOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ESTADOS_SOLICITUD_DATOS,
  ETIQUETAS_ESTADO_SOLICITUD,
  ETIQUETAS_TIPO_SOLICITUD,
  TIPOS_SOLICITUD_DATOS,
  cierraSolicitud,
  diasHabilesEntre,
  formatearFecha,
  hoyBogota,
  opcionesDe,
  solicitudPorVencer,
  type ConsultaSolicitudes,
  type EstadoSolicitudDatos,
  type SolicitudDatos,
  type TipoSolicitudDatos,
} from '@cartera/dominio';
import { AvisoPantalla, clienteApi, modalDiferido, Titulo, useSesion, useDialogo } from '@cartera/plataforma';
import {
  AccionFila,
  BarraFiltros,
  FiltroOpciones,
  TablaPaginada,
  useListado,
  type FiltrosListado,
} from '@cartera/plataforma/listado';

// The forms (Modal, Form, DatePicker) load when first opened, not with the list.
const SolicitudFormModal = modalDiferido(() =>
  import('./SolicitudFormModal').then((m) => ({ default: m.SolicitudFormModal })),
);
const ResponderSolicitudModal = modalDiferido(() =>
  import('./ResponderSolicitudModal').then((m) => ({ default: m.ResponderSolicitudModal })),
);

const COLOR_ESTADO: Readonly<Record<EstadoSolicitudDatos, string>> = {
  recibida: 'blue',
  en_tramite: 'gold',
  respondida: 'green',
  rechazada: 'default',
};

/** The due date of a request, and how it stands today while it is open. */
function Vence({ solicitud, hoy }: { solicitud: SolicitudDatos; hoy: string }) {
  const fecha = formatearFecha(solicitud.fechaVence);
  if (cierraSolicitud(solicitud.estado)) return <>{fecha}</>;
  const quedan = diasHabilesEntre(hoy, solicitud.fechaVence);
  return (
    <Space orientation="vertical" size={0}>
      <span>{fecha}</span>
      {solicitud.vencida ? (
        <Tag color="red">Vencida</Tag>
      ) : solicitudPorVencer(solicitud.estado, solicitud.fechaVence, hoy) ? (
        <Tag color="orange">{quedan === 0 ? 'Vence hoy' : `Quedan ${quedan} días hábiles`}</Tag>
      ) : (
        <Typography.Text type="secondary">Quedan {quedan} días hábiles</Typography.Text>
      )}
    </Space>
  );
}

/**
 * 'Datos Personales' (docs/decisiones/datos-personales.md): the register of the titulares' requests (consultas within
 * 10 business days, reclamos within 15), open ones first by due date; register a new one, answer or reject an open
 * one (the answer may go to the client by a notification channel). Admin and gerente: a collector who reaches it by
 * its address sees a notice and nothing is asked of the server (the API refuses him too).
 */
export default function HabeasDataPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  if (rol === 'cobrador') {
    return (
      <AvisoPantalla
        tipo="prohibido"
        titulo="Sin permiso"
        detalle="Las solicitudes sobre datos personales son de administradores y gerentes."
      />
    );
  }
  return <RegistroSolicitudes />;
}

function RegistroSolicitudes() {
  const hoy = hoyBogota();
  const lista = useListado<ConsultaSolicitudes & FiltrosListado, SolicitudDatos>({
    // Open requests first, by due date; without `abiertas`, all of them.
    consultar: ({ abiertas, ...consulta }) =>
      clienteApi.get('/api/habeas-data/solicitudes', {
        consulta: { ...consulta, abiertas: abiertas || undefined },
      }),
    filtrosIniciales: {},
    mensajeError: 'Error al cargar las solicitudes',
    guardarComo: 'habeas-data',
  });
  const { filtros, cambiarFiltros, filtro, recargar } = lista;
  const registro = useDialogo<true>(recargar);
  const respuesta = useDialogo<SolicitudDatos>(recargar);

  const columnas: TableProps<SolicitudDatos>['columns'] = [
    { title: 'Nº', dataIndex: 'numero', key: 'numero', render: (numero: number) => `#${numero}` },
    {
      title: 'Tipo',
      dataIndex: 'tipo',
      key: 'tipo',
      render: (tipo: TipoSolicitudDatos) => ETIQUETAS_TIPO_SOLICITUD[tipo],
    },
    {
      title: 'Titular',
      key: 'titular',
      render: (_valor, solicitud) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{solicitud.titular}</Typography.Text>
          {solicitud.cliente && (
            <Link to={`/clientes/${encodeURIComponent(solicitud.cliente._id)}/editar`}>
              Cliente: {solicitud.cliente.nombre}
            </Link>
          )}
          {solicitud.contacto && <Typography.Text type="secondary">{solicitud.contacto}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: 'Lo que pide',
      dataIndex: 'descripcion',
      key: 'descripcion',
      width: 280,
      render: (descripcion: string) => (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: descripcion }} style={{ margin: 0 }}>
          {descripcion}
        </Typography.Paragraph>
      ),
    },
    {
      title: 'Recibida',
      dataIndex: 'fechaRecibida',
      key: 'fechaRecibida',
      render: (fecha: string) => formatearFecha(fecha),
    },
    {
      title: 'Vence',
      key: 'fechaVence',
      render: (_valor, solicitud) => <Vence solicitud={solicitud} hoy={hoy} />,
    },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoSolicitudDatos) => (
        <Tag color={COLOR_ESTADO[estado]}>{ETIQUETAS_ESTADO_SOLICITUD[estado]}</Tag>
      ),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, solicitud) =>
        cierraSolicitud(solicitud.estado) ? null : (
          <AccionFila
            texto={`Responder solicitud #${solicitud.numero}`}
            icono={<MessageOutlined />}
            onClick={() => respuesta.abrir(solicitud)}
          />
        ),
    },
  ];

  return (
    <>
      <Titulo
        acciones={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => registro.abrir(true)}>
            Registrar solicitud
          </Button>
        }
      >
        Datos Personales
      </Titulo>
      <Typography.Paragraph type="secondary">
        Consultas y reclamos de los titulares de datos (Ley 1581 de 2012): una consulta se responde en 10 días
        hábiles y un reclamo (también actualización o supresión) en 15, contados desde el día siguiente al
        recibo.
      </Typography.Paragraph>

      <BarraFiltros
        busqueda={lista.busqueda('search', 'Buscar solicitudes', 'Buscar por titular o cliente', { demoraMs: 300 })}
      >
        <FiltroOpciones<TipoSolicitudDatos>
          etiqueta="Filtrar por tipo"
          todos="Todos los tipos"
          {...filtro('tipo')}
          opciones={opcionesDe(TIPOS_SOLICITUD_DATOS, ETIQUETAS_TIPO_SOLICITUD)}
        />
        <FiltroOpciones<EstadoSolicitudDatos>
          etiqueta="Filtrar por estado"
          todos="Todos los estados"
          {...filtro('estado')}
          opciones={opcionesDe(ESTADOS_SOLICITUD_DATOS, ETIQUETAS_ESTADO_SOLICITUD)}
        />
        <Checkbox
          checked={Boolean(filtros.abiertas)}
          onChange={(evento) => cambiarFiltros({ abiertas: evento.target.checked || undefined })}
        >
          Sólo las abiertas
        </Checkbox>
      </BarraFiltros>

      <TablaPaginada<SolicitudDatos>
        listado={lista}
        columns={columnas}
        etiquetaTotal={(total) => `${total} solicitudes`}
        expandable={{
          rowExpandable: (solicitud) => solicitud.respuesta !== null,
          expandedRowRender: (solicitud) => (
            <Typography.Paragraph style={{ margin: 0 }}>
              <Typography.Text strong>
                Respuesta{solicitud.respondidaEn ? ` del ${formatearFecha(solicitud.respondidaEn)}` : ''}
                :{' '}
              </Typography.Text>
              {solicitud.respuesta}
            </Typography.Paragraph>
          ),
        }}
      />

      {registro.abierto && (
        <SolicitudFormModal {...registro.cierre} />
      )}
      {respuesta.abierto && (
        <ResponderSolicitudModal solicitud={respuesta.abierto} {...respuesta.cierre} />
      )}
    </>
  );
}
