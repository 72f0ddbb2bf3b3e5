// The body of a report panel that reads one figure per card above its table (Cartera, Usura).
import type { ReactNode } from 'react';
import { Alert, Card, Flex, Statistic } from 'antd';
import { mensajeDeError } from '@cartera/plataforma';

/** A figure: its title (its accessible name) and its value already formatted, or undefined until the report arrives. */
export type CifraReporte = readonly [titulo: string, valor: string | undefined];

/** The error that kept the report from loading, or its figures, each on its card ('—' while it has none), then its table. */
export function CuerpoReporte({
  error,
  cifras,
  children,
}: {
  error: unknown;
  cifras: readonly CifraReporte[];
  children: ReactNode;
}) {
  if (error)
    return <Alert type="error" showIcon title={mensajeDeError(error, 'Error al cargar el reporte')} />;
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        {cifras.map(([titulo, valor]) => (
          <Card key={titulo} size="small" style={{ flex: '1 1 160px' }} role="group" aria-label={titulo}>
            <Statistic title={titulo} value={0} formatter={() => valor ?? '—'} />
          </Card>
        ))}
      </Flex>
      {children}
    </>
  );
}
