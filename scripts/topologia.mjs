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
// in scripts/lib/topologia-nginx.mjs): nothing else is rewritten. Each process runs in its own process group; one
// that dies unexpectedly is started again after a second (as a kubelet would: scripts/lib/topologia-procesos.mjs).
// Ctrl-C / SIGTERM stops everything cleanly.
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
import { puertoLibre } from './lib/puertos.mjs';
import { REMOTES, root } from './lib/workspaces.mjs';
import { asegurarConstruccion, asegurarNginx, configurarIngress, configurarRemoto, configurarShell, INFRA, NGINX } from './lib/topologia-nginx.mjs';
import { Componente, detenerRestos, respondeOk } from './lib/topologia-procesos.mjs';

/** Development-only sign-in, the same as infra/k8s/overlays/dev (the first administrator of an empty database). */
const ADMIN_POR_DEFECTO = { email: 'admin@cartera.local', password: 'cartera123' };

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
