import { Alert, Form, Input } from 'antd';
import { clienteApi } from '@cartera/plataforma';
import { LIMITE_TEXTO_AVISO, type AvisoPrivacidad } from '@cartera/dominio';
import { FormularioModal, type CierreModal } from '@cartera/plataforma/formularios';

interface Campos {
  texto: string;
}

interface Props extends CierreModal {
  /** The version in force: the new one starts from its text. */
  vigente: AvisoPrivacidad;
}

/**
 * 'Publicar versión nueva' of the privacy notice: the text of the next version (starting from the one in force). A
 * version is never edited: the authorisations already taken keep pointing to the text their clients accepted.
 */
export function AvisoPrivacidadModal({ vigente, ...cierre }: Props) {
  return (
    <FormularioModal<Campos, AvisoPrivacidad>
      titulo="Publicar versión nueva del aviso de privacidad"
      nombre="aviso-privacidad"
      textoAceptar="Publicar"
      ancho={720}
      valoresIniciales={{ texto: vigente.texto }}
      enviar={(campos) => clienteApi.post('/api/habeas-data/aviso-privacidad', { cuerpo: { texto: campos.texto.trim() } })}
      confirmacion={() =>
        `¿Publicar la versión ${vigente.version + 1} del aviso de privacidad? Las autorizaciones que se tomen desde ahora la citarán.`
      }
      exito={(aviso) => `Aviso de privacidad versión ${aviso.version} publicado`}
      error="Error al publicar el aviso de privacidad"
      {...cierre}
      encabezado={
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`La versión ${vigente.version} no cambia: las autorizaciones ya tomadas siguen citándola.`}
        />
      }
    >
      <Form.Item
        label="Texto del aviso"
        name="texto"
        rules={[
          { required: true, whitespace: true, message: 'El texto del aviso de privacidad es obligatorio' },
          { max: LIMITE_TEXTO_AVISO, message: `El aviso no puede superar ${LIMITE_TEXTO_AVISO} caracteres` },
        ]}
      >
        <Input.TextArea rows={14} />
      </Form.Item>
    </FormularioModal>
  );
}
