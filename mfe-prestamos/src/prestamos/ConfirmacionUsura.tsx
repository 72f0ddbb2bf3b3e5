import { useState } from 'react';
import { Alert, Checkbox, Form } from 'antd';
import { clienteApi, useConsulta } from '@cartera/plataforma';
import { CASILLA_USURA, FALTA_CASILLA_USURA, pideConfirmarUsura } from './desembolsos';

/** The field of the loan and reenganche forms that carries the usury confirmation. */
export const CAMPO_CONFIRMAR_USURA = 'confirmarUsura';

export interface ConfirmacionUsura {
  /** The form shows the box: the preview or the API said the loan is above the cap, with the organisation on «avisar». */
  visible: boolean;
  /** The API's words when it refused the loan for want of the confirmation (the preview did not know). */
  mensaje: string | null;
  /** Sends, and when the API asks for the confirmation, shows the box with its message before the error goes on. */
  vigilar: <T>(enviar: () => Promise<T>) => Promise<T>;
}

/**
 * When a disbursing form must ask to confirm the usury (docs/decisiones/tasa-efectiva-y-usura.md): the organisation is
 * on «avisar» (GET /configuracion/organizacion/prestamos, kept between openings) and the preview says the loan is above
 * the cap, or the API answered 422 CONFIRMACION_USURA_REQUERIDA. `aplica` false (an edit, a collector's request: nothing
 * is disbursed) never asks.
 */
export function useConfirmacionUsura(superaUsura: boolean, aplica: boolean): ConfirmacionUsura {
  const valores = useConsulta(
    () => (aplica ? clienteApi.get('/api/configuracion/organizacion/prestamos') : Promise.resolve(null)),
    [aplica],
    aplica ? { guardarComo: 'prestamos-valores-nuevo' } : {},
  );
  const [mensaje, setMensaje] = useState<string | null>(null);
  const avisar = valores.datos?.usuraAccion === 'avisar';
  return {
    visible: aplica && (mensaje !== null || (avisar && superaUsura)),
    mensaje,
    vigilar: async (enviar) => {
      try {
        return await enviar();
      } catch (error) {
        if (aplica && pideConfirmarUsura(error)) setMensaje(error.message);
        throw error;
      }
    },
  };
}

/** The box itself (required to send), under the API's message when the API is who asked. */
export function CampoConfirmarUsura({ mensaje }: { mensaje: string | null }) {
  return (
    <>
      {mensaje !== null && <Alert type="warning" showIcon style={{ marginBottom: 8 }} title={mensaje} />}
      <Form.Item
        name={CAMPO_CONFIRMAR_USURA}
        valuePropName="checked"
        rules={[
          {
            validator: (_regla, marcada: unknown) =>
              marcada === true ? Promise.resolve() : Promise.reject(new Error(FALTA_CASILLA_USURA)),
          },
        ]}
      >
        <Checkbox>{CASILLA_USURA}</Checkbox>
      </Form.Item>
    </>
  );
}
