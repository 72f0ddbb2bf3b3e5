#!/usr/bin/env node
// The backup schedule of `npm run ha` (node scripts/ha/programador.mjs <datos>): a full pgBackRest backup at start
// when the repository has none and every HA_COMPLETO_HORAS (24) hours, an incremental one every
// HA_INCREMENTAL_MINUTOS (60) minutes. pgBackRest finds the leader among the three nodes itself; a backup that fails
// (no leader during a failover) is retried at the next minute. In Kubernetes this is CloudNativePG's ScheduledBackup.
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import { entornoRespaldo } from './cluster.mjs';
import { disposicion } from './config.mjs';
import { ejecutar, usuarioPostgres } from './procesos.mjs';

const d = disposicion({ datos: process.argv[2] });
const usuario = usuarioPostgres();
const completoMs = Number(process.env.HA_COMPLETO_HORAS || 24) * 3_600_000;
const incrementalMs = Number(process.env.HA_INCREMENTAL_MINUTOS || 60) * 60_000;
const REINTENTO_MS = 60_000;

/** Runs one backup; true when it worked. */
function respaldar(tipo) {
  const inicio = Date.now();
  try {
    ejecutar('/usr/bin/pgbackrest', ['--stanza=cartera', `--type=${tipo}`, 'backup'], { usuario, env: entornoRespaldo(d) });
    console.log(`${new Date().toISOString()} respaldo ${tipo} hecho en ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
    return true;
  } catch (error) {
    console.error(`${new Date().toISOString()} respaldo ${tipo} falló: ${error.message}`);
    return false;
  }
}

function hayCompleto() {
  try {
    const info = JSON.parse(
      ejecutar('/usr/bin/pgbackrest', ['--stanza=cartera', '--output=json', 'info'], { usuario, env: entornoRespaldo(d) }),
    );
    return (info[0]?.backup ?? []).some((b) => b.type === 'full');
  } catch {
    return false;
  }
}

let proximoCompleto = hayCompleto() ? Date.now() + completoMs : Date.now();
let proximoIncremental = Date.now() + incrementalMs;
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
for (;;) {
  const ahora = Date.now();
  if (ahora >= proximoCompleto) {
    const hecho = respaldar('full');
    proximoCompleto = hecho ? ahora + completoMs : ahora + REINTENTO_MS;
    if (hecho) proximoIncremental = ahora + incrementalMs;
  } else if (ahora >= proximoIncremental) {
    proximoIncremental = respaldar('incr') ? ahora + incrementalMs : ahora + REINTENTO_MS;
  }
  await esperar(Math.max(1_000, Math.min(proximoCompleto, proximoIncremental) - Date.now()));
}
