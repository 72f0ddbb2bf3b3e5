// `npm start`'s supervisor for real (scripts/start.mjs --sin-construir, the built API, its embedded PostgreSQL in a
// data folder of its own, docs/decisiones/supervision-de-la-api.md): after an acknowledged write, kill -9 of the API
// process (not of the supervisor) → the portal answers again within 10 s, /api/health counts 1 restart, the write is
// still there and exactly one postmaster runs on that data folder; SIGTERM to the supervisor stops everything, with no
// PostgreSQL left behind.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { apuntarApiA, llamarApi, obtenerToken } from '../support/api';
import { ARTEFACTOS, CUENTAS, entornoDeApi, RAIZ } from '../support/entorno';
import { crearCliente } from '../support/prestamos-datos';

const DATA_DIR = path.join(RAIZ, '.data', 'supervision-e2e');
const CLUSTER = path.join(DATA_DIR, 'postgres');
const REGISTRO = path.join(ARTEFACTOS, 'supervision.log');
const START = path.join(RAIZ, 'scripts', 'start.mjs');

interface Salud {
  status: 'ok';
  reinicios: number;
  ultimoReinicio: { fecha: string; causa: string } | null;
}

/** A free port below Linux's ephemeral range: no outgoing connection takes it while the API restarts on it. */
async function puertoLibre(): Promise<number> {
  for (;;) {
    const candidato = 20_000 + Math.floor(Math.random() * 12_000);
    const libre = await new Promise<boolean>((resolver) => {
      const servidor = net.createServer();
      servidor.once('error', () => resolver(false));
      servidor.listen(candidato, '127.0.0.1', () => servidor.close(() => resolver(true)));
    });
    if (libre) return candidato;
  }
}

/** Every process of this machine: pid, parent, command line and working folder (as root, /proc shows them all). */
function procesos(): Array<{ pid: number; ppid: number; argumentos: string[]; carpeta: string | null }> {
  const lista = [];
  for (const nombre of fs.readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = fs.readFileSync(`/proc/${nombre}/stat`, 'utf8');
      const [estado, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (estado === 'Z') continue;
      let carpeta: string | null = null;
      try {
        carpeta = fs.readlinkSync(`/proc/${nombre}/cwd`);
      } catch {
        // Not ours to read.
      }
      const argumentos = fs.readFileSync(`/proc/${nombre}/cmdline`, 'utf8').split('\0').filter(Boolean);
      lista.push({ pid: Number(nombre), ppid: Number(ppid), argumentos, carpeta });
    } catch {
      // Gone meanwhile.
    }
  }
  return lista;
}

/** PostgreSQL's processes work in their data folder: the postmaster and every backend of this cluster. */
const deLaCarpeta = () => procesos().filter((p) => p.carpeta === CLUSTER);
/** The postmasters keep their command line (`postgres -D <cluster> …`); the backends rewrite theirs. */
const postmasters = () => deLaCarpeta().filter((p) => p.argumentos.includes('-D'));

describe('npm start supervisa la API', () => {
  let supervisor: ChildProcess | undefined;
  let fin: { codigo: number | null; senal: string | null } | null = null;
  let url = '';

  const registro = () => (fs.existsSync(REGISTRO) ? fs.readFileSync(REGISTRO, 'utf8').slice(-3000) : '');

  async function salud(): Promise<Salud | null> {
    try {
      const respuesta = await fetch(`${url}/api/health`);
      return respuesta.ok ? ((await respuesta.json()) as { data: Salud }).data : null;
    } catch {
      return null;
    }
  }

  /** The supervised API: the supervisor's child running api/dist/main.js. */
  function apiSupervisada() {
    const api = procesos().find(
      (p) => p.ppid === supervisor?.pid && p.argumentos.some((a) => a.endsWith(path.join('api', 'dist', 'main.js'))),
    );
    if (!api) throw new Error(`El supervisor no tiene una API corriendo. Registro:\n${registro()}`);
    return api;
  }

  beforeAll(async () => {
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
    fs.mkdirSync(ARTEFACTOS, { recursive: true });
    const [puerto, puertoPostgres] = [await puertoLibre(), await puertoLibre()];
    url = `http://127.0.0.1:${puerto}`;
    apuntarApiA(url);
    const salida = fs.openSync(REGISTRO, 'w');
    supervisor = spawn(process.execPath, [START, '--sin-construir'], {
      cwd: RAIZ,
      env: entornoDeApi({
        PORT: String(puerto),
        EMBEDDED_PG_PORT: String(puertoPostgres),
        DATA_DIR,
        NODE_OPTIONS: '',
        TAREAS_PROGRAMADAS: '0',
      }),
      stdio: ['ignore', salida, salida],
    });
    fs.closeSync(salida);
    supervisor.once('exit', (codigo, senal) => (fin = { codigo, senal }));
    // First start: a new cluster and the demo data.
    const limite = Date.now() + 180_000;
    while (Date.now() < limite && fin === null) {
      if ((await fetch(`${url}/api/health/ready`).catch(() => null))?.ok) return;
      await esperar(250);
    }
    throw new Error(`La API supervisada no estuvo lista (${JSON.stringify(fin)}). Registro:\n${registro()}`);
  }, 200_000);

  afterAll(async () => {
    if (supervisor && fin === null) {
      supervisor.kill('SIGTERM');
      for (let i = 0; i < 300 && fin === null; i++) await esperar(100);
    }
    // Whatever a failed run left of this test's cluster.
    for (const { pid } of postmasters()) process.kill(pid, 'SIGINT');
  }, 40_000);

  // Counted from what the health says first: on the harness's second attempt (reintento.ts) the first kill is done
  // and the API may still be starting again.
  it('kill -9 de la API: vuelve a responder en ≤ 10 s con un reinicio más, el cliente escrito sigue y hay un solo postmaster; SIGTERM lo detiene todo', async () => {
    let antes = await salud();
    for (const limite = Date.now() + 60_000; antes === null && Date.now() < limite; antes = await salud())
      await esperar(250);
    expect(antes).toMatchObject({ status: 'ok' });
    const reinicios = antes?.reinicios ?? 0;
    const token = await obtenerToken(CUENTAS.admin);
    const cliente = await crearCliente(token, 'Supervisado');

    const api = apiSupervisada();
    // The heap cap of the API's image reaches the supervised child (scripts/lib/memoria-api.mjs).
    expect(fs.readFileSync(`/proc/${api.pid}/environ`, 'utf8').split('\0')).toContain(
      'NODE_OPTIONS=--max-old-space-size=512',
    );
    const [postmasterAntes] = postmasters();
    expect(postmasterAntes?.ppid).toBe(api.pid);

    process.kill(api.pid, 'SIGKILL');
    const muerte = Date.now();
    let despues: Salud | null = null;
    while (Date.now() - muerte < 10_000) {
      despues = await salud();
      if (despues !== null && despues.reinicios > reinicios) break;
      await esperar(100);
    }
    const segundos = (Date.now() - muerte) / 1000;
    expect({ despues, segundos: segundos <= 10 }).toEqual({
      despues: {
        status: 'ok',
        reinicios: reinicios + 1,
        ultimoReinicio: { fecha: expect.any(String), causa: 'señal SIGKILL' },
      },
      segundos: true,
    });

    // The acknowledged write survived; the token too (same JWT secret, the session is in the database).
    const leido = await llamarApi<{ _id: string; nombre: string }>('GET', `clientes/${cliente._id}`, token);
    expect(leido.nombre).toBe(cliente.nombre);

    // One postmaster on the data folder: the new API's, not the dead API's one left running.
    const nueva = apiSupervisada();
    expect(nueva.pid).not.toBe(api.pid);
    const ahora = postmasters();
    expect(ahora.map((p) => p.ppid)).toEqual([nueva.pid]);
    expect(ahora[0]?.pid).not.toBe(postmasterAntes?.pid);
    expect(registro()).toContain(
      `La API terminó sin que se le pidiera (señal SIGKILL); se reinicia en ${reinicios === 0 ? '0,5' : '1'} s (reinicio ${reinicios + 1}).`,
    );

    supervisor?.kill('SIGTERM');
    for (let i = 0; i < 300 && fin === null; i++) await esperar(100);
    expect(fin).toEqual({ codigo: 0, senal: null });
    expect(deLaCarpeta()).toEqual([]);
  }, 150_000);
});
