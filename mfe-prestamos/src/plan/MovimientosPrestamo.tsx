import { Typography, type TableProps } from 'antd';
import {
  ETIQUETAS_TIPO_MOVIMIENTO,
  LIMITES,
  formatearCOP,
  formatearFecha,
  type MovimientoPrestamo,
  type TipoMovimiento,
} from '@cartera/dominio';
import { clienteApi, ErrorDeCarga, useConsulta } from '@cartera/plataforma';
import { MarcaFueraDeSitio, TablaAlVerse } from '@cartera/plataforma/listado';
import { MENSAJES_LIBRO } from '../prestamos/mensajes';
import { ReciboTag } from './ReciboTag';

const dinero = (valor: number) => formatearCOP(valor);

/** Movements of money received from the client: each one has its receipt, or says it has none. */
const CON_RECIBO: ReadonlySet<TipoMovimiento> = new Set<TipoMovimiento>([
  'cobro',
  'liquidacion',
  'recuperacion',
]);

const COLUMNAS: TableProps<MovimientoPrestamo>['columns'] = [
  { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', render: (fecha: string) => formatearFecha(fecha) },
  {
    title: 'Tipo',
    dataIndex: 'tipo',
    key: 'tipo',
    // Un cobro hecho lejos del cliente lleva su marca (docs/decisiones/ubicacion-de-los-cobros.md).
    render: (tipo: TipoMovimiento, movimiento) => (
      <>
        {ETIQUETAS_TIPO_MOVIMIENTO[tipo] ?? tipo}
        {(tipo === 'cobro' || tipo === 'liquidacion') && (
          <>
            {' '}
            <MarcaFueraDeSitio ubicacion={movimiento.ubicacion} />
          </>
        )}
        {/* What the contract and the books count differently, in words (interest withheld or refinanced). */}
        {movimiento.explicacion && (
          <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 360, fontSize: 12 }}>
            {movimiento.explicacion}
          </Typography.Paragraph>
        )}
      </>
    ),
  },
  {
    title: 'Recibo al cliente',
    dataIndex: 'recibo',
    key: 'recibo',
    // A reversion shows the correction it sent, if any.
    render: (recibo: MovimientoPrestamo['recibo'], movimiento) =>
      CON_RECIBO.has(movimiento.tipo) || recibo ? <ReciboTag recibo={recibo} /> : '—',
  },
  { title: 'Monto', dataIndex: 'monto', key: 'monto', align: 'right', render: dinero },
  { title: 'Capital', dataIndex: 'capital', key: 'capital', align: 'right', render: dinero },
  { title: 'Interés', dataIndex: 'interes', key: 'interes', align: 'right', render: dinero },
  // Interés de mora causado, cobrado, devuelto o perdonado (docs/decisiones/interes-de-mora.md).
  {
    title: 'Mora',
    dataIndex: 'mora',
    key: 'mora',
    align: 'right',
    render: (v: number) => (v > 0 ? dinero(v) : '—'),
  },
  { title: 'Efectivo', dataIndex: 'efectivo', key: 'efectivo', align: 'right', render: dinero },
  { title: 'Saldo después', dataIndex: 'saldoDespues', key: 'saldoDespues', align: 'right', render: dinero },
  { title: 'Motivo', dataIndex: 'motivo', key: 'motivo', render: (motivo: string | null) => motivo ?? '—' },
  {
    title: 'Comprobante',
    dataIndex: 'asientoContable',
    key: 'asientoContable',
    align: 'right',
    render: (asiento: MovimientoPrestamo['asientoContable']) => (asiento ? `Nº ${asiento.numero}` : '—'),
  },
  {
    title: 'Registrado por',
    dataIndex: 'registradoPor',
    key: 'registradoPor',
    render: (usuario: MovimientoPrestamo['registradoPor']) => usuario?.nombre ?? 'Sistema',
  },
];

/**
 * The loan's journal, oldest first (GET /prestamos/:id/movimientos): each movement with its split into capital and
 * interest, its effect on the cash, the balance it left and what the client was told (receipt or correction). `version` changes after every operation: read again.
 */
export function MovimientosPrestamo({ prestamoId, version }: { prestamoId: string; version: number }) {
  const movimientos = useConsulta(
    () => clienteApi.get('/api/prestamos/{id}/movimientos', { ruta: { id: prestamoId } }),
    [prestamoId, version],
  );
  if (movimientos.error && !movimientos.datos)
    return <ErrorDeCarga error={movimientos.error} texto={MENSAJES_LIBRO.errorMovimientos} />;
  return (
    <TablaAlVerse<MovimientoPrestamo>
      rowKey="_id"
      columns={COLUMNAS}
      dataSource={movimientos.datos ?? []}
      loading={movimientos.cargando}
      scroll={{ x: 'max-content' }}
      size="small"
      aria-label="Movimientos del préstamo"
      pagination={{
        defaultPageSize: LIMITES.tamanoPagina,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => `${total} movimientos`,
      }}
    />
  );
}
