// Every server call of the Configuración screen: the organisation settings, the signed-in user's own profile and
// password, and the health of the API and of the portal's modules. Screens never build URLs.
import type {
  CambiosOrganizacion,
  ConfiguracionOrganizacion,
  Usuario,
  ValoresPrestamoNuevo,
} from '@cartera/dominio';
import { api } from '@cartera/plataforma';

/** GET/PUT /api/configuracion/organizacion (GET admin and gerente, PUT admin only, audited): shapes in @cartera/dominio. */
export type { CambiosOrganizacion, ConfiguracionOrganizacion };

/** PUT /api/auth/perfil: own name, email (asks the current password) and phone. */
export interface CambiosPerfil {
  nombre?: string;
  email?: string;
  telefono?: string | null;
  passwordActual?: string;
}

export interface SesionRenovada {
  token: string;
  usuario: Usuario;
}

export interface EstadoApi {
  /** GET /api/health/ready answered 200: the process and its database respond. */
  lista: boolean;
  mensaje: string;
  milisegundos: number;
}

/** One module of the portal as `remotes.json` lists it, with the version its `mf-manifest.json` declares. */
export interface ModuloPortal {
  nombre: string;
  manifiesto: string;
  version: string | null;
  disponible: boolean;
}

export const configuracionApi = {
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
  cambiarPassword: (passwordActual: string, password: string): Promise<SesionRenovada> =>
    api.put<SesionRenovada>('auth/password', { passwordActual, password }),
  /** POST /api/auth/sesiones/cerrar-otras: every other session of this account ends; this one continues. */
  cerrarOtrasSesiones: (): Promise<{ cerradas: number }> =>
    api.post<{ cerradas: number }>('auth/sesiones/cerrar-otras'),
  estadoApi: async (ahora: () => number = () => performance.now()): Promise<EstadoApi> => {
    const inicio = ahora();
    try {
      await api.get<unknown>('health/ready');
      return { lista: true, mensaje: 'En funcionamiento (base de datos conectada)', milisegundos: Math.round(ahora() - inicio) };
    } catch (error) {
      const mensaje = error instanceof Error && error.message ? error.message : 'No responde';
      return { lista: false, mensaje, milisegundos: Math.round(ahora() - inicio) };
    }
  },
  /** Reads `/remotes.json` (what the shell loads) and each module's manifest for its build version. */
  modulos: async (): Promise<ModuloPortal[]> => {
    const respuesta = await fetch('/remotes.json', { cache: 'no-store' });
    if (!respuesta.ok) throw new Error(`/remotes.json respondió HTTP ${respuesta.status}`);
    const remotos = (await respuesta.json()) as Record<string, unknown>;
    const entradas = Object.entries(remotos).filter((par): par is [string, string] => typeof par[1] === 'string');
    return Promise.all(
      entradas.map(async ([nombre, manifiesto]): Promise<ModuloPortal> => {
        try {
          const r = await fetch(manifiesto, { cache: 'no-store' });
          if (!r.ok) return { nombre, manifiesto, version: null, disponible: false };
          const datos = (await r.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } };
          const version = datos.metaData?.buildInfo?.buildVersion;
          return { nombre, manifiesto, version: typeof version === 'string' ? version : null, disponible: true };
        } catch {
          return { nombre, manifiesto, version: null, disponible: false };
        }
      }),
    );
  },
};
