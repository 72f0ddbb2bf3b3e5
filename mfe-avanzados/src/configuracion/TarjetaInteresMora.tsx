import { useEffect } from 'react';
import { Button, Flex, Form, InputNumber, Select, Switch, Typography } from 'antd';
import {
  ETIQUETAS_PERIODICIDAD_MORA,
  LIMITES_MORA,
  MENSAJES_MORA,
  PERIODICIDADES_MORA,
  formatearFecha,
  opcionesDe,
  validarDiasGraciaMora,
  validarTasaMora,
  type PeriodicidadMora,
} from '@cartera/dominio';
import { clienteApi, useGuardado } from '@cartera/plataforma';
import type { Organizacion } from './ConfiguracionPage';
import { TarjetaOrganizacion } from './TarjetaOrganizacion';

interface Campos {
  moraActiva: boolean;
  moraTasa: number | null;
  moraPeriodicidad: PeriodicidadMora;
  moraDiasGracia: number;
}

const regla = (validar: (valor: unknown) => string | null) => ({
  validator: (_: unknown, valor: unknown) => {
    const error = validar(valor);
    return error ? Promise.reject(new Error(error)) : Promise.resolve();
  },
});

/**
 * Configuración › Sistema: el interés de mora (docs/decisiones/interes-de-mora.md). Activo o no, la tasa (efectiva
 * anual o mensual vencida; la API rechaza la que pase la usura vigente, con las dos tasas) y los días de gracia. Se
 * causa desde el día en que se activa. El administrador edita; el gerente lee.
 */
export function TarjetaInteresMora({ organizacion }: { organizacion: Organizacion }) {
  const [form] = Form.useForm<Campos>();
  const { guardando, ejecutar } = useGuardado(form);
  const { datos, editable } = organizacion;
  useEffect(() => {
    if (datos)
      form.setFieldsValue({
        moraActiva: datos.moraActiva,
        moraTasa: datos.moraTasa,
        moraPeriodicidad: datos.moraPeriodicidad,
        moraDiasGracia: datos.moraDiasGracia,
      });
  }, [datos, form]);

  const enviar = (campos: Campos) =>
    ejecutar(
      async () => {
        const nueva = await clienteApi.put('/api/configuracion/organizacion', { cuerpo: {
          moraActiva: campos.moraActiva,
          moraTasa: campos.moraTasa ?? null,
          moraPeriodicidad: campos.moraPeriodicidad,
          moraDiasGracia: campos.moraDiasGracia,
        } });
        organizacion.actualizar(nueva);
      },
      { exito: 'Interés de mora guardado', error: 'Error al guardar el interés de mora' },
    );

  return (
    <TarjetaOrganizacion
      titulo="Interés de mora"
      organizacion={organizacion}
      soloLectura="Sólo un administrador puede cambiar el interés de mora."
    >
      {() => (
        <Form<Campos>
          form={form}
          layout="vertical"
          name="interes-mora"
          disabled={!editable}
          onFinish={enviar}
        >
          <Typography.Paragraph type="secondary">
            Corre cada día sobre el capital vencido (nunca sobre intereses) pasados los días de gracia, nunca
            por encima de la tasa de usura. Lo que paga el cliente va primero a la mora.
            {datos?.moraActiva && datos.moraDesde && ` Se causa desde el ${formatearFecha(datos.moraDesde)}.`}
          </Typography.Paragraph>
          <Form.Item label="Cobrar interés de mora" name="moraActiva" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Flex gap={16} wrap align="flex-start">
            <Form.Item
              label="Tasa de mora (%)"
              name="moraTasa"
              style={{ minWidth: 160 }}
              dependencies={['moraActiva']}
              rules={[
                ({ getFieldValue }) =>
                  regla((valor) =>
                    valor === null || valor === undefined
                      ? getFieldValue('moraActiva')
                        ? MENSAJES_MORA.tasaRequerida
                        : null
                      : validarTasaMora(valor),
                  ),
              ]}
            >
              <InputNumber min={0} max={LIMITES_MORA.tasaMaxima} step={0.01} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Periodicidad de la tasa" name="moraPeriodicidad" style={{ minWidth: 200 }}>
              <Select<PeriodicidadMora>
                options={opcionesDe(PERIODICIDADES_MORA, ETIQUETAS_PERIODICIDAD_MORA)}
              />
            </Form.Item>
            <Form.Item
              label="Días de gracia"
              name="moraDiasGracia"
              style={{ minWidth: 140 }}
              rules={[regla(validarDiasGraciaMora)]}
              extra="Días después del vencimiento sin mora."
            >
              <InputNumber
                min={0}
                max={LIMITES_MORA.diasGraciaMaximo}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Flex>
          {editable && (
            <Button type="primary" htmlType="submit" loading={guardando}>
              Guardar interés de mora
            </Button>
          )}
        </Form>
      )}
    </TarjetaOrganizacion>
  );
}
