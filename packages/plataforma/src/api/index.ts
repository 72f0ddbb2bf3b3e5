// `@cartera/plataforma/cliente-api`: the typed client without ky or React (Mi Ruta's page). The portal's screens use
// `clienteApi` from `@cartera/plataforma`, the same client over the portal's transport.
export {
  crearClienteApi,
  desenvolver,
  rutaConParametros,
  type ClienteApi,
  type CuerpoDe,
  type MetodoApi,
  type Operacion,
  type OpcionesDe,
  type Pagina,
  type RespuestaDe,
  type RutasDe,
  type Transporte,
} from './cliente';
export { crearTransporteFetch, type OpcionesTransporteFetch } from './transporteFetch';
export { ErrorHttp, esErrorHttp } from './errorHttp';
export type { paths as RutasApi } from './esquema-api';
