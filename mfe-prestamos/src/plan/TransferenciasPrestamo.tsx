import { Button, Empty, Flex, Spin, Tag, Typography } from 'antd';
import {
  ETIQUETAS_ESTADO_TRANSFERENCIA,
  ETIQUETAS_TIPO_CUENTA_PAGO,
  formatearCOP,
  formatearFecha,
  type EstadoTransferencia,
  type TransferenciaPago,
} from '@cartera/dominio';
import { clienteApi, ErrorDeCarga, nuevaClaveIdempotencia, useConsulta, useGuardado } from '@cartera/plataforma';

const COLOR_ESTADO: Readonly<Record<EstadoTransferencia, string>> = {
  por_confirmar: 'gold',
  confirmada: 'green',
  rechazada: 'red',
};

/**
 * The transfers the collectors recorded in Mi Ruta for this loan: «Por confirmar» ones have not touched the balance
 * yet; the office confirms them (they become a transfer collection) or rejects them.
 */
export function TransferenciasPrestamo({
  prestamoId,
  version,
  puedeDecidir,
  alCambiar,
}: {
  prestamoId: string;
  version: number;
  puedeDecidir: boolean;
  alCambiar: () => void;
}) {
  const transferencias = useConsulta(
    () => clienteApi.get('/api/pagos/transferencias', { consulta: { prestamo: prestamoId } }),
    [prestamoId, version],
  );
  const { guardando, ejecutar } = useGuardado();
  // Confirm or reject: each click carries its own Idempotency-Key.
  const decidir = (t: TransferenciaPago, decision: 'confirmar' | 'rechazar') =>
    ejecutar(
      () =>
        clienteApi.post(
          decision === 'confirmar'
            ? '/api/pagos/transferencias/{id}/confirmar'
            : '/api/pagos/transferencias/{id}/rechazar',
          { ruta: { id: t._id }, clave: nuevaClaveIdempotencia() },
        ),
      {
        exito:
          decision === 'confirmar' ? 'Transferencia confirmada y aplicada al préstamo' : 'Transferencia rechazada',
        error: 'Error al decidir la transferencia',
        alTerminar: alCambiar,
      },
    );

  if (transferencias.error && !transferencias.datos)
    return <ErrorDeCarga error={transferencias.error} texto="No se pudieron cargar las transferencias" />;
  if (!transferencias.datos) return <Spin />;
  if (transferencias.datos.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin transferencias registradas en Mi Ruta" />;
  }
  return (
    <ol aria-label="Transferencias del préstamo" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {transferencias.datos.map((t) => (
        <li key={t._id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
          <Flex justify="space-between" gap={8} wrap align="center">
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{formatearCOP(t.monto)}</Typography.Text>
              <Tag color={COLOR_ESTADO[t.estado]}>{ETIQUETAS_ESTADO_TRANSFERENCIA[t.estado]}</Tag>
              <Typography.Text type="secondary">
                {ETIQUETAS_TIPO_CUENTA_PAGO[t.cuenta.tipo]} · {t.cuenta.nombre} · ref. {t.referencia}
              </Typography.Text>
            </Flex>
            <Typography.Text type="secondary">
              {formatearFecha(t.fecha)} · {t.registradoPor?.nombre ?? 'Sin registro'}
            </Typography.Text>
          </Flex>
          {puedeDecidir && t.estado === 'por_confirmar' && (
            <Flex gap={8} style={{ marginTop: 4 }}>
              <Button size="small" type="primary" loading={guardando} onClick={() => void decidir(t, 'confirmar')}>
                Confirmar
              </Button>
              <Button size="small" danger disabled={guardando} onClick={() => void decidir(t, 'rechazar')}>
                Rechazar
              </Button>
            </Flex>
          )}
        </li>
      ))}
    </ol>
  );
}
