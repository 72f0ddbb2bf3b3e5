// The privacy notice, versioned (/api/habeas-data/aviso-privacidad; docs/decisiones/datos-personales.md): every role
// reads it, only the admin publishes a new version. Types come from @cartera/dominio, as the API's.
import type { AvisoPrivacidad, AvisosPrivacidad, DatosAvisoPrivacidad } from '@cartera/dominio';
import { api } from '@cartera/plataforma';

const RUTA = 'habeas-data/aviso-privacidad';

export const avisoPrivacidadApi = {
  /** The version in force and every earlier one, newest first. */
  obtener: (): Promise<AvisosPrivacidad> => api.get<AvisosPrivacidad>(RUTA),
  /** Publishes the next version; the authorisations taken from now on point to it. */
  publicar: (datos: DatosAvisoPrivacidad): Promise<AvisoPrivacidad> => api.post<AvisoPrivacidad>(RUTA, datos),
};
