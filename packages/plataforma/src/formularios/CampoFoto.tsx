import { useState, type ReactNode } from 'react';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { toast } from '@cartera/plataforma';
import { ErrorFoto, MENSAJE_IMAGEN_ILEGIBLE, optimizarFoto } from '@cartera/plataforma/foto';

interface Props {
  /** Data URL of the current photo, or null. Form.Item passes it. */
  value?: string | null;
  onChange?: (foto: string | null) => void;
  id?: string;
  /** What the photo shows, for its alt text: 'Foto del cliente', 'Foto del recibo'. */
  descripcion?: string;
  /** Shown while there is no photo. */
  icono?: ReactNode;
}

/**
 * Photo field of a form (a client's photo, a receipt): upload with preview and remove. The file is reduced in the
 * browser (optimizarFoto) before it ever reaches the form.
 */
export function CampoFoto({ value, onChange, id, descripcion = 'Foto del cliente', icono = <UserOutlined /> }: Props) {
  const [procesando, setProcesando] = useState(false);

  const elegir = async (archivo: File) => {
    setProcesando(true);
    try {
      onChange?.(await optimizarFoto(archivo));
    } catch (error) {
      toast.error(error instanceof ErrorFoto ? error.message : MENSAJE_IMAGEN_ILEGIBLE);
    } finally {
      setProcesando(false);
    }
  };

  return (
    <Flex align="center" gap={16} wrap>
      <Avatar size={96} shape="square" src={value ?? undefined} icon={value ? undefined : icono} alt={value ? descripcion : undefined} />
      <Flex vertical gap={8}>
        <Upload
          accept="image/jpeg,image/png,image/webp"
          showUploadList={false}
          beforeUpload={(archivo) => {
            void elegir(archivo);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button id={id} icon={<UploadOutlined />} loading={procesando}>
            {value ? 'Cambiar foto' : 'Subir foto'}
          </Button>
        </Upload>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
            Quitar foto
          </Button>
        )}
        <Typography.Text type="secondary">JPEG, PNG o WEBP de hasta 5 MB; se reduce a 800 px.</Typography.Text>
      </Flex>
    </Flex>
  );
}
