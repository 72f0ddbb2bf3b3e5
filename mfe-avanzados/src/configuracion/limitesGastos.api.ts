// The collectors' expense limits (/api/caja/limites-gastos), edited in Configuración › Sistema. Types come from
// @cartera/dominio, as the API's.
import type { DatosLimitesGastos, LimitesGastos } from '@cartera/dominio';
import { api } from '@cartera/plataforma';

export const limitesGastosApi = {
  /** GET: every role (the collector's expense form shows them). */
  obtener: (): Promise<LimitesGastos> => api.get<LimitesGastos>('caja/limites-gastos'),
  /** PUT: admin only, audited; the three limits together. */
  guardar: (datos: DatosLimitesGastos): Promise<LimitesGastos> => api.put<LimitesGastos>('caja/limites-gastos', datos),
};
