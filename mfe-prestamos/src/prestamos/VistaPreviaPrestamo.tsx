import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { formatearCOP, formatearFecha, formatearPorcentaje } from '@cartera/dominio';
import type { VistaPrevia } from './useVistaPrevia';

/**
 * The preview box of the loan and reenganche forms: totals, the loan's installment (the same amount the plan asks),
 * first/last due dates and the effective annual rate (what the flat rate costs per year, Colombian disclosure rule).
 */
export function VistaPreviaPrestamo({
  vista,
  titulo = 'Vista previa',
}: {
  vista: VistaPrevia;
  titulo?: string;
}) {
  const { resultado, pendiente } = vista;
  const cifras =
    resultado?.estado === 'lista'
      ? [
          { titulo: 'Monto total', valor: formatearCOP(resultado.preview.montoTotalCalculado) },
          { titulo: 'Cuota', valor: formatearCOP(resultado.preview.montoCuotaProm) },
          { titulo: 'Interés total', valor: formatearCOP(resultado.preview.interesTotal) },
          { titulo: 'Monto entregado', valor: formatearCOP(resultado.preview.montoEntregado) },
          { titulo: 'Primera cuota', valor: formatearFecha(resultado.preview.primeraFecha) },
          { titulo: 'Última cuota', valor: formatearFecha(resultado.preview.ultimaFecha) },
          {
            titulo: 'Tasa efectiva anual',
            valor:
              resultado.preview.tasaEfectivaAnual === null
                ? 'No aplica'
                : `${formatearPorcentaje(resultado.preview.tasaEfectivaAnual, 2)} EA`,
          },
        ]
      : null;

  return (
    <Card
      size="small"
      title={titulo}
      extra={pendiente ? <Typography.Text type="secondary">Calculando…</Typography.Text> : null}
      role="region"
      aria-label={titulo}
      aria-busy={pendiente}
      style={{ background: '#f6fbf9' }}
    >
      {cifras ? (
        <Row gutter={[12, 8]}>
          {cifras.map((cifra) => (
            <Col key={cifra.titulo} xs={12} sm={8}>
              <Statistic title={cifra.titulo} value={cifra.valor} styles={{ content: { fontSize: 16 } }} />
            </Col>
          ))}
        </Row>
      ) : resultado?.estado === 'incompleta' ? (
        <Alert
          type="info"
          showIcon
          title="Complete monto, interés, cuotas y fechas para ver el cálculo"
          description={Object.values(resultado.errores)[0]}
        />
      ) : (
        <Typography.Text type="secondary">Calculando…</Typography.Text>
      )}
    </Card>
  );
}
