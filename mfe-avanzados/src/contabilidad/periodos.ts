// The periods the accounting screen asks for, on Bogotá's calendar ('YYYY-MM-DD'): a whole month unless the user
// picks other days.
import { diasDelMes, type Fecha } from '@cartera/dominio';

/**
 * The calendar month of `dia`, from its first to its last day. A whole month on purpose: the income statement then
 * compares it with the month before, not with the same number of days (`periodoAnterior` in @cartera/dominio).
 */
export function mesDe(dia: Fecha): { desde: Fecha; hasta: Fecha } {
  const mes = dia.slice(0, 7);
  const ultimo = diasDelMes(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)));
  return { desde: `${mes}-01`, hasta: `${mes}-${String(ultimo).padStart(2, '0')}` };
}

/** The balance sheet's date for the month of `dia`: its last day, or `hoy` while that month is running. */
export function corteDelMes(dia: Fecha, hoy: Fecha): Fecha {
  const { hasta } = mesDe(dia);
  return hasta < hoy ? hasta : hoy;
}
