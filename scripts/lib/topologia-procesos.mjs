/* global AbortSignal */
// npm run topologia (scripts/topologia.mjs): its processes. Each component runs in its own process group and is
// started again a second after it dies unexpectedly (as a kubelet would); the leftovers of an earlier run are stopped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import { root } from './workspaces.mjs';

const ESPERA_LISTO_MS = 180_000;
const REINICIO_MS = 1_000;

// ---------------------------------------------------------------------------------------------------------------
// Processes

export function vivo(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function ultimasLineas(archivo, cantidad = 20) {
  if (!fs.existsSync(archivo)) return '(sin salida)';
  return fs.readFileSync(archivo, 'utf8').trimEnd().split('\n').slice(-cantidad).join('\n');
}

/**
 * One component: a command started in its own process group with its output in a log file, started again when it
 * dies without being asked to (parar/arrancar are like scaling it to 0 and back to 1).
 */
export class Componente {
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

export async function respondeOk(url) {
  const respuesta = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await respuesta.arrayBuffer();
  return respuesta.ok;
}

/** A previous run killed with SIGKILL leaves its processes running: stop those named in its topologia.json. */
export async function detenerRestos(archivoEstado) {
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
