#!/usr/bin/env node
// npm start: builds what changed, then runs the API serving the whole portal from one URL. The API starts the
// embedded PostgreSQL when DATABASE_URL is not set, loads the demo data into an empty database and prints the URL
// and the demo accounts.
//
// The API runs in its own process group and gets exactly one SIGINT/SIGTERM from here: a terminal's Ctrl-C under
// `npm start` reaches this script twice (once from the terminal, once forwarded by npm), and a second signal in
// the middle of Nest's shutdown would kill the API before it stops the database cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { build } from './build.mjs';
import { memoriaDeLaApi } from './lib/memoria-api.mjs';
import { stopRunningOnSignal } from './lib/processes.mjs';
import { root } from './lib/workspaces.mjs';

const stopBuildOnSignal = stopRunningOnSignal();
try {
  await build();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
stopBuildOnSignal();

// La memoria como en la imagen de la API (el tope del heap de V8 y de las arenas de malloc), salvo que el entorno
// traiga las suyas.
const env = {
  ...memoriaDeLaApi(),
  ...process.env,
  PORTAL_DIR: process.env.PORTAL_DIR || path.join(root, 'dist', 'portal'),
};
const api = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: process.platform !== 'win32',
});

let stopSignal = null;
function stop(signal) {
  if (stopSignal) return;
  stopSignal = signal;
  console.log(`\nDeteniendo Cartera (${signal})…`);
  api.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

api.on('error', (error) => {
  console.error(`No se pudo iniciar la API: ${error.message}`);
  process.exit(1);
});
api.on('exit', (code, signal) => {
  // A stop we asked for is a clean end, whether the API exited 0 or re-raised the signal after its shutdown.
  if (stopSignal && (code === 0 || signal === stopSignal)) process.exit(0);
  if (signal) {
    console.error(`La API terminó por la señal ${signal}.`);
    process.exit(1);
  }
  process.exit(code ?? 1);
});
