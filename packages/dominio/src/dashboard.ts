// El contrato de GET /api/dashboard/resumen (docs/decisiones/contrato-de-la-api.md): las cifras del tablero calculadas
// en la base y los últimos préstamos y cobros. La API las produce (dashboard.service.ts) y el tablero del shell las lee.
// Los tipos son los de los esquemas que la API declara (esquemas/dashboard.ts, con cada cifra explicada allí).
import type { Static } from '@sinclair/typebox';
import type {
  EsquemaCobroReciente,
  EsquemaPrestamoReciente,
  EsquemaResumenDashboard,
} from './esquemas/dashboard';

export type PrestamoReciente = Static<typeof EsquemaPrestamoReciente>;
export type CobroReciente = Static<typeof EsquemaCobroReciente>;
/** Para un cobrador, todo se limita a su cartera. */
export type ResumenDashboard = Static<typeof EsquemaResumenDashboard>;
