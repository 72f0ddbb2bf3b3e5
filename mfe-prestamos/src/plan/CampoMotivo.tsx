import { Form, Input } from 'antd';
import { LIMITES_LIBRO, validarMontoPago, validarMotivo } from '@cartera/dominio';
import { EntradaMonto } from '@cartera/plataforma/formularios';
import { MENSAJES_LIBRO } from '../prestamos/mensajes';
import { reglaDe } from '@cartera/plataforma';

/** The reason of a journal operation, checked with the API's own rule and words (validarMotivo). */
export function CampoMotivo({ etiqueta = 'Motivo' }: { etiqueta?: string }) {
  return (
    <Form.Item
      label={etiqueta}
      name="motivo"
      required
      rules={[reglaDe((valor) => validarMotivo(valor))]}
    >
      <Input.TextArea rows={2} maxLength={LIMITES_LIBRO.motivoMaximo} showCount />
    </Form.Item>
  );
}

/** The API's amount rule (validarMontoPago: whole pesos from 1) and at most `maximo`; the message when it fails. */
export function validarMontoLibro(valor: unknown, maximo: number, mensajeMayor: string): string | null {
  if (typeof valor !== 'number' || validarMontoPago(valor) !== null) return MENSAJES_LIBRO.montoEntero;
  if (valor > maximo) return mensajeMayor;
  return null;
}

/** The amount of a journal operation (received, forgiven): whole pesos up to `maximo`, on the numeric keypad. */
export function CampoMontoLibro({
  etiqueta,
  nombre,
  maximo,
  mensajeMayor,
}: {
  etiqueta: string;
  nombre: string;
  maximo: number;
  mensajeMayor: string;
}) {
  return (
    <Form.Item
      label={etiqueta}
      name={nombre}
      required
      rules={[reglaDe((valor) => validarMontoLibro(valor, maximo, mensajeMayor))]}
    >
      <EntradaMonto autoFocus />
    </Form.Item>
  );
}
