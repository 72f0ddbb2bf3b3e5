// The body of a report panel that reads one figure per card above its table (Cartera, Usura).
import type { ReactNode } from 'react';
import { Alert, Card, Flex, Statistic } from 'antd';
import { CifraConAyuda, mensajeDeError } from '@cartera/plataforma';

/**
 * A figure: its title (its accessible name), its value already formatted (undefined until the report arrives) and, for
 * the portfolio's figures, what it includes (a help icon beside the title).
 */
export type CifraReporte = readonly [titulo: string, valor: string | undefined, ayuda?: string];

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
        {cifras.map(([titulo, valor, ayuda]) => (
          <Card key={titulo} size="small" style={{ flex: '1 1 160px' }} role="group" aria-label={titulo}>
            <Statistic
              title={ayuda ? <CifraConAyuda titulo={titulo} ayuda={ayuda} /> : titulo}
              value={0}
              formatter={() => valor ?? '—'}
            />
          </Card>
        ))}
      </Flex>
      {children}
    </>
  );
}
