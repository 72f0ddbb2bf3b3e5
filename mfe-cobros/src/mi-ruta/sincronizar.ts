// Sends the queued writes, oldest first, each with the Idempotency-Key it was given on the phone: a write whose answer
// was lost is sent again with the same key and the API answers the first result (applied exactly once).
import { CODIGOS, esObjeto } from '@cartera/dominio';
import { ErrorHttp, esAplicadaSinRespuesta, esErrorHttp, miRutaApi } from './conexion';
import {
  leerPendientes,
  pasarARechazo,
  guardarRechazo,
  quitarPendiente,
  type Pendiente,
  type Rechazo,
} from './almacen';

export interface ResultadoSincronizacion {
  enviados: number;
  rechazados: Rechazo[];
  /** Why the queue stopped before its end (no signal, expired session, server down), if it did. */
  detenido: string | null;
}

export const SESION_TERMINADA = 'Su sesión terminó: vuelva a entrar para enviar lo pendiente';

/**
 * What a refusal means for a queued write. Not a conflict (retry later): no signal, the session ended (sign in again),
 * the key still in flight, the server failing. A conflict: any other 4xx (the loan was paid, cancelled or reassigned;
 * the data no longer valid) — the write is moved to the conflicts and reported to the office. A write the API applied
 * but whose answer was lost (IDEMPOTENCIA_APLICADA) is no refusal at all: `aplicar` counts it as sent.
 */
export function esConflicto(error: ErrorHttp): boolean {
  if (error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429)
    return false;
  if (error.status >= 500) return false;
  if (error.code === CODIGOS.idempotenciaEnCurso || error.code === CODIGOS.idempotenciaAplicada) return false;
  return error.status >= 400;
}

let enCurso: Promise<ResultadoSincronizacion> | null = null;

/** One sync at a time in this page (and across tabs where the browser has Web Locks). */
export function sincronizar(usuarioId: string): Promise<ResultadoSincronizacion> {
  if (!enCurso) {
    const correr = () => enviarTodo(usuarioId);
    const bloqueo = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    enCurso = (bloqueo ? bloqueo.request(`mi-ruta-${usuarioId}`, correr) : correr()).finally(() => {
      enCurso = null;
    });
  }
  return enCurso;
}

async function enviarTodo(usuarioId: string): Promise<ResultadoSincronizacion> {
  const resultado: ResultadoSincronizacion = { enviados: 0, rechazados: [], detenido: null };
  for (const pendiente of await leerPendientes(usuarioId)) {
    try {
      await aplicar(pendiente);
      await quitarPendiente(usuarioId, pendiente.clave);
      resultado.enviados += 1;
    } catch (error) {
      if (!esErrorHttp(error)) throw error;
      if (!esConflicto(error)) {
        resultado.detenido = error.status === 401 ? SESION_TERMINADA : error.message;
        break;
      }
      const rechazo: Rechazo = { ...pendiente, mensaje: error.message, codigo: error.code, enOficina: false };
      await pasarARechazo(usuarioId, rechazo);
      resultado.rechazados.push(await avisarOficina(usuarioId, rechazo));
    }
  }
  return resultado;
}

/** A write the API applied whose answer was lost: what `aplicar` returns for it. */
export const APLICADA_SIN_RESPUESTA = { aplicadaSinRespuesta: true } as const;

/** The API's paths of the writes Mi Ruta queues (a `solicitud` is a client and then a loan). */
type RutaEscritura = `/api/${Exclude<Pendiente['ruta'], 'solicitud'>}` | '/api/clientes' | '/api/prestamos';

/**
 * Sends one write; one the API already applied (IDEMPOTENCIA_APLICADA) counts as sent. The body is the one the page
 * queued, maybe by an older version of the page, read back from the phone: it goes as it was kept and the API checks
 * it (a refusal becomes a conflict for the office).
 */
async function enviarUna(
  ruta: RutaEscritura,
  cuerpo: Record<string, unknown>,
  clave: string,
): Promise<unknown> {
  try {
    // as: the body as the page queued it (above): the API, not the compiler, checks it against the route
    return await miRutaApi.post(ruta, { cuerpo: cuerpo as never, clave });
  } catch (error) {
    if (esAplicadaSinRespuesta(error)) return APLICADA_SIN_RESPUESTA;
    throw error;
  }
}

/** The `_id` of what the API created, if its answer says it. */
function idCreado(respuesta: unknown): string | null {
  if (typeof respuesta !== 'object' || respuesta === null || !('_id' in respuesta)) return null;
  return typeof respuesta._id === 'string' ? respuesta._id : null;
}

/**
 * Sends one queued write. A new client with its loan request is two writes, each with a key of its own derived from
 * the queued one: if the client was created and the request's answer lost, the next try gets the same client back
 * (the API replays the first answer, or says it applied it: then the client is found by his cédula) and asks for the
 * loan once.
 */
export async function aplicar(pendiente: Pendiente): Promise<unknown> {
  if (pendiente.ruta !== 'solicitud')
    return enviarUna(`/api/${pendiente.ruta}`, pendiente.cuerpo, pendiente.clave);
  const { cliente, prestamo } = pendiente.cuerpo;
  // Queued by an older page without them, it is refused like any body the API refuses: the office gets it.
  if (!esObjeto(cliente) || !esObjeto(prestamo))
    throw new ErrorHttp('La solicitud guardada no trae el cliente y el préstamo', 400, CODIGOS.validacion);
  const creado = await enviarUna('/api/clientes', cliente, `${pendiente.clave}-cliente`);
  const clienteId = idCreado(creado) ?? (await clientePorCedula(String(cliente.cedula)));
  return enviarUna('/api/prestamos', { ...prestamo, cliente: clienteId }, `${pendiente.clave}-prestamo`);
}

/** The client with exactly this cédula (the collector's own portfolio). */
async function clientePorCedula(cedula: string): Promise<string> {
  const pagina = await miRutaApi.get('/api/clientes', { consulta: { search: cedula, limit: 5 } });
  const cliente = pagina.data.find((fila) => fila.cedula === cedula);
  if (!cliente) throw new ErrorHttp('El cliente no se encontró después de crearlo', 404, 'HTTP_404');
  return cliente._id;
}

/**
 * What the office gets of a refused write: all of it but photos (a new client's photo is tens of KB; the API caps a
 * report at 16 KB, and the office asks the collector for it if it needs it).
 */
export function cuerpoParaLaOficina(cuerpo: Record<string, unknown>): Record<string, unknown> {
  const sinFotos = (valor: unknown): unknown => {
    if (Array.isArray(valor)) return valor.map(sinFotos);
    return typeof valor === 'object' && valor !== null ? objetoSinFotos(valor) : valor;
  };
  const objetoSinFotos = (objeto: object): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(objeto)
        .filter(([clave]) => clave !== 'foto')
        .map(([clave, dentro]) => [clave, sinFotos(dentro)]),
    );
  return objetoSinFotos(cuerpo);
}

/** Reports a conflict to the office (once per key on the server); kept on the phone until it is there. */
export async function avisarOficina(usuarioId: string, rechazo: Rechazo): Promise<Rechazo> {
  try {
    await miRutaApi.post('/api/mi-ruta/rechazos', {
      cuerpo: {
        tipo: rechazo.tipo,
        clave: rechazo.clave,
        cuerpo: cuerpoParaLaOficina(rechazo.cuerpo),
        mensaje: rechazo.mensaje,
        codigo: rechazo.codigo,
        creadoEn: rechazo.creadoEn,
      },
    });
    const enOficina = { ...rechazo, enOficina: true };
    await guardarRechazo(usuarioId, enOficina);
    return enOficina;
  } catch {
    return rechazo;
  }
}

export type { Pendiente };
