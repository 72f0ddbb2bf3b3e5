import { Descriptions, Form } from 'antd';
import {
  CANALES_RESPUESTA_SOLICITUD,
  ESTADOS_SOLICITUD_DATOS,
  ETIQUETAS_CANAL_RESPUESTA,
  ETIQUETAS_ESTADO_SOLICITUD,
  ETIQUETAS_TIPO_SOLICITUD,
  MENSAJES_SOLICITUD_DATOS,
  cierraSolicitud,
  formatearFecha,
  opcionesDe,
  type CambioSolicitud,
  type CanalRespuestaSolicitud,
  type EstadoSolicitudDatos,
  type SolicitudDatos,
} from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';
import { CamposFormulario, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';

interface Campos {
  estado: EstadoSolicitudDatos;
  respuesta?: string;
  canalRespuesta?: CanalRespuestaSolicitud;
}

interface Props extends CierreModal<SolicitudDatos> {
  /** An open request (recibida or en trámite). */
  solicitud: SolicitudDatos;
}

/** An open request moves forward, never back to «Recibida». */
const ESTADOS_DESTINO = ESTADOS_SOLICITUD_DATOS.filter((estado) => estado !== 'recibida');

/**
 * 'Responder solicitud': an open request goes to «En trámite», or closes as «Respondida» or «Rechazada» with its
 * answer (a closed one does not change again). The answer can be sent to the client by email, SMS or WhatsApp, as
 * any message of the notifications centre, when the request is about a client of the register.
 */
export function ResponderSolicitudModal({ solicitud, ...cierre }: Props) {
  const [form] = Form.useForm<Campos>();
  const estado = Form.useWatch('estado', form);
  const cierra = estado !== undefined && cierraSolicitud(estado);

  const aCambio = (campos: Campos): CambioSolicitud => ({
    estado: campos.estado,
    respuesta: campos.respuesta?.trim() || null,
    ...(cierraSolicitud(campos.estado) && campos.canalRespuesta
      ? { canalRespuesta: campos.canalRespuesta }
      : {}),
  });

  return (
    <FormularioModal<Campos, SolicitudDatos>
      titulo={`Responder solicitud #${solicitud.numero}`}
      nombre="responder-solicitud"
      textoAceptar="Guardar"
      ancho={640}
      form={form}
      valoresIniciales={{ estado: 'respondida', respuesta: solicitud.respuesta ?? '' }}
      enviar={(campos) =>
        clienteApi.patch('/api/habeas-data/solicitudes/{id}', { ruta: { id: solicitud._id }, cuerpo: aCambio(campos) })
      }
      exito="Solicitud actualizada"
      error="Error al actualizar la solicitud"
      {...cierre}
      encabezado={
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'tipo', label: 'Tipo', children: ETIQUETAS_TIPO_SOLICITUD[solicitud.tipo] },
            {
              key: 'titular',
              label: 'Titular',
              children: solicitud.contacto
                ? `${solicitud.titular} (${solicitud.contacto})`
                : solicitud.titular,
            },
            { key: 'descripcion', label: 'Lo que pide', children: solicitud.descripcion },
            { key: 'vence', label: 'Vence', children: formatearFecha(solicitud.fechaVence) },
          ]}
        />
      }
    >
      <CamposFormulario
        campos={[
          campo.seleccion<EstadoSolicitudDatos>('estado', 'Estado', opcionesDe(ESTADOS_DESTINO, ETIQUETAS_ESTADO_SOLICITUD)),
          campo.area('respuesta', 'Respuesta', {
            dependencies: ['estado'],
            rules: [{ required: cierra, whitespace: true, message: MENSAJES_SOLICITUD_DATOS.respuestaObligatoria }],
            max: 4000,
            filas: 4,
          }),
          cierra &&
            campo.seleccion<CanalRespuestaSolicitud>(
              'canalRespuesta',
              'Enviar la respuesta por',
              opcionesDe(CANALES_RESPUESTA_SOLICITUD, ETIQUETAS_CANAL_RESPUESTA),
              {
                extra: solicitud.cliente
                  ? 'Opcional: sin canal, la respuesta sólo queda registrada.'
                  : MENSAJES_SOLICITUD_DATOS.canalSinCliente,
                entrada: { allowClear: true, disabled: !solicitud.cliente, placeholder: 'No enviar' },
              },
            ),
        ]}
      />
    </FormularioModal>
  );
}
