import { Fragment, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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
  limpiarCedula,
  limpiarTelefono,
  validarEmail,
  validarIngresos,
  validarTelefono,
  type CanalAutorizacion,
  type ClienteDetalle,
  type DatosCliente,
  type EstadoActivo,
  type EstadoCivil,
  type Sexo,
} from '@cartera/dominio';
import {
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
import { clientesApi } from './clientes.api';
import { recordarFoto } from './fotosEnMemoria';

/** Where the list goes after a save (spec §2): newest first, freshly loaded. */
export const RUTA_DESPUES_DE_GUARDAR = '/clientes?reload=1&sort=createdAt_desc';

const FORMATO_FECHA = 'DD/MM/YYYY';

export interface CamposCliente {
  cedula: string;
  nombre: string;
  apodo?: string | null;
  telefono: string;
  email?: string | null;
  fechaNacimiento?: Dayjs | null;
  sexo?: Sexo | null;
  estadoCivil?: EstadoCivil | null;
  lugarNacimiento?: string | null;
  ocupacion?: string | null;
  ingresos?: number | null;
  direccion: string;
  barrio?: string | null;
  ciudad: string;
  departamento?: string | null;
  latitud?: number | null;
  longitud?: number | null;
  referencia1Nombre?: string | null;
  referencia1Telefono?: string | null;
  referencia2Nombre?: string | null;
  referencia2Telefono?: string | null;
  observaciones?: string | null;
  estado: EstadoActivo;
  cobrador?: string | null;
  foto?: string | null;
  autorizacionCanal?: CanalAutorizacion | null;
  autorizacionDocumento?: string | null;
}

const obligatorio = (mensaje: string) => ({ required: true, whitespace: true, message: mensaje });

const texto = (valor?: string | null): string | null => {
  const limpio = valor?.trim();
  return limpio ? limpio : null;
};

function valoresIniciales(cliente: ClienteResumen | null, foto: string | null): CamposCliente {
  if (!cliente)
    return {
      cedula: '',
      nombre: '',
      telefono: '',
      direccion: '',
      ciudad: '',
      estado: 'activo',
      cobrador: null,
      foto: null,
    };
  return {
    cedula: cliente.cedula,
    nombre: cliente.nombre,
    apodo: cliente.apodo,
    telefono: cliente.telefono,
    email: cliente.email,
    fechaNacimiento: cliente.fechaNacimiento ? dayjs(cliente.fechaNacimiento, 'YYYY-MM-DD') : null,
    sexo: cliente.sexo,
    estadoCivil: cliente.estadoCivil,
    lugarNacimiento: cliente.lugarNacimiento,
    ocupacion: cliente.ocupacion,
    ingresos: cliente.ingresos,
    direccion: cliente.direccion,
    barrio: cliente.barrio,
    ciudad: cliente.ciudad,
    departamento: cliente.departamento,
    latitud: cliente.latitud ?? null,
    longitud: cliente.longitud ?? null,
    referencia1Nombre: cliente.referencia1Nombre,
    referencia1Telefono: cliente.referencia1Telefono,
    referencia2Nombre: cliente.referencia2Nombre,
    referencia2Telefono: cliente.referencia2Telefono,
    observaciones: cliente.observaciones,
    estado: cliente.estado,
    cobrador: cliente.cobrador?._id ?? null,
    foto,
  };
}

/** The form's values as the API's body. The photo goes only when it changed (absent = keep, null = remove). */
export function aDatosCliente(campos: CamposCliente, fotoInicial: string | null): DatosCliente {
  const datos: DatosCliente = {
    nombre: campos.nombre.trim(),
    cedula: limpiarCedula(campos.cedula),
    telefono: limpiarTelefono(campos.telefono),
    direccion: campos.direccion.trim(),
    ciudad: campos.ciudad.trim(),
    apodo: texto(campos.apodo),
    email: texto(campos.email),
    barrio: texto(campos.barrio),
    departamento: texto(campos.departamento),
    fechaNacimiento: campos.fechaNacimiento ? campos.fechaNacimiento.format('YYYY-MM-DD') : null,
    sexo: campos.sexo ?? null,
    estadoCivil: campos.estadoCivil ?? null,
    lugarNacimiento: texto(campos.lugarNacimiento),
    ocupacion: texto(campos.ocupacion),
    ingresos: campos.ingresos ?? null,
    latitud: campos.latitud ?? null,
    longitud: campos.longitud ?? null,
    referencia1Nombre: texto(campos.referencia1Nombre),
    referencia1Telefono: texto(campos.referencia1Telefono),
    referencia2Nombre: texto(campos.referencia2Nombre),
    referencia2Telefono: texto(campos.referencia2Telefono),
    observaciones: texto(campos.observaciones),
    estado: campos.estado,
    cobrador: campos.cobrador ?? null,
  };
  const foto = campos.foto ?? null;
  if (foto !== fotoInicial) datos.foto = foto;
  if (campos.autorizacionCanal) {
    datos.autorizacionDatos = { canal: campos.autorizacionCanal, documento: texto(campos.autorizacionDocumento) };
  }
  return datos;
}

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
          ? await clientesApi.actualizar(cliente._id, datos)
          : await clientesApi.crear(datos, clave);
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
