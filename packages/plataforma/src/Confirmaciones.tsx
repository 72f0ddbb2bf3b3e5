import { useEffect, useState } from 'react';
import { modalDiferido } from './diferido';
import { nuevoIdConfirmacion, useConfirmaciones } from './confirmar';

// The dialog's code (antd's Modal and Checkbox) loads with the first question: the shell's first paint does not carry it.
const DialogoConfirmacion = modalDiferido(() => import('./DialogoConfirmacion'));

/**
 * Where `confirmar()` asks: mounted once by the shell (and by a remote opened alone, AplicacionIndependiente), beside
 * the Toaster. Draws the oldest pending question; a second host mounted by mistake draws nothing.
 */
export function Confirmaciones() {
  const [id] = useState(nuevoIdConfirmacion);
  const primero = useConfirmaciones((estado) => estado.anfitriones[0] === id);
  const pregunta = useConfirmaciones((estado) => estado.pendientes[0]);

  useEffect(() => {
    useConfirmaciones.setState((estado) => ({ anfitriones: [...estado.anfitriones, id] }));
    return () => useConfirmaciones.setState((estado) => ({ anfitriones: estado.anfitriones.filter((a) => a !== id) }));
  }, [id]);

  if (!primero || !pregunta) return null;
  // A new question is a new dialog: its box starts unticked.
  return <DialogoConfirmacion key={pregunta.id} confirmacion={pregunta} />;
}
