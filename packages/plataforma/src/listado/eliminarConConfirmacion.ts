import { confirmar, mensajeDeError, toast } from '@cartera/plataforma';

export interface Eliminacion {
  /** The question asked in the page (spec §5: destructive actions ask first), with a red «Eliminar». */
  pregunta: string;
  /** The red button's word (and the dialog's title): 'Eliminar' unless told ('Suprimir'). */
  aceptar?: string;
  eliminar: () => Promise<unknown>;
  exito: string;
  /** Shown when the server refuses; its own Spanish words win when it sent some. */
  error: string;
  /** After a successful delete: usually the list's `recargar`. */
  alTerminar?: () => void;
}

/** Asks, deletes, and tells the user how it went. Returns whether something was deleted. */
export async function eliminarConConfirmacion({
  pregunta,
  aceptar = 'Eliminar',
  eliminar,
  exito,
  error,
  alTerminar,
}: Eliminacion): Promise<boolean> {
  if (!(await confirmar(pregunta, { titulo: aceptar, aceptar, peligro: true }))) return false;
  try {
    await eliminar();
  } catch (fallo) {
    toast.error(mensajeDeError(fallo, error));
    return false;
  }
  toast.exito(exito);
  alTerminar?.();
  return true;
}
