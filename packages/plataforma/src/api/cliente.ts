// The typed client of the API (docs/decisiones/cliente-generado.md): path, method, path and query parameters, body,
// Idempotency-Key and answer are checked together at compile time against esquema-api.ts, which openapi-typescript
// generates from the API's OpenAPI (`npm run api:tipos`). It sends nothing itself: a `Transporte` does (the portal's
// `solicitar` over ky, Mi Ruta's plain fetch), both over the one session layer (sesionHttp.ts). No ky, no React.
import type { MetaPagina } from '@cartera/dominio';
import type { paths } from './esquema-api';

export type MetodoApi = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type ValorConsulta = string | number | boolean | undefined | null;

/** What a transport is asked to send: the path under `/api/` with its parameters filled, and the rest. */
export interface OpcionesTransporte {
  parametros?: Record<string, ValorConsulta>;
  json?: unknown;
  body?: BodyInit;
  claveIdempotencia?: string;
  signal?: AbortSignal;
}

/** Sends one call and answers the parsed JSON body (the envelope), or throws an `ErrorHttp`. */
export type Transporte = (metodo: MetodoApi, ruta: string, opciones: OpcionesTransporte) => Promise<unknown>;

/** The operation that answers `M` on `R` in the OpenAPI, or `never`. */
export type Operacion<R extends keyof paths, M extends MetodoApi> = paths[R] extends { [K in M]: infer O }
  ? O
  : never;

/** The API's paths that answer `M`: `'/api/cobros'`, `'/api/cobros/{id}'`… */
export type RutasDe<M extends MetodoApi> = {
  [R in keyof paths]: [Operacion<R, M>] extends [never] ? never : R;
}[keyof paths];

type ParametrosDe<O> = O extends { parameters: infer P } ? P : object;
type Presente<T> = [NonNullable<T>] extends [never] ? false : true;

type OpcionRuta<O> = ParametrosDe<O> extends { path: infer P } ? { ruta: P } : { ruta?: never };
type OpcionConsulta<O> =
  ParametrosDe<O> extends { query: infer Q }
    ? { consulta: Q }
    : ParametrosDe<O> extends { query?: infer Q }
      ? Presente<Q> extends true
        ? { consulta?: NonNullable<Q> }
        : { consulta?: never }
      : { consulta?: never };
/** The money writes (the API's `@Idempotente` routes) declare the key required: without `clave` it does not compile. */
type OpcionClave<O> =
  ParametrosDe<O> extends { header: { 'Idempotency-Key': string } } ? { clave: string } : { clave?: string };

type Contenido<O> = O extends { requestBody?: { content: infer C } } ? C : never;
/** The JSON body, or a `FormData` for a multipart upload. */
export type CuerpoDe<O> =
  Contenido<O> extends { 'application/json': infer B }
    ? B
    : Contenido<O> extends { 'multipart/form-data': unknown }
      ? FormData
      : never;
type OpcionCuerpo<O> = [CuerpoDe<O>] extends [never]
  ? { cuerpo?: never }
  : O extends { requestBody: unknown }
    ? { cuerpo: CuerpoDe<O> }
    : { cuerpo?: CuerpoDe<O> };

export type OpcionesDe<O> = OpcionRuta<O> &
  OpcionConsulta<O> &
  OpcionCuerpo<O> &
  OpcionClave<O> & { signal?: AbortSignal };

type Argumentos<O> = object extends OpcionesDe<O> ? [opciones?: OpcionesDe<O>] : [opciones: OpcionesDe<O>];

/** The JSON of the success the route declares (`@Responde`), envelope included. */
type Exito<O> = O extends { responses: infer Rs }
  ? Rs extends { 200: { content: { 'application/json': infer J } } }
    ? J
    : Rs extends { 201: { content: { 'application/json': infer J } } }
      ? J
      : never
  : never;

/** A page: the rows of `data` and `meta` beside them. */
export interface Pagina<T> {
  data: T[];
  meta: MetaPagina;
}

/** What a page answers beside `data` and `meta` (the loans' `resumen`, the bell's `noLeidas`). */
type JuntoALaPagina<J> = Omit<J, 'success' | 'message' | 'data' | 'meta'>;

/**
 * What a call resolves to: the envelope's `data` (`{ data, meta }` for a page, with what the page declares beside
 * them). A route that declares no answer yet resolves to `unknown`: the screen cannot read it without declaring it in
 * the API first.
 */
export type RespuestaDe<O> = [Exito<O>] extends [never]
  ? unknown
  : Exito<O> extends { data: Array<infer D>; meta: unknown }
    ? Pagina<D> & JuntoALaPagina<Exito<O>>
    : Exito<O> extends { data: infer D }
      ? D
      : unknown;

/**
 * The whole success envelope but `success`: `data`, the API's `message` and what the route declares beside them (a
 * loan operation's `advertencia` or `aprobacion`), for the screens that show the API's own words.
 */
export type SobreDe<O> = [Exito<O>] extends [never] ? unknown : Omit<Exito<O>, 'success'>;

type Llamada<M extends MetodoApi> = <R extends RutasDe<M>>(
  ruta: R,
  ...opciones: Argumentos<Operacion<R, M>>
) => Promise<RespuestaDe<Operacion<R, M>>>;

type LlamadaConSobre<M extends MetodoApi> = <R extends RutasDe<M>>(
  ruta: R,
  ...opciones: Argumentos<Operacion<R, M>>
) => Promise<SobreDe<Operacion<R, M>>>;

export interface ClienteApi {
  get: Llamada<'get'>;
  post: Llamada<'post'>;
  put: Llamada<'put'>;
  patch: Llamada<'patch'>;
  delete: Llamada<'delete'>;
  /**
   * The same calls answering the envelope (`data`, `message` and what goes beside them) instead of its `data`: a
   * reading whose `data` is not a list but sends something beside it (a report's `meta`) uses `conSobre.get`.
   */
  conSobre: {
    get: LlamadaConSobre<'get'>;
    post: LlamadaConSobre<'post'>;
    put: LlamadaConSobre<'put'>;
    patch: LlamadaConSobre<'patch'>;
    delete: LlamadaConSobre<'delete'>;
  };
}

interface OpcionesSueltas {
  ruta?: Record<string, string | number>;
  consulta?: object;
  cuerpo?: unknown;
  clave?: string;
  signal?: AbortSignal;
}

const PREFIJO = '/api/';

/** `'/api/cobros/{id}'` with `{ id }` → `'cobros/<id>'` (each value encoded): the transport's path under its base. */
export function rutaConParametros(plantilla: string, valores: Record<string, string | number> = {}): string {
  const ruta = plantilla.startsWith(PREFIJO)
    ? plantilla.slice(PREFIJO.length)
    : plantilla.replace(/^\/+/, '');
  return ruta.replace(/\{(\w+)\}/g, (_, nombre: string) => {
    const valor = valores[nombre];
    if (valor === undefined || valor === '')
      throw new Error(`Falta el parámetro «${nombre}» de ${plantilla}`);
    return encodeURIComponent(String(valor));
  });
}

/** The envelope's `data`; a page keeps `meta` and whatever else it sends beside `data`, only the envelope goes. */
export function desenvolver(cuerpo: unknown): unknown {
  if (typeof cuerpo !== 'object' || cuerpo === null || !('data' in cuerpo)) return cuerpo;
  if ('meta' in cuerpo && Array.isArray(cuerpo.data)) return sin(cuerpo, 'success', 'message');
  return cuerpo.data;
}

/** `objeto` without the properties `claves`. */
function sin(objeto: object, ...claves: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(objeto).filter(([clave]) => !claves.includes(clave)));
}

/** A query value as the transport sends it: anything else (a list) as its text, what URLSearchParams would send. */
function valorConsulta(valor: unknown): ValorConsulta {
  return valor === null ||
    valor === undefined ||
    typeof valor === 'string' ||
    typeof valor === 'number' ||
    typeof valor === 'boolean'
    ? valor
    : String(valor);
}

/** The envelope without `success` (what `conSobre` answers). */
function sinExito(cuerpo: unknown): unknown {
  return typeof cuerpo === 'object' && cuerpo !== null ? sin(cuerpo, 'success') : cuerpo;
}

export interface OpcionesClienteApi {
  /**
   * Query parameters a call of `metodo` to `plantilla` ('/api/clientes') carries besides its own, which win: the
   * portal's office in force (oficinaEnVigor.ts). Asked on every call, so it is always the current one.
   */
  consultaComun?: (metodo: MetodoApi, plantilla: string) => Record<string, ValorConsulta> | undefined;
}

/** A typed client over `transporte`. */
export function crearClienteApi(transporte: Transporte, { consultaComun }: OpcionesClienteApi = {}): ClienteApi {
  const llamada =
    (metodo: MetodoApi, leer: (cuerpo: unknown) => unknown = desenvolver) =>
    async (plantilla: string, opciones: OpcionesSueltas = {}): Promise<unknown> => {
      const { ruta, consulta, cuerpo, clave, signal } = opciones;
      const enviado: OpcionesTransporte = { signal, claveIdempotencia: clave };
      const comun = consultaComun?.(metodo, plantilla);
      if (consulta || comun)
        enviado.parametros = {
          ...comun,
          ...Object.fromEntries(Object.entries(consulta ?? {}).map(([clave, valor]) => [clave, valorConsulta(valor)])),
        };
      if (cuerpo instanceof FormData) enviado.body = cuerpo;
      else if (cuerpo !== undefined) enviado.json = cuerpo;
      return leer(await transporte(metodo, rutaConParametros(plantilla, ruta), enviado));
    };
  // The answer is the server's JSON, whose shape the API's tests check against the same OpenAPI
  // (docs/decisiones/respuestas-declaradas.md).
  // as: the generic signatures are checked where the client is called; here the paths are plain strings
  return {
    get: llamada('get'),
    post: llamada('post'),
    put: llamada('put'),
    patch: llamada('patch'),
    delete: llamada('delete'),
    conSobre: {
      get: llamada('get', sinExito),
      post: llamada('post', sinExito),
      put: llamada('put', sinExito),
      patch: llamada('patch', sinExito),
      delete: llamada('delete', sinExito),
    },
  } as ClienteApi;
}
