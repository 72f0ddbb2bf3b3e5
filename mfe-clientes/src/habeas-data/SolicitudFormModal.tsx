import { Form, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  DIAS_HABILES_RESPUESTA,
  ETIQUETAS_TIPO_SOLICITUD,
  MENSAJES_SOLICITUD_DATOS,
  TIPOS_SOLICITUD_DATOS,
  formatearCedula,
  formatearFecha,
  hoyBogota,
  opcionesDe,
  vencimientoSolicitud,
  type ClienteResumen,
  type DatosSolicitud,
  type SolicitudDatos,
  type TipoSolicitudDatos,
} from '@cartera/dominio';
import { clienteApi, requerido } from '@cartera/plataforma';
import { CamposFormulario, FormularioModal, SelectorRemoto, campo, type CierreModal } from '@cartera/plataforma/formularios';

interface Campos {
  tipo?: TipoSolicitudDatos;
  cliente?: string;
  titular?: string;
  contacto?: string;
  descripcion?: string;
  fechaRecibida?: Dayjs | null;
}

const FORMATO = 'YYYY-MM-DD';

const opcionCliente = (cliente: ClienteResumen) => ({
  value: cliente._id,
  label: cliente.cedula ? `${cliente.nombre} · ${formatearCedula(cliente.cedula)}` : cliente.nombre,
});

/** The due date the server will set, shown while the form is filled (the same rule, from @cartera/dominio). */
function Vencimiento({ tipo, recibida }: { tipo?: TipoSolicitudDatos; recibida?: Dayjs | null }) {
  if (!tipo || !recibida) return null;
  const fecha = recibida.format(FORMATO);
  return (
    <Typography.Paragraph type="secondary" role="status">
      Debe responderse a más tardar el {formatearFecha(vencimientoSolicitud(tipo, fecha))} (
      {DIAS_HABILES_RESPUESTA[tipo]} días hábiles desde el día siguiente al recibo, sin sábados, domingos ni
      festivos).
    </Typography.Paragraph>
  );
}

/**
 * 'Registrar solicitud': a consulta or a reclamo (actualización, supresión) from a titular, received on a date (today
 * unless told), perhaps about a client of the register. The due date is counted in business days by the API.
 */
export function SolicitudFormModal(cierre: CierreModal<SolicitudDatos>) {
  const [form] = Form.useForm<Campos>();
  const tipo = Form.useWatch('tipo', form);
  const recibida = Form.useWatch('fechaRecibida', form);
  const hoy = hoyBogota();

  const aDatos = (campos: Campos): DatosSolicitud => ({
    tipo: requerido(campos.tipo, 'tipo'),
    cliente: campos.cliente ?? null,
    titular: (campos.titular ?? '').trim(),
    contacto: campos.contacto?.trim() || null,
    descripcion: (campos.descripcion ?? '').trim(),
    ...(campos.fechaRecibida ? { fechaRecibida: campos.fechaRecibida.format(FORMATO) } : {}),
  });

  return (
    <FormularioModal<Campos, SolicitudDatos>
      titulo="Registrar solicitud"
      nombre="solicitud-datos"
      textoAceptar="Registrar"
      ancho={640}
      form={form}
      valoresIniciales={{ fechaRecibida: dayjs(hoy) }}
      enviar={(campos) => clienteApi.post('/api/habeas-data/solicitudes', { cuerpo: aDatos(campos) })}
      exito={(solicitud) => `Solicitud #${solicitud.numero} registrada`}
      error="Error al registrar la solicitud"
      {...cierre}
      pie={<Vencimiento tipo={tipo} recibida={recibida} />}
    >
      <CamposFormulario
        campos={[
          campo.seleccion<TipoSolicitudDatos>('tipo', 'Tipo', opcionesDe(TIPOS_SOLICITUD_DATOS, ETIQUETAS_TIPO_SOLICITUD), {
            obligatorio: 'Elija el tipo de solicitud',
          }),
          campo(
            'cliente',
            'Cliente',
            <SelectorRemoto<ClienteResumen>
              allowClear
              placeholder="Buscar por nombre o cédula"
              buscar={async (texto) =>
                (await clienteApi.get('/api/clientes', { consulta: { search: texto.trim() || undefined, limit: 20 } })).data
              }
              opcion={opcionCliente}
              mensajeError="Error al buscar clientes"
            />,
            { extra: 'Opcional: el cliente del registro al que se refiere.' },
          ),
          campo.texto('titular', 'Titular', {
            obligatorio: MENSAJES_SOLICITUD_DATOS.titularObligatorio,
            max: 120,
            entrada: { autoComplete: 'off' },
          }),
          campo.texto('contacto', 'Contacto', {
            extra: 'Teléfono, correo o dirección para responder.',
            max: 200,
            entrada: { autoComplete: 'off' },
          }),
          campo.area('descripcion', 'Lo que pide', {
            obligatorio: MENSAJES_SOLICITUD_DATOS.descripcionObligatoria,
            max: 4000,
            filas: 3,
          }),
          campo.fecha('fechaRecibida', 'Recibida el', {
            entrada: { allowClear: false, disabledDate: (dia) => dia.format(FORMATO) > hoy },
          }),
        ]}
      />
    </FormularioModal>
  );
}
