import { useEffect } from 'react';
import { Button, Flex, Form, Select, Typography } from 'antd';
import {
  ACCIONES_USURA,
  ETIQUETAS_ACCION_USURA,
  ETIQUETAS_TIPO_CREDITO,
  TIPOS_CREDITO,
  opcionesDe,
  type AccionUsura,
  type TipoCredito,
} from '@cartera/dominio';
import { clienteApi, useGuardado } from '@cartera/plataforma';
import type { Organizacion } from './ConfiguracionPage';
import { TarjetaOrganizacion } from './TarjetaOrganizacion';

interface Campos {
  tipoCreditoDefecto: TipoCredito;
  usuraAccion: AccionUsura;
}

/**
 * Configuración → Sistema: what Cartera does with a loan whose effective annual rate is above the usury rate of its
 * type and date (warn, and whoever disburses confirms, audited; or refuse it), and the credit type a new loan starts
 * with (docs/decisiones/tasa-efectiva-y-usura.md). Organisation settings: the admin edits, the gerente reads.
 */
export function TarjetaAjustesUsura({ organizacion }: { organizacion: Organizacion }) {
  const [form] = Form.useForm<Campos>();
  const { guardando, ejecutar } = useGuardado(form);
  const { datos, editable } = organizacion;
  useEffect(() => {
    if (datos)
      form.setFieldsValue({ tipoCreditoDefecto: datos.tipoCreditoDefecto, usuraAccion: datos.usuraAccion });
  }, [datos, form]);

  const enviar = (campos: Campos) =>
    ejecutar(
      async () => {
        const nueva = await clienteApi.put('/api/configuracion/organizacion', { cuerpo: {
          tipoCreditoDefecto: campos.tipoCreditoDefecto,
          usuraAccion: campos.usuraAccion,
        } });
        organizacion.actualizar(nueva);
      },
      { exito: 'Ajustes de usura guardados', error: 'Error al guardar los ajustes de usura' },
    );

  return (
    <TarjetaOrganizacion
      titulo="Tipo de crédito y usura"
      organizacion={organizacion}
      soloLectura="Sólo un administrador puede cambiar estos ajustes."
    >
      {() => (
        <Form<Campos>
          form={form}
          layout="vertical"
          name="ajustes-usura"
          disabled={!editable}
          onFinish={enviar}
        >
          <Typography.Paragraph type="secondary">
            Rigen para los préstamos que se desembolsen desde ahora; los ya desembolsados no cambian.
          </Typography.Paragraph>
          <Flex gap={16} wrap align="flex-start">
            <Form.Item
              label="Tipo de crédito por defecto"
              name="tipoCreditoDefecto"
              style={{ minWidth: 240 }}
              extra="El que propone un préstamo nuevo: define qué tasa de usura lo limita."
            >
              <Select<TipoCredito> options={opcionesDe(TIPOS_CREDITO, ETIQUETAS_TIPO_CREDITO)} />
            </Form.Item>
            <Form.Item
              label="Préstamo sobre la tasa de usura"
              name="usuraAccion"
              style={{ minWidth: 280 }}
              extra="Avisar: quien desembolsa debe confirmarlo y queda en la auditoría. Rechazar: no se desembolsa."
            >
              <Select<AccionUsura> options={opcionesDe(ACCIONES_USURA, ETIQUETAS_ACCION_USURA)} />
            </Form.Item>
          </Flex>
          {editable && (
            <Button type="primary" htmlType="submit" loading={guardando}>
              Guardar ajustes de usura
            </Button>
          )}
        </Form>
      )}
    </TarjetaOrganizacion>
  );
}
