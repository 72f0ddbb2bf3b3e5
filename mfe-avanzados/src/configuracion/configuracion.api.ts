// Every server call of the Configuración screen: the organisation settings, the signed-in user's own profile and
// password, and the health of the API and of the portal's modules. Screens never build URLs; the shapes are the
// API's, from @cartera/dominio (the portal's health, measured in the browser, is in ./portal).
import type {
  CambiosOrganizacion,
  CambiosPerfil,
  ConfiguracionOrganizacion,
  DatosCambioPassword,
  Sesion,
  SesionesCerradas,
  Usuario,
  ValoresPrestamoNuevo,
} from '@cartera/dominio';
import { api } from '@cartera/plataforma';
import { estadoApi, modulosPortal } from './portal';

export const configuracionApi = {
  /** GET/PUT /api/configuracion/organizacion (GET admin and gerente, PUT admin only, audited). */
  organizacion: (): Promise<ConfiguracionOrganizacion> =>
    api.get<ConfiguracionOrganizacion>('configuracion/organizacion'),
  guardarOrganizacion: (cambios: CambiosOrganizacion): Promise<ConfiguracionOrganizacion> =>
    api.put<ConfiguracionOrganizacion>('configuracion/organizacion', cambios),
  /** What a new loan starts with, for every role (the organisation's default interest). */
  valoresPrestamo: (): Promise<ValoresPrestamoNuevo> =>
    api.get<ValoresPrestamoNuevo>('configuracion/organizacion/prestamos'),
  perfil: (): Promise<Usuario> => api.get<Usuario>('auth/profile'),
  guardarPerfil: (cambios: CambiosPerfil): Promise<Usuario> => api.put<Usuario>('auth/perfil', cambios),
  /** The other sessions end; this one continues with the token that comes back. */
  cambiarPassword: (passwordActual: string, password: string): Promise<Sesion> =>
    api.put<Sesion>('auth/password', { passwordActual, password } satisfies DatosCambioPassword),
  /** POST /api/auth/sesiones/cerrar-otras: every other session of this account ends; this one continues. */
  cerrarOtrasSesiones: (): Promise<SesionesCerradas> =>
    api.post<SesionesCerradas>('auth/sesiones/cerrar-otras'),
  estadoApi,
  modulos: modulosPortal,
};
