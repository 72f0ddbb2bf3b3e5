// The register of the titulares' requests (/api/habeas-data/solicitudes, admin and gerente;
// docs/decisiones/datos-personales.md). Screens never build URLs; the shapes are the API's, from @cartera/dominio.
import type {
  CambioSolicitud,
  ClienteResumen,
  ConsultaSolicitudes,
  DatosSolicitud,
  SolicitudDatos,
} from '@cartera/dominio';
import { api, type Lista, type ParametrosConsulta } from '@cartera/plataforma';

const RUTA = 'habeas-data/solicitudes';

export const habeasDataApi = {
  /** Open requests first, by due date. `abiertas` goes as 1. */
  listar: (consulta: ConsultaSolicitudes): Promise<Lista<SolicitudDatos>> =>
    api.lista<SolicitudDatos>(RUTA, {
      ...consulta,
      abiertas: consulta.abiertas ? 1 : undefined,
    } as ParametrosConsulta),
  /** The due date is the server's: business days from the day after it was received. */
  crear: (datos: DatosSolicitud): Promise<SolicitudDatos> => api.post<SolicitudDatos>(RUTA, datos),
  /** State and answer; with `canalRespuesta` the answer is sent to the client. */
  cambiar: (id: string, cambio: CambioSolicitud): Promise<SolicitudDatos> =>
    api.patch<SolicitudDatos>(`${RUTA}/${encodeURIComponent(id)}`, cambio),
  /** The client select of a new request: 20 matches by name or cédula. */
  buscarClientes: async (texto: string): Promise<ClienteResumen[]> =>
    (await api.lista<ClienteResumen>('clientes', { search: texto.trim() || undefined, limit: 20 })).data,
};
