import { useState } from 'react';
import { Alert, Button, Form, Modal, Select, Tag, Typography } from 'antd';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ETIQUETAS_TIPO_NOTIFICACION,
  MENSAJES_NOTIFICACIONES,
  NOMBRES_VARIABLES,
  errorVariables,
  type PlantillaNotificacion,
  type TipoNotificacion,
} from '@cartera/dominio';
import { aplicarErroresServidor, clienteApi, mensajeDeError, toast, useConsulta, useGuardado } from '@cartera/plataforma';
import {
  AccionesFila,
  BarraFiltros,
  TablaPaginada,
  eliminarConConfirmacion,
  useListado,
  type FiltrosListado,
} from '@cartera/plataforma/listado';
import type { ConsultaPlantillas, DatosPlantillaNotificacion } from '@cartera/dominio';
import { CamposFormulario, campo } from '@cartera/plataforma/formularios';
import { clientesActivos } from './clientesActivos';
import { opcionesTipo } from './etiquetas';

const USO: Record<NonNullable<PlantillaNotificacion['uso']>, string> = {
  recordatorio_cuota: 'Recordatorio de cuota (automático)',
  aviso_mora: 'Aviso de mora (automático)',
  recibo_cobro: 'Recibo de cobro (automático)',
  recibo_correccion: 'Corrección de recibo (automático)',
};

const validarVariables = async (_regla: unknown, valor?: string) => {
  const error = errorVariables(valor);
  if (error) throw new Error(error);
};

function PlantillaModal({ plantilla, abierta, alCerrar }: { plantilla: PlantillaNotificacion | null; abierta: boolean; alCerrar: (guardada: boolean) => void }) {
  const [form] = Form.useForm<DatosPlantillaNotificacion>();
  const { guardando, ejecutar } = useGuardado(form);
  const [busqueda, setBusqueda] = useState<string | undefined>(undefined);
  const [clienteId, setClienteId] = useState<string | undefined>(undefined);
  const [vista, setVista] = useState<{ asunto: string | null; contenido: string } | null>(null);
  const clientes = useConsulta(() => clientesActivos(busqueda), [busqueda]);

  const previsualizar = async () => {
    if (!clienteId) {
      toast.error('Elija un cliente para la vista previa');
      return;
    }
    try {
      const { asunto, contenido } = form.getFieldsValue(['asunto', 'contenido']);
      setVista(
        await clienteApi.post('/api/notificaciones/plantillas/vista-previa', {
          cuerpo: { asunto: asunto || null, contenido: contenido ?? '', clienteId },
        }),
      );
    } catch (error) {
      aplicarErroresServidor(form, error);
      toast.error(mensajeDeError(error, 'No se pudo generar la vista previa'));
    }
  };

  const guardar = async (valores: DatosPlantillaNotificacion) => {
    const datos = { ...valores, asunto: valores.asunto || null };
    await ejecutar(
      () =>
        plantilla
          ? clienteApi.put('/api/notificaciones/plantillas/{id}', { ruta: { id: plantilla._id }, cuerpo: datos })
          : clienteApi.post('/api/notificaciones/plantillas', { cuerpo: datos }),
      {
        exito: plantilla ? 'Plantilla actualizada correctamente' : 'Plantilla creada correctamente',
        error: 'No se pudo guardar la plantilla',
        alTerminar: () => alCerrar(true),
      },
    );
  };

  return (
    <Modal
      open={abierta}
      title={plantilla ? 'Editar plantilla' : 'Nueva plantilla'}
      onCancel={() => alCerrar(false)}
      onOk={() => form.submit()}
      okText="Guardar"
      cancelText="Cancelar"
      confirmLoading={guardando}
      destroyOnHidden
      width={720}
      // The form starts with its values (it is mounted anew on every opening): filling it after the opening
      // animation would overwrite what a quick user already typed.
      afterOpenChange={(abriendo) => {
        if (!abriendo) setVista(null);
      }}
    >
      <Form<DatosPlantillaNotificacion>
        form={form}
        layout="vertical"
        onFinish={guardar}
        preserve={false}
        initialValues={
          plantilla
            ? { nombre: plantilla.nombre, tipo: plantilla.tipo, asunto: plantilla.asunto, contenido: plantilla.contenido, activa: plantilla.activa }
            : { nombre: '', tipo: 'whatsapp', asunto: '', contenido: '', activa: true }
        }
      >
        <CamposFormulario
          campos={[
            campo.texto('nombre', 'Nombre', { obligatorio: MENSAJES_NOTIFICACIONES.camposObligatorios, max: 120 }),
            campo.seleccion('tipo', 'Tipo', opcionesTipo, { obligatorio: MENSAJES_NOTIFICACIONES.camposObligatorios }),
            campo.texto('asunto', 'Asunto', { max: 200, rules: [{ validator: validarVariables }] }),
            campo.area('contenido', 'Contenido', {
              obligatorio: MENSAJES_NOTIFICACIONES.camposObligatorios,
              rules: [{ validator: validarVariables }],
              max: 2000,
              filas: 5,
              entrada: { showCount: true },
              extra: (
                <Typography.Text type="secondary">
                  Variables: {NOMBRES_VARIABLES.map((v) => `{{${v}}}`).join(' ')}
                </Typography.Text>
              ),
            }),
            campo.interruptor('activa', 'Activa'),
          ]}
        />
      </Form>
      <Typography.Title level={5}>Vista previa</Typography.Title>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Select
          showSearch
          filterOption={false}
          allowClear
          style={{ flex: 1 }}
          aria-label="Cliente de la vista previa"
          placeholder="Buscar un cliente"
          onSearch={(texto) => setBusqueda(texto.trim() || undefined)}
          loading={clientes.cargando}
          value={clienteId}
          onChange={setClienteId}
          options={(clientes.datos ?? []).map((c) => ({ value: c._id, label: c.nombre }))}
        />
        <Button icon={<EyeOutlined />} onClick={() => void previsualizar()}>
          Vista previa
        </Button>
      </div>
      {vista && (
        <div data-testid="vista-previa">
          <Alert
            type="info"
            message={vista.asunto ?? 'Sin asunto'}
            description={<span style={{ whiteSpace: 'pre-wrap' }}>{vista.contenido}</span>}
          />
        </div>
      )}
    </Modal>
  );
}

/** Plantillas: CRUD with variables and a preview with a real client. The automatic messages' templates can't be deleted. */
export function PlantillasTab() {
  const lista = useListado<ConsultaPlantillas & FiltrosListado, PlantillaNotificacion>({
    consultar: (filtros) => clienteApi.get('/api/notificaciones/plantillas', { consulta: filtros }),
    filtrosIniciales: { sort: 'nombre_asc' },
    mensajeError: 'Error al cargar plantillas',
    guardarComo: 'notificaciones-plantillas',
  });
  const [edicion, setEdicion] = useState<{ plantilla: PlantillaNotificacion | null } | null>(null);

  return (
    <>
      <BarraFiltros
        busqueda={{ placeholder: 'Buscar plantillas', etiqueta: 'Buscar plantillas', alBuscar: (search) => lista.cambiarFiltros({ search }) }}
        alLimpiar={lista.limpiarFiltros}
        acciones={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdicion({ plantilla: null })}>
            Nueva plantilla
          </Button>
        }
      >
        <Select
          allowClear
          placeholder="Tipo"
          aria-label="Filtrar plantillas por tipo"
          style={{ width: 140 }}
          options={opcionesTipo}
          value={lista.filtros.tipo}
          onChange={(tipo: TipoNotificacion | undefined) => lista.cambiarFiltros({ tipo })}
        />
      </BarraFiltros>
      <TablaPaginada<PlantillaNotificacion>
        listado={lista}
        etiquetaTotal={(total) => `${total} plantillas`}
        columns={[
          { title: 'Nombre', key: 'nombre', dataIndex: 'nombre', sorter: true },
          { title: 'Tipo', key: 'tipo', dataIndex: 'tipo', render: (v: TipoNotificacion) => ETIQUETAS_TIPO_NOTIFICACION[v] },
          { title: 'Uso', dataIndex: 'uso', render: (v: PlantillaNotificacion['uso']) => (v ? USO[v] : 'Manual') },
          { title: 'Variables', dataIndex: 'variables', render: (v: string[]) => v.map((n) => <Tag key={n}>{`{{${n}}}`}</Tag>) },
          { title: 'Estado', dataIndex: 'activa', render: (v: boolean) => (v ? <Tag color="success">Activa</Tag> : <Tag>Inactiva</Tag>) },
          {
            title: 'Acciones',
            render: (_, p) => (
              <AccionesFila
                alEditar={() => setEdicion({ plantilla: p })}
                alEliminar={
                  p.uso
                    ? undefined
                    : () =>
                        void eliminarConConfirmacion({
                          pregunta: `¿Eliminar la plantilla «${p.nombre}»?`,
                          eliminar: () => clienteApi.delete('/api/notificaciones/plantillas/{id}', { ruta: { id: p._id } }),
                          exito: 'Plantilla eliminada correctamente',
                          error: 'No se pudo eliminar la plantilla',
                          alTerminar: lista.recargar,
                        })
                }
              />
            ),
          },
        ]}
      />
      <PlantillaModal
        abierta={edicion !== null}
        plantilla={edicion?.plantilla ?? null}
        alCerrar={(guardada) => {
          setEdicion(null);
          if (guardada) lista.recargar();
        }}
      />
    </>
  );
}
