// De qué oficina es una cuenta de recaudo (docs/decisiones/cuentas-de-recaudo-por-oficina.md, issue 68): la elige
// quien la registra, como la de un cliente nuevo; lo que llega a ella (sus extractos, su suspenso, sus débitos) se
// asienta en esa oficina.
import { oficinaElegida, type AltaEnOficina, type OficinaElegida } from './oficinas';

export const MENSAJES_OFICINA_CUENTA_PAGO = {
  obligatoria: 'Elija la oficina de la cuenta de recaudo',
} as const;

/**
 * La oficina de una cuenta de recaudo nueva (o la nueva de una que cambia): la pedida entre las que puede elegir quien
 * la registra (el administrador, todas), o la única; con varias y ninguna pedida, el error que pide elegirla.
 */
export function oficinaDeCuentaPago(alta: AltaEnOficina): OficinaElegida {
  return oficinaElegida(alta, MENSAJES_OFICINA_CUENTA_PAGO.obligatoria);
}
