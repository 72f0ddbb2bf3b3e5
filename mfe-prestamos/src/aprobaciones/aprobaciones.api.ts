// What waits for a second person (/api/aprobaciones, docs/decisiones/cuatro-ojos.md): loan requests, write-offs and
// forgiveness asked by a gerente. Types come from @cartera/dominio, as the API's.
import type {
  Aprobacion,
  ConsultaAprobaciones,
  DatosRechazoAprobacion,
  ResultadoAprobacion,
} from '@cartera/dominio';
import { api, solicitar, type Lista, type ParametrosConsulta } from '@cartera/plataforma';

const id = (valor: string) => encodeURIComponent(valor);

/**
 * Approve or reject: the envelope's `data` (the resolved approval) and its `message` (the toast). `clave` is the
 * action's Idempotency-Key: the API requires it on both.
 */
async function resolver(ruta: string, json: unknown, clave: string): Promise<ResultadoAprobacion> {
  const respuesta = await solicitar<{ data: Aprobacion; message?: string }>('patch', ruta, {
    json,
    claveIdempotencia: clave,
  });
  return { aprobacion: respuesta.data, mensaje: respuesta.message ?? '' };
}

export const aprobacionesApi = {
  /** Admin and gerente: one page, oldest pending first. */
  listar: (consulta: ConsultaAprobaciones): Promise<Lista<Aprobacion>> =>
    api.lista<Aprobacion>('aprobaciones', { ...consulta } as ParametrosConsulta),
  /** How many items of every kind wait (the Solicitudes badge): one row asked, `meta.total` read. */
  contarPendientes: async (): Promise<number> =>
    (await aprobacionesApi.listar({ estado: 'pendiente', page: 1, limit: 1 })).meta.total,
  /** Admin only, never the requester. A money write: `clave` is its Idempotency-Key. */
  aprobar: (aprobacionId: string, clave: string): Promise<ResultadoAprobacion> =>
    resolver(`aprobaciones/${id(aprobacionId)}/aprobar`, undefined, clave),
  /** Admin only; the reason is required. `clave`: the form's Idempotency-Key. */
  rechazar: (
    aprobacionId: string,
    datos: DatosRechazoAprobacion,
    clave: string,
  ): Promise<ResultadoAprobacion> => resolver(`aprobaciones/${id(aprobacionId)}/rechazar`, datos, clave),
};
