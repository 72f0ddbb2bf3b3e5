#!/usr/bin/env node
// npm run typecheck: `tsc --noEmit` over every workspace with a tsconfig.json, stopping after the first program
// with errors.
//
// Workspaces whose tsconfig.json has the same compilerOptions and extends the same base (the shell, the remotes and
// packages/plataforma) are checked as ONE program, written to .cache/typecheck/: each of them imports
// @cartera/plataforma's sources and antd's and React's types, and checking them apart made tsc read those six times
// (≈ 115 s of CPU against ≈ 30 s together). Each workspace keeps its own tsconfig.json for the editor and its build.
// Programs run two at a time: tsc uses one core and the machine has two.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { formatDuration, run, stopRunningOnSignal } from './lib/processes.mjs';
import { listWorkspaces, root } from './lib/workspaces.mjs';

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const CACHE = path.join(root, '.cache', 'typecheck');

/** A workspace's tsconfig.json, or null when it is not plain JSON (then it is checked on its own). */
function leerTsconfig(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, dir, 'tsconfig.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The programs to check: one per group of workspaces that share extends + compilerOptions (and have no
 * `files`/`references`), one per workspace otherwise. A group of one uses the workspace's own tsconfig.json.
 */
function programas(workspaces) {
  const grupos = new Map();
  for (const w of workspaces) {
    const config = leerTsconfig(w.dir);
    const agrupable = config && Array.isArray(config.include) && !config.files && !config.references;
    const clave = agrupable
      ? JSON.stringify([path.resolve(root, w.dir, config.extends ?? ''), config.compilerOptions ?? {}])
      : `solo:${w.dir}`;
    if (!grupos.has(clave)) grupos.set(clave, []);
    grupos.get(clave).push({ ...w, config });
  }
  return [...grupos.values()].map((miembros) => {
    if (miembros.length === 1) return { nombre: miembros[0].dir, proyecto: miembros[0].dir, miembros: 1 };
    const [primero] = miembros;
    const tsconfig = {
      extends: path.relative(CACHE, path.resolve(root, primero.dir, primero.config.extends)),
      compilerOptions: primero.config.compilerOptions,
      include: miembros.flatMap((m) => m.config.include.map((patron) => path.relative(CACHE, path.join(root, m.dir, patron)))),
    };
    const nombre = miembros.map((m) => m.dir).join(' + ');
    const archivo = path.join(CACHE, `tsconfig.${miembros.map((m) => path.basename(m.dir)).join('-')}.json`);
    fs.mkdirSync(CACHE, { recursive: true });
    fs.writeFileSync(archivo, `${JSON.stringify(tsconfig, null, 2)}\n`);
    return { nombre, proyecto: archivo, miembros: miembros.length };
  });
}

const workspaces = listWorkspaces().filter((w) => fs.existsSync(path.join(root, w.dir, 'tsconfig.json')));
// The big program first, so the other core takes the small ones meanwhile.
const pendientes = programas(workspaces).sort((a, b) => b.miembros - a.miembros);
const total = pendientes.length;
const fallidos = [];
stopRunningOnSignal();
const started = Date.now();

async function revisar({ nombre, proyecto }) {
  const t0 = Date.now();
  // --incremental keeps what tsc learnt in .cache/, so a second run only rechecks what changed.
  const buildInfo = path.join(CACHE, `${nombre.replace(/[^a-z0-9]+/gi, '-')}.tsbuildinfo`);
  const code = await run(process.execPath, [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', proyecto]);
  if (code !== 0) {
    fallidos.push(nombre);
    console.error(`\nTipos: ${nombre} tiene errores (tsc salió con ${code}).`);
    return;
  }
  console.log(`tipos ${nombre}: sin errores (${formatDuration(Date.now() - t0)})`);
}

/** Takes the next program until none is left or one has failed (a failure stops new checks). */
async function trabajador() {
  while (pendientes.length > 0 && fallidos.length === 0) await revisar(pendientes.shift());
}

await Promise.all(Array.from({ length: Math.max(1, Math.min(2, os.availableParallelism())) }, trabajador));
if (fallidos.length > 0) {
  console.error(`Tipos con errores en: ${fallidos.join(', ')}.`);
  process.exit(1);
}
console.log(
  `Tipos correctos en ${workspaces.length} espacios de trabajo, ${total} programas (${formatDuration(Date.now() - started)}).`,
);
