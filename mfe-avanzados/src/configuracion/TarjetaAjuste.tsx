import type { ReactNode } from 'react';
import { Alert, Card, Skeleton } from 'antd';
import { ErrorDeCarga } from '@cartera/plataforma';

export interface PropsTarjetaAjuste<T> {
  titulo: string;
  /** Beside the title ('Ajuste de la organización'). */
  extra?: ReactNode;
  /** The settings, or undefined while they load. */
  datos: T | null | undefined;
  error: unknown;
  /** Shown when they fail to load (the server's words win when it sent some). */
  mensajeError: string;
  /** Who is signed in may change them (the admin); otherwise `soloLectura` says so above the content. */
  editable: boolean;
  soloLectura: string;
  children: (datos: T) => ReactNode;
}

/**
 * A card of Configuración → Sistema, named as a region by its title: its load error, a skeleton while it loads, the
 * read-only notice for whoever may read but not change it (the gerente) and then its content with the loaded settings.
 */
export function TarjetaAjuste<T>({
  titulo,
  extra,
  datos,
  error,
  mensajeError,
  editable,
  soloLectura,
  children,
}: PropsTarjetaAjuste<T>) {
  return (
    <Card title={titulo} size="small" role="region" aria-label={titulo} extra={extra}>
      {error ? (
        <ErrorDeCarga error={error} texto={mensajeError} />
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
