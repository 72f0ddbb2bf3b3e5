// What the scripts ask Patroni (its REST API) and the state file `.data-ha/nodos.json`.
import fs from 'node:fs';
import path from 'node:path';
import { esperarHasta, obtener, vivo } from './procesos.mjs';

/** The cluster as Patroni sees it (GET /cluster of the first node that answers), or null. */
export async function cluster(d) {
  for (const nodo of d.nodos) {
    const r = await obtener(`http://127.0.0.1:${nodo.puertoRest}/cluster`);
    if (r.status === 200 && r.json?.members) return r.json;
  }
  return null;
}

/** The leader's name, or null when there is none (a failover in progress). */
export async function lider(d) {
  const c = await cluster(d);
  return c?.members.find((m) => m.role === 'leader' && m.state === 'running')?.name ?? null;
}

/**
 * True when there is a running leader and `replicas` replicas are streaming from it with one of them synchronous
 * (Patroni's `sync_standby`): the state in which an acknowledged commit is on two machines.
 */
export async function sano(d, replicas = d.nodos.length - 1) {
  const c = await cluster(d);
  if (!c) return false;
  const lider = c.members.find((m) => m.role === 'leader' && m.state === 'running');
  const siguen = c.members.filter(
    (m) => m.role !== 'leader' && ['running', 'streaming'].includes(m.state) && m.lag !== 'unknown',
  );
  return Boolean(lider) && siguen.length >= replicas && siguen.some((m) => m.role === 'sync_standby');
}

export function esperarSano(d, replicas, limiteMs = 180_000) {
  return esperarHasta(() => sano(d, replicas), {
    limiteMs,
    mensaje: `El clúster no quedó con líder y ${replicas} réplica(s) (una síncrona) en ${limiteMs / 1000} s`,
  });
}

/** pid of the postmaster of a data directory (first line of postmaster.pid), or null. */
export function pidPostgres(datos) {
  try {
    const pid = Number(fs.readFileSync(path.join(datos, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function leerEstado(d) {
  try {
    return JSON.parse(fs.readFileSync(d.estado, 'utf8'));
  } catch {
    return null;
  }
}

export function escribirEstado(d, estado) {
  fs.writeFileSync(d.estado, `${JSON.stringify(estado, null, 2)}\n`);
}

/** Every pid the state file names that is still alive. */
export function pidsVivos(estado) {
  if (!estado) return [];
  const pids = [
    estado.portal?.pid,
    estado.programador?.pid,
    estado.haproxy?.pid,
    ...(estado.nodos ?? []).map((n) => n.pidPatroni),
    estado.etcd?.pid,
  ];
  return pids.filter((pid) => vivo(pid));
}
