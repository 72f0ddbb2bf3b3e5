// The certified usury rates by credit type and period (/api/configuracion/tasas-usura), kept in Configuración ›
// Sistema (docs/decisiones/tasa-efectiva-y-usura.md). Admin and gerente read them; only the admin writes (audited).
// Types come from @cartera/dominio, as the API's.
import type { DatosTasaUsura, TasaUsura } from '@cartera/dominio';
import { api } from '@cartera/plataforma';

const RUTA = 'configuracion/tasas-usura';
const rutaDe = (id: string) => `${RUTA}/${encodeURIComponent(id)}`;

export const tasasUsuraApi = {
  listar: (): Promise<TasaUsura[]> => api.get<TasaUsura[]>(RUTA),
  /** 409 TASA_USURA_SOLAPADA when the period overlaps another of the same type (its message says which). */
  crear: (datos: DatosTasaUsura): Promise<TasaUsura> => api.post<TasaUsura>(RUTA, datos),
  actualizar: (id: string, datos: DatosTasaUsura): Promise<TasaUsura> =>
    api.put<TasaUsura>(rutaDe(id), datos),
  eliminar: (id: string): Promise<TasaUsura> => api.delete<TasaUsura>(rutaDe(id)),
};
