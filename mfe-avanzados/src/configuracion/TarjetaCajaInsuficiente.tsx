import { useEffect } from 'react';
import { Button, Form, Select, Typography } from 'antd';
import {
  ETIQUETAS_POLITICA_CAJA_INSUFICIENTE,
  POLITICAS_CAJA_INSUFICIENTE,
  opcionesDe,
  type PoliticaCajaInsuficiente,
} from '@cartera/dominio';
import { clienteApi, useGuardado } from '@cartera/plataforma';
import type { Organizacion } from './ConfiguracionPage';
import { TarjetaOrganizacion } from './TarjetaOrganizacion';

interface Campos {
  cajaInsuficiente: PoliticaCajaInsuficiente;
}

/**
 * Configuración → Sistema: what Cartera does with a disbursement larger than the cash in the office box (disburse and
 * warn, or refuse with the available amount; docs/decisiones/fondeo-de-la-caja.md). The admin edits, the gerente reads.
 */
export function TarjetaCajaInsuficiente({ organizacion }: { organizacion: Organizacion }) {
  const [form] = Form.useForm<Campos>();
  const { guardando, ejecutar } = useGuardado(form);
  const { datos, editable } = organizacion;
  useEffect(() => {
    if (datos) form.setFieldsValue({ cajaInsuficiente: datos.cajaInsuficiente });
  }, [datos, form]);

  const enviar = (campos: Campos) =>
    ejecutar(
      async () => {
        organizacion.actualizar(
          await clienteApi.put('/api/configuracion/organizacion', { cuerpo: { cajaInsuficiente: campos.cajaInsuficiente } }),
        );
      },
      { exito: 'Ajuste de la caja guardado', error: 'Error al guardar el ajuste de la caja' },
    );

  return (
    <TarjetaOrganizacion
      titulo="Desembolsos y caja de la oficina"
      organizacion={organizacion}
      soloLectura="Sólo un administrador puede cambiar este ajuste."
    >
      {() => (
        <Form<Campos> form={form} layout="vertical" name="caja-insuficiente" disabled={!editable} onFinish={enviar}>
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
          {editable && (
            <Button type="primary" htmlType="submit" loading={guardando}>
              Guardar ajuste de la caja
            </Button>
          )}
        </Form>
      )}
    </TarjetaOrganizacion>
  );
}
