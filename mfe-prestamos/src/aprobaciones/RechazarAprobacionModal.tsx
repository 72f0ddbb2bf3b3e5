import { Alert } from 'antd';
import type { Aprobacion } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';
import { FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';
import { CampoMotivo } from '../plan/CampoMotivo';
import { MENSAJES_APROBACIONES_UI } from './mensajes';

interface Props extends CierreModal {
  aprobacion: Aprobacion;
}

/** Rejecting a forgiveness or a write-off asked by a gerente: the reason is required (the API's rule and words). */
export function RechazarAprobacionModal({ aprobacion, ...cierre }: Props) {
  return (
    <FormularioModal<{ motivo?: string }, { message: string }>
      titulo={MENSAJES_APROBACIONES_UI.tituloRechazar(aprobacion.tipo)}
      nombre="rechazar-aprobacion"
      textoAceptar="Rechazar"
      peligro
      confirmacion={() => MENSAJES_APROBACIONES_UI.confirmarRechazar(aprobacion)}
      enviar={(campos, clave) =>
        clienteApi.conSobre.patch('/api/aprobaciones/{id}/rechazar', {
          ruta: { id: aprobacion._id },
          cuerpo: { motivo: (campos.motivo ?? '').trim() },
          clave,
        })
      }
      exito={(resultado) => resultado.message || MENSAJES_APROBACIONES_UI.rechazado}
      error={MENSAJES_APROBACIONES_UI.errorRechazar}
      {...cierre}
      encabezado={
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={MENSAJES_APROBACIONES_UI.explicacionRechazo(aprobacion)}
        />
      }
    >
      <CampoMotivo etiqueta="Motivo del rechazo" />
    </FormularioModal>
  );
}
