// What Configuración › Sistema shows of the running portal, measured by the browser itself: whether the API answers
// (and how fast) and which modules `remotes.json` lists with the build version each manifest declares. Not part of
// the API contract: nothing here is a server response type.
import { esObjeto, propiedad } from '@cartera/dominio';
import { clienteApi } from '@cartera/plataforma';

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

export async function estadoApi(ahora: () => number = () => performance.now()): Promise<EstadoApi> {
  const inicio = ahora();
  try {
    await clienteApi.get('/api/health/ready');
    return {
      lista: true,
      mensaje: 'En funcionamiento (base de datos conectada)',
      milisegundos: Math.round(ahora() - inicio),
    };
  } catch (error) {
    const mensaje = error instanceof Error && error.message ? error.message : 'No responde';
    return { lista: false, mensaje, milisegundos: Math.round(ahora() - inicio) };
  }
}

/** Reads `/remotes.json` (what the shell loads) and each module's manifest for its build version. */
export async function modulosPortal(): Promise<ModuloPortal[]> {
  const respuesta = await fetch('/remotes.json', { cache: 'no-store' });
  if (!respuesta.ok) throw new Error(`/remotes.json respondió HTTP ${respuesta.status}`);
  const remotos: unknown = await respuesta.json();
  if (!esObjeto(remotos)) throw new Error('/remotes.json no es un objeto');
  const entradas = Object.entries(remotos).filter(
    (par): par is [string, string] => typeof par[1] === 'string',
  );
  return Promise.all(
    entradas.map(async ([nombre, manifiesto]): Promise<ModuloPortal> => {
      try {
        const r = await fetch(manifiesto, { cache: 'no-store' });
        if (!r.ok) return { nombre, manifiesto, version: null, disponible: false };
        const datos: unknown = await r.json();
        const version = propiedad(propiedad(propiedad(datos, 'metaData'), 'buildInfo'), 'buildVersion');
        return {
          nombre,
          manifiesto,
          version: typeof version === 'string' ? version : null,
          disponible: true,
        };
      } catch {
        return { nombre, manifiesto, version: null, disponible: false };
      }
    }),
  );
}
