#!/usr/bin/env node
// npm run build [-- --force] [-- --sin-revisar-tipos] [part…]
//
// Builds what changed, in dependency order: dominio (tsc) → api (tsc) → shell and the four remotes (rsbuild, one
// at a time) → dist/portal (shell at the root, each remote under mf/<folder>/, remotes.json). A part is stale
// when the content hash of its inputs (its own sources and configs plus those of the workspaces it depends on,
// tsconfig.base.json and package-lock.json) differs from the one stored in .cache/build-stamps.json, or when its
// output is missing. `--force` rebuilds everything. Naming parts builds only those and what they depend on.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { argumentosDeConstruccion } from './lib/construccion.mjs';
import { formatDuration, npm, run, stopRunningOnSignal } from './lib/processes.mjs';
import { REMOTES, SHELL, listWorkspaces, remoteName, root } from './lib/workspaces.mjs';

const STAMP_FILE = path.join(root, '.cache', 'build-stamps.json');
const PORTAL_DIR = path.join(root, 'dist', 'portal');
const ROOT_INPUTS = ['tsconfig.base.json', 'package-lock.json'];

// Folders and files that are outputs, caches or tests, never build inputs.
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  '.cache',
  '.rsbuild',
  '.turbo',
  '@mf-types',
  'test',
  '__tests__',
]);
const SKIP_FILE = /(\.(test|spec|e2e-spec)\.[cm]?[jt]sx?|\.tsbuildinfo|\.log)$/;

/** The parts that build.mjs knows how to build, in build order. `check` is the file that proves an output exists. */
function buildParts() {
  const workspaces = new Map(listWorkspaces().map((w) => [w.dir, w]));
  const part = (name, dir, kind, check) => ({ name, dir, kind, check, workspace: workspaces.get(dir) });
  return [
    part('dominio', 'packages/dominio', 'tsc', 'dist/index.js'),
    part('api', 'api', 'tsc', 'dist/main.js'),
    part(SHELL, SHELL, 'rsbuild', 'dist/index.html'),
    ...REMOTES.map((folder) => part(folder, folder, 'rsbuild', 'dist/mf-manifest.json')),
  ];
}

function listFiles(dir, base = dir, out = []) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listFiles(full, base, out);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

/** Hash of every input file (path and content) of the given workspace folders plus the shared root files. */
function hashInputs(dirs) {
  const hash = createHash('sha256');
  const files = [
    ...ROOT_INPUTS.map((f) => path.join(root, f)).filter((f) => fs.existsSync(f)),
    ...dirs.flatMap((dir) => listFiles(path.join(root, dir))),
  ];
  for (const file of files.sort()) {
    hash.update(path.relative(root, file).split(path.sep).join('/'));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamps() {
  try {
    return JSON.parse(fs.readFileSync(STAMP_FILE, 'utf8'));
  } catch {
    return {};
  }
}

function writeStamps(stamps) {
  fs.mkdirSync(path.dirname(STAMP_FILE), { recursive: true });
  fs.writeFileSync(STAMP_FILE, `${JSON.stringify(stamps, null, 2)}\n`);
}

/** tsc does not delete outputs of removed sources (a stale migration would still run), so start from empty. */
function cleanTscOutput(dir) {
  fs.rmSync(path.join(root, dir, 'dist'), { recursive: true, force: true });
  for (const entry of fs.readdirSync(path.join(root, dir))) {
    if (entry.endsWith('.tsbuildinfo')) fs.rmSync(path.join(root, dir, entry), { force: true });
  }
}

/**
 * dist/portal: the shell at the root, each remote at mf/<folder>/, and remotes.json pointing at them. Assembled
 * beside the old one and swapped in with two renames, so a server running on dist/portal (npm start, the browser
 * tests) is never left without index.html while it is rebuilt.
 */
function assemblePortal() {
  const next = `${PORTAL_DIR}.next`;
  const old = `${PORTAL_DIR}.old`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.rmSync(old, { recursive: true, force: true });
  fs.cpSync(path.join(root, SHELL, 'dist'), next, { recursive: true });
  const remotes = {};
  for (const folder of REMOTES) {
    fs.cpSync(path.join(root, folder, 'dist'), path.join(next, 'mf', folder), { recursive: true });
    remotes[remoteName(folder)] = `/mf/${folder}/mf-manifest.json`;
  }
  fs.writeFileSync(path.join(next, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
  if (fs.existsSync(PORTAL_DIR)) fs.renameSync(PORTAL_DIR, old);
  fs.renameSync(next, PORTAL_DIR);
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Builds the stale parts. Options: force (rebuild all), only (part names; their dependencies come along),
 * sinRevisarTipos (the tsc parts only emit: for a caller that has just checked the types, lib/construccion.mjs).
 * Throws when a build fails, after keeping the stamps of the parts that did build.
 */
export async function build({ force = false, only = [], sinRevisarTipos = false } = {}) {
  const parts = buildParts();
  const known = new Set([...parts.map((p) => p.name), 'portal']);
  const unknown = only.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(`Parte desconocida: ${unknown.join(', ')}. Partes: ${[...known].join(', ')}`);
  }
  const wanted = new Set(only);
  if (wanted.has('portal')) for (const p of parts) if (p.kind === 'rsbuild') wanted.add(p.name);
  for (const p of parts) {
    if (wanted.has(p.name))
      for (const dep of p.workspace.deps) for (const q of parts) if (q.dir === dep) wanted.add(q.name);
  }
  const selected = only.length === 0 ? parts : parts.filter((p) => wanted.has(p.name));

  const stamps = readStamps();
  const started = Date.now();
  let built = 0;
  for (const p of selected) {
    const hash = hashInputs([p.dir, ...p.workspace.deps]);
    const outputExists = fs.existsSync(path.join(root, p.dir, p.check));
    if (!force && outputExists && stamps[p.name] === hash) {
      console.log(`${p.name}: al día`);
      continue;
    }
    console.log(`${p.name}: construyendo…`);
    const t0 = Date.now();
    // Forget the old stamp first: a build cut short must not leave a half-written output marked as current.
    delete stamps[p.name];
    writeStamps(stamps);
    if (p.kind === 'tsc') cleanTscOutput(p.dir);
    const code = await run(npm, argumentosDeConstruccion(p, { sinRevisarTipos }));
    if (code !== 0) throw new Error(`Falló la construcción de ${p.name} (código ${code}).`);
    if (!fs.existsSync(path.join(root, p.dir, p.check))) {
      throw new Error(`La construcción de ${p.name} terminó sin producir ${p.dir}/${p.check}.`);
    }
    stamps[p.name] = hash;
    writeStamps(stamps);
    built += 1;
    console.log(`${p.name}: listo en ${formatDuration(Date.now() - t0)}`);
  }

  if (only.length === 0 || wanted.has('portal')) {
    const apps = parts.filter((p) => p.kind === 'rsbuild');
    const portalHash = createHash('sha256')
      .update(apps.map((p) => `${p.name}=${stamps[p.name]}`).join('\n'))
      .digest('hex');
    const portalExists =
      fs.existsSync(path.join(PORTAL_DIR, 'index.html')) &&
      fs.existsSync(path.join(PORTAL_DIR, 'remotes.json'));
    if (!force && portalExists && stamps.portal === portalHash) {
      console.log('portal: al día');
    } else {
      delete stamps.portal;
      writeStamps(stamps);
      assemblePortal();
      stamps.portal = portalHash;
      writeStamps(stamps);
      built += 1;
      console.log(`portal: ensamblado en ${path.relative(root, PORTAL_DIR)}/`);
    }
  }
  if (built > 0) console.log(`Construcción terminada en ${formatDuration(Date.now() - started)}.`);
  return { built };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  stopRunningOnSignal();
  const args = process.argv.slice(2);
  try {
    await build({
      force: args.includes('--force'),
      sinRevisarTipos: args.includes('--sin-revisar-tipos'),
      only: args.filter((a) => !a.startsWith('--')),
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
