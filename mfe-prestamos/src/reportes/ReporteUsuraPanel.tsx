// 'Usura': the open loans whose effective annual rate is above the certified usury rate of their credit type on their
// disbursement date (GET /api/reportes/usura, docs/decisiones/tasa-efectiva-y-usura.md). Admin and gerente.
import { Flex, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import {
  ETIQUETAS_TIPO_CREDITO,
  formatearCOP,
  formatearFecha,
  formatearNumero,
  formatearPorcentaje,
  hoyBogota,
  type PrestamoSobreUsura,
  type TipoCredito,
} from '@cartera/dominio';
import { clienteApi, descargarArchivo, useConsulta } from '@cartera/plataforma';
import { BotonesExporte } from '@cartera/plataforma/listado';
import { columnaPesos, formatearInteres, formatearTasaEfectiva } from '../prestamos/presentacion';
import { CuerpoReporte } from './CuerpoReporte';

export const TITULO_REPORTE_USURA = 'Préstamos sobre la tasa de usura';

const COLUMNAS: TableColumnsType<PrestamoSobreUsura> = [
  {
    title: 'Préstamo',
    dataIndex: 'numero',
    key: 'numero',
    render: (numero: number, fila) => (
      <Link to={`/prestamos/${encodeURIComponent(fila.prestamo)}/plan`}>#{numero}</Link>
    ),
  },
  { title: 'Cliente', dataIndex: 'cliente', key: 'cliente' },
  { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (fecha: string) => formatearFecha(fecha) },
  {
    title: 'Tipo de crédito',
    dataIndex: 'tipoCredito',
    key: 'tipoCredito',
    render: (tipo: TipoCredito) => ETIQUETAS_TIPO_CREDITO[tipo],
  },
  {
    title: 'Interés',
    dataIndex: 'interes',
    key: 'interes',
    align: 'right',
    render: (v: number) => formatearInteres(v),
  },
  { title: 'Cuotas', dataIndex: 'cuotas', key: 'cuotas', align: 'right' },
  {
    title: 'Tasa efectiva anual',
    dataIndex: 'tasaEfectivaAnual',
    key: 'tasaEfectivaAnual',
    align: 'right',
    render: (tasa: number) => <Typography.Text type="danger">{formatearTasaEfectiva(tasa)}</Typography.Text>,
  },
  {
    title: 'Tasa de usura',
    key: 'tasaUsura',
    render: (_valor, fila) => (
      <>
        {formatearPorcentaje(fila.tasaUsura.tasa, 2)} EA{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ({formatearFecha(fila.tasaUsura.desde)} – {formatearFecha(fila.tasaUsura.hasta)})
        </Typography.Text>
      </>
    ),
  },
  columnaPesos('Saldo', 'saldoPendiente'),
];

export function ReporteUsuraPanel() {
  const reporte = useConsulta(() => clienteApi.get('/api/reportes/usura'), [], { guardarComo: 'reportes-usura' });
  const filas = reporte.datos ?? [];
  const saldo = filas.reduce((suma, fila) => suma + fila.saldoPendiente, 0);

  return (
    <section aria-label={TITULO_REPORTE_USURA}>
      <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 720 }}>
          Préstamos abiertos cuya tasa efectiva anual supera la tasa de usura certificada para su tipo de
          crédito en la fecha del desembolso (Configuración › Sistema). Sin tasa registrada para esa fecha, el
          préstamo no aparece.
        </Typography.Paragraph>
        <Flex gap={8}>
          <BotonesExporte
            formatos={['csv']}
            descargar={() => descargarArchivo('reportes/usura/export/csv', `prestamos-sobre-usura-${hoyBogota()}.csv`)}
            mensajeError="No se pudo exportar el reporte"
          />
        </Flex>
      </Flex>
      <CuerpoReporte
        error={reporte.error}
        cifras={[
          [TITULO_REPORTE_USURA, reporte.datos && formatearNumero(filas.length)],
          ['Saldo pendiente', reporte.datos && formatearCOP(saldo)],
        ]}
      >
        <Table<PrestamoSobreUsura>
          rowKey="prestamo"
          columns={COLUMNAS}
          dataSource={filas}
          loading={reporte.cargando}
          pagination={filas.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          size="small"
          scroll={{ x: 'max-content' }}
          aria-label={TITULO_REPORTE_USURA}
          locale={{ emptyText: 'Ningún préstamo abierto supera la tasa de usura' }}
        />
      </CuerpoReporte>
    </section>
  );
}
