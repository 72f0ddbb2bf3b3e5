// Processes of `npm run ha`: each one detached in its own process group with its output in a log file, so the
// cluster outlives the command that started it and `npm run ha -- --parar` (or the drill) stops it by pid.
// PostgreSQL refuses to run as root: Patroni (and with it PostgreSQL and pgBackRest) run as the `postgres` user.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import { PAQUETES } from './config.mjs';

const esRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** uid and gid of the `postgres` user when running as root; undefined otherwise (then everything runs as us). */
export function usuarioPostgres() {
  if (!esRoot()) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('Como root, PostgreSQL necesita el usuario postgres (lo crea el paquete postgresql de Debian).');
  }
}

/** Creates `carpeta` (mode 0700) owned by `usuario`, and lets it traverse every folder above (o+x, not read). */
export function carpetaDe(carpeta, usuario) {
  fs.mkdirSync(carpeta, { recursive: true, mode: 0o700 });
  if (!usuario) return;
  fs.chownSync(carpeta, usuario.uid, usuario.gid);
  fs.chmodSync(carpeta, 0o700);
  for (let arriba = path.dirname(carpeta); ; arriba = path.dirname(arriba)) {
    const modo = fs.statSync(arriba).mode;
    if ((modo & 0o001) === 0) fs.chmodSync(arriba, (modo & 0o7777) | 0o001);
    if (path.dirname(arriba) === arriba) break;
  }
}

/** Installs the Debian packages that are missing (as `npm test` does for Chromium); only as root. */
export function instalarPaquetes() {
  const faltan = PAQUETES.filter((p) => !fs.existsSync(p.binario));
  if (faltan.length === 0) return;
  const nombres = faltan.map((p) => p.paquete);
  if (!esRoot())
    throw new Error(`Faltan paquetes de Debian: ${nombres.join(' ')}\n  sudo apt-get install -y ${nombres.join(' ')}`);
  console.log(`Instalando con apt-get: ${nombres.join(', ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-q', ...nombres], { stdio: 'inherit', env });
  const siguen = faltan.filter((p) => !fs.existsSync(p.binario));
  if (r.status !== 0 || siguen.length > 0)
    throw new Error(`apt-get no instaló ${siguen.map((p) => p.paquete).join(', ') || nombres.join(', ')}`);
}

/**
 * Starts `comando` detached (its own process group), output appended to `registro`; returns its pid. `usuario`
 * ({ uid, gid }) runs it as that user.
 */
export function lanzar(comando, args, { registro, env = process.env, usuario, cwd } = {}) {
  fs.mkdirSync(path.dirname(registro), { recursive: true });
  const salida = fs.openSync(registro, 'a');
  const hijo = spawn(comando, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', salida, salida],
    ...(usuario ? { uid: usuario.uid, gid: usuario.gid } : {}),
  });
  fs.closeSync(salida);
  hijo.unref();
  return hijo.pid;
}

/** A command run to completion, as `usuario` when given; throws with its output when it fails. */
export function ejecutar(comando, args, { usuario, env = process.env, cwd } = {}) {
  const r = spawnSync(comando, args, {
    encoding: 'utf8',
    env,
    cwd,
    ...(usuario ? { uid: usuario.uid, gid: usuario.gid } : {}),
  });
  if (r.status !== 0)
    throw new Error(`${path.basename(comando)} ${args.join(' ')} terminó con ${r.status ?? r.signal}:\n${r.stderr}${r.stdout}`);
  return r.stdout;
}

export function vivo(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Sends `senal` to the process group of `pid` (its children too), or to the process alone if it has no group. */
export function senalar(pid, senal) {
  if (!vivo(pid)) return;
  try {
    process.kill(-pid, senal);
  } catch {
    try {
      process.kill(pid, senal);
    } catch {
      // Already gone.
    }
  }
}

/** SIGTERM, then SIGKILL after `esperaMs` for what is still alive. */
export async function detener(pids, esperaMs = 30_000) {
  for (const pid of pids) senalar(pid, 'SIGTERM');
  const limite = Date.now() + esperaMs;
  while (pids.some(vivo) && Date.now() < limite) await esperar(200);
  for (const pid of pids.filter(vivo)) senalar(pid, 'SIGKILL');
}

/** Polls `condicion` (async, true when ready) every `cadaMs` until `limiteMs`; throws `mensaje` on timeout. */
export async function esperarHasta(condicion, { limiteMs = 120_000, cadaMs = 250, mensaje = 'tiempo agotado' } = {}) {
  const limite = Date.now() + limiteMs;
  for (;;) {
    if (await condicion().catch(() => false)) return;
    if (Date.now() > limite) throw new Error(mensaje);
    await esperar(cadaMs);
  }
}

/** GET of a Patroni REST path (or any URL): { status, json } or { status: 0 } when nothing answers. */
export async function obtener(url, limiteMs = 2_000) {
  try {
    const r = await fetch(url, { signal: globalThis.AbortSignal.timeout(limiteMs) });
    return { status: r.status, json: await r.json().catch(() => null) };
  } catch {
    return { status: 0, json: null };
  }
}
