import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { Organizacion } from './ConfiguracionPage';
import type { ConfiguracionOrganizacion } from '@cartera/dominio';
import { TarjetaAjuste } from './TarjetaAjuste';

interface Props {
  titulo: string;
  organizacion: Organizacion;
  /** Shown above the content to whoever may read but not change the organisation's settings (the gerente). */
  soloLectura: string;
  children: (datos: ConfiguracionOrganizacion) => ReactNode;
}

/** A card of the organisation's settings (one answer for all of them, loaded once by the page). */
export function TarjetaOrganizacion({ titulo, organizacion, soloLectura, children }: Props) {
  const { datos, error, editable } = organizacion;
  return (
    <TarjetaAjuste
      titulo={titulo}
      extra={<Typography.Text type="secondary">Ajuste de la organización</Typography.Text>}
      datos={datos}
      error={error}
      mensajeError="Error al cargar la configuración de la organización"
      editable={editable}
      soloLectura={soloLectura}
    >
      {children}
    </TarjetaAjuste>
  );
}
