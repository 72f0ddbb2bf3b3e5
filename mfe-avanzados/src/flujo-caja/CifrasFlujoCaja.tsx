import { Card, Col, Row, Statistic } from 'antd';
import { formatearCOP, type FlujoCaja } from '@cartera/dominio';

/** The six figures of the range, each on its card (the totals in green, red and blue). */
export function CifrasFlujoCaja({ datos, cargando }: { datos: FlujoCaja | undefined; cargando: boolean }) {
  const cifras: [titulo: string, valor: number | undefined, color: string | undefined][] = [
    ['Total ingresos', datos?.tarjetas.totalIngresos, '#3f8600'],
    ['Total egresos', datos?.tarjetas.totalEgresos, '#cf1322'],
    ['Flujo neto', datos?.tarjetas.flujoNeto, undefined],
    ['Saldo actual', datos?.tarjetas.saldoActual, '#1677ff'],
    ['En caja', datos?.tarjetas.enCaja, undefined],
    ['En poder de cobradores', datos?.tarjetas.enPoderCobradores, undefined],
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cifras.map(([titulo, valor, color]) => (
        <Col xs={24} sm={12} lg={6} key={titulo}>
          <Card size="small" aria-label={titulo}>
            <Statistic
              title={titulo}
              aria-busy={cargando && !datos}
              value={valor === undefined ? '—' : formatearCOP(Number(valor))}
              styles={{ content: color ? { color } : {} }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
