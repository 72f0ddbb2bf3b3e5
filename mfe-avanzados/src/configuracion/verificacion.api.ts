// Server calls of the journal check (docs/libro.md): its last result and a run on demand. The period closing goes
// through the generated client (TarjetaCierre).
import type { VerificacionContable } from '@cartera/dominio';
import { solicitar } from '@cartera/plataforma';

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
