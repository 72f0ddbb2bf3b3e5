// Los préstamos que una importación recibe como historia, sin cartera que abrir (docs/decisiones/importacion.md,
// «Préstamos sin cartera»): uno refinanciado en un reenganche (su saldo pasó al préstamo nuevo), uno anulado (su
// desembolso se deshizo), una solicitud pendiente y una rechazada (no movieron dinero). Hoy no tienen saldo: llegan
// con sus condiciones y su estado, sin cobros ni cuotas, y nada de ellos va al libro mayor ni al comprobante de
// apertura. Qué estado abre cartera y qué necesita cada uno, aquí. Puro.

import {
  ESTADOS_PRESTAMO_SIN_CARTERA,
  type EstadoPrestamoImportable,
} from './importacionFormato';

export type EstadoPrestamoSinCartera = (typeof ESTADOS_PRESTAMO_SIN_CARTERA)[number];

export const MENSAJES_SIN_CARTERA: Readonly<Record<EstadoPrestamoSinCartera, string>> = {
  reenganchado:
    'Un préstamo reenganchado llega sin cobros ni cuotas: su saldo pasó al préstamo nuevo, que trae su plan',
  cancelado:
    'Un préstamo anulado (cancelado) llega sin cobros ni cuotas: su desembolso se deshizo y no tiene saldo ni pagos que abrir',
  solicitado:
    'Una solicitud pendiente (solicitado) llega sin cobros ni cuotas: no ha movido dinero, sólo trae sus condiciones',
  rechazado:
    'Una solicitud rechazada llega sin cobros ni cuotas: no movió dinero, sólo trae sus condiciones',
};

/** Si el préstamo llega como historia, sin cartera que abrir. */
export function esPrestamoSinCartera(estado: string): estado is EstadoPrestamoSinCartera {
  return (ESTADOS_PRESTAMO_SIN_CARTERA as readonly string[]).includes(estado);
}

/**
 * Lo que un estado sin cartera necesita: ningún cobro ni cuota (el error de la fila, en la columna estado); null si
 * el préstamo cumple o si abre cartera (sus reglas son las de revisarPrestamosImportacion).
 */
export function errorPrestamoSinCartera(
  estado: EstadoPrestamoImportable,
  historia: { cobros: number; cuotas: number },
): string | null {
  if (!esPrestamoSinCartera(estado)) return null;
  return historia.cobros > 0 || historia.cuotas > 0 ? MENSAJES_SIN_CARTERA[estado] : null;
}
