import dayjs from 'dayjs';
import { hoyBogota, type Fecha } from '@cartera/dominio';
import { SelectorFecha } from '@cartera/plataforma';

interface Props {
  /** The picker's accessible name ('Mes del balance general'). */
  etiqueta: string;
  /** A day of the month shown. */
  valor: Fecha;
  /** The first day of the month chosen. */
  alElegir: (dia: Fecha) => void;
}

/** The month of a financial statement: never one after the current month (Bogotá), never empty. */
export function SelectorMes({ etiqueta, valor, alElegir }: Props) {
  const mesActual = hoyBogota().slice(0, 7);
  return (
    <SelectorFecha
      picker="month"
      format="MM/YYYY"
      aria-label={etiqueta}
      allowClear={false}
      value={dayjs(valor)}
      disabledDate={(dia) => dia.format('YYYY-MM') > mesActual}
      onChange={(mes) => {
        if (mes) alElegir(mes.format('YYYY-MM-DD'));
      }}
    />
  );
}
