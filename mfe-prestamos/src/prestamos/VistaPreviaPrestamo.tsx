import type { ReactNode } from 'react';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { MENSAJES_USURA, formatearCOP, formatearFecha, type PreviewPrestamoUsura } from '@cartera/dominio';
import { TasaEfectivaConUsura } from './TasaEfectivaConUsura';
import type { UsuraVistaPrevia } from './useUsuraVistaPrevia';
import type { VistaPrevia } from './useVistaPrevia';

/** The usury warning with both rates and the largest flat interest under the cap, when the loan is above it. */
function avisoUsura(usura: PreviewPrestamoUsura | null): string | null {
  if (
    !usura?.superaUsura ||
    !usura.tasaUsura ||
    usura.tasaEfectivaAnual === null ||
    usura.interesMaximoUsura === null
  )
    return null;
  return MENSAJES_USURA.supera({
    tasaEfectivaAnual: usura.tasaEfectivaAnual,
    tipoCredito: usura.tipoCredito,
    tasaUsura: usura.tasaUsura,
    interesMaximo: usura.interesMaximoUsura,
  });
}

/**
 * The preview box of the loan and reenganche forms: totals, the loan's installment (the same amount the plan asks),
 * first/last due dates and the effective annual rate (what the flat rate costs per year, Colombian disclosure rule).
 * With `usura` (a loan still to disburse: a new one, a request, a reenganche's new loan), the EA stands next to the
 * certified usury rate of the credit type and date, and a loan above it is warned with the largest flat interest that
 * stays under it.
 */
export function VistaPreviaPrestamo({
  vista,
  titulo = 'Vista previa',
  usura,
}: {
  vista: VistaPrevia;
  titulo?: string;
  usura?: UsuraVistaPrevia;
}) {
  const { resultado, pendiente } = vista;
  const cifras: Array<{ titulo: string; valor: ReactNode }> | null =
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
            valor: (
              <TasaEfectivaConUsura tasa={resultado.preview.tasaEfectivaAnual} usura={usura?.usura ?? null} />
            ),
          },
        ]
      : null;
  const aviso = cifras ? avisoUsura(usura?.usura ?? null) : null;

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
        <>
          <Row gutter={[12, 8]}>
            {cifras.map((cifra) => (
              <Col key={cifra.titulo} xs={12} sm={8}>
                <Statistic
                  title={cifra.titulo}
                  value={0}
                  formatter={() => cifra.valor}
                  styles={{ content: { fontSize: 16 } }}
                />
              </Col>
            ))}
          </Row>
          {aviso && <Alert type="warning" showIcon style={{ marginTop: 12 }} title={aviso} />}
          {Boolean(usura?.error) && (
            <Typography.Text type="secondary">
              No se pudo consultar la tasa de usura de este préstamo.
            </Typography.Text>
          )}
        </>
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
