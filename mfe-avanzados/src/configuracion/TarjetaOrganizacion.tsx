import type { ReactNode } from 'react';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { mensajeDeError } from '@cartera/plataforma';
import type { Organizacion } from './ConfiguracionPage';
import type { ConfiguracionOrganizacion } from '@cartera/dominio';

interface Props {
  titulo: string;
  organizacion: Organizacion;
  /** Shown above the content to whoever may read but not change the organisation's settings (the gerente). */
  soloLectura: string;
  children: (datos: ConfiguracionOrganizacion) => ReactNode;
}

/**
 * A card of the organisation's settings: its load error, a skeleton while it loads, the read-only notice for the
 * gerente and then its content with the loaded settings.
 */
export function TarjetaOrganizacion({ titulo, organizacion, soloLectura, children }: Props) {
  const { datos, error, editable } = organizacion;
  return (
    <Card
      title={titulo}
      size="small"
      extra={<Typography.Text type="secondary">Ajuste de la organización</Typography.Text>}
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={mensajeDeError(error, 'Error al cargar la configuración de la organización')}
        />
      ) : !datos ? (
        <Skeleton active />
      ) : (
        <>
          {!editable && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={soloLectura} />}
          {children(datos)}
        </>
      )}
    </Card>
  );
}
