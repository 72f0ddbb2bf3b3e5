// Server calls of the books (docs/libro.md): the journal check (its last result and a run on demand) and the period
// closing. Screens never build URLs.
import type { CierrePeriodos, DatosCierrePeriodos, VerificacionContable } from '@cartera/dominio';
import { api, solicitar } from '@cartera/plataforma';

export const verificacionApi = {
  /** The last result (the nightly job's or the last run on demand); `fecha` null when it never ran. */
  ultima: async (): Promise<VerificacionContable> =>
    (await solicitar<{ data: VerificacionContable }>('get', 'contabilidad/verificacion')).data,
  /** Runs it now (admin and gerente); the result and the API's message. */
  verificar: async (): Promise<{ resultado: VerificacionContable; mensaje: string }> => {
    const respuesta = await solicitar<{ data: VerificacionContable; message?: string }>(
      'post',
      'contabilidad/verificacion',
    );
    return { resultado: respuesta.data, mensaje: respuesta.message ?? '' };
  },
};

/** Period closing (docs/libro.md, «Cierre de periodos»): up to which day the books take no more money movements. */
export const cierreApi = {
  leer: (): Promise<CierrePeriodos> => api.get<CierrePeriodos>('contabilidad/cierre'),
  /** Admin only: the last day of a finished month closes up to it; an earlier day or null reopens. */
  cambiar: (datos: DatosCierrePeriodos): Promise<CierrePeriodos> => api.put<CierrePeriodos>('contabilidad/cierre', datos),
};
