import { Alert, Card, Form, Input, Row, Select, Typography } from 'antd';
import {
  CANALES_AUTORIZACION,
  ETIQUETAS_CANAL_AUTORIZACION,
  formatearFecha,
  type AutorizacionDatos,
} from '@cartera/dominio';
import { MitadFila } from './CamposSimples';

const OPCIONES_CANAL = CANALES_AUTORIZACION.map((canal) => ({ value: canal, label: ETIQUETAS_CANAL_AUTORIZACION[canal] }));

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
        <MitadFila>
          <Form.Item label="Canal de la autorización" name="autorizacionCanal">
            <Select allowClear placeholder="Cómo la dio el cliente" options={OPCIONES_CANAL} />
          </Form.Item>
        </MitadFila>
        <MitadFila>
          <Form.Item
            label="Documento firmado o grabación"
            name="autorizacionDocumento"
            tooltip="Referencia: carpeta y folio, nombre del archivo o de la grabación"
          >
            <Input maxLength={200} autoComplete="off" placeholder="Opcional" />
          </Form.Item>
        </MitadFila>
      </Row>
    </Card>
  );
}
