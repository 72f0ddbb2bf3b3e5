import { InputNumber, type InputNumberProps } from 'antd';
import { LIMITES } from '@cartera/dominio';

/** The loan's interest, % total over the capital, within the API's limits (§5). */
export function EntradaInteres(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={LIMITES.interesMinimo}
      max={LIMITES.interesMaximo}
      step={LIMITES.interesPaso}
      suffix="% total"
      style={{ width: '100%' }}
      {...props}
    />
  );
}

/** The number of instalments: whole, within the API's limits (§5). */
export function EntradaCuotas(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={LIMITES.cuotasMinimo}
      max={LIMITES.cuotasMaximo}
      precision={0}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
