// The register of the titulares' requests (/api/habeas-data/solicitudes, admin and gerente;
// docs/decisiones/datos-personales.md) through the generated client (docs/decisiones/cliente-generado.md).
import type {
  CambioSolicitud,
  ClienteResumen,
  ConsultaSolicitudes,
  DatosSolicitud,
} from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';

export const habeasDataApi = {
  /** Open requests first, by due date; without `abiertas`, all of them. */
  listar: ({ abiertas, ...consulta }: ConsultaSolicitudes) =>
    clienteApi.get('/api/habeas-data/solicitudes', {
      consulta: { ...consulta, abiertas: abiertas || undefined },
    }),
  /** The due date is the server's: business days from the day after it was received. */
  crear: (cuerpo: DatosSolicitud) => clienteApi.post('/api/habeas-data/solicitudes', { cuerpo }),
  /** State and answer; with `canalRespuesta` the answer is sent to the client. */
  cambiar: (id: string, cuerpo: CambioSolicitud) =>
    clienteApi.patch('/api/habeas-data/solicitudes/{id}', { ruta: { id }, cuerpo }),
  /** The client select of a new request: 20 matches by name or cédula. */
  buscarClientes: async (texto: string): Promise<ClienteResumen[]> =>
    (await clienteApi.get('/api/clientes', { consulta: { search: texto.trim() || undefined, limit: 20 } })).data,
};
