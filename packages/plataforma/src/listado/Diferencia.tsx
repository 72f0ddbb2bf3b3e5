// A difference between two figures that must agree (bank against ledger, expected against delivered): «$ 0» in
// green when they agree, the signed amount in red when they do not, and a dash when there is nothing to compare.
import { Typography } from 'antd';
import { formatearCOP } from '@cartera/dominio';

interface Props {
  /** The first figure minus the second, in pesos; null when one of them is missing. */
  monto: number | null;
  /** What the difference is between ('Banco − libro'): its accessible name and tooltip. */
  titulo?: string;
}

export function Diferencia({ monto, titulo }: Props) {
  if (monto === null)
    return (
      <Typography.Text type="secondary" aria-label={titulo ? `${titulo}: sin datos` : undefined}>
        —
      </Typography.Text>
    );
  const cuadra = Math.round(monto * 100) === 0;
  return (
    <Typography.Text type={cuadra ? 'success' : 'danger'} strong={!cuadra} title={titulo}>
      {formatearCOP(cuadra ? 0 : monto)}
    </Typography.Text>
  );
}
