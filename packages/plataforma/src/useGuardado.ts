import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { aplicarErroresServidor } from './formularios';
import { mensajeDeError } from './http';
import { toast } from './toasts';

export interface OpcionesGuardado<T> {
  /** The success toast: a text, or one made from what `accion` returned. Without it, no toast. */
  exito?: string | ((resultado: T) => string);
  /** The error toast when the failure brings no message of its own (mensajeDeError's `porDefecto`). */
  error: string;
  /** After the success toast: close the modal, reload the list, go to another page. A throw counts as a failure. */
  alTerminar?: (resultado: T) => void;
  /**
   * The form saves once: after a success `guardando` stays true and any further call is ignored, while the modal
   * closes (a payment is not sent twice). A failure frees it as usual.
   */
  unaSolaVez?: boolean;
}

export interface Guardado {
  /** True from the call until `accion` settles (or for good after a success with `unaSolaVez`). */
  guardando: boolean;
  /**
   * Runs `accion` and tells the user how it went; never rejects. A call while another is running does nothing.
   * On failure the 400's field errors go under the fields of the hook's form, when it has one.
   */
  ejecutar: <T>(accion: () => Promise<T>, opciones: OpcionesGuardado<T>) => Promise<void>;
}

/**
 * The save of a form: the loading flag, the success toast, the server's field errors and the error toast, with a
 * second submit (a double click, Enter while saving) ignored.
 */
export function useGuardado(form?: FormInstance): Guardado {
  const [guardando, setGuardando] = useState(false);
  // The flag as of now: two submits in the same tick both see `guardando` false.
  const enCurso = useRef(false);

  const ejecutar = useCallback(
    async <T>(
      accion: () => Promise<T>,
      { exito, error, alTerminar, unaSolaVez = false }: OpcionesGuardado<T>,
    ) => {
      if (enCurso.current) return;
      enCurso.current = true;
      setGuardando(true);
      try {
        const resultado = await accion();
        if (exito !== undefined) toast.exito(typeof exito === 'function' ? exito(resultado) : exito);
        alTerminar?.(resultado);
        // Stays busy: the form is on its way out.
        if (unaSolaVez) return;
      } catch (fallo) {
        if (form) aplicarErroresServidor(form, fallo);
        toast.error(mensajeDeError(fallo, error));
      }
      enCurso.current = false;
      setGuardando(false);
    },
    [form],
  );

  return { guardando, ejecutar };
}
