#!/usr/bin/env node
// npm run ha [-- opciones]: PostgreSQL that survives losing a machine, on this machine's loopback
// (docs/decisiones/alta-disponibilidad.md):
//
//   etcd        the cluster's state and the leader key (127.0.0.1:25400)
//   nodo1..3    PostgreSQL 15 (Debian) under Patroni, streaming replication with one synchronous standby
//               (synchronous_mode_strict), pg_rewind to rejoin, WAL archived by pgBackRest
//   HAProxy     write port 25410 → the leader (Patroni's /primary), read port 25411 → the replicas (/replica)
//   respaldos   pgBackRest full backup at start and every 24 h, incremental every hour (scripts/ha/programador.mjs)
//   portal      `npm start` with DATABASE_URL on the write port (http://127.0.0.1:3090)
//
// Everything runs detached: the command returns once the portal answers, and `.data-ha/nodos.json` lists each
// node's nombre, puertoPg, puertoRest, pidPatroni and datos. Logs in .data-ha/registros/. Missing Debian packages
// are installed with apt-get (as root). Nodes run as the `postgres` user.
//
// Options:
//   --parar          stop everything nodos.json names (the data stays)
//   --limpio         stop and wipe .data-ha first (a new cluster)
//   --sin-construir  do not run the build (the API and the portal must be built)
// Ports: HA_PUERTO_BASE (25400) and HA_PUERTO (3090, the portal).
import fs from 'node:fs';
import process from 'node:process';
import { build } from './build.mjs';
import { arrancarCluster, pararCluster } from './ha/cluster.mjs';
import { disposicion } from './ha/config.mjs';
import { leerEstado, pidsVivos } from './ha/patroni.mjs';
import { instalarPaquetes } from './ha/procesos.mjs';

const argumentos = process.argv.slice(2);
const conocidas = ['--parar', '--limpio', '--sin-construir'];
const desconocida = argumentos.find((a) => !conocidas.includes(a));
if (desconocida) {
  console.error(`Opción desconocida: ${desconocida} (use ${conocidas.join(', ')})`);
  process.exit(2);
}
const d = disposicion();

async function main() {
  if (argumentos.includes('--parar')) {
    console.log((await pararCluster(d)) ? 'Clúster detenido (los datos quedan en .data-ha).' : 'No había nada corriendo.');
    return;
  }
  if (argumentos.includes('--limpio')) {
    await pararCluster(d);
    fs.rmSync(d.datos, { recursive: true, force: true });
  }
  const corriendo = leerEstado(d);
  if (pidsVivos(corriendo).length > 0) {
    console.log(`Ya corre: ${corriendo.url ?? '(sin portal)'} — detener con npm run ha -- --parar`);
    return;
  }
  instalarPaquetes();
  if (!argumentos.includes('--sin-construir')) await build();
  const inicio = Date.now();
  try {
    const estado = await arrancarCluster(d);
    console.log(`\nCartera en alta disponibilidad lista en ${((Date.now() - inicio) / 1000).toFixed(0)} s: ${estado.url}`);
    console.log(`  nodos: ${d.estado}`);
    console.log('  detener: npm run ha -- --parar');
  } catch (error) {
    console.error(`No se pudo arrancar: ${error.message}\nSe detiene lo que alcanzó a arrancar (registros en ${d.registros}).`);
    await pararCluster(d);
    process.exitCode = 1;
  }
}

await main();
