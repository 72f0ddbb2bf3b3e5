import { Suspense, type ReactNode } from 'react';

/**
 * Where a screen renders a part whose code arrives after the screen is usable (`lazy`: the charts of Reportes and
 * Flujo de Caja, recharts ≈ 100 KB compressed). Until it arrives, an empty frame of the part's height keeps what is
 * below it from jumping, marked busy for assistive technology.
 */
export function ZonaDiferida({ alto, children }: { alto: number; children: ReactNode }) {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: alto, marginBottom: 16 }} />}>
      {children}
    </Suspense>
  );
}
