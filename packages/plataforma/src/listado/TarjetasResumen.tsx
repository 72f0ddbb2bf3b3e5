import { Card, Col, Row, Statistic, type ColProps } from 'antd';

export interface TarjetaResumen {
  /** The card's title, also its accessible name (a group). */
  titulo: string;
  /** The figure, or undefined while it has not arrived ('—'). */
  valor: number | string | undefined;
}

interface Props {
  tarjetas: readonly TarjetaResumen[];
  /** The figures are being asked for: a card without its value says it is busy. */
  cargando: boolean;
  /** The width of each card by screen size: three in a row from `sm` unless given. */
  columna?: ColProps;
}

/** The row of figures above a list (totals, actives, inactives…): each a small card named by its title. */
export function TarjetasResumen({ tarjetas, cargando, columna = { xs: 24, sm: 8 } }: Props) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {tarjetas.map((tarjeta) => (
        <Col key={tarjeta.titulo} {...columna}>
          <Card size="small" role="group" aria-label={tarjeta.titulo}>
            <Statistic
              title={tarjeta.titulo}
              value={tarjeta.valor ?? '—'}
              aria-busy={cargando && tarjeta.valor === undefined}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
