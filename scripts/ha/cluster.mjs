// Starting and stopping the cluster of `npm run ha`: etcd, three Patroni nodes, HAProxy, pgBackRest's stanza and
// schedule, and the portal on HAProxy's write port. Used by scripts/ha.mjs and by the drill.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { root } from '../lib/workspaces.mjs';
import {
  argumentosEtcd,
  configHaproxy,
  configPatroni,
  configPgbackrest,
  urlEscritura,
  urlSuperusuario,
  variablesPgbackrest,
} from './config.mjs';
import { escribirEstado, esperarSano, leerEstado, pidsVivos } from './patroni.mjs';
import { carpetaDe, detener, ejecutar, esperarHasta, lanzar, obtener, usuarioPostgres, vivo } from './procesos.mjs';

const require = createRequire(path.join(root, 'api', 'package.json'));
const { Client } = require('pg');

/** The passwords of the cluster, created once (mode 0600) and kept with its data. */
export function secretosDe(d) {
  if (fs.existsSync(d.secretos)) return JSON.parse(fs.readFileSync(d.secretos, 'utf8'));
  const nueva = () => randomBytes(18).toString('base64url');
  const secretos = { postgres: nueva(), replicador: nueva(), cartera: nueva() };
  fs.writeFileSync(d.secretos, `${JSON.stringify(secretos, null, 2)}\n`, { mode: 0o600 });
  return secretos;
}

/** Environment of a command of pgBackRest run from here (backup, info, restore): the file names the three nodes. */
export const entornoRespaldo = (d) => ({ ...process.env, PGBACKREST_CONFIG: d.configRespaldo });

/** Starts the Patroni of `nodo` (as `postgres`); returns its pid. Also what the drill uses to bring a node back. */
export function lanzarNodo(d, nodo, usuario = usuarioPostgres()) {
  return lanzar('/usr/bin/patroni', [nodo.config], {
    registro: path.join(d.registros, `${nodo.nombre}.log`),
    usuario,
    cwd: nodo.carpeta,
    env: { ...process.env, HOME: nodo.carpeta, ...variablesPgbackrest(d, nodo) },
  });
}

function escribirConfiguracion(d, secretos, usuario) {
  fs.mkdirSync(d.registros, { recursive: true });
  for (const carpeta of [path.join(d.datos, 'pgbackrest'), d.repositorio, ...d.nodos.flatMap((n) => [n.carpeta, n.socket])])
    carpetaDe(carpeta, usuario);
  fs.writeFileSync(d.configRespaldo, configPgbackrest(d));
  for (const nodo of d.nodos) {
    fs.writeFileSync(nodo.config, `${JSON.stringify(configPatroni(d, nodo, secretos), null, 2)}\n`, { mode: 0o600 });
    if (usuario) fs.chownSync(nodo.config, usuario.uid, usuario.gid);
  }
  fs.writeFileSync(d.haproxy.config, configHaproxy(d));
}

/** The application's role and database (the API connects as `cartera`, owner of its database, not a superuser). */
async function prepararBase(d, secretos) {
  const cliente = new Client({ connectionString: urlSuperusuario(d, secretos) });
  await cliente.connect();
  try {
    const { rowCount } = await cliente.query(`SELECT 1 FROM pg_roles WHERE rolname = 'cartera'`);
    if (rowCount === 0) await cliente.query(`CREATE ROLE cartera LOGIN PASSWORD '${secretos.cartera.replace(/'/g, "''")}'`);
    const base = await cliente.query(`SELECT 1 FROM pg_database WHERE datname = 'cartera'`);
    if (base.rowCount === 0) await cliente.query('CREATE DATABASE cartera OWNER cartera');
  } finally {
    await cliente.end();
  }
}

/** Creates pgBackRest's stanza (once) and checks that WAL reaches the repository. */
export function prepararRespaldos(d, usuario) {
  const env = entornoRespaldo(d);
  ejecutar('/usr/bin/pgbackrest', ['--stanza=cartera', 'stanza-create'], { usuario, env });
  ejecutar('/usr/bin/pgbackrest', ['--stanza=cartera', 'check'], { usuario, env });
}

/**
 * Starts everything; resolves to the state written to nodos.json. `portal: false` leaves the API out (the drill
 * starts it itself with its own settings).
 */
export async function arrancarCluster(d, { portal = true, avisar = console.log } = {}) {
  const usuario = usuarioPostgres();
  fs.mkdirSync(d.datos, { recursive: true });
  const secretos = secretosDe(d);
  escribirConfiguracion(d, secretos, usuario);
  const estado = { url: null, escritura: d.haproxy.escritura, lectura: d.haproxy.lectura, nodos: [] };

  avisar(`etcd en 127.0.0.1:${d.etcd.cliente}…`);
  carpetaDe(d.etcd.datos, undefined);
  estado.etcd = {
    puerto: d.etcd.cliente,
    pid: lanzar('/usr/bin/etcd', argumentosEtcd(d), { registro: path.join(d.registros, 'etcd.log') }),
  };
  escribirEstado(d, estado);
  await esperarHasta(async () => (await obtener(`http://127.0.0.1:${d.etcd.cliente}/health`)).status === 200, {
    limiteMs: 30_000,
    mensaje: 'etcd no respondió en 30 s (vea .data-ha/registros/etcd.log)',
  });

  avisar(`Patroni: ${d.nodos.map((n) => `${n.nombre} (PostgreSQL ${n.puertoPg}, REST ${n.puertoRest})`).join(', ')}…`);
  for (const nodo of d.nodos) {
    estado.nodos.push({
      nombre: nodo.nombre,
      puertoPg: nodo.puertoPg,
      puertoRest: nodo.puertoRest,
      pidPatroni: lanzarNodo(d, nodo, usuario),
      datos: nodo.datos,
    });
    escribirEstado(d, estado);
  }

  estado.haproxy = {
    pid: lanzar('/usr/sbin/haproxy', ['-db', '-f', d.haproxy.config], { registro: path.join(d.registros, 'haproxy.log') }),
  };
  escribirEstado(d, estado);
  await esperarSano(d, d.nodos.length - 1, 240_000);
  avisar(`Líder y dos réplicas (una síncrona); HAProxy: escritura ${d.haproxy.escritura}, lectura ${d.haproxy.lectura}`);

  await esperarHasta(() => prepararBase(d, secretos).then(() => true), {
    limiteMs: 30_000,
    mensaje: 'No se pudo crear el rol y la base cartera por el puerto de escritura',
  });
  prepararRespaldos(d, usuario);
  estado.programador = {
    pid: lanzar(process.execPath, [path.join(root, 'scripts', 'ha', 'programador.mjs'), d.datos], {
      registro: path.join(d.registros, 'respaldos.log'),
    }),
  };
  escribirEstado(d, estado);

  if (portal) {
    avisar(`Portal en http://127.0.0.1:${d.portal.puerto} (la API sobre el puerto de escritura)…`);
    estado.portal = { puerto: d.portal.puerto, pid: lanzarPortal(d, secretos) };
    escribirEstado(d, estado);
    await esperarHasta(
      async () => (await obtener(`http://127.0.0.1:${d.portal.puerto}/api/health/ready`, 3000)).status === 200,
      { limiteMs: 240_000, cadaMs: 500, mensaje: 'El portal no quedó listo (vea .data-ha/registros/portal.log)' },
    );
    estado.url = `http://127.0.0.1:${d.portal.puerto}`;
    escribirEstado(d, estado);
  }
  return estado;
}

/** The portal as `npm start` runs it (supervised), with DATABASE_URL on HAProxy's write port. */
export function lanzarPortal(d, secretos, variables = {}) {
  fs.mkdirSync(d.portal.datos, { recursive: true });
  return lanzar(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--sin-construir'], {
    registro: path.join(d.registros, 'portal.log'),
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: urlEscritura(d, secretos),
      PORT: String(d.portal.puerto),
      HOST: '127.0.0.1',
      DATA_DIR: d.portal.datos,
      ...variables,
    },
  });
}

/** Stops everything nodos.json names: the portal and the schedule first, then HAProxy, the nodes and etcd. */
export async function pararCluster(d) {
  const estado = leerEstado(d);
  if (!estado || pidsVivos(estado).length === 0) return false;
  const vivos = (pids) => pids.filter((pid) => vivo(pid));
  await detener(vivos([estado.portal?.pid, estado.programador?.pid]), 20_000);
  await detener(vivos([estado.haproxy?.pid]), 5_000);
  await detener(vivos((estado.nodos ?? []).map((n) => n.pidPatroni)), 60_000);
  await detener(vivos([estado.etcd?.pid]), 10_000);
  return true;
}
