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
  MENSAJES_OFICINAS,
  SEXOS,
  formatearNumero,
  validarEmail,
  validarIngresos,
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
  cobradoresDeLaOficina,
  reglaDe,
} from '@cartera/plataforma';
import { CampoFoto } from '@cartera/plataforma/campo-foto';
import { CampoOficina, useOficinasParaElegir } from '@cartera/plataforma/formularios';
import { CamposCoordenadas } from '@cartera/plataforma/cuentas';
import type { ClienteResumen } from '@cartera/dominio';
import { CampoCedula } from './CampoCedula';
import { CamposAutorizacion } from './CamposAutorizacion';
import { CampoCodigo, CampoTelefonoCliente, CampoTexto, MitadFila } from './CamposSimples';
import { aDatosCliente, valoresIniciales, type CamposCliente } from './camposCliente';
import { recordarFoto } from './fotosEnMemoria';

/** Where the list goes after a save (spec §2): newest first, freshly loaded. */
export const RUTA_DESPUES_DE_GUARDAR = '/clientes?reload=1&sort=createdAt_desc';

const FORMATO_FECHA = 'DD/MM/YYYY';

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
  // A new client's office, when the session has several (docs/decisiones/selector-de-oficina.md): the API asks for it
  // then (`oficinaDeClienteNuevo`); it starts as the one the top bar shows. An edited client keeps his.
  const oficinasParaElegir = useOficinasParaElegir(!edicion);
  // A new client's Idempotency-Key: the same on every submit of this form, so a retry creates one client.
  const [clave] = useState(nuevaClaveIdempotencia);

  // The assigned collector stays selectable even if the list does not bring them (inactive since); the others are of
  // the client's office (the API's rule): his, or the one chosen for a new client.
  const oficinaElegida = Form.useWatch('oficina', form);
  const oficinaDelCliente = edicion ? cliente.oficina?._id : oficinaElegida;
  const opcionesCobrador = cobradoresDeLaOficina(
    opcionesParaAsignar(cobradores.opciones, cliente?.cobrador),
    oficinaDelCliente,
    cliente?.cobrador?._id,
  );

  const enviar = async (campos: CamposCliente) => {
    const datos = aDatosCliente(campos, fotoInicial);
    const oficina = oficinasParaElegir !== null && campos.oficina ? { oficina: campos.oficina } : {};
    await ejecutar(
      async () => {
        const guardado = cliente
          ? await clienteApi.put('/api/clientes/{id}', { ruta: { id: cliente._id }, cuerpo: datos })
          : await clienteApi.post('/api/clientes', { cuerpo: { ...datos, ...oficina }, clave });
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
          <MitadFila>
            <CampoCedula />
          </MitadFila>
          <CampoTexto label="Nombre" name="nombre" obligatorio={MENSAJES.nombreObligatorio} />
          <CampoTexto label="Apodo" name="apodo" maxLength={80} />
          <CampoTelefonoCliente label="Teléfono" name="telefono" obligatorio />
          <MitadFila>
            <Form.Item label="Email" name="email" rules={[reglaDe(validarEmail)]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </MitadFila>
          <MitadFila>
            <Form.Item label="Fecha de nacimiento" name="fechaNacimiento">
              <SelectorFecha
                format={FORMATO_FECHA}
                placeholder="DD/MM/AAAA"
                style={{ width: '100%' }}
                disabledDate={(fecha) => fecha.isAfter(dayjs(), 'day') || fecha.isSame(dayjs(), 'day')}
              />
            </Form.Item>
          </MitadFila>
          <CampoCodigo label="Sexo" name="sexo" valores={SEXOS} etiquetas={ETIQUETAS_SEXO} />
          <CampoCodigo
            label="Estado civil"
            name="estadoCivil"
            valores={ESTADOS_CIVILES}
            etiquetas={ETIQUETAS_ESTADO_CIVIL}
          />
          <CampoTexto label="Lugar de nacimiento" name="lugarNacimiento" />
          <CampoTexto label="Ocupación" name="ocupacion" />
          <MitadFila>
            <Form.Item label="Ingresos" name="ingresos" rules={[reglaDe((valor) => validarIngresos(valor))]}>
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
          </MitadFila>
          <MitadFila>
            <Form.Item label="Cobrador" name="cobrador">
              <Select
                allowClear
                placeholder="Sin asignar"
                loading={cobradores.cargando}
                options={opcionesCobrador}
              />
            </Form.Item>
          </MitadFila>
          {oficinasParaElegir !== null && (
            <MitadFila>
              <CampoOficina
                oficinas={oficinasParaElegir}
                obligatoria={MENSAJES_OFICINAS.oficinaObligatoria}
              />
            </MitadFila>
          )}
          <MitadFila>
            <Form.Item label="Estado" name="estado">
              <Select
                options={ESTADOS_ACTIVO.map((estado) => ({
                  value: estado,
                  label: ETIQUETAS_ESTADO_ACTIVO[estado],
                }))}
              />
            </Form.Item>
          </MitadFila>
          <Col xs={24}>
            <Form.Item label="Foto" name="foto">
              <CampoFoto />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Ubicación" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <CampoTexto
            label="Dirección"
            name="direccion"
            maxLength={200}
            obligatorio={MENSAJES.direccionObligatoria}
          />
          <CampoTexto label="Barrio" name="barrio" />
          <CampoTexto label="Ciudad" name="ciudad" obligatorio={MENSAJES.ciudadObligatoria} />
          <CampoTexto label="Departamento" name="departamento" />
          <CamposCoordenadas ayuda="Opcional: ordena las paradas de las rutas de cobro" />
        </Row>
      </Card>

      <Card title="Referencias" size="small" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {([1, 2] as const).map((n) => (
            <Fragment key={n}>
              <CampoTexto label={`Referencia ${n}: nombre`} name={`referencia${n}Nombre`} />
              <CampoTelefonoCliente
                label={`Referencia ${n}: teléfono`}
                name={`referencia${n}Telefono`}
                obligatorio={false}
              />
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
