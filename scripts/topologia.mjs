#!/usr/bin/env node
/* global AbortSignal */
// npm run topologia [-- opciones]: the production layout of infra/k8s on this machine, without containers.
//
//   ingress (nginx)  routes exactly as infra/k8s/base/ingress.yaml: /api → the API Service (3 replicas,
//                    load-balanced), /mf/<remote> → that remote's server, / → the shell's server
//   api-1..3         `node api/dist/main.js`, NODE_ENV=production, DATABASE_URL → one PostgreSQL
//   postgres         embedded (api/src/database/embedded.ts), standalone, data in <datos>/postgres
//   mfe-*            one nginx per remote with the image's config (infra/nginx/remote.conf), serving that remote's
//                    own build folder (<remote>/dist) at /mf/<remote>/
//   shell            nginx with the image's template (infra/nginx/shell.conf.template, ${API_URL} and
//                    ${CSP_REMOTOS} substituted as the image's entrypoint does), serving shell/dist and
//                    /remotes.json from <datos>/etc-cartera/remotes.json (the ConfigMap `remotes-json`)
//
// Every nginx runs Debian's package (/usr/sbin/nginx; installed with apt-get when missing and running as root)
// with the image's config file, where only the image's own paths and port are replaced by local ones (RUTAS_IMAGEN
// below): nothing else is rewritten. Each process runs in its own process group; one that dies unexpectedly is
// started again after a second (as a kubelet would). Ctrl-C / SIGTERM stops everything cleanly.
//
// Options:
//   --puerto N          port of the ingress (the URL to open); default TOPOLOGIA_PUERTO or 8080
//   --datos DIR         data folder; default .data/topologia (the database survives restarts)
//   --limpio            wipe the data folder first (a fresh database)
//   --replicas N        API replicas (default 3)
//   --canario R=DIR     also serve the build in DIR as remote R on its own origin (another Deployment, e.g. a
//                       version under test); its origin goes into the shell's CSP_REMOTOS. remotes.json decides
//                       whether the portal uses it.
//   --sin-construir     do not run `npm run build`; fail if a build output is missing
//
// While it runs, <datos>/topologia.json holds the URL and every process's port and pid, and these lines on stdin
// act like `kubectl scale` on one component: `parar <nombre>`, `arrancar <nombre>`, `estado`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import readline from 'node:readline';
import { setTimeout as esperar } from 'node:timers/promises';
import { parseAllDocuments } from 'yaml';
import { puertoLibre } from './lib/puertos.mjs';
import { REMOTES, SHELL, root } from './lib/workspaces.mjs';

const NGINX = '/usr/sbin/nginx';
const INFRA = path.join(root, 'infra');
/** Development-only sign-in, the same as infra/k8s/overlays/dev (the first administrator of an empty database). */
const ADMIN_POR_DEFECTO = { email: 'admin@cartera.local', password: 'cartera123' };
const ESPERA_LISTO_MS = 180_000;
const REINICIO_MS = 1_000;

// ---------------------------------------------------------------------------------------------------------------
// Options

function leerOpciones(argv) {
  const opciones = {
    puerto: Number(process.env.TOPOLOGIA_PUERTO || 8080),
    datos: path.join(root, '.data', 'topologia'),
    limpio: false,
    replicas: 3,
    canarios: [],
    construir: true,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const valor = () => {
      const siguiente = argv[i + 1];
      if (siguiente === undefined) throw new Error(`Falta el valor de ${arg}`);
      i += 1;
      return siguiente;
    };
    if (arg === '--puerto') opciones.puerto = Number(valor());
    else if (arg === '--datos') opciones.datos = path.resolve(valor());
    else if (arg === '--limpio') opciones.limpio = true;
    else if (arg === '--replicas') opciones.replicas = Number(valor());
    else if (arg === '--sin-construir') opciones.construir = false;
    else if (arg === '--canario') {
      const [remoto, carpeta] = valor().split('=');
      if (!REMOTES.includes(remoto) || !carpeta)
        throw new Error(`--canario espera <remoto>=<carpeta>, con remoto uno de ${REMOTES.join(', ')}`);
      opciones.canarios.push({ remoto, carpeta: path.resolve(carpeta) });
    } else if (arg === '--help' || arg === '-h') {
      console.log(
        fs
          .readFileSync(new URL(import.meta.url), 'utf8')
          .split('\n')
          .filter((l) => l.startsWith('//'))
          .join('\n'),
      );
      process.exit(0);
    } else throw new Error(`Opción desconocida: ${arg} (vea --help)`);
  }
  if (!Number.isInteger(opciones.puerto) || opciones.puerto < 0 || opciones.puerto > 65535)
    throw new Error('--puerto debe ser un puerto (0: uno libre)');
  if (!Number.isInteger(opciones.replicas) || opciones.replicas < 1 || opciones.replicas > 9)
    throw new Error('--replicas debe ser un entero de 1 a 9');
  return opciones;
}

// ---------------------------------------------------------------------------------------------------------------
// Prerequisites: nginx and the builds

async function ejecutar(comando, args) {
  return new Promise((resolve) => {
    const hijo = spawn(comando, args, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    hijo.on('error', () => resolve(1));
    hijo.on('exit', (codigo) => resolve(codigo ?? 1));
  });
}

async function asegurarNginx() {
  if (fs.existsSync(NGINX)) return;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new Error(
      `Falta ${NGINX}. Instálelo con:\n  sudo apt-get update && sudo apt-get install -y nginx\ny vuelva a ejecutar npm run topologia.`,
    );
  }
  console.log(`Falta ${NGINX}: instalando el paquete nginx de Debian…`);
  if (
    (await ejecutar('apt-get', ['update', '-q'])) !== 0 ||
    (await ejecutar('apt-get', ['install', '-y', '-q', 'nginx'])) !== 0
  )
    throw new Error('apt-get no pudo instalar nginx');
  if (!fs.existsSync(NGINX)) throw new Error(`apt-get terminó pero ${NGINX} no existe`);
}

const SALIDAS = [
  ['api/dist/main.js', 'api'],
  [`${SHELL}/dist/index.html`, SHELL],
  ...REMOTES.map((remoto) => [`${remoto}/dist/mf-manifest.json`, remoto]),
];

async function asegurarConstruccion(construir) {
  if (construir) {
    const { build } = await import('./build.mjs');
    await build({ only: ['api', SHELL, ...REMOTES] });
    return;
  }
  const faltan = SALIDAS.filter(([archivo]) => !fs.existsSync(path.join(root, archivo)));
  if (faltan.length > 0)
    throw new Error(
      `Falta construir ${faltan.map(([, parte]) => parte).join(', ')}: ejecute npm run build (o npm run topologia sin --sin-construir).`,
    );
}

// ---------------------------------------------------------------------------------------------------------------
// nginx configuration from the images' files

/** The container's main nginx.conf (nginxinc/nginx-unprivileged) with local paths: the image's conf.d goes here. */
function nginxPrincipal(carpeta, extraHttp = '') {
  const usuario = process.getuid?.() === 0 ? 'user root root;' : '';
  return `# Generated by scripts/topologia.mjs: the main nginx.conf of the images, with paths under ${carpeta}.
${usuario}
worker_processes 1;
daemon off;
pid ${path.join(carpeta, 'nginx.pid')};
error_log ${path.join(carpeta, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(carpeta, 'access.log')};
  sendfile on;
  keepalive_timeout 65;
  client_body_temp_path ${path.join(carpeta, 'tmp', 'body')};
  proxy_temp_path ${path.join(carpeta, 'tmp', 'proxy')};
  fastcgi_temp_path ${path.join(carpeta, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${path.join(carpeta, 'tmp', 'uwsgi')};
  scgi_temp_path ${path.join(carpeta, 'tmp', 'scgi')};
${extraHttp}
  include ${path.join(carpeta, 'conf.d')}/*.conf;
}
`;
}

/**
 * The paths and port the images give to their config files (infra/docker/*.Dockerfile), and where they are here.
 * Each must appear in the file it applies to: a template that changes them makes this script fail instead of
 * serving from the wrong place.
 */
function adaptarDeImagen(texto, archivo, reemplazos) {
  let resultado = texto;
  for (const [deImagen, local] of reemplazos) {
    if (!resultado.includes(deImagen))
      throw new Error(
        `${archivo} ya no contiene '${deImagen}': actualice RUTAS_IMAGEN en scripts/topologia.mjs`,
      );
    resultado = resultado.split(deImagen).join(local);
  }
  return resultado;
}

const RUTAS_IMAGEN = {
  puerto: 'listen 8080;',
  raiz: 'root /usr/share/nginx/html;',
  cabeceras: '/etc/nginx/snippets/cabeceras-seguridad.conf',
  remotesJson: 'alias /etc/cartera/remotes.json;',
};

/** `ENV NOMBRE=valor` of the image's last stage: the variables the entrypoint substitutes by default. */
function entornoDeImagen(dockerfile) {
  const lineas = fs.readFileSync(dockerfile, 'utf8').split('\n');
  const ultimaEtapa = lineas.findLastIndex((linea) => /^FROM\s/i.test(linea));
  const entorno = {};
  for (const linea of lineas.slice(ultimaEtapa)) {
    const coincidencia = /^ENV\s+([A-Z_][A-Z0-9_]*)=(.*)$/i.exec(linea.trim());
    if (coincidencia) entorno[coincidencia[1]] = coincidencia[2].replace(/^"(.*)"$/, '$1');
  }
  return entorno;
}

/**
 * What the official nginx image's entrypoint does to /etc/nginx/templates/*.template: envsubst limited to the
 * variables defined in the environment, so nginx's own $variables stay as they are.
 */
function sustituirComoLaImagen(plantilla, entorno) {
  return plantilla.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (texto, nombre) =>
    Object.hasOwn(entorno, nombre) ? entorno[nombre] : texto,
  );
}

function prepararCarpetaNginx(carpeta) {
  fs.rmSync(carpeta, { recursive: true, force: true });
  fs.mkdirSync(path.join(carpeta, 'conf.d'), { recursive: true });
  fs.mkdirSync(path.join(carpeta, 'tmp'), { recursive: true });
}

/** A remote's image: remote.conf, its build at <html>/mf/<remote> (here a link to the build folder itself). */
function configurarRemoto(carpeta, remoto, build, puerto) {
  prepararCarpetaNginx(carpeta);
  const html = path.join(carpeta, 'html');
  fs.mkdirSync(path.join(html, 'mf'), { recursive: true });
  fs.symlinkSync(build, path.join(html, 'mf', remoto));
  const archivo = path.join(INFRA, 'nginx', 'remote.conf');
  const conf = adaptarDeImagen(fs.readFileSync(archivo, 'utf8'), archivo, [
    [RUTAS_IMAGEN.puerto, `listen 127.0.0.1:${puerto};`],
    [RUTAS_IMAGEN.raiz, `root ${html};`],
    [RUTAS_IMAGEN.cabeceras, path.join(INFRA, 'nginx', 'cabeceras-seguridad.conf')],
  ]);
  fs.writeFileSync(path.join(carpeta, 'conf.d', 'default.conf'), conf);
  fs.writeFileSync(path.join(carpeta, 'nginx.conf'), nginxPrincipal(carpeta));
}

/** The shell's image: the template with API_URL → the API Service (an upstream here) and CSP_REMOTOS. */
function configurarShell(carpeta, puerto, puertosApi, remotesJson, cspRemotos) {
  prepararCarpetaNginx(carpeta);
  const archivo = path.join(INFRA, 'nginx', 'shell.conf.template');
  const entorno = {
    ...entornoDeImagen(path.join(INFRA, 'docker', 'shell.Dockerfile')),
    API_URL: 'http://api',
    CSP_REMOTOS: cspRemotos,
  };
  const conf = adaptarDeImagen(sustituirComoLaImagen(fs.readFileSync(archivo, 'utf8'), entorno), archivo, [
    [RUTAS_IMAGEN.puerto, `listen 127.0.0.1:${puerto};`],
    [RUTAS_IMAGEN.raiz, `root ${path.join(root, SHELL, 'dist')};`],
    [RUTAS_IMAGEN.cabeceras, path.join(INFRA, 'nginx', 'cabeceras-seguridad.conf')],
    [RUTAS_IMAGEN.remotesJson, `alias ${remotesJson};`],
  ]);
  fs.writeFileSync(path.join(carpeta, 'conf.d', 'default.conf'), conf);
  // The cluster's Service `api` (http://api:3000 in the image): here an upstream over the replicas.
  const servicio = `  upstream api {\n${puertosApi.map((p) => `    server 127.0.0.1:${p};`).join('\n')}\n  }\n`;
  fs.writeFileSync(path.join(carpeta, 'nginx.conf'), nginxPrincipal(carpeta, servicio));
}

/** The Ingress of infra/k8s/base: its paths (in order), their Services and the body-size annotation. */
function leerIngress() {
  const archivo = path.join(INFRA, 'k8s', 'base', 'ingress.yaml');
  const ingress = parseAllDocuments(fs.readFileSync(archivo, 'utf8'))
    .map((documento) => documento.toJS())
    .find((objeto) => objeto?.kind === 'Ingress');
  if (!ingress) throw new Error(`${archivo} no tiene un Ingress`);
  const rutas = ingress.spec.rules.flatMap((regla) =>
    regla.http.paths.map((ruta) => {
      if (ruta.pathType !== 'Prefix')
        throw new Error(`${archivo}: sólo se entiende pathType Prefix (${ruta.path})`);
      return { ruta: ruta.path, servicio: ruta.backend.service.name };
    }),
  );
  const cuerpoMaximo = ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '1m';
  return { rutas, cuerpoMaximo };
}

/**
 * The ingress controller's nginx for that Ingress: a Prefix path /p matches /p and /p/… (not /px), the longest
 * wins; headers and retries as ingress-nginx sets them by default (a connection refused by one replica is tried
 * on the next; a request already sent is not repeated).
 */
function configurarIngress(carpeta, puerto, servicios) {
  prepararCarpetaNginx(carpeta);
  const { rutas, cuerpoMaximo } = leerIngress();
  const upstreams = [];
  const locations = [];
  const proxy = (servicio) => `proxy_pass http://${servicio.replaceAll('-', '_')};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;`;
  for (const { ruta, servicio } of rutas) {
    const puertos = servicios[servicio];
    if (!puertos)
      throw new Error(`El Ingress envía ${ruta} al Service ${servicio}, que la topología no tiene`);
    if (!upstreams.some((u) => u.servicio === servicio)) upstreams.push({ servicio, puertos });
    if (ruta === '/') {
      locations.push(`    location / {\n      ${proxy(servicio)}\n    }`);
    } else {
      const base = ruta.replace(/\/$/, '');
      locations.push(`    location = ${base} {\n      ${proxy(servicio)}\n    }`);
      locations.push(`    location ${base}/ {\n      ${proxy(servicio)}\n    }`);
    }
  }
  const conf = `# Generated by scripts/topologia.mjs from infra/k8s/base/ingress.yaml.
${upstreams
  .map(
    ({ servicio, puertos }) =>
      `upstream ${servicio.replaceAll('-', '_')} {\n${puertos.map((p) => `  server 127.0.0.1:${p};`).join('\n')}\n  keepalive 16;\n}`,
  )
  .join('\n')}
server {
    listen 127.0.0.1:${puerto};
    server_name _;
    server_tokens off;
    client_max_body_size ${cuerpoMaximo};
${locations.join('\n')}
}
`;
  fs.writeFileSync(path.join(carpeta, 'conf.d', 'default.conf'), conf);
  // Like ingress-nginx's log: which replica (upstream) answered each request, and with what.
  const registro = `  log_format ingress '$remote_addr [$time_iso8601] "$request" $status $request_time $upstream_addr $upstream_status';
  access_log ${path.join(carpeta, 'ingress.log')} ingress;
`;
  fs.writeFileSync(path.join(carpeta, 'nginx.conf'), nginxPrincipal(carpeta, registro));
}

// ---------------------------------------------------------------------------------------------------------------
// Processes

function vivo(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function ultimasLineas(archivo, cantidad = 20) {
  if (!fs.existsSync(archivo)) return '(sin salida)';
  return fs.readFileSync(archivo, 'utf8').trimEnd().split('\n').slice(-cantidad).join('\n');
}

/**
 * One component: a command started in its own process group with its output in a log file, started again when it
 * dies without being asked to (parar/arrancar are like scaling it to 0 and back to 1).
 */
class Componente {
  constructor({ nombre, puerto, comando, args, env, registro, sonda, alCambiar }) {
    Object.assign(this, { nombre, puerto, comando, args, env, registro, sonda, alCambiar });
    this.hijo = null;
    this.deseado = false;
    this.reinicios = 0;
    this.deteniendo = false;
  }

  get pid() {
    return this.hijo && this.hijo.exitCode === null && this.hijo.signalCode === null ? this.hijo.pid : null;
  }

  arrancar() {
    this.deseado = true;
    if (this.pid) return;
    const salida = fs.openSync(this.registro, 'a');
    const hijo = spawn(this.comando, this.args, {
      cwd: root,
      env: this.env,
      stdio: ['ignore', salida, salida],
      detached: true,
    });
    fs.closeSync(salida);
    this.hijo = hijo;
    hijo.on('error', (error) => console.error(`[${this.nombre}] no se pudo iniciar: ${error.message}`));
    hijo.on('exit', (codigo, senal) => {
      if (this.hijo !== hijo) return;
      this.alCambiar();
      if (!this.deseado || this.deteniendo) return;
      this.reinicios += 1;
      console.error(
        `[${this.nombre}] terminó (${senal ?? `código ${codigo}`}); se reinicia en ${REINICIO_MS / 1000} s (reinicio ${this.reinicios}).` +
          ` Últimas líneas de ${this.registro}:\n${ultimasLineas(this.registro, 5)}`,
      );
      setTimeout(() => {
        if (this.deseado && !this.deteniendo && !this.pid) this.arrancar();
      }, REINICIO_MS).unref();
    });
    this.alCambiar();
  }

  async esperarListo(msMaximo = ESPERA_LISTO_MS) {
    const limite = Date.now() + msMaximo;
    while (Date.now() < limite) {
      if (await this.sonda().catch(() => false)) return;
      if (!this.deseado) throw new Error(`${this.nombre} se detuvo`);
      await esperar(200);
    }
    throw new Error(
      `${this.nombre} no estuvo listo en ${msMaximo / 1000} s. Últimas líneas de ${this.registro}:\n${ultimasLineas(this.registro)}`,
    );
  }

  /** SIGTERM to the group, SIGKILL after `gracia` ms. */
  async parar(gracia = 15_000) {
    this.deseado = false;
    const hijo = this.hijo;
    if (!hijo || hijo.exitCode !== null || hijo.signalCode !== null) return;
    const fin = new Promise((resolve) => hijo.once('exit', resolve));
    try {
      process.kill(-hijo.pid, 'SIGTERM');
    } catch {
      return;
    }
    const temporizador = setTimeout(() => {
      try {
        process.kill(-hijo.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, gracia);
    await fin;
    clearTimeout(temporizador);
  }
}

async function respondeOk(url) {
  const respuesta = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await respuesta.arrayBuffer();
  return respuesta.ok;
}

/** A previous run killed with SIGKILL leaves its processes running: stop those named in its topologia.json. */
async function detenerRestos(archivoEstado) {
  let estado;
  try {
    estado = JSON.parse(fs.readFileSync(archivoEstado, 'utf8'));
  } catch {
    return;
  }
  if (estado.pid && estado.pid !== process.pid && vivo(estado.pid)) {
    throw new Error(
      `Otra topología (pid ${estado.pid}) usa ${path.dirname(archivoEstado)}: deténgala o use --datos`,
    );
  }
  for (const componente of estado.componentes ?? []) {
    if (!componente.pid || !vivo(componente.pid)) continue;
    const comando = fs.existsSync(`/proc/${componente.pid}/cmdline`)
      ? fs.readFileSync(`/proc/${componente.pid}/cmdline`, 'utf8')
      : '';
    if (!comando.includes('nginx') && !comando.includes('main.js')) continue;
    try {
      process.kill(-componente.pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function principal() {
  const opciones = leerOpciones(process.argv.slice(2));
  await asegurarNginx();
  await asegurarConstruccion(opciones.construir);
  const require = createRequire(import.meta.url);
  const { iniciarPostgresEmbebido } = require(path.join(root, 'api', 'dist', 'database', 'embedded.js'));

  const datos = opciones.datos;
  const archivoEstado = path.join(datos, 'topologia.json');
  await detenerRestos(archivoEstado);
  if (opciones.limpio) fs.rmSync(datos, { recursive: true, force: true });
  const registros = path.join(datos, 'registros');
  fs.mkdirSync(registros, { recursive: true });

  // The Secret: a JWT secret shared by the replicas, kept with the data so sessions survive a restart.
  const archivoSecreto = path.join(datos, 'jwt-secret');
  if (!fs.existsSync(archivoSecreto))
    fs.writeFileSync(archivoSecreto, randomBytes(48).toString('base64url'), { mode: 0o600 });
  const jwtSecret = fs.readFileSync(archivoSecreto, 'utf8').trim();
  // CANALES_KEY (the channel secrets' own key, `id:base64`), kept the same way.
  const archivoClaveCanales = path.join(datos, 'canales-key');
  if (!fs.existsSync(archivoClaveCanales))
    fs.writeFileSync(archivoClaveCanales, `k1:${randomBytes(32).toString('base64')}`, { mode: 0o600 });
  const claveCanales = fs.readFileSync(archivoClaveCanales, 'utf8').trim();
  // RESPALDOS_CLAVE (required with NODE_ENV=production: the key of the API's own backups), kept the same way.
  const archivoClaveRespaldos = path.join(datos, 'respaldos-clave');
  if (!fs.existsSync(archivoClaveRespaldos))
    fs.writeFileSync(archivoClaveRespaldos, randomBytes(32).toString('base64url'), { mode: 0o600 });
  const claveRespaldos = fs.readFileSync(archivoClaveRespaldos, 'utf8').trim();

  // The ConfigMap remotes-json, as mounted at /etc/cartera/remotes.json. Kept across restarts: it is the
  // operator's file (edit it and reload the page).
  const remotesJson = path.join(datos, 'etc-cartera', 'remotes.json');
  if (!fs.existsSync(remotesJson)) {
    fs.mkdirSync(path.dirname(remotesJson), { recursive: true });
    fs.copyFileSync(path.join(INFRA, 'k8s', 'base', 'remotes.json'), remotesJson);
  }

  const puertoIngress = await puertoLibre(opciones.puerto).catch((error) => {
    throw new Error(`${error.message} (--puerto o TOPOLOGIA_PUERTO)`);
  });
  const url = `http://127.0.0.1:${puertoIngress}`;
  const componentes = [];
  let postgres = null;
  let terminando = false;

  const escribirEstado = () => {
    if (terminando) return;
    const estado = {
      pid: process.pid,
      url,
      remotesJson,
      postgres: postgres ? { url: postgres.url } : null,
      componentes: componentes.map((c) => ({
        nombre: c.nombre,
        puerto: c.puerto,
        pid: c.pid,
        reinicios: c.reinicios,
      })),
    };
    fs.writeFileSync(`${archivoEstado}.tmp`, `${JSON.stringify(estado, null, 2)}\n`);
    fs.renameSync(`${archivoEstado}.tmp`, archivoEstado);
  };

  const detenerTodo = async (senal) => {
    if (terminando) return;
    console.log(`\nDeteniendo la topología (${senal})…`);
    // In the order traffic flows: the ingress first (nothing new comes in), the APIs last before the database.
    for (const grupo of [['ingress'], ['shell', 'mfe-', 'canario-'], ['api-']]) {
      await Promise.all(
        componentes
          .filter((c) => grupo.some((prefijo) => c.nombre.startsWith(prefijo)))
          .map((c) => c.parar()),
      );
    }
    terminando = true;
    if (postgres) await postgres.detener().catch((error) => console.error(`PostgreSQL: ${error.message}`));
    fs.rmSync(archivoEstado, { force: true });
  };
  let senalRecibida = null;
  for (const senal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(senal, () => {
      if (senalRecibida) return;
      senalRecibida = senal;
      detenerTodo(senal).finally(() => process.exit(0));
    });
  }

  try {
    console.log('Iniciando PostgreSQL embebido…');
    postgres = await iniciarPostgresEmbebido({
      dataDir: datos,
      puerto: await puertoLibre(),
      baseDatos: 'cartera',
      avisar: (mensaje) => console.warn(mensaje),
    });
    if (senalRecibida) return;

    const entornoBase = { ...process.env };
    for (const variable of ['PORTAL_DIR', 'EMBEDDED_PG_PORT', 'DATA_DIR', 'CORS_ORIGINS', 'PUBLIC_URL', 'PORT', 'HOST'])
      delete entornoBase[variable];

    // The API Deployment (infra/k8s/base/api.yaml): production, behind a proxy, no demo data; the first
    // administrator from ADMIN_EMAIL/ADMIN_PASSWORD (here the dev overlay's unless set).
    const apis = [];
    for (let i = 1; i <= opciones.replicas; i += 1) {
      const puerto = await puertoLibre();
      apis.push(
        new Componente({
          nombre: `api-${i}`,
          puerto,
          comando: process.execPath,
          args: [path.join(root, 'api', 'dist', 'main.js')],
          env: {
            ...entornoBase,
            NODE_ENV: 'production',
            PORT: String(puerto),
            HOST: '127.0.0.1',
            TRUST_PROXY: '1',
            // The address the browser opens (the ingress): sign-in only accepts an Origin from here, never the Host.
            PUBLIC_URL: `${url},http://localhost:${puertoIngress}`,
            LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
            DEMO_DATA: 'false',
            JWT_SECRET: jwtSecret,
            CANALES_KEY: claveCanales,
            RESPALDOS_CLAVE: claveRespaldos,
            DATABASE_URL: postgres.url,
            ADMIN_EMAIL: process.env.ADMIN_EMAIL || ADMIN_POR_DEFECTO.email,
            ADMIN_PASSWORD: process.env.ADMIN_PASSWORD || ADMIN_POR_DEFECTO.password,
          },
          registro: path.join(registros, `api-${i}.log`),
          sonda: () => respondeOk(`http://127.0.0.1:${puerto}/api/health/ready`),
          alCambiar: escribirEstado,
        }),
      );
    }

    const nginx = (nombre, carpeta, puerto, rutaSonda) =>
      new Componente({
        nombre,
        puerto,
        comando: NGINX,
        args: ['-p', carpeta, '-c', path.join(carpeta, 'nginx.conf'), '-e', path.join(carpeta, 'error.log')],
        env: { ...process.env },
        registro: path.join(registros, `${nombre}.log`),
        sonda: async () => {
          const respuesta = await fetch(`http://127.0.0.1:${puerto}${rutaSonda}`, {
            signal: AbortSignal.timeout(2_000),
          });
          await respuesta.arrayBuffer();
          return respuesta.status < 500;
        },
        alCambiar: escribirEstado,
      });

    const remotos = [];
    for (const remoto of REMOTES) {
      const puerto = await puertoLibre();
      const carpeta = path.join(datos, 'nginx', remoto);
      configurarRemoto(carpeta, remoto, path.join(root, remoto, 'dist'), puerto);
      remotos.push(nginx(remoto, carpeta, puerto, `/mf/${remoto}/mf-manifest.json`));
    }
    const canarios = [];
    for (const { remoto, carpeta: build } of opciones.canarios) {
      const puerto = await puertoLibre();
      const carpeta = path.join(datos, 'nginx', `canario-${remoto}`);
      fs.mkdirSync(build, { recursive: true });
      configurarRemoto(carpeta, remoto, build, puerto);
      canarios.push(nginx(`canario-${remoto}`, carpeta, puerto, `/mf/${remoto}/`));
    }
    // Remotes served from another origin must be allowed by the shell's CSP (CSP_REMOTOS, infra/README.md).
    const cspRemotos = [process.env.CSP_REMOTOS ?? '', ...canarios.map((c) => `http://127.0.0.1:${c.puerto}`)]
      .filter(Boolean)
      .join(' ');

    const puertoShell = await puertoLibre();
    const carpetaShell = path.join(datos, 'nginx', 'shell');
    configurarShell(
      carpetaShell,
      puertoShell,
      apis.map((a) => a.puerto),
      remotesJson,
      cspRemotos,
    );
    const shell = nginx('shell', carpetaShell, puertoShell, '/index.html');

    const carpetaIngress = path.join(datos, 'nginx', 'ingress');
    configurarIngress(carpetaIngress, puertoIngress, {
      api: apis.map((a) => a.puerto),
      shell: [puertoShell],
      ...Object.fromEntries(remotos.map((r) => [r.nombre, [r.puerto]])),
    });
    const ingress = nginx('ingress', carpetaIngress, puertoIngress, '/index.html');

    componentes.push(...apis, ...remotos, ...canarios, shell, ingress);
    // Check every nginx config before starting anything (nginx -t), so a bad template fails with nginx's message.
    for (const c of componentes.filter((x) => x.comando === NGINX)) {
      const prueba = await new Promise((resolve) => {
        const hijo = spawn(NGINX, ['-t', '-q', ...c.args], { stdio: ['ignore', 'pipe', 'pipe'] });
        let salida = '';
        hijo.stderr.on('data', (d) => (salida += d));
        hijo.on('exit', (codigo) => resolve({ codigo, salida }));
      });
      if (prueba.codigo !== 0) throw new Error(`nginx -t de ${c.nombre} falló:\n${prueba.salida}`);
    }

    console.log(
      `Iniciando ${apis.length} réplicas de la API (migraciones bajo candado), remotos, shell e ingress…`,
    );
    for (const c of componentes) c.arrancar();
    await Promise.all(componentes.map((c) => c.esperarListo()));
    if (senalRecibida) return;
    escribirEstado();

    const admin = process.env.ADMIN_EMAIL
      ? `${process.env.ADMIN_EMAIL} (ADMIN_PASSWORD)`
      : `${ADMIN_POR_DEFECTO.email} / ${ADMIN_POR_DEFECTO.password}`;
    console.log(`
Topología lista: ${url}
  ingress              ${url}  (rutas de infra/k8s/base/ingress.yaml)
${componentes
  .filter((c) => c.nombre !== 'ingress')
  .map((c) => `  ${c.nombre.padEnd(20)} http://127.0.0.1:${c.puerto}  pid ${c.pid}`)
  .join('\n')}
  postgres             ${postgres.url.replace(/:[^:@/]+@/, ':***@')}
Administrador: ${admin}
remotes.json: ${remotesJson} (edítelo y recargue la página)
Estado: ${archivoEstado}; registros en ${registros}
Órdenes por la entrada estándar: parar <nombre>, arrancar <nombre>, estado. Ctrl-C detiene todo.`);
    console.log(`TOPOLOGIA_LISTA ${url}`);

    const lector = readline.createInterface({ input: process.stdin });
    lector.on('line', (linea) => {
      const [orden, nombre] = linea.trim().split(/\s+/);
      if (!orden) return;
      if (orden === 'estado') {
        for (const c of componentes)
          console.log(`${c.nombre} puerto ${c.puerto} pid ${c.pid ?? '-'} reinicios ${c.reinicios}`);
        return;
      }
      const componente = componentes.find((c) => c.nombre === nombre);
      if (!componente || !['parar', 'arrancar'].includes(orden)) {
        console.error(`Orden no entendida: '${linea.trim()}' (parar <nombre>, arrancar <nombre>, estado)`);
        return;
      }
      if (orden === 'parar') void componente.parar().then(() => console.log(`ORDEN_HECHA parar ${nombre}`));
      else {
        componente.arrancar();
        void componente
          .esperarListo()
          .then(() => console.log(`ORDEN_HECHA arrancar ${nombre}`))
          .catch((error) => console.error(error.message));
      }
    });
  } catch (error) {
    await detenerTodo('error');
    throw error;
  }
}

principal().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
