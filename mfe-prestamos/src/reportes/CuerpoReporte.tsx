// The body of a report panel that reads one figure per card above its table (Cartera, Usura).
import type { ReactNode } from 'react';
import { Alert, Card, Flex, Statistic } from 'antd';
import { mensajeDeError } from '@cartera/plataforma';

/** A figure, named for screen readers: its title and its value already formatted, or '—' until the report arrives. */
export function CifraReporte({ titulo, valor }: { titulo: string; valor: string | undefined }) {
  return (
    <Card size="small" style={{ flex: '1 1 160px' }} role="group" aria-label={titulo}>
      <Statistic title={titulo} value={0} formatter={() => valor ?? '—'} />
    </Card>
  );
}

/** The error that kept the report from loading, or its figures (CifraReporte) and then its table. */
export function CuerpoReporte({
  error,
  cifras,
  children,
}: {
  error: unknown;
  cifras: ReactNode;
  children: ReactNode;
}) {
  if (error)
    return <Alert type="error" showIcon title={mensajeDeError(error, 'Error al cargar el reporte')} />;
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        {cifras}
      </Flex>
      {children}
    </>
  );
}
