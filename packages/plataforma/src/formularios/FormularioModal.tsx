import { useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance } from 'antd';
// The main entry by its shared name, never by a relative path: one toast store and one HTTP client at runtime.
import { confirmar, nuevaClaveIdempotencia, useGuardado, type OpcionesConfirmacion } from '@cartera/plataforma';

/**
 * What a screen gives a form modal it opens: close it, and what follows a save (close it and reload the list), which
 * receives what the save answered when the screen needs it (`CierreModal<ResultadoOperacionPrestamo>`).
 */
export interface CierreModal<Resultado = never> {
  alCerrar: () => void;
  alGuardar: [Resultado] extends [never] ? () => void : (resultado: Resultado) => void;
}

/** A question asked in the page before sending, with its own words (title, buttons, danger) when the default won't do. */
export type PreguntaFormulario = string | ({ pregunta: string } & OpcionesConfirmacion);

/** antd's width when none is given. */
const ANCHO_POR_DEFECTO = 520;

/** A modal never wider than the screen less its margins: every field and button reachable on a 412 px phone. */
export const anchoAdaptable = (ancho = ANCHO_POR_DEFECTO): string => `min(${ancho}px, calc(100vw - 16px))`;

export interface FormularioModalProps<Campos, Resultado> {
  titulo: ReactNode;
  /** The form's name (antd `name`: the fields' ids are `<nombre>_<campo>`). */
  nombre: string;
  /** The OK button: 'Guardar' unless told ('Crear', 'Liquidar', 'Castigar'…). */
  textoAceptar?: string;
  /** A red OK button (write-off, annulment). */
  peligro?: boolean;
  ancho?: number;
  valoresIniciales?: Partial<Campos>;
  /**
   * The form the fields live in, when the caller needs it (`Form.useWatch`, computed texts); otherwise the modal
   * makes its own.
   */
  form?: FormInstance<Campos>;
  /**
   * Sends the validated fields. `clave` is this open form's Idempotency-Key: the same on every submit while it is
   * open, so a retry after a lost answer is applied once; a new opening gets a new one.
   */
  enviar: (campos: Campos, clave: string) => Promise<Resultado>;
  /**
   * The confirmation before sending (spec §5), asked in the page (`confirmar`): the question, or null to send without
   * asking. «Cancelar» there leaves the form open with what was typed.
   */
  confirmacion?: (campos: Campos) => PreguntaFormulario | null;
  /** The success toast: a text, or one made from the answer (the API's message). */
  exito?: string | ((resultado: Resultado) => string);
  /** The error toast when the failure brings no message of its own. */
  error: string;
  alCerrar: () => void;
  /** After the success toast (the modal stays busy: close it here and reload). */
  alGuardar: (resultado: Resultado) => void;
  /** Text or blocks above the fields. */
  encabezado?: ReactNode;
  /**
   * Blocks below the form, inside the modal (a loan's live preview), and components that need the fields already
   * registered when their effects run.
   */
  pie?: ReactNode;
  children: ReactNode;
}

/**
 * A modal with an antd Form and its save: Spanish buttons (the OK text, 'Cancelar'), the OK button busy while the
 * request runs, one Idempotency-Key per opening, the 400's field errors under their fields (`form.setFields`), the
 * server's message as the error toast and a double submit ignored. The caller writes only the fields and what to
 * send.
 */
export function FormularioModal<Campos extends object, Resultado = unknown>({
  titulo,
  nombre,
  textoAceptar = 'Guardar',
  peligro = false,
  ancho,
  valoresIniciales,
  form: formRecibido,
  enviar,
  confirmacion,
  exito,
  error,
  alCerrar,
  alGuardar,
  encabezado,
  pie,
  children,
}: FormularioModalProps<Campos, Resultado>) {
  const [formPropio] = Form.useForm<Campos>();
  const form = formRecibido ?? formPropio;
  const { guardando, ejecutar } = useGuardado(form);
  const [clave] = useState(nuevaClaveIdempotencia);

  const alEnviar = async (campos: Campos) => {
    const pregunta = confirmacion?.(campos) ?? null;
    if (pregunta !== null) {
      const { pregunta: texto, ...opciones } = typeof pregunta === 'string' ? { pregunta } : pregunta;
      if (!(await confirmar(texto, opciones))) return;
    }
    await ejecutar(() => enviar(campos, clave), { exito, error, alTerminar: alGuardar, unaSolaVez: true });
  };

  return (
    <Modal
      open
      title={titulo}
      okText={textoAceptar}
      cancelText="Cancelar"
      okButtonProps={{ danger: peligro }}
      onOk={() => form.submit()}
      onCancel={alCerrar}
      confirmLoading={guardando}
      destroyOnHidden
      mask={{ closable: false }}
      width={anchoAdaptable(ancho)}
    >
      {encabezado}
      <Form<Campos>
        form={form}
        layout="vertical"
        name={nombre}
        onFinish={alEnviar}
        initialValues={valoresIniciales}
      >
        {children}
      </Form>
      {pie}
    </Modal>
  );
}
