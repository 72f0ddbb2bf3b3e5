// The portal's typed client (docs/decisiones/cliente-generado.md): `clienteApi.get('/api/cobros', { consulta })`, the
// path, parameters, body, Idempotency-Key and answer checked against the API's OpenAPI. It sends through `solicitar`
// (http.ts): the same session, renewal, 503 retries, diagnostics and forgetting of kept answers as every call.
import { crearClienteApi } from './api/cliente';
import { solicitar } from './http';

export const clienteApi = crearClienteApi(solicitar);
