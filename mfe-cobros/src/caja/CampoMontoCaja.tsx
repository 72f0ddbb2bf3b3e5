import { Form, InputNumber, Typography } from 'antd';
import { formatearCOP, validarMontoCaja } from '@cartera/dominio';
import { reglaDe } from '@cartera/plataforma';

interface Props {
  name: string;
  label: string;
  /** The message when the amount is not a whole number of pesos from 0 up. */
  invalido: string;
  /** What the counted cash lacks (below 0) or exceeds (above 0) against what was expected. */
  diferencia: number;
  /** How the difference is said: ['Faltan', 'Sobran'] → 'Faltan $ 5.000'. */
  palabras: readonly [falta: string, sobra: string];
}

/** The cash counted in a handover, with what it lacks or exceeds against the expected amount under it. */
export function CampoMontoCaja({ name, label, invalido, diferencia, palabras: [falta, sobra] }: Props) {
  return (
    <>
      <Form.Item name={name} label={label} rules={[reglaDe((valor) => validarMontoCaja(valor, invalido))]}>
        <InputNumber min={0} step={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {diferencia !== 0 && (
        <Typography.Paragraph type={diferencia < 0 ? 'danger' : 'warning'}>
          {diferencia < 0 ? `${falta} ${formatearCOP(-diferencia)}` : `${sobra} ${formatearCOP(diferencia)}`}
        </Typography.Paragraph>
      )}
    </>
  );
}
