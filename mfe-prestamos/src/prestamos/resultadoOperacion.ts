// What a loan operation shows once the API answered (approve, refinance, and the journal's payoff, forgiveness,
// write-off, void and rejection): the loan as it ended and the API's own words for the toast.
import type { DetallePrestamo, ResultadoOperacionPrestamo } from '@cartera/dominio';

/** The API's message and, after it, the warning of a disbursement larger than the office box (approve, refinance). */
export function mensajeConAdvertencia(respuesta: { message: string; advertencia?: string }): string {
  return [respuesta.message, respuesta.advertencia].filter(Boolean).join('. ');
}

/** A journal operation's envelope (`clienteApi.conSobre`): the loan (`data`) and the message. */
export const resultadoOperacion = (respuesta: {
  data: DetallePrestamo;
  message: string;
  advertencia?: string;
}): ResultadoOperacionPrestamo => ({ prestamo: respuesta.data, mensaje: mensajeConAdvertencia(respuesta) });
