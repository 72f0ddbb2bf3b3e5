import { useEffect } from 'react';
import { Button, Form, InputNumber, Typography } from 'antd';
import { DISTANCIA_FUERA_DE_SITIO_DEFECTO, validarDistanciaFueraDeSitio } from '@cartera/dominio';
import { clienteApi, reglaDe, useGuardado } from '@cartera/plataforma';
import type { Organizacion } from './ConfiguracionPage';
import { TarjetaOrganizacion } from './TarjetaOrganizacion';

interface CamposFueraDeSitio {
  distanciaFueraDeSitioMetros: number;
}

/**
 * Configuración → Sistema: how far from the client's coordinates a cobro counts as «fuera de sitio»
 * (docs/decisiones/ubicacion-de-los-cobros.md). The admin edits it with the API's own rule; the gerente reads it. It
 * classifies every cobro when read, the past ones too.
 */
export function TarjetaFueraDeSitio({ organizacion }: { organizacion: Organizacion }) {
  const [form] = Form.useForm<CamposFueraDeSitio>();
  const { guardando, ejecutar } = useGuardado(form);
  const { datos, editable } = organizacion;
  useEffect(() => {
    if (datos) form.setFieldsValue({ distanciaFueraDeSitioMetros: datos.distanciaFueraDeSitioMetros });
  }, [datos, form]);

  const enviar = (campos: CamposFueraDeSitio) =>
    ejecutar(
      async () => {
        organizacion.actualizar(
          await clienteApi.put('/api/configuracion/organizacion', { cuerpo: {
            distanciaFueraDeSitioMetros: campos.distanciaFueraDeSitioMetros,
          } }),
        );
      },
      { exito: 'Distancia guardada', error: 'Error al guardar la distancia' },
    );

  return (
    <TarjetaOrganizacion
      titulo="Cobros fuera de sitio"
      organizacion={organizacion}
      soloLectura="Sólo un administrador puede cambiar esta distancia."
    >
      {() => (
        <Form<CamposFueraDeSitio>
          form={form}
          layout="vertical"
          name="fuera-de-sitio"
          disabled={!editable}
          onFinish={(campos) => void enviar(campos)}
        >
          <Typography.Paragraph type="secondary">
            Mi Ruta guarda dónde se hizo cada cobro. Uno hecho a más de esta distancia de las coordenadas del
            cliente aparece «fuera de sitio» en Caja de cobradores y en la lista de cobros (
            {DISTANCIA_FUERA_DE_SITIO_DEFECTO} m por defecto).
          </Typography.Paragraph>
          <Form.Item
            label="Distancia (metros)"
            name="distanciaFueraDeSitioMetros"
            style={{ maxWidth: 240 }}
            rules={[reglaDe((valor) => validarDistanciaFueraDeSitio(valor))]}
          >
            <InputNumber<number> min={1} step={50} precision={0} suffix="m" style={{ width: '100%' }} />
          </Form.Item>
          {editable && (
            <Button type="primary" htmlType="submit" loading={guardando}>
              Guardar distancia
            </Button>
          )}
        </Form>
      )}
    </TarjetaOrganizacion>
  );
}
