import { useState } from 'react';
import { Button, Checkbox, DatePicker, Form, Radio, Select, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import {
  FILTROS_ESTADO_CLIENTES,
  MENSAJES_NOTIFICACIONES,
  MENSAJES_OFICINA_NOTIFICACION,
  NOMBRES_VARIABLES,
  errorVariables,
  type CategoriaNotificacionCentro,
  type FiltroEstadoClientes,
  type ReferenciaOficina,
  type TipoDestinatarios,
  type TipoNotificacion,
} from '@cartera/dominio';
import {
  clienteApi,
  nuevaClaveIdempotencia,
  reglaDe,
  toast,
  useConsulta,
  useGuardado,
  useOficinaEnVigor,
  useSelectorCobradores,
  useSesion,
} from '@cartera/plataforma';
import type { Cliente } from '@cartera/dominio';
import { CampoOficina, CamposFormulario, campo, useOficinasParaElegir } from '@cartera/plataforma/formularios';
import { clientesActivos } from './clientesActivos';
import { opcionesCategoria, opcionesTipo } from './etiquetas';

interface Valores {
  tipo: TipoNotificacion;
  categoria: CategoriaNotificacionCentro;
  plantillaId?: string;
  destinatarios: TipoDestinatarios;
  clienteIds?: string[];
  usuarioIds?: string[];
  filtroEstado?: FiltroEstadoClientes;
  filtroCobradorId?: string;
  titulo?: string;
  mensaje?: string;
  programar?: boolean;
  programada?: Dayjs;
  /** The campaign's office (its audience is computed within it); TODAS_LAS_OFICINAS: the admin's «Todas». */
  oficina?: string;
}

/** The admin's choice of no office: the campaign goes to every office (the API takes no `oficina`). */
const TODAS_LAS_OFICINAS = 'todas';

const ETIQUETAS_FILTRO: Record<FiltroEstadoClientes, string> = {
  todos: 'Todos los clientes activos',
  activo: 'Con préstamo al día',
  mora: 'En mora',
  vencido: 'Con préstamo vencido',
};

const obligatorio = { required: true, message: MENSAJES_NOTIFICACIONES.camposObligatorios };

/** Enviar: one message to chosen clients, a filtered group ("all in mora of collector X") or portal users; now or scheduled. */
export function EnviarTab({ alEnviar }: { alEnviar: () => void }) {
  const [form] = Form.useForm<Valores>();
  const tipo = Form.useWatch('tipo', form) ?? 'whatsapp';
  const destinatarios = Form.useWatch('destinatarios', form) ?? 'clientes';
  const programar = Form.useWatch('programar', form);
  const [busqueda, setBusqueda] = useState<string | undefined>(undefined);
  const { guardando: enviando, ejecutar } = useGuardado(form);
  const plantillas = useConsulta(
    async () =>
      (await clienteApi.get('/api/notificaciones/plantillas', { consulta: { page: 1, limit: 200, tipo, activa: true } }))
        .data,
    [tipo],
  );
  const clientes = useConsulta(() => clientesActivos(busqueda), [busqueda]);
  const cobradores = useSelectorCobradores();
  const usuarios = useConsulta(
    async () =>
      (await clienteApi.get('/api/usuarios', { consulta: { page: 1, limit: 500, estado: 'activo', sort: 'nombre_asc' } }))
        .data,
    [],
  );
  const esAdmin = useSesion((estado) => estado.usuario?.rol === 'admin');
  const oficinas = useOficinasParaElegir();
  const [elegidos, setElegidos] = useState<Array<Pick<Cliente, '_id' | 'nombre'>>>([]);
  // Idempotency-Key del formulario: la misma en cada reintento mientras no se envíe (una campaña que supera la espera
  // del cliente y se vuelve a pulsar no sale dos veces); una nueva tras un envío aceptado.
  const [clave, setClave] = useState(nuevaClaveIdempotencia);

  const opcionesClientes = [...new Map([...elegidos, ...(clientes.datos ?? [])].map((c) => [c._id, c])).values()].map((c) => ({
    value: c._id,
    label: c.nombre,
  }));

  const elegirPlantilla = (id?: string) => {
    const plantilla = plantillas.datos?.find((p) => p._id === id);
    if (plantilla) form.setFieldsValue({ titulo: plantilla.asunto || plantilla.nombre, mensaje: plantilla.contenido });
  };

  const enviar = async (valores: Valores) => {
    await ejecutar(
      () =>
        clienteApi.post('/api/notificaciones', {
          clave,
          cuerpo: {
          tipo: valores.tipo,
          categoria: valores.categoria,
          titulo: valores.titulo ?? '',
          mensaje: valores.mensaje ?? '',
          plantillaId: valores.plantillaId ?? null,
          destinatarios: valores.destinatarios,
          ...(valores.destinatarios === 'clientes' ? { clienteIds: valores.clienteIds } : {}),
          ...(valores.destinatarios === 'usuarios' ? { usuarioIds: valores.usuarioIds } : {}),
          ...(valores.destinatarios === 'filtro'
            ? { filtroEstado: valores.filtroEstado, filtroCobradorId: valores.filtroCobradorId }
            : {}),
          ...(valores.programar && valores.programada
            ? { programada: valores.programada.toISOString() }
            : {}),
          ...(oficinas !== null && valores.oficina && valores.oficina !== TODAS_LAS_OFICINAS
            ? { oficina: valores.oficina }
            : {}),
          },
        }),
      {
        exito: (n) =>
          n.estado === 'programado'
            ? `${MENSAJES_NOTIFICACIONES.programada} para ${n.estadisticas.destinatarios} destinatario(s)`
            : MENSAJES_NOTIFICACIONES.enviada, // §8, tal cual: los destinatarios se ven en el historial
        error: MENSAJES_NOTIFICACIONES.errorEnviar,
        alTerminar: () => {
          setClave(nuevaClaveIdempotencia());
          form.resetFields([
            'titulo',
            'mensaje',
            'plantillaId',
            'clienteIds',
            'usuarioIds',
            'programar',
            'programada',
          ]);
          setElegidos([]);
          alEnviar();
        },
      },
    );
  };

  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{ tipo: 'whatsapp', categoria: 'recordatorio', destinatarios: 'clientes', filtroEstado: 'mora' }}
      onFinish={enviar}
      onFinishFailed={() => toast.error(MENSAJES_NOTIFICACIONES.camposObligatorios)}
    >
      {oficinas !== null &&
        (esAdmin ? (
          <OficinaOTodas oficinas={oficinas} />
        ) : (
          <CampoOficina oficinas={oficinas} obligatoria={MENSAJES_OFICINA_NOTIFICACION.obligatoria} />
        ))}
      <CamposFormulario
        campos={[
          campo.seleccion('tipo', 'Tipo', opcionesTipo, {
            rules: [obligatorio],
            entrada: {
              onChange: (valor: TipoNotificacion) =>
                form.setFieldsValue({ plantillaId: undefined, destinatarios: valor === 'sistema' ? 'usuarios' : form.getFieldValue('destinatarios') }),
            },
          }),
          campo.seleccion('categoria', 'Categoría', opcionesCategoria, { rules: [obligatorio] }),
          campo.seleccion('plantillaId', 'Plantilla', (plantillas.datos ?? []).map((p) => ({ value: p._id, label: p.nombre })), {
            entrada: { allowClear: true, placeholder: 'Sin plantilla', loading: plantillas.cargando, onChange: elegirPlantilla },
          }),
          campo(
            'destinatarios',
            'Destinatarios',
            <Radio.Group
              options={[
                { value: 'clientes', label: 'Clientes elegidos', disabled: tipo === 'sistema' },
                { value: 'filtro', label: 'Grupo de clientes', disabled: tipo === 'sistema' },
                { value: 'usuarios', label: 'Usuarios del portal' },
              ]}
            />,
            { rules: [obligatorio] },
          ),
          destinatarios === 'clientes' &&
            campo.seleccion('clienteIds', 'Clientes', opcionesClientes, {
              rules: [obligatorio],
              entrada: {
                mode: 'multiple',
                showSearch: true,
                filterOption: false,
                placeholder: 'Buscar clientes por nombre o cédula',
                onSearch: (texto) => setBusqueda(texto.trim() || undefined),
                loading: clientes.cargando,
                onChange: (ids: string[]) =>
                  setElegidos(opcionesClientes.filter((o) => ids.includes(o.value)).map((o) => ({ _id: o.value, nombre: o.label }))),
              },
            }),
          destinatarios === 'filtro' &&
            campo.seleccion(
              'filtroEstado',
              'Estado del préstamo',
              FILTROS_ESTADO_CLIENTES.map((valor) => ({ value: valor, label: ETIQUETAS_FILTRO[valor] })),
              { rules: [obligatorio] },
            ),
          destinatarios === 'filtro' &&
            campo.seleccion('filtroCobradorId', 'Cobrador', cobradores.opciones, {
              entrada: { allowClear: true, placeholder: 'Todos los cobradores', loading: cobradores.cargando },
            }),
          destinatarios === 'usuarios' &&
            campo.seleccion('usuarioIds', 'Usuarios', (usuarios.datos ?? []).map((u) => ({ value: u._id, label: u.nombre })), {
              rules: [obligatorio],
              entrada: { mode: 'multiple', optionFilterProp: 'label', placeholder: 'Elija usuarios', loading: usuarios.cargando },
            }),
          campo.texto('titulo', tipo === 'email' ? 'Asunto' : 'Título', { rules: [obligatorio], max: 200 }),
          campo.area('mensaje', 'Mensaje', {
            rules: [obligatorio, reglaDe((valor?: string) => errorVariables(valor))],
            extra: <Typography.Text type="secondary">Variables: {NOMBRES_VARIABLES.map((v) => `{{${v}}}`).join(' ')}</Typography.Text>,
            max: 2000,
            filas: 5,
            entrada: { showCount: true },
          }),
          campo('programar', undefined, <Checkbox>Programar envío</Checkbox>, { valuePropName: 'checked' }),
          programar === true &&
            campo('programada', 'Fecha y hora de envío', <DatePicker showTime format="DD/MM/YYYY HH:mm" />, { rules: [obligatorio] }),
        ]}
      />
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={enviando}>
        {programar ? 'Programar' : 'Enviar'}
      </Button>
    </Form>
  );
}

/**
 * The admin's «Oficina» of a campaign: one office (its clients and accounts only) or «Todas las oficinas», starting
 * as the top bar's choice.
 */
function OficinaOTodas({ oficinas }: { oficinas: readonly ReferenciaOficina[] }) {
  const enVigor = useOficinaEnVigor();
  return (
    <Form.Item label="Oficina" name="oficina" initialValue={enVigor ?? TODAS_LAS_OFICINAS}>
      <Select
        aria-label="Oficina"
        options={[
          { value: TODAS_LAS_OFICINAS, label: 'Todas las oficinas' },
          ...oficinas.map((oficina) => ({ value: oficina._id, label: oficina.nombre })),
        ]}
      />
    </Form.Item>
  );
}
