// The approval thresholds (/api/aprobaciones/umbrales, docs/decisiones/cuatro-ojos.md), edited in Configuración ›
// Sistema. Types come from @cartera/dominio, as the API's.
import type { DatosUmbralesAprobacion, UmbralesAprobacion } from '@cartera/dominio';
import { api } from '@cartera/plataforma';

export const umbralesAprobacionApi = {
  /** GET: admin and gerente. */
  obtener: (): Promise<UmbralesAprobacion> => api.get<UmbralesAprobacion>('aprobaciones/umbrales'),
  /** PUT: admin only, audited; the three thresholds together (0 or empty: nobody waits). */
  guardar: (datos: DatosUmbralesAprobacion): Promise<UmbralesAprobacion> =>
    api.put<UmbralesAprobacion>('aprobaciones/umbrales', datos),
};
