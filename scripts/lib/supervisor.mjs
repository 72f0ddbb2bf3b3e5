// `npm start`'s supervisor (docs/decisiones/supervision-de-la-api.md): runs `node api/dist/main.js` in its own process
// group, starts it again when it dies without being asked to (waits from supervision.mjs), and stops cleanly on
// SIGINT/SIGTERM/SIGHUP: the API first (it closes Nest, then its embedded PostgreSQL), with no restart.
//
// The embedded PostgreSQL is the API's child and stays in the API's process group. When the API dies abruptly
// (kill -9, the kernel's OOM killer) its postmaster would go on without an owner: at once the supervisor asks what is
// left of that group to stop (SIGINT: PostgreSQL's fast shutdown, which writes a checkpoint), escalates if it does not,
// and `npm start` never ends before it is gone. The next API starts its own PostgreSQL on the same data folder: its
// check of a postmaster.pid left behind (api/src/database/embedded.ts, liberarPidHuerfano) waits for one still
// stopping, and is the second line when the supervisor itself was killed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import {
  causaDeSalida,
  decidirReinicio,
  entornoDeReinicio,
  mensajeDeReinicio,
  requiereReinicio,
  VARIABLES_DE_REINICIO,
} from './supervision.mjs';

/** How long what is left of a dead API's group has to stop after SIGINT, and after SIGQUIT, before SIGKILL. */
const ESPERAS_RESTOS_MS = { SIGINT: 20_000, SIGQUIT: 5_000 };
/** How long the API has to close after the stop signal (it forces its own exit after 15 s) before SIGKILL. */
const ESPERA_CIERRE_MS = 30_000;

/** The live (not zombie) processes of a process group: /proc on Linux, else whether kill(-pgid, 0) reaches one. */
export function procesosDelGrupo(pgid) {
  if (!fs.existsSync('/proc/self/stat')) {
    try {
      process.kill(-pgid, 0);
      return [pgid];
    } catch {
      return [];
    }
  }
  const vivos = [];
  for (const nombre of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(nombre)) continue;
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${nombre}/stat`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    // Field 2 (the name) is in parentheses and may hold spaces: the fields after it are state, ppid, pgrp…
    const [estado, , grupo] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(grupo) === pgid && estado !== 'Z') vivos.push(Number(nombre));
  }
  return vivos;
}

/**
 * Stops what is left of a process group (a dead API's postmaster): SIGINT, then SIGQUIT, then SIGKILL, each with its
 * wait. Resolves to the pids that were left (empty when the API had stopped everything itself).
 */
export async function detenerRestosDelGrupo(pgid, avisar) {
  const restos = procesosDelGrupo(pgid);
  if (restos.length === 0) return [];
  const inicio = Date.now();
  const detenidos = () => {
    const segundos = ((Date.now() - inicio) / 1000).toLocaleString('es-CO', { maximumFractionDigits: 1 });
    avisar(`Se detuvo lo que dejó la API anterior (pid ${restos.join(', ')}: su PostgreSQL embebido) en ${segundos} s.`);
    return restos;
  };
  for (const senal of ['SIGINT', 'SIGQUIT', 'SIGKILL']) {
    try {
      process.kill(-pgid, senal);
    } catch {
      return detenidos();
    }
    const limite = Date.now() + (ESPERAS_RESTOS_MS[senal] ?? 5_000);
    while (Date.now() < limite) {
      if (procesosDelGrupo(pgid).length === 0) return detenidos();
      await esperar(50);
    }
  }
  avisar(`No se pudo detener ${procesosDelGrupo(pgid).join(', ')}; deténgalo a mano.`);
  return restos;
}

/**
 * Runs `args` with `process.execPath` under supervision. `env` is the API's environment; the restart variables
 * (supervision.mjs, entornoDeReinicio) go on top of it. Resolves `terminado` to the exit code for `npm start`, once
 * nothing of any API it started is left running.
 */
export function supervisar({ args, env, cwd, avisar = (m) => console.log(m), error = (m) => console.error(m) }) {
  /** Runs that ended without being asked to. */
  const historial = [];
  // The count is this supervisor's own: an environment that already carries one (a shell inside another) does not pass.
  const sinReinicios = Object.fromEntries(Object.entries(env).filter(([k]) => !VARIABLES_DE_REINICIO.includes(k)));
  let ultimo = null;
  let hijo = null;
  let detenerCon = null;
  let resolverTerminado;
  const terminado = new Promise((resolver) => (resolverTerminado = resolver));
  /** Dead APIs' groups still being stopped (their PostgreSQL). */
  const restos = new Set();
  const terminar = async (codigo) => {
    await Promise.all(restos);
    resolverTerminado(codigo);
  };
  /** Wakes the wait before a restart when a stop is asked for. */
  let despertar = () => {};

  const arrancar = () => {
    const inicio = Date.now();
    const proceso = spawn(process.execPath, args, {
      cwd,
      env: { ...sinReinicios, ...entornoDeReinicio(historial.length, ultimo) },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: process.platform !== 'win32',
    });
    hijo = proceso;
    proceso.on('error', (e) => {
      error(`No se pudo iniciar la API: ${e.message}`);
      void terminar(1);
    });
    proceso.on('exit', (codigo, senal) => void alTerminar(proceso, inicio, codigo, senal));
  };

  const alTerminar = async (proceso, inicio, codigo, senal) => {
    const fin = Date.now();
    const pedida = detenerCon !== null;
    const reiniciar = requiereReinicio({ codigo, senal, pedida });
    const causa = causaDeSalida(codigo, senal);
    let esperaMs = 0;
    if (reiniciar) {
      historial.push({ inicio, fin, causa });
      const decision = decidirReinicio(historial);
      esperaMs = decision.esperaMs;
      error(mensajeDeReinicio({ causa, reinicio: historial.length, ...decision }));
    } else if (!pedida) {
      avisar('La API terminó normalmente (código 0); Cartera se detiene.');
    }
    // What the API left in its group (its PostgreSQL after a kill -9) is stopped at once. A restart does not wait for
    // it: the new API spends its first seconds loading its modules, and its own check of postmaster.pid
    // (embedded.ts) waits for a postmaster still stopping.
    if (process.platform !== 'win32') {
      const detencion = detenerRestosDelGrupo(proceso.pid, error).finally(() => restos.delete(detencion));
      restos.add(detencion);
    }
    // A stop we asked for is a clean end, whether the API exited 0 or re-raised the signal after its shutdown.
    if (!reiniciar) return terminar(pedida && codigo !== 0 && senal !== detenerCon ? 1 : 0);
    await new Promise((resolver) => {
      const temporizador = setTimeout(resolver, esperaMs);
      despertar = () => {
        clearTimeout(temporizador);
        resolver();
      };
      if (detenerCon !== null) despertar();
    });
    despertar = () => {};
    if (detenerCon !== null) return terminar(0);
    ultimo = { fecha: Date.now(), causa };
    arrancar();
  };

  /** Stops the API (one signal to the API alone: it stops its PostgreSQL) and never restarts it. */
  const detener = (senal) => {
    if (detenerCon !== null) return;
    detenerCon = senal;
    despertar();
    if (!hijo || hijo.exitCode !== null || hijo.signalCode !== null) return;
    hijo.kill(senal);
    const proceso = hijo;
    setTimeout(() => {
      if (proceso.exitCode !== null || proceso.signalCode !== null) return;
      error(`La API no se cerró en ${ESPERA_CIERRE_MS / 1000} s; se fuerza su salida.`);
      try {
        process.kill(-proceso.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, ESPERA_CIERRE_MS).unref();
  };

  arrancar();
  return { terminado, detener, pid: () => hijo?.pid };
}
