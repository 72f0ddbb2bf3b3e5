// The portal's typed client (docs/decisiones/cliente-generado.md): `clienteApi.get('/api/cobros', { consulta })`, the
// path, parameters, body, Idempotency-Key and answer checked against the API's OpenAPI. It sends through `solicitar`
// (http.ts): the same session, renewal, 503 retries, diagnostics and forgetting of kept answers as every call. The
// readings that filter by office carry the office in force (oficinaEnVigor.ts, docs/decisiones/selector-de-oficina.md):
// every list, report and dashboard, from this one place.
import { crearClienteApi } from './api/cliente';
import { solicitar } from './http';
import { consultaDeOficina } from './oficinaEnVigor';

export const clienteApi = crearClienteApi(solicitar, { consultaComun: consultaDeOficina });
