import { create } from './estadosIniciales';

/** How a confirmation is worded: the words of its title and buttons, whether it is dangerous, a box to tick. */
export interface OpcionesConfirmacion {
  /** The dialog's title: 'Confirmar' unless told. */
  titulo?: string;
  /** The button that says yes: 'Confirmar' unless told ('Eliminar', 'Aprobar'…). */
  aceptar?: string;
  /** The button that says no: 'Cancelar' unless told. */
  cancelar?: string;
  /** A red yes button (a delete, a write-off, money that goes missing). */
  peligro?: boolean;
  /**
   * A statement the person must tick before the yes button is enabled (a loan above the usury rate): the answer is
   * explicit, not one more click on the same button.
   */
  casilla?: string;
}

/** A question waiting for its answer, as the dialog draws it. */
export interface Confirmacion extends Required<Omit<OpcionesConfirmacion, 'casilla'>> {
  id: number;
  pregunta: string;
  casilla: string | null;
  /** Who waits for the answer: the caller, and whoever asked the very same question meanwhile. */
  esperan: Array<(respuesta: boolean) => void>;
  responder: (respuesta: boolean) => void;
}

interface EstadoConfirmaciones {
  /** The questions asked, oldest first: the dialog shows the first one; the others wait their turn. */
  pendientes: Confirmacion[];
  /** The hosts mounted (`<Confirmaciones />`): the first one draws the dialog, so two hosts never show it twice. */
  anfitriones: number[];
}

export const useConfirmaciones = create<EstadoConfirmaciones>()(() => ({ pendientes: [], anfitriones: [] }));

let siguienteId = 1;

/** A new id for a question or a host. */
export function nuevoIdConfirmacion(): number {
  return siguienteId++;
}

/**
 * Asks the person in the page (never the browser's native confirm dialog, which embedded webviews, automated browsers
 * and a ticked «prevent additional dialogs» answer `false` without showing anything): a dialog with the question and
 * two buttons, drawn by the one `<Confirmaciones />` the shell mounts (a remote opened alone mounts its own). Resolves
 * true when the person accepts; false when they cancel, press Escape or close it. Spec §5: destructive actions ask
 * first. The platform is one instance at runtime (a Module Federation singleton): every remote asks the same host.
 */
export function confirmar(pregunta: string, opciones: OpcionesConfirmacion = {}): Promise<boolean> {
  const { pendientes } = useConfirmaciones.getState();
  const datos = {
    pregunta,
    titulo: opciones.titulo ?? 'Confirmar',
    aceptar: opciones.aceptar ?? 'Confirmar',
    cancelar: opciones.cancelar ?? 'Cancelar',
    peligro: opciones.peligro ?? false,
    casilla: opciones.casilla ?? null,
  };
  // The same question already waiting (a double click before the dialog covered the button) is asked once: both
  // callers get its answer.
  const igual = pendientes.find((p) => esLaMisma(p, datos));
  if (igual) return new Promise<boolean>((resolve) => igual.esperan.push(resolve));
  return new Promise<boolean>((resolve) => {
    const id = nuevoIdConfirmacion();
    const confirmacion: Confirmacion = {
      id,
      ...datos,
      esperan: [resolve],
      responder: (respuesta) => {
        const actuales = useConfirmaciones.getState().pendientes;
        useConfirmaciones.setState({ pendientes: actuales.filter((p) => p.id !== id) });
        for (const esperando of confirmacion.esperan) esperando(respuesta);
      },
    };
    useConfirmaciones.setState({ pendientes: [...pendientes, confirmacion] });
  });
}

const esLaMisma = (una: Confirmacion, otra: Omit<Confirmacion, 'id' | 'esperan' | 'responder'>): boolean =>
  una.pregunta === otra.pregunta &&
  una.titulo === otra.titulo &&
  una.aceptar === otra.aceptar &&
  una.cancelar === otra.cancelar &&
  una.peligro === otra.peligro &&
  una.casilla === otra.casilla;
