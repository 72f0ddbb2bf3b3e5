#!/usr/bin/env node
// npm start: builds what changed, then runs the API serving the whole portal from one URL, under supervision. The API
// starts the embedded PostgreSQL when DATABASE_URL is not set, loads the demo data into an empty database and prints
// the URL and the demo accounts.
//
// Supervision (lib/supervisor.mjs, docs/decisiones/supervision-de-la-api.md): an API that dies without being asked to
// (a signal such as kill -9 or the OOM killer, or a non-zero code) is started again after 0.5, 1, 2, then 4 s, and
// what it left of its embedded PostgreSQL is stopped first. /api/health counts the restarts.
//
// The API runs in its own process group and gets exactly one SIGINT/SIGTERM from here: a terminal's Ctrl-C under
// `npm start` reaches this script twice (once from the terminal, once forwarded by npm), and a second signal in
// the middle of Nest's shutdown would kill the API before it stops the database cleanly.
//
// `--sin-construir` skips the build (the API must be built already): the browser test of the supervisor uses it.
import path from 'node:path';
import process from 'node:process';
import { build } from './build.mjs';
import { memoriaParaLaApi } from './lib/memoria-api.mjs';
import { stopRunningOnSignal } from './lib/processes.mjs';
import { supervisar } from './lib/supervisor.mjs';
import { root } from './lib/workspaces.mjs';

if (!process.argv.includes('--sin-construir')) {
  const stopBuildOnSignal = stopRunningOnSignal();
  try {
    await build();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  stopBuildOnSignal();
}

// The memory as in the API's image (V8's heap cap and malloc's arenas), except what the environment sets itself.
const env = {
  ...process.env,
  ...memoriaParaLaApi(process.env),
  PORTAL_DIR: process.env.PORTAL_DIR || path.join(root, 'dist', 'portal'),
};
const api = supervisar({ args: [path.join(root, 'api', 'dist', 'main.js')], env, cwd: root });

let detenido = false;
function stop(signal) {
  if (detenido) return;
  detenido = true;
  console.log(`\nDeteniendo Cartera (${signal})…`);
  api.detener(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

process.exit(await api.terminado);
