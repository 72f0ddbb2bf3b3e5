import { useState } from 'react';
import { Alert, Button, Card, Col, Row, Statistic, Tag, Typography, type TableProps } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ETIQUETAS_TIPO_EVENTO_AUDITORIA,
  esValorDe,
  formatearFechaHora,
  formatearNumero,
  MODULOS_AUDITORIA,
  TIPOS_EVENTO_AUDITORIA,
  type ConsultaAuditoria,
  type EventoAuditoria,
  type FormatoTabla,
  type TipoEventoAuditoria,
} from '@cartera/dominio';
import {
  clienteApi,
  descargarArchivo,
  modalDiferido,
  SelectorRangoFechas,
  Titulo,
  toast,
  useConsulta,
  useDescarga,
  useSesion,
} from '@cartera/plataforma';
import {
  BarraFiltros,
  FiltroBuscable,
  FiltroOpciones,
  opcionesDe,
  TablaPaginada,
  useListado,
  type FiltrosListado,
  SOLO_PANTALLA_ANCHA,
  TextoLargo,
} from '@cartera/plataforma/listado';
import { COLORES_TIPO } from './coloresTipo';

/** The filters without paging or order: what the summary and the exports take. */
function soloFiltros({ page: _page, limit: _limit, sort: _sort, ...resto }: ConsultaAuditoria) {
  return resto;
}

const listarEventos = (consulta: ConsultaAuditoria) => clienteApi.get('/api/auditoria', { consulta });

// The detail (Modal, Descriptions, Switch) loads when an event is opened, not with the list.
const DetalleEventoModal = modalDiferido(() =>
  import('./DetalleEventoModal').then((m) => ({ default: m.DetalleEventoModal })),
);

export const MENSAJE_SIN_PERMISO = 'Solo administradores y gerentes pueden ver la auditoría';

const TARJETAS = [
  { clave: 'total', titulo: 'Total de eventos', color: undefined },
  { clave: 'exitosos', titulo: 'Exitosos', color: '#389e0d' },
  { clave: 'fallidos', titulo: 'Fallidos', color: '#cf1322' },
  { clave: 'advertencias', titulo: 'Advertencias', color: '#d46b08' },
] as const;

/**
 * 'Auditoría y Logs' (spec §2): stat cards, filters (dates, user, module, type, free text), 'Limpiar', the paged
 * list 'Mostrando N de M eventos', the detail modal with the changes, and Exportar CSV/XLSX. Every filter, the
 * counts and the files are computed by the API; admin and gerente only (the API answers 403 to anyone else):
 * another role sees a notice and nothing is asked of the server, as in Flujo de Caja (docs/decisiones/roles-y-permisos.md).
 */
export default function AuditoriaPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  if (rol !== 'admin' && rol !== 'gerente') {
    return (
      <>
        <Titulo>Auditoría y Logs</Titulo>
        <Alert type="warning" showIcon title={MENSAJE_SIN_PERMISO} />
      </>
    );
  }
  return <Auditoria />;
}

function Auditoria() {
  const lista = useListado<ConsultaAuditoria & FiltrosListado, EventoAuditoria>({
    consultar: listarEventos,
    mensajeError: 'Error al cargar logs de auditoría',
    guardarComo: 'auditoria',
  });
  const { filtros, cambiarFiltros, filtro, limpiarFiltros } = lista;
  const claveFiltros = JSON.stringify(soloFiltros(filtros));
  const resumen = useConsulta(
    () => clienteApi.get('/api/auditoria/resumen', { consulta: soloFiltros(filtros) }),
    [claveFiltros],
    { guardarComo: 'auditoria-resumen' },
  );
  const opciones = useConsulta(() => clienteApi.get('/api/auditoria/opciones'), [], {
    guardarComo: 'auditoria-opciones',
  });
  const [detalle, setDetalle] = useState<EventoAuditoria | null>(null);
  const { descargando: exportando, descargar } = useDescarga<FormatoTabla>('Error al exportar logs de auditoría');
  // The search box keeps its own text: a new key after 'Limpiar' empties it too.
  const [vueltaLimpiar, setVueltaLimpiar] = useState(0);

  const limpiar = () => {
    limpiarFiltros();
    setVueltaLimpiar((n) => n + 1);
  };

  const exportar = (formato: FormatoTabla) => {
    toast.info('Exportando logs de auditoría...');
    // Streamed by the API, any size: no time limit.
    return descargar(formato, () =>
      descargarArchivo(`auditoria/export/${formato}`, `auditoria.${formato}`, soloFiltros(filtros), {
        tiempoMaximoMs: false,
      }),
    );
  };

  const rango: [Dayjs | null, Dayjs | null] = [
    filtros.fechaDesde ? dayjs(filtros.fechaDesde) : null,
    filtros.fechaHasta ? dayjs(filtros.fechaHasta) : null,
  ];
  // Only the modules the API filters by (a name outside MODULOS_AUDITORIA is a 400).
  const modulos = (opciones.datos?.modulos ?? MODULOS_AUDITORIA).filter((modulo) => esValorDe(MODULOS_AUDITORIA, modulo));

  const columnas: TableProps<EventoAuditoria>['columns'] = [
    {
      title: 'Fecha y hora',
      dataIndex: 'timestamp',
      key: 'fecha',
      sorter: true,
      render: (instante: string) => formatearFechaHora(instante),
    },
    {
      title: 'Usuario',
      dataIndex: 'usuario',
      key: 'usuario',
      sorter: true,
      render: (usuario: string) => <TextoLargo texto={usuario} ancho={150} />,
    },
    {
      title: 'Acción',
      dataIndex: 'accion',
      key: 'accion',
      sorter: true,
      render: (accion: string) => <TextoLargo texto={accion} ancho={200} />,
    },
    { title: 'Módulo', dataIndex: 'modulo', key: 'modulo', sorter: true, responsive: SOLO_PANTALLA_ANCHA },
    {
      title: 'Tipo',
      dataIndex: 'tipo',
      key: 'tipo',
      render: (tipo: TipoEventoAuditoria) => (
        <Tag color={COLORES_TIPO[tipo] ?? 'default'}>{ETIQUETAS_TIPO_EVENTO_AUDITORIA[tipo] ?? tipo}</Tag>
      ),
    },
    {
      title: 'Detalles',
      dataIndex: 'detalles',
      key: 'detalles',
      render: (detalles: string) => <TextoLargo texto={detalles} ancho={200} />,
    },
    {
      title: 'IP',
      dataIndex: 'ip',
      key: 'ip',
      responsive: SOLO_PANTALLA_ANCHA,
      render: (ip: string | null) => ip ?? '—',
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, evento) => (
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={`Ver detalle del evento ${evento.id}`}
          onClick={() => setDetalle(evento)}
        />
      ),
    },
  ];

  return (
    <>
      <Titulo
        acciones={
          <>
            <Button icon={<DownloadOutlined />} loading={exportando === 'csv'} onClick={() => void exportar('csv')}>
              Exportar CSV
            </Button>
            <Button icon={<DownloadOutlined />} loading={exportando === 'xlsx'} onClick={() => void exportar('xlsx')}>
              Exportar Excel
            </Button>
          </>
        }
      >
        Auditoría y Logs
      </Titulo>

      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {TARJETAS.map(({ clave, titulo, color }) => (
          <Col key={clave} xs={12} md={6}>
            <Card size="small" aria-label={titulo}>
              <Statistic
                title={titulo}
                value={resumen.datos?.[clave] ?? '—'}
                formatter={() => (resumen.datos ? formatearNumero(resumen.datos[clave]) : '—')}
                aria-busy={resumen.cargando && !resumen.datos}
                styles={color ? { content: { color } } : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>

      <BarraFiltros
        key={vueltaLimpiar}
        busqueda={lista.busqueda('search', 'Buscar eventos', 'Buscar por usuario, acción o detalles', { ancho: 300 })}
        alLimpiar={limpiar}
      >
        <SelectorRangoFechas
          format="DD/MM/YYYY"
          placeholder={['Fecha inicio', 'Fecha fin']}
          aria-label="Filtrar por fecha"
          value={rango}
          allowEmpty={[true, true]}
          onChange={(valores) =>
            cambiarFiltros({
              fechaDesde: valores?.[0]?.format('YYYY-MM-DD'),
              fechaHasta: valores?.[1]?.format('YYYY-MM-DD'),
            })
          }
        />
        <FiltroBuscable
          etiqueta="Filtrar por usuario"
          todos="Todos los usuarios"
          cargando={opciones.cargando}
          {...filtro('usuario')}
          opciones={(opciones.datos?.usuarios ?? []).map((usuario) => ({ value: usuario, label: usuario }))}
        />
        <FiltroOpciones
          etiqueta="Filtrar por módulo"
          todos="Todos los módulos"
          {...filtro('modulo')}
          opciones={modulos.map((modulo) => ({ value: modulo, label: modulo }))}
        />
        <FiltroOpciones
          etiqueta="Filtrar por tipo"
          todos="Todos los tipos"
          ancho={160}
          {...filtro('tipo')}
          opciones={opcionesDe(TIPOS_EVENTO_AUDITORIA, ETIQUETAS_TIPO_EVENTO_AUDITORIA)}
        />
      </BarraFiltros>

      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Mostrando {lista.filas.length} de {formatearNumero(lista.total)} eventos
      </Typography.Paragraph>

      <TablaPaginada<EventoAuditoria> listado={lista} columns={columnas} rowKey="id" />

      {detalle && <DetalleEventoModal evento={detalle} alCerrar={() => setDetalle(null)} />}
    </>
  );
}
