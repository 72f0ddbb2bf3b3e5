import { useState } from 'react';
import { Button, Checkbox, DatePicker, Form, Input, Radio, Select, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import {
  FILTROS_ESTADO_CLIENTES,
  MENSAJES_NOTIFICACIONES,
  NOMBRES_VARIABLES,
  errorVariables,
  type CategoriaNotificacionCentro,
  type FiltroEstadoClientes,
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
  useSelectorCobradores,
} from '@cartera/plataforma';
import type { Cliente } from '@cartera/dominio';
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
}

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
      <Form.Item label="Tipo" name="tipo" rules={[obligatorio]}>
        <Select
          options={opcionesTipo}
          onChange={(valor: TipoNotificacion) =>
            form.setFieldsValue({ plantillaId: undefined, destinatarios: valor === 'sistema' ? 'usuarios' : form.getFieldValue('destinatarios') })
          }
        />
      </Form.Item>
      <Form.Item label="Categoría" name="categoria" rules={[obligatorio]}>
        <Select options={opcionesCategoria} />
      </Form.Item>
      <Form.Item label="Plantilla" name="plantillaId">
        <Select
          allowClear
          placeholder="Sin plantilla"
          loading={plantillas.cargando}
          options={(plantillas.datos ?? []).map((p) => ({ value: p._id, label: p.nombre }))}
          onChange={elegirPlantilla}
        />
      </Form.Item>
      <Form.Item label="Destinatarios" name="destinatarios" rules={[obligatorio]}>
        <Radio.Group
          options={[
            { value: 'clientes', label: 'Clientes elegidos', disabled: tipo === 'sistema' },
            { value: 'filtro', label: 'Grupo de clientes', disabled: tipo === 'sistema' },
            { value: 'usuarios', label: 'Usuarios del portal' },
          ]}
        />
      </Form.Item>
      {destinatarios === 'clientes' && (
        <Form.Item label="Clientes" name="clienteIds" rules={[obligatorio]}>
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            placeholder="Buscar clientes por nombre o cédula"
            onSearch={(texto) => setBusqueda(texto.trim() || undefined)}
            loading={clientes.cargando}
            options={opcionesClientes}
            onChange={(ids: string[]) =>
              setElegidos(opcionesClientes.filter((o) => ids.includes(o.value)).map((o) => ({ _id: o.value, nombre: o.label })))
            }
          />
        </Form.Item>
      )}
      {destinatarios === 'filtro' && (
        <>
          <Form.Item label="Estado del préstamo" name="filtroEstado" rules={[obligatorio]}>
            <Select options={FILTROS_ESTADO_CLIENTES.map((valor) => ({ value: valor, label: ETIQUETAS_FILTRO[valor] }))} />
          </Form.Item>
          <Form.Item label="Cobrador" name="filtroCobradorId">
            <Select
              allowClear
              placeholder="Todos los cobradores"
              loading={cobradores.cargando}
              options={cobradores.opciones}
            />
          </Form.Item>
        </>
      )}
      {destinatarios === 'usuarios' && (
        <Form.Item label="Usuarios" name="usuarioIds" rules={[obligatorio]}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            placeholder="Elija usuarios"
            loading={usuarios.cargando}
            options={(usuarios.datos ?? []).map((u) => ({ value: u._id, label: u.nombre }))}
          />
        </Form.Item>
      )}
      <Form.Item label={tipo === 'email' ? 'Asunto' : 'Título'} name="titulo" rules={[obligatorio]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label="Mensaje"
        name="mensaje"
        rules={[
          obligatorio,
          reglaDe((valor?: string) => errorVariables(valor)),
        ]}
        extra={<Typography.Text type="secondary">Variables: {NOMBRES_VARIABLES.map((v) => `{{${v}}}`).join(' ')}</Typography.Text>}
      >
        <Input.TextArea rows={5} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="programar" valuePropName="checked">
        <Checkbox>Programar envío</Checkbox>
      </Form.Item>
      {programar && (
        <Form.Item label="Fecha y hora de envío" name="programada" rules={[obligatorio]}>
          <DatePicker showTime format="DD/MM/YYYY HH:mm" />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={enviando}>
        {programar ? 'Programar' : 'Enviar'}
      </Button>
    </Form>
  );
}
