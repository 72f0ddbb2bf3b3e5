import { useEffect } from 'react';
import { Button, Flex, Form, InputNumber, Typography } from 'antd';
import { LIMITES_GASTOS_DEFECTO, formatearCOP, validarLimitesGastos, type DatosLimitesGastos } from '@cartera/dominio';
import { clienteApi, reglaDe, useConsulta, useGuardado, useSesion } from '@cartera/plataforma';
import { TarjetaAjuste } from './TarjetaAjuste';

const CAMPOS: ReadonlyArray<[keyof DatosLimitesGastos, string, string]> = [
  ['gastoMaximo', 'Límite por gasto', 'Un gasto de más de esto espera la aprobación de un gerente o administrador.'],
  [
    'gastosDiaMaximo',
    'Límite por cobrador y día',
    'Si con los gastos aceptados del cobrador ese día pasa de esto, el gasto espera aprobación.',
  ],
  ['fotoDesde', 'Foto del recibo desde', 'En un gasto de más de esto la foto del recibo es obligatoria (0: en todos).'],
];

/**
 * Configuración → Sistema: the limits of the collectors' expenses (docs/decisiones/caja-de-cobradores.md). The admin
 * edits them with the API's own rule (`validarLimitesGastos`); the gerente reads them. They apply to expenses
 * registered from then on.
 */
export function TarjetaLimitesGastos() {
  const editable = useSesion((estado) => estado.usuario?.rol === 'admin');
  const [form] = Form.useForm<DatosLimitesGastos>();
  const { guardando, ejecutar } = useGuardado(form);
  const { datos, error } = useConsulta(() => clienteApi.get('/api/caja/limites-gastos'), []);
  useEffect(() => {
    if (datos) form.setFieldsValue({ gastoMaximo: datos.gastoMaximo, gastosDiaMaximo: datos.gastosDiaMaximo, fotoDesde: datos.fotoDesde });
  }, [datos, form]);

  const enviar = (campos: DatosLimitesGastos) =>
    ejecutar(() => clienteApi.put('/api/caja/limites-gastos', { cuerpo: campos }), { exito: 'Límites de gastos guardados', error: 'Error al guardar los límites' });

  const regla = (campo: keyof DatosLimitesGastos) =>
    reglaDe(() => validarLimitesGastos(form.getFieldsValue())[campo] ?? null);

  return (
    <TarjetaAjuste
      titulo="Gastos de cobradores"
      datos={datos}
      error={error}
      mensajeError="Error al cargar los límites de gastos"
      editable={editable}
      soloLectura="Sólo un administrador puede cambiar estos límites."
    >
      {(datos) => (
        <Form<DatosLimitesGastos> form={form} layout="vertical" name="limites-gastos" disabled={!editable} onFinish={enviar}>
          <Typography.Paragraph type="secondary">
            Pesos enteros. Un gasto por aprobar no rebaja lo que el cobrador debe entregar hasta que lo aprueben. Un
            cobrador fecha sus gastos, como sus cobros, hasta {datos.diasAtras} días atrás. Por defecto:{' '}
            {formatearCOP(LIMITES_GASTOS_DEFECTO.gastoMaximo)} por gasto, {formatearCOP(LIMITES_GASTOS_DEFECTO.gastosDiaMaximo)} por
            día y foto desde {formatearCOP(LIMITES_GASTOS_DEFECTO.fotoDesde)}.
          </Typography.Paragraph>
          <Flex gap={16} wrap align="flex-start">
            {CAMPOS.map(([campo, etiqueta, ayuda]) => (
              <Form.Item
                key={campo}
                name={campo}
                label={etiqueta}
                extra={ayuda}
                style={{ minWidth: 200, maxWidth: 260 }}
                dependencies={campo === 'gastosDiaMaximo' ? ['gastoMaximo'] : undefined}
                rules={[regla(campo)]}
              >
                <InputNumber min={0} step={1000} precision={0} style={{ width: '100%' }} aria-label={etiqueta} />
              </Form.Item>
            ))}
          </Flex>
          {editable && (
            <Button type="primary" htmlType="submit" loading={guardando}>
              Guardar límites
            </Button>
          )}
        </Form>
      )}
    </TarjetaAjuste>
  );
}
