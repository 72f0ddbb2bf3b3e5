import { useCallback, useState } from 'react';

export interface Dialogo<T> {
  /** What the dialog is open on (the row, or `true` for a dialog about nothing in particular), or null while closed. */
  abierto: T | null;
  abrir: (sobre: T) => void;
  /** Closes it without change (Cancelar, the ×, Escape). */
  cerrar: () => void;
  /** Closes it after it saved, and reloads what it changed. */
  guardado: () => void;
  /** Both, as a modal of the kit takes them (`CierreModal`): `<XModal fila={dialogo.abierto} {...dialogo.cierre} />`. */
  cierre: { alCerrar: () => void; alGuardar: () => void };
}

/**
 * A modal a screen opens on one of its rows: which row it is open on, and the two ways it closes, as every screen
 * wires them (`{...dialogo.cierre}`): cancelled, nothing reloads; saved, the screen's `recargar` runs once the modal
 * is gone.
 */
export function useDialogo<T>(recargar: () => void = () => {}): Dialogo<T> {
  const [abierto, setAbierto] = useState<T | null>(null);
  const cerrar = useCallback(() => setAbierto(null), []);
  const guardado = useCallback(() => {
    setAbierto(null);
    recargar();
  }, [recargar]);
  return { abierto, abrir: setAbierto, cerrar, guardado, cierre: { alCerrar: cerrar, alGuardar: guardado } };
}
