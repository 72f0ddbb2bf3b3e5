import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { esObjeto, esValorDe, propiedad } from '@cartera/dominio';
import { registrarDiagnostico, registrarReinicio, type RutasRemoto } from '@cartera/plataforma';
import { NOMBRES_REMOTOS, type NombreRemoto } from '@cartera/plataforma/pantallas';

/** `remotes.json`: remote name → URL of its `mf-manifest.json`. Read at start-up, never baked into the build. */
export type ConfigRemotos = Partial<Record<NombreRemoto, string>>;

const URL_CONFIG = '/remotes.json';

let configuracion: Promise<ConfigRemotos> | null = null;
const cargados = new Map<NombreRemoto, Promise<RutasRemoto>>();
const fallidos = new Set<NombreRemoto>();

function validarConfig(valor: unknown): ConfigRemotos {
  if (!esObjeto(valor)) throw new Error(`${URL_CONFIG} no es un objeto`);
  const config: ConfigRemotos = {};
  for (const nombre of NOMBRES_REMOTOS) {
    const entrada = valor[nombre];
    if (typeof entrada === 'string' && entrada.length > 0) config[nombre] = entrada;
  }
  return config;
}

/**
 * Loading a remote from its manifest, the runtime first downloads every script `./routes` needs, including the
 * remote's own copy of each shared module the shell has not loaded yet (antd's components, react-dom's client: they
 * are its fallbacks). The shell provides all of them, so those copies would only be downloaded and never run: the
 * remote's chunks are fetched when its code asks for them instead (docs/decisiones/capa-de-rendimiento-del-portal.md).
 */
export const sinPrecargaDeFallbacks: ModuleFederationRuntimePlugin = {
  name: 'cartera-sin-precarga-de-fallbacks',
  beforePreloadRemote({ preloadOps }) {
    preloadOps.splice(0);
  },
};

/** How long a manifest downloaded ahead (descargarRemoto) stays good for the click: a deploy may follow. */
const VIGENCIA_MANIFIESTO_MS = 5 * 60_000;

/** Manifests downloaded ahead, by absolute URL: their text and when they arrived. */
const manifiestos = new Map<string, { texto: string; llegada: number }>();

/** A manifest as public/primer-pintado.js got it: its absolute URL and its text. */
interface ManifiestoAdelantado {
  url: string;
  texto: string;
}

declare global {
  interface Window {
    /** The first screen's remote and its manifest, asked for by public/primer-pintado.js; taken once. */
    carteraManifiestoAdelantado?: { remoto: string; manifiesto: Promise<ManifiestoAdelantado> };
    /** The answer to `remotes.json` public/primer-pintado.js asked for; taken once. */
    carteraRemotosAdelantados?: Promise<Response>;
  }
}

/**
 * The manifest of the first screen's remote, which index.html's first script asked for while the portal's scripts
 * downloaded (public/primer-pintado.js, `adelantarRemoto`), by absolute URL: still on its way, maybe.
 */
const manifiestosAdelantados = new Map<string, Promise<ManifiestoAdelantado>>();

/** Takes, once, the manifest primer-pintado.js asked for, if its remote is one of `config`'s. */
function tomarManifiestoAdelantado(config: ConfigRemotos): void {
  const adelantado = window.carteraManifiestoAdelantado;
  delete window.carteraManifiestoAdelantado;
  const entrada = adelantado && esValorDe(NOMBRES_REMOTOS, adelantado.remoto) && config[adelantado.remoto];
  if (!adelantado || !entrada) return;
  manifiestosAdelantados.set(new URL(entrada, window.location.href).href, adelantado.manifiesto);
}

/**
 * The click on a remote's menu entry (or the pointer reaching it) loads the remote, and the runtime starts by asking
 * for its `mf-manifest.json` again: one more round trip (on mobile data ≈ 150–300 ms) for the file descargarRemoto
 * fetched moments ago, whose scripts are already in the HTTP cache. The runtime gets that copy instead, once: a
 * retry (a failed load) asks the server. Older than VIGENCIA_MANIFIESTO_MS, it is asked for anew as well. The
 * manifest primer-pintado.js asked for is given the same way (if it failed, the runtime's request goes out then).
 */
export const manifiestoYaDescargado: ModuleFederationRuntimePlugin = {
  name: 'cartera-manifiesto-ya-descargado',
  fetch(url) {
    const absoluta = new URL(url, window.location.href).href;
    const adelantado = manifiestosAdelantados.get(absoluta);
    if (adelantado) {
      manifiestosAdelantados.delete(absoluta);
      return adelantado.then(
        ({ texto }) => new Response(texto, { status: 200, headers: { 'Content-Type': 'application/json' } }),
        () => fetch(absoluta, { cache: 'no-cache' }),
      );
    }
    const guardado = manifiestos.get(absoluta);
    if (!guardado) return undefined;
    manifiestos.delete(absoluta);
    if (Date.now() - guardado.llegada > VIGENCIA_MANIFIESTO_MS) return undefined;
    return Promise.resolve(
      new Response(guardado.texto, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  },
};

/**
 * The answer to `remotes.json` that index.html's first script asked for (public/primer-pintado.js), while the portal's
 * own scripts were still downloading: taken once. A failed request counts as none.
 */
async function remotosAdelantados(): Promise<Response | undefined> {
  const pedido = window.carteraRemotosAdelantados;
  delete window.carteraRemotosAdelantados;
  return pedido?.catch(() => undefined);
}

async function leerConfig(): Promise<ConfigRemotos> {
  const respuesta = (await remotosAdelantados()) ?? (await fetch(URL_CONFIG, { cache: 'no-store' }));
  if (!respuesta.ok) throw new Error(`${URL_CONFIG} respondió HTTP ${respuesta.status}`);
  const config = validarConfig(await respuesta.json());
  tomarManifiestoAdelantado(config);
  registerPlugins([sinPrecargaDeFallbacks, manifiestoYaDescargado]);
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

/** The value at `camino` inside a manifest's JSON, or undefined. */
const en = (valor: unknown, ...camino: string[]): unknown =>
  camino.reduce((actual, clave) => propiedad(actual, clave), valor);
const lista = (valor: unknown): unknown[] => (Array.isArray(valor) ? valor : []);
const textos = (valor: unknown): string[] => lista(valor).filter((v): v is string => typeof v === 'string');

/**
 * The files a click on the remote runs first, as its manifest names them (relative to the manifest's folder): the
 * entry, then the chunks and sheets of `./routes` itself. The remote's copies of the shared modules are left out:
 * the shell provides them (sinPrecargaDeFallbacks). Anything else in the manifest is ignored.
 */
export function archivosDeRutas(manifiesto: unknown): { scripts: string[]; hojas: string[] } {
  const compartidos = new Set(
    lista(propiedad(manifiesto, 'shared')).flatMap((c) => [
      ...textos(en(c, 'assets', 'js', 'sync')),
      ...textos(en(c, 'assets', 'js', 'async')),
    ]),
  );
  const rutas = lista(propiedad(manifiesto, 'exposes')).find((e) => {
    const nombre = propiedad(e, 'name');
    return nombre === 'routes' || nombre === './routes';
  });
  const nombre = en(manifiesto, 'metaData', 'remoteEntry', 'name');
  const carpeta = en(manifiesto, 'metaData', 'remoteEntry', 'path');
  const scripts = [
    ...(typeof nombre === 'string' && nombre
      ? [`${typeof carpeta === 'string' && carpeta ? `${carpeta.replace(/\/$/, '')}/` : ''}${nombre}`]
      : []),
    ...textos(en(rutas, 'assets', 'js', 'sync')).filter((archivo) => !compartidos.has(archivo)),
  ];
  return { scripts, hojas: textos(en(rutas, 'assets', 'css', 'sync')) };
}

const descargas = new Map<NombreRemoto, Promise<void>>();

/** `<link rel="prefetch">`: the browser downloads the file at the lowest priority into its cache and runs nothing. */
function prefetch(url: string, como: 'script' | 'style'): Promise<void> {
  return new Promise((resolver) => {
    const enlace = document.createElement('link');
    enlace.rel = 'prefetch';
    enlace.as = como;
    enlace.href = url;
    enlace.onload = () => resolver();
    enlace.onerror = () => resolver();
    document.head.appendChild(enlace);
  });
}

/**
 * Downloads, without running anything, the files a first click on one of the remote's menu entries will run: its
 * manifest says which. Running a remote's entry and `./routes` costs the phone 40–60 ms of main thread per remote
 * (150–250 ms with Lighthouse's 4× CPU), work a person who never opens that section should not pay for while the
 * dashboard is on screen; the click (or the pointer reaching the entry, AppLayout) runs them from the cache. Once per
 * remote and page; a remote already loaded, or a failure (the click will retry and report), ends it quietly.
 */
export function descargarRemoto(nombre: NombreRemoto): Promise<void> {
  if (cargados.has(nombre)) return Promise.resolve();
  let descarga = descargas.get(nombre);
  if (!descarga) {
    descarga = (async () => {
      const entrada = (await prepararRemotos())[nombre];
      if (!entrada) return;
      const urlManifiesto = new URL(entrada, window.location.href);
      const respuesta = await fetch(urlManifiesto, { cache: 'no-cache' });
      if (!respuesta.ok) return;
      const texto = await respuesta.text();
      const { scripts, hojas } = archivosDeRutas(JSON.parse(texto));
      manifiestos.set(urlManifiesto.href, { texto, llegada: Date.now() });
      const url = (archivo: string) => new URL(archivo, urlManifiesto).href;
      await Promise.all([
        ...scripts.map((archivo) => prefetch(url(archivo), 'script')),
        ...hojas.map((archivo) => prefetch(url(archivo), 'style')),
      ]);
    })().catch(() => undefined);
    descargas.set(nombre, descarga);
  }
  return descarga;
}

// Lo que este módulo recuerda (la configuración, los remotos cargados o fallidos, los manifiestos y las descargas) se
// olvida con los estados de la plataforma: las pruebas de componentes que comparten un registro de módulos empiezan
// cada archivo sin lo que dejó el anterior.
registrarReinicio(() => {
  configuracion = null;
  cargados.clear();
  fallidos.clear();
  manifiestos.clear();
  manifiestosAdelantados.clear();
  descargas.clear();
});
