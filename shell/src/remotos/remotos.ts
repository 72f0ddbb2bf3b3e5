import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { registrarDiagnostico, type RutasRemoto } from '@cartera/plataforma';
import { NOMBRES_REMOTOS, type NombreRemoto } from './mapa';

/** `remotes.json`: remote name → URL of its `mf-manifest.json`. Read at start-up, never baked into the build. */
export type ConfigRemotos = Partial<Record<NombreRemoto, string>>;

const URL_CONFIG = '/remotes.json';

let configuracion: Promise<ConfigRemotos> | null = null;
const cargados = new Map<NombreRemoto, Promise<RutasRemoto>>();
const fallidos = new Set<NombreRemoto>();

function validarConfig(valor: unknown): ConfigRemotos {
  if (typeof valor !== 'object' || valor === null) throw new Error(`${URL_CONFIG} no es un objeto`);
  const config: ConfigRemotos = {};
  for (const nombre of NOMBRES_REMOTOS) {
    const entrada = (valor as Record<string, unknown>)[nombre];
    if (typeof entrada === 'string' && entrada.length > 0) config[nombre] = entrada;
  }
  return config;
}

/**
 * Loading a remote from its manifest, the runtime first downloads every script `./routes` needs, including the
 * remote's own copy of each shared module the shell has not loaded yet (antd's components, react-dom's client: they
 * are its fallbacks). The shell provides all of them, so those copies would only be downloaded and never run: the
 * remote's chunks are fetched when its code asks for them instead (docs/rendimiento.md, portal: cuarta corrida).
 */
export const sinPrecargaDeFallbacks: ModuleFederationRuntimePlugin = {
  name: 'cartera-sin-precarga-de-fallbacks',
  beforePreloadRemote({ preloadOps }) {
    preloadOps.splice(0);
  },
};

async function leerConfig(): Promise<ConfigRemotos> {
  const respuesta = await fetch(URL_CONFIG, { cache: 'no-store' });
  if (!respuesta.ok) throw new Error(`${URL_CONFIG} respondió HTTP ${respuesta.status}`);
  const config = validarConfig(await respuesta.json());
  registerPlugins([sinPrecargaDeFallbacks]);
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
  registrarDiagnostico(
    'info',
    'remoto',
    `Remotos registrados: ${Object.keys(config).join(', ') || 'ninguno'}`,
  );
  return config;
}

/** Fetches and registers `remotes.json` once; a failed fetch is retried on the next call. */
export function prepararRemotos(): Promise<ConfigRemotos> {
  if (!configuracion) {
    configuracion = leerConfig().catch((error: unknown) => {
      configuracion = null;
      throw error;
    });
  }
  return configuracion;
}

function esRutasRemoto(valor: unknown): valor is RutasRemoto {
  if (typeof valor !== 'object' || valor === null) return false;
  return Object.values(valor).every(
    (componente) => typeof componente === 'function' || typeof componente === 'object',
  );
}

async function importarRutas(nombre: NombreRemoto): Promise<RutasRemoto> {
  const config = await prepararRemotos();
  const entrada = config[nombre];
  if (!entrada) throw new Error(`${nombre} no figura en ${URL_CONFIG}`);
  if (fallidos.has(nombre)) {
    // A previous attempt failed: register it again so the runtime drops what it cached and fetches anew.
    registerRemotes([{ name: nombre, entry: entrada }], { force: true });
    fallidos.delete(nombre);
  }
  const modulo = await loadRemote<{ default?: unknown; rutas?: unknown }>(`${nombre}/routes`);
  const rutas = modulo?.default ?? modulo?.rutas;
  if (!esRutasRemoto(rutas)) throw new Error(`${nombre}/routes no exporta sus rutas`);
  return rutas;
}

/**
 * Loads `<remoto>/routes` once and caches it. A failure is logged to diagnostics and forgotten, so the
 * next call (the 'Reintentar' button) really tries again: config, manifest and scripts. `denuevo` drops a load
 * that succeeded too: its screens' chunks failed later (the remote's server went down after the prefetch), and the
 * lazy screens it holds would keep that failure.
 */
export function cargarRutasRemoto(
  nombre: NombreRemoto,
  { denuevo = false }: { denuevo?: boolean } = {},
): Promise<RutasRemoto> {
  if (denuevo && cargados.has(nombre)) {
    cargados.delete(nombre);
    fallidos.add(nombre);
  }
  const existente = cargados.get(nombre);
  if (existente) return existente;
  const carga = importarRutas(nombre).catch((error: unknown) => {
    cargados.delete(nombre);
    fallidos.add(nombre);
    registrarDiagnostico(
      'error',
      'remoto',
      `No se pudo cargar ${nombre}: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw error;
  });
  cargados.set(nombre, carga);
  return carga;
}
