import { DatePicker, type DatePickerProps } from 'antd';
import { FORMATO_FECHA, FORMATO_FECHA_VISIBLE } from './entradas';

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
