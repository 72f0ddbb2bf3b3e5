// Words of the cash handover in Caja de cobradores: what the office is asked before booking a difference and what it
// is told once the handover is confirmed.
import { formatearCOP } from '@cartera/dominio';

export const MENSAJES_ENTREGA = {
  /** «Acciones» of a collector whose cobros are in no handover yet: the next step is theirs. */
  esperando: 'Esperando la entrega del cobrador',
  alDia: 'Nada por entregar',
  /** The question before booking a shortage (the collector owes it) or a surplus. */
  faltante: (monto: number, cobrador: string) =>
    `Se registrará un faltante de ${formatearCOP(monto)} a cargo de ${cobrador}: queda como deuda del cobrador y como egreso de la caja. ¿Confirmar la entrega?`,
  sobrante: (monto: number, cobrador: string) =>
    `Se registrará un sobrante de ${formatearCOP(monto)} en la entrega de ${cobrador}: paga primero lo que el cobrador deba y el resto entra a la caja como ingreso. ¿Confirmar la entrega?`,
  /** The success toast, with the difference in words. `diferencia`: below 0 a shortage, above 0 a surplus. */
  confirmada: (diferencia: number, cobrador: string) =>
    diferencia < 0
      ? `Entrega confirmada con un faltante de ${formatearCOP(-diferencia)} a cargo de ${cobrador}`
      : diferencia > 0
        ? `Entrega confirmada con un sobrante de ${formatearCOP(diferencia)} de ${cobrador}`
        : `Entrega confirmada: ${cobrador} entregó lo esperado`,
} as const;
