import { InputNumber, type InputNumberProps } from 'antd';
import { LIMITES } from '@cartera/dominio';

/** 1500000 → '$ 1.500.000'; empty stays empty. */
export function formatearMontoEntrada(valor: number | string | undefined): string {
  if (valor === undefined || valor === null || valor === '') return '';
  const digitos = typeof valor === 'number' ? String(Math.round(Math.abs(valor))) : valor.replace(/\D/g, '');
  return digitos === '' ? '' : `$ ${digitos.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** '$ 1.500.000' → 1500000; nothing typed → undefined (the field is empty, not zero). */
export function leerMontoEntrada(texto: string | undefined): number {
  const digitos = (texto ?? '').replace(/\D/g, '');
  // as: antd's parser must return a number; `undefined` is how InputNumber knows the field is empty
  return digitos === '' ? (undefined as unknown as number) : Number(digitos);
}

/**
 * The one peso amount input of every form: whole pesos with es-CO thousands ('$ 1.500.000'), read back as a number,
 * on the numeric keypad, from 0 unless told. Inside a Form.Item it takes the item's value and onChange like an
 * InputNumber.
 */
export function EntradaMonto(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      min={0}
      step={LIMITES.montoPaso}
      formatter={formatearMontoEntrada}
      parser={leerMontoEntrada}
      inputMode="numeric"
      style={{ width: '100%' }}
      {...props}
    />
  );
}
