import { Alert, Button, Card, Flex, Form, Input, Radio, Select, Skeleton, Switch, Table, Typography } from 'antd';
import {
  ETIQUETAS_TIPO_CUENTA_PAGO,
  MENSAJES_OFICINA_CUENTA_PAGO,
  TIPOS_CUENTA_PAGO,
  TRANSFERENCIAS_MI_RUTA,
  esValorDe,
  normalizarIdentificador,
  validarIdentificadorCuentaPago,
  type CuentaPago,
  type DatosCuentaPago,
  type TransferenciasMiRuta,
} from '@cartera/dominio';
import {
  clienteApi,
  mensajeDeError,
  reglaDe,
  useConsulta,
  useGuardado,
  useSesion,
  useVariasOficinas,
} from '@cartera/plataforma';
import { CampoOficina, useOficinasParaElegir } from '@cartera/plataforma/formularios';

const OPCIONES_TIPO = TIPOS_CUENTA_PAGO.map((tipo) => ({ value: tipo, label: ETIQUETAS_TIPO_CUENTA_PAGO[tipo] }));

/**
 * Configuración → Sistema: the accounts where clients pay by transfer (bank, Bre-B key, Nequi, Daviplata), each with
 * its own ledger sub-account under Bancos, and what happens to a transfer recorded in Mi Ruta
 * (docs/decisiones/pagos-por-transferencia.md). The admin edits; the gerente reads. Each account belongs to one office
 * (docs/decisiones/cuentas-de-recaudo-por-oficina.md): with more than one, the list says which and a new one asks.
 */
export function TarjetaCuentasRecaudo() {
  const editable = useSesion((estado) => estado.usuario?.rol === 'admin');
  const [form] = Form.useForm<DatosCuentaPago>();
  const oficinas = useOficinasParaElegir(editable);
  const variasOficinas = useVariasOficinas();
  const { guardando, ejecutar } = useGuardado(form);
  const cuentas = useConsulta(() => clienteApi.get('/api/pagos/cuentas'), []);
  const ajustes = useConsulta(() => clienteApi.get('/api/pagos/ajustes'), []);

  const crear = (datos: DatosCuentaPago) =>
    ejecutar(() => clienteApi.post('/api/pagos/cuentas', { cuerpo: datos }), {
      exito: 'Cuenta de recaudo registrada',
      error: 'Error al registrar la cuenta',
      alTerminar: () => {
        form.resetFields();
        cuentas.recargar();
      },
    });
  const activar = (cuenta: CuentaPago, activa: boolean) =>
    ejecutar(() => clienteApi.put('/api/pagos/cuentas/{id}', { ruta: { id: cuenta._id }, cuerpo: { activa } }), {
      exito: activa ? 'Cuenta activada' : 'Cuenta desactivada',
      error: 'Error al actualizar la cuenta',
      alTerminar: () => cuentas.recargar(),
    });
  const cambiarModo = (transferenciasMiRuta: TransferenciasMiRuta) =>
    ejecutar(() => clienteApi.put('/api/pagos/ajustes', { cuerpo: { transferenciasMiRuta } }), {
      exito: 'Ajuste de Mi Ruta guardado',
      error: 'Error al guardar el ajuste',
      alTerminar: () => ajustes.recargar(),
    });

  const reglaIdentificador = reglaDe((valor: string | undefined) => {
    const tipo: unknown = form.getFieldValue('tipo');
    return esValorDe(TIPOS_CUENTA_PAGO, tipo)
      ? validarIdentificadorCuentaPago(tipo, normalizarIdentificador(tipo, valor ?? '')) : null;
  });

  return (
    <Card title="Cuentas de recaudo" size="small">
      {cuentas.error ? (
        <Alert type="error" showIcon title={mensajeDeError(cuentas.error, 'Error al cargar las cuentas de recaudo')} />
      ) : !cuentas.datos ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Donde los clientes pagan por transferencia. Lo que llega a cada cuenta entra a su subcuenta de Bancos en el
            libro mayor, nunca a la caja ni al efectivo de un cobrador.
          </Typography.Paragraph>
          <Table<CuentaPago>
            rowKey="_id"
            size="small"
            pagination={false}
            dataSource={cuentas.datos}
            locale={{ emptyText: 'Sin cuentas de recaudo' }}
            columns={[
              { title: 'Tipo', dataIndex: 'tipo', render: (tipo: CuentaPago['tipo']) => ETIQUETAS_TIPO_CUENTA_PAGO[tipo] },
              { title: 'Nombre', dataIndex: 'nombre' },
              { title: 'Número o llave', dataIndex: 'identificador' },
              { title: 'Cuenta contable', render: (_, c) => `${c.cuentaContable.codigo} ${c.cuentaContable.nombre}` },
              ...(variasOficinas ? [{ title: 'Oficina', render: (_: unknown, c: CuentaPago) => c.oficina?.nombre ?? '' }] : []),
              {
                title: 'Activa',
                render: (_, c) => (
                  <Switch
                    checked={c.activa}
                    disabled={!editable || guardando}
                    aria-label={`Activa: ${c.nombre}`}
                    onChange={(activa) => void activar(c, activa)}
                  />
                ),
              },
            ]}
          />
          {editable && (
            <Form<DatosCuentaPago> form={form} layout="vertical" name="cuenta-recaudo" onFinish={crear} style={{ marginTop: 16 }}>
              <Flex gap={12} wrap align="flex-end">
                <Form.Item name="tipo" label="Tipo" rules={[{ required: true, message: 'Elija el tipo de cuenta' }]} style={{ minWidth: 170 }}>
                  <Select options={OPCIONES_TIPO} aria-label="Tipo" />
                </Form.Item>
                <Form.Item name="nombre" label="Nombre" rules={[{ required: true, whitespace: true, message: 'Escriba el nombre de la cuenta (por ejemplo «Bancolombia ahorros»)' }]}>
                  <Input maxLength={120} aria-label="Nombre" />
                </Form.Item>
                <Form.Item name="identificador" label="Número, llave o celular" dependencies={['tipo']} rules={[{ required: true, message: 'Escriba el número de cuenta, la llave o el celular' }, reglaIdentificador]}>
                  <Input maxLength={80} aria-label="Número, llave o celular" />
                </Form.Item>
                {oficinas !== null && (
                  <CampoOficina oficinas={oficinas} obligatoria={MENSAJES_OFICINA_CUENTA_PAGO.obligatoria} />
                )}
                <Form.Item>
                  <Button type="primary" htmlType="submit" loading={guardando}>
                    Agregar cuenta
                  </Button>
                </Form.Item>
              </Flex>
            </Form>
          )}
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            Transferencias registradas en Mi Ruta
          </Typography.Title>
          {ajustes.datos && (
            <Radio.Group
              value={ajustes.datos.transferenciasMiRuta}
              disabled={!editable || guardando}
              onChange={(e) => {
                const modo: unknown = e.target.value;
                if (esValorDe(TRANSFERENCIAS_MI_RUTA, modo)) void cambiarModo(modo);
              }}
              options={[
                { value: 'por_confirmar', label: 'Quedan por confirmar hasta que la oficina o el extracto las confirme' },
                { value: 'aplicar', label: 'Se aplican al préstamo de una vez' },
              ]}
            />
          )}
        </>
      )}
    </Card>
  );
}
