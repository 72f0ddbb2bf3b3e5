import { Form, Select, Typography } from 'antd';
import {
  ETIQUETAS_POLITICA_CAJA_INSUFICIENTE,
  POLITICAS_CAJA_INSUFICIENTE,
  opcionesDe,
  type PoliticaCajaInsuficiente,
} from '@cartera/dominio';
import type { Organizacion } from './ConfiguracionPage';
import { FormularioOrganizacion } from './TarjetaOrganizacion';

interface Campos {
  cajaInsuficiente: PoliticaCajaInsuficiente;
}

/**
 * Configuración → Sistema: what Cartera does with a disbursement larger than the cash in the office box (disburse and
 * warn, or refuse with the available amount; docs/decisiones/fondeo-de-la-caja.md). The admin edits, the gerente reads.
 */
export function TarjetaCajaInsuficiente({ organizacion }: { organizacion: Organizacion }) {
  const [form] = Form.useForm<Campos>();
  return (
    <FormularioOrganizacion<Campos>
      titulo="Desembolsos y caja de la oficina"
      organizacion={organizacion}
      soloLectura="Sólo un administrador puede cambiar este ajuste."
      form={form}
      nombre="caja-insuficiente"
      valores={(datos) => ({ cajaInsuficiente: datos.cajaInsuficiente })}
      cuerpo={(campos) => ({ cajaInsuficiente: campos.cajaInsuficiente })}
      mensajes={{ exito: 'Ajuste de la caja guardado', error: 'Error al guardar el ajuste de la caja' }}
      boton="Guardar ajuste de la caja"
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">
            La caja de la oficina tiene lo que registran el saldo inicial, los cobros entregados y los movimientos de
            Flujo de Caja (aportes de capital, retiros del banco, préstamos recibidos).
          </Typography.Paragraph>
          <Form.Item
            label="Desembolso mayor que la caja"
            name="cajaInsuficiente"
            style={{ maxWidth: 320 }}
            extra="Avisar: se desembolsa y se dice en cuánto queda la caja. Rechazar: no se desembolsa y se dice cuánto hay."
          >
            <Select<PoliticaCajaInsuficiente>
              options={opcionesDe(POLITICAS_CAJA_INSUFICIENTE, ETIQUETAS_POLITICA_CAJA_INSUFICIENTE)}
            />
          </Form.Item>
        </>
      )}
    </FormularioOrganizacion>
  );
}
