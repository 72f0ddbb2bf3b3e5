// Which actions the loan list offers for one loan (spec §4) and to whom (only admin and gerente write).
import {
  puedeAprobar,
  puedeCancelar,
  puedeMarcarPagado,
  type EstadoPrestamo,
  type Rol,
} from '@cartera/dominio';

export type AccionPrestamo =
  | 'plan'
  | 'editar'
  | 'marcarPagado'
  | 'cancelar'
  | 'reenganche'
  | 'aprobar'
  | 'rechazar';

/** Roles that create, edit, cancel, refinance and mark loans paid. A cobrador only reads and collects. */
export function puedeAdministrarPrestamos(rol: Rol | undefined): boolean {
  return rol === 'admin' || rol === 'gerente';
}

/** A cancelled (annulled), refinanced or rejected loan is closed: it is not edited any more. */
export function esPrestamoCerrado(estado: EstadoPrestamo): boolean {
  return estado === 'cancelado' || estado === 'reenganchado' || estado === 'rechazado';
}

/** Reenganche refinances an open loan that still owes something. */
export function puedeReenganchar(estado: EstadoPrestamo, saldoPendiente: number): boolean {
  return (estado === 'activo' || estado === 'mora' || estado === 'vencido') && saldoPendiente > 0;
}

/**
 * The actions offered for a loan, in the order the row shows them. 'Ver plan' always; the rest only for roles
 * that administer loans: approve or reject a request; edit unless closed; mark paid (it opens Liquidar) and cancel
 * (annul) from activo/vencido/mora; reenganche of an open loan with balance.
 */
export function accionesDisponibles(
  prestamo: { estado: EstadoPrestamo; saldoPendiente: number },
  rol: Rol | undefined,
): AccionPrestamo[] {
  const acciones: AccionPrestamo[] = ['plan'];
  if (!puedeAdministrarPrestamos(rol)) return acciones;
  if (puedeAprobar(prestamo.estado)) acciones.push('aprobar', 'rechazar');
  if (!esPrestamoCerrado(prestamo.estado)) acciones.push('editar');
  if (puedeMarcarPagado(prestamo.estado)) acciones.push('marcarPagado');
  if (puedeCancelar(prestamo.estado)) acciones.push('cancelar');
  if (puedeReenganchar(prestamo.estado, prestamo.saldoPendiente)) acciones.push('reenganche');
  return acciones;
}
