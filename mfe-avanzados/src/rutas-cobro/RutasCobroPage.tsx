import { useState } from 'react';
import { Avatar, Button, Card, Col, DatePicker, Empty, Flex, Input, Row, Select, Space, Statistic, Table, Tag, Typography, type TableProps } from 'antd';
import { CarOutlined, ClockCircleOutlined, DownloadOutlined, FilePdfOutlined, UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  ETIQUETAS_TIPO_RUTA,
  RUTAS,
  TIPOS_RUTA,
  formatearCOP,
  hoyBogota,
  nivelDiasVencidoRuta,
  type TipoRuta,
} from '@cartera/dominio';
import {
  Titulo,
  mensajeDeError,
  toast,
  useConsulta,
  useSesion,
  guardarArchivo,
} from '@cartera/plataforma';
import { rutasApi, type FormatoRuta, type PrestamoRuta, type Ruta } from './rutas.api';

const COLOR_NIVEL = { peligro: 'error', advertencia: 'warning', info: 'processing' } as const;
const MENSAJE_ERROR = 'Error generando rutas de cobro';

/**
 * 'Rutas de Cobro' (spec §2): date, type and collector filters; 'Generar Rutas' computes one route per collector on the
 * server and saves it for the date; on opening, the saved routes of the chosen date are shown (a cobrador sees only
 * his). Each card: collector, Exportar (text) and PDF sheet, clients, total to collect, distance, time and the top 5
 * overdue loans.
 */
export default function RutasCobroPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = rol === 'admin' || rol === 'gerente';
  const [fecha, setFecha] = useState(hoyBogota());
  const [tipo, setTipo] = useState<TipoRuta>('vencidos');
  const [cobradorId, setCobradorId] = useState<string | undefined>(undefined);
  const [zona, setZona] = useState('');
  const [generando, setGenerando] = useState(false);
  const [generadas, setGeneradas] = useState<{ fecha: string; rutas: Ruta[] } | null>(null);
  const guardadas = useConsulta(() => rutasApi.guardadas(fecha), [fecha]);
  const cobradores = useConsulta(() => (administra ? rutasApi.cobradores() : Promise.resolve([])), [administra]);

  const rutas = generadas?.fecha === fecha ? generadas.rutas : (guardadas.datos ?? []);

  async function generar() {
    setGenerando(true);
    try {
      const nuevas = await rutasApi.generar({
        fecha,
        tipo,
        cobradorId: administra ? cobradorId : undefined,
        zona: tipo === 'zona' && zona.trim() ? zona.trim() : undefined,
      });
      setGeneradas({ fecha, rutas: nuevas });
      toast.exito(nuevas.length === 0 ? 'No hay préstamos para las rutas con estos filtros' : `${nuevas.length} ruta(s) generada(s)`);
    } catch (error) {
      toast.error(mensajeDeError(error, MENSAJE_ERROR));
    } finally {
      setGenerando(false);
    }
  }

  async function exportar(ruta: Ruta, formato: FormatoRuta) {
    try {
      const archivo = await rutasApi.exportar(ruta._id, formato);
      guardarArchivo(archivo.blob, archivo.nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error al exportar la ruta'));
    }
  }

  return (
    <>
      <Titulo>Rutas de Cobro</Titulo>
      <Card style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap align="end">
          <label>
            <Typography.Text type="secondary">Fecha de la ruta</Typography.Text>
            <br />
            <DatePicker
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
                options={(cobradores.datos ?? []).map((c) => ({ value: c._id, label: c.nombre }))}
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
              <TarjetaRuta ruta={ruta} alExportar={(formato) => void exportar(ruta, formato)} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}

function TarjetaRuta({ ruta, alExportar }: { ruta: Ruta; alExportar: (formato: FormatoRuta) => void }) {
  const top = ruta.prestamos.slice(0, RUTAS.prestamosPorTarjeta);
  // Clients of the route not shown in the top 5 rows.
  const restantes = ruta.clientes.length - new Set(top.map((p) => p.cliente._id)).size;
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
    { title: 'Teléfono', key: 'telefono', render: (_v, p) => p.cliente.telefono },
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
          <Statistic title="Clientes" value={ruta.clientes.length} />
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
        {ruta.tipo !== 'vencidos' && (
          <Col xs={12} md={6}>
            <Statistic title="Cuotas del día" value={formatearCOP(ruta.totalCuotasDelDia)} />
          </Col>
        )}
      </Row>
      <Table<PrestamoRuta> rowKey="_id" size="small" pagination={false} columns={columnas} dataSource={top} />
      {restantes > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          Y {restantes} clientes más...
        </Typography.Text>
      )}
    </Card>
  );
}
