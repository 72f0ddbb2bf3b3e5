import { DatePicker, InputNumber, type DatePickerProps, type InputNumberProps } from 'antd';
import { LIMITES } from '@cartera/dominio';
import { FORMATO_FECHA, FORMATO_FECHA_VISIBLE, formatearMontoEntrada, leerMontoEntrada } from './entradas';

/**
 * A peso amount on the numeric keypad: whole pesos with es-CO thousands ('$ 1.500.000'), read back as a number, from 0
 * unless told. Inside a Form.Item it takes the item's value and onChange like an InputNumber.
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

/** The date of a journal operation: dd/mm/aaaa, always set, never after `hoy` ('YYYY-MM-DD'). */
export function FechaHastaHoy({ hoy, ...props }: DatePickerProps & { hoy: string }) {
  return (
    <DatePicker
      format={FORMATO_FECHA_VISIBLE}
      allowClear={false}
      disabledDate={(fecha) => fecha.format(FORMATO_FECHA) > hoy}
      style={{ width: '100%' }}
      {...props}
    />
  );
}
