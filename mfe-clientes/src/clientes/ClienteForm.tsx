import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import {
  ESTADOS_ACTIVO,
  ESTADOS_CIVILES,
  ETIQUETAS_ESTADO_ACTIVO,
  ETIQUETAS_ESTADO_CIVIL,
  ETIQUETAS_SEXO,
  LIMITES,
  MENSAJES,
  SEXOS,
  formatearNumero,
  limpiarTelefono,
  validarEmail,
  validarIngresos,
  validarTelefono,
  type ClienteDetalle,
} from '@cartera/dominio';
import {
  clienteApi,
  nuevaClaveIdempotencia,
  SelectorFecha,
  toast,
  useGuardado,
  opcionesParaAsignar,
  useSelectorCobradores,
  reglaDe,
} from '@cartera/plataforma';
import { CampoFoto } from '@cartera/plataforma/campo-foto';
import { CamposCoordenadas } from '@cartera/plataforma/cuentas';
import type { ClienteResumen } from '@cartera/dominio';
import { CampoCedula } from './CampoCedula';
import { CamposAutorizacion } from './CamposAutorizacion';
import { aDatosCliente, valoresIniciales, type CamposCliente } from './camposCliente';
import { recordarFoto } from './fotosEnMemoria';

/** Where the list goes after a save (spec §2): newest first, freshly loaded. */
export const RUTA_DESPUES_DE_GUARDAR = '/clientes?reload=1&sort=createdAt_desc';

const FORMATO_FECHA = 'DD/MM/YYYY';

const obligatorio = (mensaje: string) => ({ required: true, whitespace: true, message: mensaje });

interface Props {
  /** The client being edited (with its authorisation when the detail brings it), or null for 'Nuevo Cliente'. */
  cliente: (ClienteResumen & Partial<Pick<ClienteDetalle, 'autorizacionDatos'>>) | null;
  /** Its current photo (data URL) when editing. */
  fotoInicial?: string | null;
}

/** The one client form of /clientes/nuevo and /clientes/:id/editar (spec §2, §5). */
export function ClienteForm({ cliente, fotoInicial = null }: Props) {
  const [form] = Form.useForm<CamposCliente>();
  const navegar = useNavigate();
  const { guardando, ejecutar } = useGuardado(form);
  const cobradores = useSelectorCobradores();
  const edicion = cliente !== null;
  // A new client's Idempotency-Key: the same on every submit of this form, so a retry creates one client.
  const [clave] = useState(nuevaClaveIdempotencia);

  // The assigned collector stays selectable even if the list does not bring them (inactive since).
  const opcionesCobrador = opcionesParaAsignar(cobradores.opciones, cliente?.cobrador);

  const enviar = async (campos: CamposCliente) => {
    const datos = aDatosCliente(campos, fotoInicial);
    await ejecutar(
      async () => {
        const guardado = cliente
          ? await clienteApi.put('/api/clientes/{id}', { ruta: { id: cliente._id }, cuerpo: datos })
          : await clienteApi.post('/api/clientes', { cuerpo: datos, clave });
        if (guardado.tieneFoto && datos.foto) recordarFoto(guardado, datos.foto);
      },
      {
        exito: edicion ? 'Cliente actualizado exitosamente' : 'Cliente creado exitosamente',
        error: 'Error al guardar el cliente',
        alTerminar: () => navegar(RUTA_DESPUES_DE_GUARDAR),
        unaSolaVez: true,
      },
    );
  };

  return (
    <Form<CamposCliente>
      form={form}
      name="cliente"
      layout="vertical"
      initialValues={valoresIniciales(cliente, fotoInicial)}
      onFinish={enviar}
      onFinishFailed={() => toast.error(MENSAJES.formularioConErrores)}
      scrollToFirstError
    >
      <Card title="Información personal" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <CampoCedula />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Nombre"
              name="nombre"
              required
              rules={[obligatorio(MENSAJES.nombreObligatorio)]}
            >
              <Input autoComplete="off" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Apodo" name="apodo">
              <Input autoComplete="off" maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Teléfono"
              name="telefono"
              required
              normalize={(valor?: string) => limpiarTelefono(valor)}
              rules={[reglaDe(validarTelefono)]}
            >
              <Input inputMode="numeric" placeholder="10 dígitos" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Email" name="email" rules={[reglaDe(validarEmail)]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Fecha de nacimiento" name="fechaNacimiento">
              <SelectorFecha
                format={FORMATO_FECHA}
                placeholder="DD/MM/AAAA"
                style={{ width: '100%' }}
                disabledDate={(fecha) => fecha.isAfter(dayjs(), 'day') || fecha.isSame(dayjs(), 'day')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Sexo" name="sexo">
              <Select
                allowClear
                placeholder="Seleccione"
                options={SEXOS.map((sexo) => ({ value: sexo, label: `${sexo} · ${ETIQUETAS_SEXO[sexo]}` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Estado civil" name="estadoCivil">
              <Select
                allowClear
                placeholder="Seleccione"
                options={ESTADOS_CIVILES.map((estado) => ({
                  value: estado,
                  label: `${estado} · ${ETIQUETAS_ESTADO_CIVIL[estado]}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Lugar de nacimiento" name="lugarNacimiento">
              <Input autoComplete="off" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Ocupación" name="ocupacion">
              <Input autoComplete="off" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Ingresos"
              name="ingresos"
              rules={[reglaDe((valor) => validarIngresos(valor))]}
            >
              <InputNumber<number>
                min={0}
                step={LIMITES.ingresosPaso}
                style={{ width: '100%' }}
                formatter={(valor) =>
                  valor === undefined || valor === null || `${valor}` === ''
                    ? ''
                    : `$ ${formatearNumero(Number(valor))}`
                }
                parser={(valor) => Number((valor ?? '').replace(/\D/g, '') || 0)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Cobrador" name="cobrador">
              <Select
                allowClear
                placeholder="Sin asignar"
                loading={cobradores.cargando}
                options={opcionesCobrador}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Estado" name="estado">
              <Select
                options={ESTADOS_ACTIVO.map((estado) => ({
                  value: estado,
                  label: ETIQUETAS_ESTADO_ACTIVO[estado],
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Foto" name="foto">
              <CampoFoto />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Ubicación" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Dirección"
              name="direccion"
              required
              rules={[obligatorio(MENSAJES.direccionObligatoria)]}
            >
              <Input autoComplete="off" maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Barrio" name="barrio">
              <Input autoComplete="off" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Ciudad"
              name="ciudad"
              required
              rules={[obligatorio(MENSAJES.ciudadObligatoria)]}
            >
              <Input autoComplete="off" maxLength={120} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Departamento" name="departamento">
              <Input autoComplete="off" maxLength={120} />
            </Form.Item>
          </Col>
          <CamposCoordenadas ayuda="Opcional: ordena las paradas de las rutas de cobro" />
        </Row>
      </Card>

      <Card title="Referencias" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {([1, 2] as const).map((n) => (
            <Fragment key={n}>
              <Col xs={24} md={12}>
                <Form.Item label={`Referencia ${n}: nombre`} name={`referencia${n}Nombre`}>
                  <Input autoComplete="off" maxLength={120} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  label={`Referencia ${n}: teléfono`}
                  name={`referencia${n}Telefono`}
                  normalize={(valor?: string) => limpiarTelefono(valor)}
                  rules={[reglaDe((valor: string | null | undefined) => validarTelefono(valor, { obligatorio: false }))]}
                >
                  <Input inputMode="numeric" placeholder="10 dígitos" autoComplete="off" />
                </Form.Item>
              </Col>
            </Fragment>
          ))}
        </Row>
      </Card>

      <CamposAutorizacion actual={cliente?.autorizacionDatos ?? null} />

      <Card title="Observaciones" size="small" style={{ marginBottom: 16 }}>
        <Form.Item label="Observaciones" name="observaciones" style={{ marginBottom: 0 }}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      </Card>

      <Flex gap={8} justify="flex-end">
        <Button onClick={() => navegar('/clientes')}>Cancelar</Button>
        <Button type="primary" htmlType="submit" loading={guardando}>
          {edicion ? 'Actualizar Cliente' : 'Crear Cliente'}
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
        Los campos con * son obligatorios.
      </Typography.Text>
    </Form>
  );
}
