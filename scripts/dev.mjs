#!/usr/bin/env node
// npm run dev: every part with reload on change, each output line prefixed with the part's name.
//   api      tsc --watch of dominio and api; node api/dist/main.js restarts after each clean compile (port 3000)
//   shell    rsbuild dev on 3001 (proxies /api to 3000)
//   remotes  rsbuild dev on 3011 (clientes), 3012 (prestamos), 3013 (cobros), 3014 (avanzados)
// Ctrl-C stops them all (the API first stops its embedded database).
import path from 'node:path';
import process from 'node:process';
import { build } from './build.mjs';
import { memoriaParaLaApi } from './lib/memoria-api.mjs';
import { npm, paint, signalGroup, startPrefixed, whenExited } from './lib/processes.mjs';
import { REMOTES, SHELL, listWorkspaces, root } from './lib/workspaces.mjs';

const API_PORT = process.env.PORT || '3000';
const WEB_PORTS = {
  [SHELL]: 3001,
  'mfe-clientes': 3011,
  'mfe-prestamos': 3012,
  'mfe-cobros': 3013,
  'mfe-avanzados': 3014,
};
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const names = ['api', 'dominio', SHELL, ...REMOTES];
const width = Math.max(...names.map((n) => n.length));
const label = (name) => paint(`[${name.padEnd(width)}]`, names.indexOf(name));

const children = new Set();
let stopping = false;

function track(child, name) {
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) console.log(`${label(name)} terminó (${signal ?? `código ${code}`}).`);
  });
  return child;
}

// --- API: two tsc watchers and a node process restarted after each successful compile ----------------------

const compiled = { dominio: false, api: false };
let apiProcess = null;
let restartTimer = null;
let restarting = false;

function startApi() {
  const child = startPrefixed(label('api'), process.execPath, ['--enable-source-maps', 'api/dist/main.js'], {
    // The memory as in the API's image and `npm start` (V8's heap cap, malloc's arenas): lib/memoria-api.mjs.
    env: {
      ...process.env,
      ...memoriaParaLaApi(process.env),
      PORT: API_PORT,
      NODE_ENV: process.env.NODE_ENV || 'development',
    },
  });
  return track(child, 'api');
}

async function restartApi() {
  if (stopping) return;
  if (restarting) {
    scheduleRestart();
    return;
  }
  restarting = true;
  if (apiProcess) {
    console.log(`${label('api')} reiniciando…`);
    // Only the node process: it stops its own embedded PostgreSQL on SIGTERM.
    apiProcess.kill('SIGTERM');
    await whenExited(apiProcess);
  }
  if (!stopping) apiProcess = startApi();
  restarting = false;
}

function scheduleRestart() {
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => void restartApi(), 400);
}

function watchTsc(name, project) {
  const prefix = label(name);
  // tsc --watch ends every compile with "Found N errors. Watching for file changes."
  const child = startPrefixed(
    prefix,
    process.execPath,
    [tsc, '-p', project, '--watch', '--preserveWatchOutput'],
    {},
    (line) => {
      const match = /Found (\d+) errors?\. Watching for file changes/.exec(line);
      if (!match) return;
      if (Number(match[1]) > 0) {
        console.log(
          apiProcess
            ? `${prefix} con errores: la API sigue con la compilación anterior.`
            : `${prefix} con errores: la API arrancará cuando compile sin errores.`,
        );
        return;
      }
      compiled[name] = true;
      if (compiled.dominio && compiled.api) scheduleRestart();
    },
  );
  return track(child, name);
}

// --- Web apps: rsbuild dev servers -------------------------------------------------------------------------

function startWeb(folder) {
  const workspace = listWorkspaces().find((w) => w.dir === folder);
  const child = startPrefixed(label(folder), npm, [
    'run',
    'dev',
    '--silent',
    '-w',
    workspace.name,
    '--',
    '--port',
    String(WEB_PORTS[folder]),
    '--strict-port',
  ]);
  return track(child, folder);
}

// --- Stop everything on Ctrl-C -----------------------------------------------------------------------------

async function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  clearTimeout(restartTimer);
  console.log(`\nDeteniendo todo (${signal})…`);
  const running = [...children];
  for (const child of running) {
    if (child === apiProcess) child.kill('SIGTERM');
    else signalGroup(child, 'SIGTERM');
  }
  const forced = setTimeout(() => running.forEach((child) => signalGroup(child, 'SIGKILL')), 15000);
  await Promise.all(running.map(whenExited));
  clearTimeout(forced);
  console.log('Todo detenido.');
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(signal));

// dominio must exist in dist/ before the API's first start; the rest compiles in watch mode.
try {
  await build({ only: ['dominio'] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
watchTsc('dominio', 'packages/dominio/tsconfig.build.json');
watchTsc('api', 'api/tsconfig.build.json');
for (const folder of [SHELL, ...REMOTES]) startWeb(folder);
console.log(
  `API http://localhost:${API_PORT}/api · portal (shell) http://localhost:${WEB_PORTS[SHELL]} · Ctrl-C para detener`,
);
