import { Space, Tag, Typography } from 'antd';
import { formatearFecha, formatearPorcentaje, type UsuraPrestamo } from '@cartera/dominio';
import { formatearTasaEfectiva } from './presentacion';

/**
 * The loan's effective annual rate next to the certified usury rate of its credit type and date (preview, plan page).
 * Above the cap it turns into a warning; without a certified rate on record it says so.
 */
export function TasaEfectivaConUsura({
  tasa,
  usura,
}: {
  tasa: number | null;
  usura: Pick<UsuraPrestamo, 'tasaUsura' | 'superaUsura'> | null;
}) {
  const ea = formatearTasaEfectiva(tasa);
  if (!usura) return <span>{ea}</span>;
  const { tasaUsura, superaUsura } = usura;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text type={superaUsura ? 'danger' : undefined} strong={superaUsura}>
        {ea}
      </Typography.Text>
      {tasaUsura ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Tasa de usura EA certificada: {formatearPorcentaje(tasaUsura.tasa, 2)} ({formatearFecha(tasaUsura.desde)} –{' '}
          {formatearFecha(tasaUsura.hasta)})
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Sin tasa de usura registrada para esta fecha
        </Typography.Text>
      )}
      {superaUsura && <Tag color="error">Supera la tasa de usura</Tag>}
    </Space>
  );
}
