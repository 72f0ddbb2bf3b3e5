import { confirmar, mensajeDeError, toast } from '@cartera/plataforma';

export interface Eliminacion {
  /** The browser confirmation (spec §5: destructive actions ask first). */
  pregunta: string;
  eliminar: () => Promise<unknown>;
  exito: string;
  /** Shown when the server refuses; its own Spanish words win when it sent some. */
  error: string;
  /** After a successful delete: usually the list's `recargar`. */
  alTerminar?: () => void;
}

/** Asks, deletes, and tells the user how it went. Returns whether something was deleted. */
export async function eliminarConConfirmacion({ pregunta, eliminar, exito, error, alTerminar }: Eliminacion): Promise<boolean> {
  if (!confirmar(pregunta)) return false;
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
