// How the client pays this loan by transfer, on its plan page: the same reference, account and QR as the collector's
// receipt and the PDF receipt (GET /prestamos/:id/referencia-pago, docs/decisiones/pagos-por-transferencia.md).
import { Card, Flex, Typography } from 'antd';
import { destinoCuentaPago } from '@cartera/dominio';
import { clienteApi, mensajeDeError, registrarDiagnostico, useConsulta } from '@cartera/plataforma';

/** Side of the QR on the page, in CSS pixels: large enough for a phone's camera from the screen. */
const LADO_QR = 160;

export function ReferenciaPagoPrestamo({ prestamoId, numero }: { prestamoId: string; numero: number }) {
  const consulta = useConsulta(async () => {
    try {
      return await clienteApi.get('/api/prestamos/{id}/referencia-pago', { ruta: { id: prestamoId } });
    } catch (error) {
      registrarDiagnostico('advertencia', 'http', `Referencia de pago: ${mensajeDeError(error, 'sin detalle')}`);
      return null;
    }
  }, [prestamoId]);
  const datos = consulta.datos;
  if (!datos) return null;
  return (
    <Card size="small" title="Pago por transferencia" style={{ marginBottom: 16 }} role="region" aria-label="Pago por transferencia">
      <Flex gap={16} wrap align="center">
        <div>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            Referencia de pago: <Typography.Text strong copyable>{datos.referencia}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            {datos.cuenta
              ? `Pague por transferencia a ${destinoCuentaPago(datos.cuenta)}`
              : 'No hay cuentas de recaudo activas (Configuración › Sistema)'}
          </Typography.Text>
        </div>
        {datos.qr && (
          <img src={datos.qr} width={LADO_QR} height={LADO_QR} alt={`QR para pagar el préstamo #${numero}`} />
        )}
      </Flex>
    </Card>
  );
}
