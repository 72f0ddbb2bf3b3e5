import { Alert, Card, Row, Typography } from 'antd';
import {
  CANALES_AUTORIZACION,
  ETIQUETAS_CANAL_AUTORIZACION,
  formatearFecha,
  opcionesDe,
  type AutorizacionDatos,
} from '@cartera/dominio';
import { CamposFormulario, campo } from '@cartera/plataforma/formularios';
import { MITAD_FILA } from './CamposSimples';

const OPCIONES_CANAL = opcionesDe(CANALES_AUTORIZACION, ETIQUETAS_CANAL_AUTORIZACION);

interface Props {
  /** The authorisation on record, or null when the client has none yet. */
  actual: AutorizacionDatos | null;
}

/**
 * The personal-data authorisation (Ley 1581 de 2012) of the client form: what is on record and the fields to take it
 * now. Choosing a channel records it on save, taken today by the signed-in user, for the current privacy notice.
 */
export function CamposAutorizacion({ actual }: Props) {
  return (
    <Card title="Autorización de datos personales" size="small" style={{ marginBottom: 16 }}>
      {actual ? (
        <Typography.Paragraph data-testid="autorizacion-actual">
          Autorizó el {formatearFecha(actual.fecha)} ({ETIQUETAS_CANAL_AUTORIZACION[actual.canal]}, aviso de privacidad
          versión {actual.version}), tomada por {actual.tomadaPor.nombre}
          {actual.documento ? `; documento: ${actual.documento}` : ''}. Elija un canal sólo para registrarla de nuevo.
        </Typography.Paragraph>
      ) : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Sin autorización"
          description="Sin la autorización de tratamiento de datos el cliente se puede consultar, pero no recibir un préstamo nuevo."
        />
      )}
      <Row gutter={16}>
        <CamposFormulario
          columna={MITAD_FILA}
          campos={[
            campo.seleccion('autorizacionCanal', 'Canal de la autorización', OPCIONES_CANAL, {
              entrada: { allowClear: true, placeholder: 'Cómo la dio el cliente' },
            }),
            campo.texto('autorizacionDocumento', 'Documento firmado o grabación', {
              tooltip: 'Referencia: carpeta y folio, nombre del archivo o de la grabación',
              max: 200,
              entrada: { autoComplete: 'off', placeholder: 'Opcional' },
            }),
          ]}
        />
      </Row>
    </Card>
  );
}
