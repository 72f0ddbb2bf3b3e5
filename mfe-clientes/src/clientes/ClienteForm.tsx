import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Flex, Form, Typography } from 'antd';
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
  opcionesDe,
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
import {
  CampoOficina,
  CamposFormulario,
  campo,
  useOficinasParaElegir,
} from '@cartera/plataforma/formularios';
import { CamposCoordenadas } from '@cartera/plataforma/cuentas';
import type { ClienteResumen } from '@cartera/dominio';
import { CampoCedula } from './CampoCedula';
import { CamposAutorizacion } from './CamposAutorizacion';
import {
  codigoCliente,
  MITAD_FILA,
  MitadFila,
  SeccionCliente,
  telefonoCliente,
  textoCliente,
} from './CamposSimples';
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
      <SeccionCliente titulo="Información personal">
        <MitadFila>
          <CampoCedula />
        </MitadFila>
        <CamposFormulario
          columna={MITAD_FILA}
          campos={[
            textoCliente('nombre', 'Nombre', { obligatorio: MENSAJES.nombreObligatorio }),
            textoCliente('apodo', 'Apodo', { max: 80 }),
            telefonoCliente('telefono', 'Teléfono', true),
            campo.texto('email', 'Email', {
              rules: [reglaDe(validarEmail)],
              entrada: { type: 'email', autoComplete: 'off' },
            }),
            campo(
              'fechaNacimiento',
              'Fecha de nacimiento',
              <SelectorFecha
                format={FORMATO_FECHA}
                placeholder="DD/MM/AAAA"
                style={{ width: '100%' }}
                disabledDate={(fecha) => fecha.isAfter(dayjs(), 'day') || fecha.isSame(dayjs(), 'day')}
              />,
            ),
            codigoCliente('sexo', 'Sexo', SEXOS, ETIQUETAS_SEXO),
            codigoCliente('estadoCivil', 'Estado civil', ESTADOS_CIVILES, ETIQUETAS_ESTADO_CIVIL),
            textoCliente('lugarNacimiento', 'Lugar de nacimiento'),
            textoCliente('ocupacion', 'Ocupación'),
            campo.numero('ingresos', 'Ingresos', {
              rules: [reglaDe((valor) => validarIngresos(valor))],
              entrada: {
                min: 0,
                step: LIMITES.ingresosPaso,
                formatter: (valor) =>
                  valor === undefined || valor === null || `${valor}` === ''
                    ? ''
                    : `$ ${formatearNumero(Number(valor))}`,
                parser: (valor) => Number((valor ?? '').replace(/\D/g, '') || 0),
              },
            }),
            campo.seleccion('cobrador', 'Cobrador', opcionesCobrador, {
              entrada: { allowClear: true, placeholder: 'Sin asignar', loading: cobradores.cargando },
            }),
          ]}
        />
        {oficinasParaElegir !== null && (
          <MitadFila>
            <CampoOficina oficinas={oficinasParaElegir} obligatoria={MENSAJES_OFICINAS.oficinaObligatoria} />
          </MitadFila>
        )}
        <CamposFormulario
          columna={MITAD_FILA}
          campos={[campo.seleccion('estado', 'Estado', opcionesDe(ESTADOS_ACTIVO, ETIQUETAS_ESTADO_ACTIVO))]}
        />
        <CamposFormulario columna={{ xs: 24 }} campos={[campo('foto', 'Foto', <CampoFoto />)]} />
      </SeccionCliente>

      <SeccionCliente titulo="Ubicación">
        <CamposFormulario
          columna={MITAD_FILA}
          campos={[
            textoCliente('direccion', 'Dirección', {
              max: 200,
              obligatorio: MENSAJES.direccionObligatoria,
            }),
            textoCliente('barrio', 'Barrio'),
            textoCliente('ciudad', 'Ciudad', { obligatorio: MENSAJES.ciudadObligatoria }),
            textoCliente('departamento', 'Departamento'),
          ]}
        />
        <CamposCoordenadas ayuda="Opcional: ordena las paradas de las rutas de cobro" />
      </SeccionCliente>

      <SeccionCliente titulo="Referencias">
        <CamposFormulario
          columna={MITAD_FILA}
          campos={([1, 2] as const).flatMap((n) => [
            textoCliente(`referencia${n}Nombre`, `Referencia ${n}: nombre`),
            telefonoCliente(`referencia${n}Telefono`, `Referencia ${n}: teléfono`, false),
          ])}
        />
      </SeccionCliente>

      <CamposAutorizacion actual={cliente?.autorizacionDatos ?? null} />

      <Card title="Observaciones" size="small" style={{ marginBottom: 16 }}>
        <CamposFormulario
          campos={[
            campo.area('observaciones', 'Observaciones', {
              max: 2000,
              filas: 3,
              style: { marginBottom: 0 },
              entrada: { showCount: true },
            }),
          ]}
        />
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
