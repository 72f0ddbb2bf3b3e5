import { Alert } from 'antd';
import type { Aprobacion, ResultadoAprobacion } from '@cartera/dominio';
import { FormularioModal } from '@cartera/plataforma/formularios';
import { CampoMotivo } from '../plan/CampoMotivo';
import { aprobacionesApi } from './aprobaciones.api';
import { MENSAJES_APROBACIONES_UI } from './mensajes';

interface Props {
  aprobacion: Aprobacion;
  alCerrar: () => void;
  alRechazar: () => void;
}

/** Rejecting a forgiveness or a write-off asked by a gerente: the reason is required (the API's rule and words). */
export function RechazarAprobacionModal({ aprobacion, alCerrar, alRechazar }: Props) {
  return (
    <FormularioModal<{ motivo?: string }, ResultadoAprobacion>
      titulo={MENSAJES_APROBACIONES_UI.tituloRechazar(aprobacion.tipo)}
      nombre="rechazar-aprobacion"
      textoAceptar="Rechazar"
      peligro
      confirmacion={() => MENSAJES_APROBACIONES_UI.confirmarRechazar(aprobacion)}
      enviar={(campos, clave) =>
        aprobacionesApi.rechazar(aprobacion._id, { motivo: (campos.motivo ?? '').trim() }, clave)
      }
      exito={(resultado) => resultado.mensaje || MENSAJES_APROBACIONES_UI.rechazado}
      error={MENSAJES_APROBACIONES_UI.errorRechazar}
      alCerrar={alCerrar}
      alGuardar={alRechazar}
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
