import { Form, Input } from 'antd';
import { LIMITES_LIBRO, validarMotivo } from '@cartera/dominio';
import { MENSAJES_LIBRO } from '../prestamos/mensajes';

/** The reason of a journal operation, checked with the API's own rule and words (validarMotivo). */
export function CampoMotivo({ etiqueta = 'Motivo' }: { etiqueta?: string }) {
  return (
    <Form.Item
      label={etiqueta}
      name="motivo"
      required
      rules={[
        {
          validator: async (_regla, valor: unknown) => {
            const mensaje = validarMotivo(valor);
            if (mensaje) throw new Error(mensaje);
          },
        },
      ]}
    >
      <Input.TextArea rows={2} maxLength={LIMITES_LIBRO.motivoMaximo} showCount />
    </Form.Item>
  );
}

/** A whole amount in pesos, at least 1 and at most `maximo`; the message when it is not. */
export function validarMontoLibro(valor: unknown, maximo: number, mensajeMayor: string): string | null {
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 1 || !Number.isInteger(valor))
    return MENSAJES_LIBRO.montoEntero;
  if (valor > maximo) return mensajeMayor;
  return null;
}
