import { Form, Input } from 'antd';
import { LIMITES, MENSAJES, esTelefonoValido, limpiarTelefono } from '@cartera/dominio';

/**
 * 'Teléfono' optional of an account (user, collector, own profile): keeps only digits as it is typed and checks the
 * 10 digits of spec §5 with the same validator and message as the API. Must be inside an antd `Form`.
 */
export function CampoTelefono() {
  return (
    <Form.Item
      label="Teléfono"
      name="telefono"
      normalize={(valor?: string) => limpiarTelefono(valor)}
      rules={[
        {
          validator: async (_regla, valor?: string) => {
            if (valor && !esTelefonoValido(valor)) throw new Error(MENSAJES.telefonoInvalido);
          },
        },
      ]}
    >
      <Input inputMode="numeric" maxLength={LIMITES.telefonoDigitos} placeholder="10 dígitos" />
    </Form.Item>
  );
}
