import { useState } from 'react';
import { Avatar, Button, Card, Col, Drawer, Empty, Flex, Input, Row, Select, Space, Spin, Statistic, Table, Tag, Typography, type TableProps } from 'antd';
import { CarOutlined, ClockCircleOutlined, DownloadOutlined, EnvironmentOutlined, FilePdfOutlined, UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  ETIQUETAS_TIPO_RUTA,
  TIPOS_RUTA,
  formatearCOP,
  formatearTelefono,
  hoyBogota,
  nivelDiasVencidoRuta,
  type FormatoRuta,
  type ParadaRuta,
  type PrestamoRuta,
  type Ruta,
  type TipoRuta,
} from '@cartera/dominio';
import {
  clienteApi,
  descargarArchivo,
  mensajeDeError,
  SelectorFecha,
  Titulo,
  useConsulta,
  useDescarga,
  useGuardado,
  useSelectorCobradores,
  useSesion,
} from '@cartera/plataforma';
import { TablaAlVerse } from '@cartera/plataforma/listado';

const COLOR_NIVEL = { peligro: 'error', advertencia: 'warning', info: 'processing' } as const;
const MENSAJE_ERROR = 'Error generando rutas de cobro';

/**
 * 'Rutas de Cobro' (spec §2): date, type and collector filters; 'Generar Rutas' computes one route per collector on the
 * server and saves it for the date; on opening, the saved routes of the chosen date are shown (a cobrador sees only
 * his). Each card: collector, Exportar (text) and PDF sheet, clients, total to collect, distance, time and the top 5
 * overdue loans; the server sends only the cards. 'Ver paradas' loads one route's stops in visiting order.
 */
export default function RutasCobroPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = rol === 'admin' || rol === 'gerente';
  const [fecha, setFecha] = useState(hoyBogota());
  const [tipo, setTipo] = useState<TipoRuta>('vencidos');
  const [cobradorId, setCobradorId] = useState<string | undefined>(undefined);
  const [zona, setZona] = useState('');
  const { guardando: generando, ejecutar } = useGuardado();
  const [generadas, setGeneradas] = useState<{ fecha: string; rutas: Ruta[] } | null>(null);
  const [abierta, setAbierta] = useState<Ruta | null>(null);
  const exporte = useDescarga<FormatoRuta>('Error al exportar la ruta');
  const guardadas = useConsulta(() => clienteApi.get('/api/rutas', { consulta: { fecha } }), [fecha], { guardarComo: 'rutas-cobro' });
  const cobradores = useSelectorCobradores({ pedir: administra, guardarComo: 'rutas-cobro-cobradores' });

  const rutas = generadas?.fecha === fecha ? generadas.rutas : (guardadas.datos ?? []);

  async function generar() {
    await ejecutar(
      () =>
        clienteApi.post('/api/rutas/generar', {
          cuerpo: {
            fecha,
            tipo,
            cobradorId: administra ? cobradorId : undefined,
            zona: tipo === 'zona' && zona.trim() ? zona.trim() : undefined,
          },
        }),
      {
        exito: (nuevas) =>
          nuevas.length === 0
            ? 'No hay préstamos para las rutas con estos filtros'
            : `${nuevas.length} ruta(s) generada(s)`,
        error: MENSAJE_ERROR,
        alTerminar: (nuevas) => setGeneradas({ fecha, rutas: nuevas }),
      },
    );
  }

  function exportar(ruta: Ruta, formato: FormatoRuta) {
    return exporte.descargar(formato, () =>
      descargarArchivo(`rutas/${encodeURIComponent(ruta._id)}/export/${formato}`, `ruta-${ruta._id}.${formato}`),
    );
  }

  return (
    <>
      <Titulo>Rutas de Cobro</Titulo>
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap align="end">
          <label>
            <Typography.Text type="secondary">Fecha de la ruta</Typography.Text>
            <br />
            <SelectorFecha
              aria-label="Fecha de la ruta"
              format="DD/MM/YYYY"
              allowClear={false}
              value={dayjs(fecha)}
              onChange={(valor) => {
                if (valor) setFecha(valor.format('YYYY-MM-DD'));
              }}
            />
          </label>
          <label>
            <Typography.Text type="secondary">Tipo de ruta</Typography.Text>
            <br />
            <Select<TipoRuta>
              aria-label="Tipo de ruta"
              style={{ width: 180 }}
              value={tipo}
              options={TIPOS_RUTA.map((valor) => ({ value: valor, label: ETIQUETAS_TIPO_RUTA[valor] }))}
              onChange={setTipo}
            />
          </label>
          {administra && (
            <label>
              <Typography.Text type="secondary">Cobrador</Typography.Text>
              <br />
              <Select<string>
                aria-label="Cobrador"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Todos los cobradores"
                style={{ width: 220 }}
                value={cobradorId}
                loading={cobradores.cargando}
                options={cobradores.opciones}
                onChange={setCobradorId}
              />
            </label>
          )}
          {tipo === 'zona' && (
            <label>
              <Typography.Text type="secondary">Zona (barrio o ciudad)</Typography.Text>
              <br />
              <Input
                aria-label="Zona (barrio o ciudad)"
                placeholder="Todas las zonas"
                style={{ width: 200 }}
                value={zona}
                maxLength={120}
                onChange={(evento) => setZona(evento.target.value)}
              />
            </label>
          )}
          <Button type="primary" icon={<CarOutlined />} loading={generando} onClick={() => void generar()}>
            {generando ? 'Generando...' : 'Generar Rutas'}
          </Button>
        </Flex>
      </Card>

      {rutas.length === 0 ? (
        <Card>
          <Empty
            description={
              <>
                <Typography.Text strong>No hay rutas generadas</Typography.Text>
                <br />
                <Typography.Text type="secondary">Configure los filtros y haga clic en &apos;Generar Rutas&apos;</Typography.Text>
              </>
            }
          />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {rutas.map((ruta) => (
            <Col key={ruta._id} xs={24} xl={12}>
              <TarjetaRuta ruta={ruta} alExportar={(formato) => void exportar(ruta, formato)} alVerParadas={() => setAbierta(ruta)} />
            </Col>
          ))}
        </Row>
      )}
      {abierta && <ParadasRuta ruta={abierta} alCerrar={() => setAbierta(null)} />}
    </>
  );
}

interface PropsTarjeta {
  ruta: Ruta;
  alExportar: (formato: FormatoRuta) => void;
  alVerParadas: () => void;
}

function TarjetaRuta({ ruta, alExportar, alVerParadas }: PropsTarjeta) {
  const columnas: TableProps<PrestamoRuta>['columns'] = [
    { title: '#', key: 'n', width: 40, render: (_v, _p, i) => i + 1 },
    {
      title: 'Cliente',
      key: 'cliente',
      render: (_v, p) => (
        <Space>
          <Avatar size="small" icon={<UserOutlined />} />
          {p.cliente.nombre}
        </Space>
      ),
    },
    { title: 'Teléfono', key: 'telefono', render: (_v, p) => <Telefono numero={p.cliente.telefono} /> },
    {
      title: 'Días vencido',
      key: 'dias',
      render: (_v, p) => <Tag color={COLOR_NIVEL[nivelDiasVencidoRuta(p.diasVencido)]}>{p.diasVencido} días</Tag>,
    },
    { title: 'Monto', key: 'monto', align: 'right', render: (_v, p) => formatearCOP(p.saldoPendiente) },
  ];
  return (
    <Card
      aria-label={`Ruta de ${ruta.cobrador.nombre}`}
      title={
        <Space>
          <UserOutlined />
          {ruta.cobrador.nombre}
        </Space>
      }
      extra={
        <Space>
          <Button icon={<DownloadOutlined />} aria-label={`Exportar ruta de ${ruta.cobrador.nombre}`} onClick={() => alExportar('txt')}>
            Exportar
          </Button>
          <Button icon={<FilePdfOutlined />} aria-label={`PDF de la ruta de ${ruta.cobrador.nombre}`} onClick={() => alExportar('pdf')}>
            PDF
          </Button>
        </Space>
      }
    >
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={12} md={6}>
          <Statistic title="Clientes" value={ruta.cantidadClientes} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Total a cobrar" value={formatearCOP(ruta.totalACobrar)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Distancia" value={`${ruta.distanciaTotal.toFixed(1)} km`} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Tiempo estimado" prefix={<ClockCircleOutlined />} value={ruta.tiempoEstimado} />
        </Col>
      </Row>
      <TablaAlVerse<PrestamoRuta> rowKey="_id" size="small" pagination={false} columns={columnas} dataSource={ruta.topPrestamos} />
      <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
        {ruta.clientesRestantes > 0 ? (
          <Typography.Text type="secondary">Y {ruta.clientesRestantes} clientes más...</Typography.Text>
        ) : (
          <span />
        )}
        <Button type="link" icon={<EnvironmentOutlined />} aria-label={`Ver paradas de ${ruta.cobrador.nombre}`} onClick={alVerParadas}>
          Ver paradas
        </Button>
      </Flex>
    </Card>
  );
}

/** A client's phone as 3-3-4 (spec §5) that dials on a phone: the collector calls from the route. */
function Telefono({ numero }: { numero: string | null | undefined }) {
  return numero ? <a href={`tel:${numero}`}>{formatearTelefono(numero)}</a> : <>—</>;
}

/** Every stop of one route in visiting order, read from GET /rutas/:id (the cards do not carry them). */
function ParadasRuta({ ruta, alCerrar }: { ruta: Ruta; alCerrar: () => void }) {
  const detalle = useConsulta(() => clienteApi.get('/api/rutas/{id}', { ruta: { id: ruta._id } }), [ruta._id]);
  const columnas: TableProps<ParadaRuta>['columns'] = [
    { title: '#', dataIndex: 'orden', key: 'orden', width: 48 },
    { title: 'Cliente', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Dirección', key: 'direccion', render: (_v, p) => [p.direccion, p.barrio, p.ciudad].filter(Boolean).join(', ') },
    { title: 'Teléfono', key: 'telefono', render: (_v, p) => <Telefono numero={p.telefono} /> },
    {
      title: 'Días vencido',
      key: 'dias',
      render: (_v, p) => <Tag color={COLOR_NIVEL[nivelDiasVencidoRuta(p.diasVencido)]}>{p.diasVencido} días</Tag>,
    },
    { title: 'Saldo', key: 'saldo', align: 'right', render: (_v, p) => formatearCOP(p.saldoPendiente) },
    { title: 'Cuota del día', key: 'cuota', align: 'right', render: (_v, p) => formatearCOP(p.cuotaDelDia) },
  ];
  return (
    <Drawer open width={900} title={`Paradas de ${ruta.cobrador.nombre}`} onClose={alCerrar} destroyOnHidden>
      {detalle.cargando && !detalle.datos ? (
        <Spin />
      ) : detalle.error ? (
        <Typography.Text type="danger">{mensajeDeError(detalle.error, 'Error al cargar la ruta')}</Typography.Text>
      ) : detalle.datos ? (
        <>
          <Typography.Paragraph type="secondary">
            {detalle.datos.clientes.length} paradas · {detalle.datos.prestamos.length} préstamos · Cuotas del día:{' '}
            {formatearCOP(detalle.datos.totalCuotasDelDia)}
          </Typography.Paragraph>
          <Table<ParadaRuta>
            rowKey="_id"
            size="small"
            aria-label="Paradas de la ruta"
            pagination={{ pageSize: 50, showSizeChanger: false }}
            columns={columnas}
            dataSource={detalle.datos.clientes}
          />
        </>
      ) : null}
    </Drawer>
  );
}
