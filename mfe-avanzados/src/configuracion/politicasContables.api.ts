// The lender's accounting policies and the on-demand impairment (/api/contabilidad/politicas and /deterioro,
// docs/decisiones/politicas-contables.md), edited in Configuración › Sistema. Types come from @cartera/dominio.
import type { CambiosPoliticasContables, PoliticasContables, ResultadoDeterioro } from '@cartera/dominio';
import { api } from '@cartera/plataforma';

export const politicasContablesApi = {
  /** GET: admin and gerente. */
  obtener: (): Promise<PoliticasContables> => api.get<PoliticasContables>('contabilidad/politicas'),
  /** PUT: admin only, audited; what is not sent does not change. */
  guardar: (cambios: CambiosPoliticasContables): Promise<PoliticasContables> =>
    api.put<PoliticasContables>('contabilidad/politicas', cambios),
  /** POST: admin only; books today's impairment adjustment (no voucher when nothing changed). */
  asentarDeterioro: (clave: string): Promise<ResultadoDeterioro> =>
    api.post<ResultadoDeterioro>('contabilidad/deterioro', {}, clave),
};
