#!/usr/bin/env node
// npm run ha:simulacro — losing the leader's machine under load, on the cluster of `npm run ha`
// (docs/decisiones/alta-disponibilidad.md). Its own cluster in .data-ha/simulacro (ports HA_SIMULACRO_PUERTO_BASE,
// 25500, and 3091 for the API), new each time, stopped at the end (--conservar keeps it running).
//
//  1. etcd, three Patroni nodes, HAProxy, pgBackRest (a full backup) and the API on the write port.
//  2. Cobros through the API at a steady rate, each with its Idempotency-Key, retried like the portal (scripts/ha/carga.mjs);
//     an incremental backup while they run; a restore mark T (the writers hold for a second around it).
//  3. kill -9 of the leader's Patroni and PostgreSQL (a machine lost). Failover time: first failed write to the first
//     one confirmed after it. Then the old node's Patroni starts again: time until it streams from the new leader
//     (pg_rewind). Then a planned switchover to the synchronous standby: how long writes are refused.
//  4. The database: every confirmed cobro is there exactly once (lost, duplicates); pg-boss is connected to the leader.
//  5. pgBackRest restores the backup into a new data directory up to T: every cobro confirmed before T, none after.
// Targets: failover ≤ 30 s, 0 lost, 0 duplicates, switchover ≤ 5 s, the restore exact. Exit 1 when one fails.
// Not part of npm test: it needs root (or the Debian packages) and about two minutes of a quiet machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import { escribirCifras, numero } from '../bench/cifras.mjs';
import { root } from './lib/workspaces.mjs';
import { MARCA, iniciarCarga, llamar, prepararPrestamos, ventanaDeRechazo } from './ha/carga.mjs';
import { arrancarCluster, lanzarNodo, lanzarPortal, pararCluster, secretosDe } from './ha/cluster.mjs';
import { disposicion } from './ha/config.mjs';
import { cluster, escribirEstado, esperarSano, leerEstado, lider, pidPostgres } from './ha/patroni.mjs';
import { esperarHasta, instalarPaquetes, obtener, usuarioPostgres } from './ha/procesos.mjs';
import { archivarHastaAhora, respaldar, respaldos, restaurarAlInstante } from './ha/restauracion.mjs';
import { contarCobros } from './ha/verificacion.mjs';

const base = Number(process.env.HA_SIMULACRO_PUERTO_BASE || 25500);
const d = disposicion({ datos: path.join(root, '.data-ha', 'simulacro'), base, portal: 3091 });
const ADMIN = { email: 'admin@simulacro.local', password: 'clave-del-simulacro-ha' };
const OBJETIVOS = { failoverS: 30, switchoverS: 5 };
const carga = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const conservar = process.argv.includes('--conservar');
const s = (ms) => (ms === null || ms === undefined ? null : Number((ms / 1000).toFixed(1)));
const log = (t, texto) => console.log(`  t=${(t / 1000).toFixed(1)} s: ${texto}`);

/** kill -9 of a node's Patroni, its postmaster and every backend of it: the machine is gone. */
function matarNodo(nodo, pidPatroni) {
  const postmaster = pidPostgres(nodo.datos);
  const hijos = fs
    .readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        return Number(fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  for (const pid of [pidPatroni, postmaster, ...hijos]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  return { postmaster, backends: hijos.length };
}

async function esperarRecuperacion(registro, ahora, desde, limiteMs) {
  const limite = Date.now() + limiteMs;
  for (;;) {
    const ventana = ventanaDeRechazo(registro, desde);
    if (ventana?.hasta != null) return ventana;
    // No write failed: if writes keep being confirmed after `desde`, nothing was refused.
    const despues = registro.escrituras.filter((e) => e.confirmada !== null && e.confirmada > desde + 3_000);
    if (!ventana && despues.length > 0) return { desde, hasta: desde, ms: 0 };
    if (Date.now() > limite) return ventana ?? { desde, hasta: null, ms: Infinity };
    await esperar(100);
  }
}

async function main() {
  console.log(`Carga de la máquina al empezar (1/5/15 min): ${carga()}; ${os.cpus().length} núcleos`);
  instalarPaquetes();
  await pararCluster(d);
  fs.rmSync(d.datos, { recursive: true, force: true });
  const usuario = usuarioPostgres();
  const estado = await arrancarCluster(d, { portal: false, avisar: (t) => console.log(`  ${t}`) });
  const secretos = secretosDe(d);
  await esperarHasta(async () => (await respaldos(d, usuario)).some((b) => b.type === 'full'), {
    limiteMs: 120_000,
    mensaje: 'El respaldo completo inicial no terminó en 2 min (vea registros/respaldos.log)',
  });
  estado.portal = {
    puerto: d.portal.puerto,
    pid: lanzarPortal(d, secretos, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, DEMO_DATA: '0', LOG_LEVEL: 'warn' }),
  };
  escribirEstado(d, estado);
  const url = `http://127.0.0.1:${d.portal.puerto}`;
  await esperarHasta(async () => (await obtener(`${url}/api/health/ready`, 3000)).status === 200, {
    limiteMs: 240_000,
    cadaMs: 500,
    mensaje: 'La API no quedó lista (vea .data-ha/simulacro/registros/portal.log)',
  });
  const login = await llamar(url, null, 'POST', '/auth/login', ADMIN);
  const token = login.json.token ?? login.json.data?.token;
  if (!token) throw new Error(`No se pudo entrar: ${login.status} ${JSON.stringify(login.json)}`);
  const prestamos = await prepararPrestamos(url, token, 4);
  console.log(`Listo: API en ${url}; carga ${carga()}. Cobros a ritmo constante…`);

  let seguir = true;
  let pausa = false;
  const { registro, terminado, ahora } = iniciarCarga({ base: url, token, prestamos, seguir: () => seguir, pausado: () => pausa });
  const resultado = { carga: { alEmpezar: carga() } };
  const confirmadasHasta = (t) => new Set(registro.escrituras.filter((e) => e.confirmada !== null && e.confirmada < t).map((e) => e.clave));

  await esperar(1_000);
  await respaldar(d, usuario, 'incr');
  log(ahora(), 'respaldo incremental hecho bajo carga');
  await esperar(1_000);
  // The restore mark: no write in flight for a second, T in the middle.
  pausa = true;
  await esperarHasta(async () => registro.enCurso === 0, { limiteMs: 120_000, cadaMs: 10 });
  await esperar(500);
  const instante = new Date();
  const antesDeT = confirmadasHasta(ahora());
  await esperar(500);
  pausa = false;
  log(ahora(), `marca de restauración T = ${instante.toISOString()} (${antesDeT.size} cobros confirmados antes)`);
  await esperar(3_000);

  // A machine lost: the leader's Patroni and PostgreSQL, kill -9.
  const viejo = await lider(d);
  const nodoViejo = d.nodos.find((n) => n.nombre === viejo);
  const entrada = estado.nodos.find((n) => n.nombre === viejo);
  const tKill = ahora();
  resultado.carga.alKill = carga();
  const muertos = matarNodo(nodoViejo, entrada.pidPatroni);
  const antesDelKill = confirmadasHasta(tKill);
  log(tKill, `kill -9 del líder ${viejo}: Patroni ${entrada.pidPatroni}, postgres ${muertos.postmaster} y ${muertos.backends} procesos`);
  await esperarHasta(async () => ![null, viejo].includes(await lider(d)), { limiteMs: 120_000, cadaMs: 100, mensaje: 'No hubo líder nuevo en 2 min' });
  const nuevo = await lider(d);
  const tLider = ahora();
  log(tLider, `líder nuevo: ${nuevo}`);
  const failover = await esperarRecuperacion(registro, ahora, tKill, 120_000);
  log(ahora(), `escrituras confirmadas otra vez; rechazo de ${s(failover.ms)} s`);
  await esperar(3_000);

  // The machine comes back: its Patroni rejoins as a replica of the new leader (pg_rewind).
  const tVuelta = ahora();
  entrada.pidPatroni = lanzarNodo(d, nodoViejo, usuario);
  escribirEstado(d, estado);
  await esperarHasta(
    async () => {
      const c = await cluster(d);
      const lider = c?.members.find((m) => m.role === 'leader');
      const m = c?.members.find((x) => x.name === viejo);
      return Boolean(m && lider && m.role !== 'leader' && m.state === 'running' && m.timeline === lider.timeline && typeof m.lag === 'number');
    },
    { limiteMs: 180_000, cadaMs: 200, mensaje: `${viejo} no volvió como réplica en 3 min` },
  );
  const tReingreso = ahora();
  const conRewind = /pg_rewind/i.test(fs.readFileSync(path.join(d.registros, `${viejo}.log`), 'utf8'));
  log(tReingreso, `${viejo} volvió como réplica en ${s(tReingreso - tVuelta)} s${conRewind ? ' (pg_rewind)' : ''}`);
  await esperarSano(d, 2, 120_000);
  await esperar(3_000);

  // A planned switchover. In synchronous mode Patroni only hands the leadership to the synchronous standby.
  const restLider = d.nodos.find((n) => n.nombre === nuevo).puertoRest;
  const candidato = (await cluster(d)).members.find((m) => m.role === 'sync_standby').name;
  const tSw = ahora();
  const sw = await fetch(`http://127.0.0.1:${restLider}/switchover`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ leader: nuevo, candidate: candidato }),
  });
  log(tSw, `conmutación planeada ${nuevo} → ${candidato}: ${sw.status} ${(await sw.text()).trim()}`);
  if (!sw.ok) throw new Error(`Patroni rechazó la conmutación (${sw.status})`);
  await esperarHasta(async () => (await lider(d)) === candidato, { limiteMs: 60_000, cadaMs: 100, mensaje: 'La conmutación no terminó en 60 s' });
  const conmutacion = await esperarRecuperacion(registro, ahora, tSw, 60_000);
  log(ahora(), `conmutación hecha; rechazo de ${s(conmutacion.ms)} s`);
  await esperarSano(d, 2, 120_000);
  await esperar(3_000);
  seguir = false;
  await terminado;
  resultado.carga.alTerminar = carga();

  const todas = registro.escrituras.filter((e) => e.confirmada !== null);
  const bd = await contarCobros(d, secretos, MARCA);
  const perdidas = todas.filter((e) => !bd.veces.has(e.clave)).length;
  const perdidasAntesDelKill = [...antesDelKill].filter((c) => !bd.veces.has(c)).length;
  const dobles = [...bd.veces.values()].reduce((suma, n) => suma + Math.max(0, n - 1), 0);
  const sinConfirmar = [...bd.veces.keys()].filter((c) => !todas.some((e) => e.clave === c)).length;

  await archivarHastaAhora(d, usuario);
  const restaurada = await restaurarAlInstante(d, usuario, secretos, {
    carpeta: path.join(d.datos, 'restauracion'),
    puerto: base + 40,
    instante,
    marca: MARCA,
  });
  const enCopia = new Set(restaurada.claves);
  const faltanEnCopia = [...antesDeT].filter((c) => !enCopia.has(c)).length;
  const sobranEnCopia = restaurada.claves.filter((c) => !antesDeT.has(c)).length;

  const resumen = {
    maquina: `${os.cpus().length} núcleos; carga (1/5/15 min) al empezar ${resultado.carga.alEmpezar}, al kill ${resultado.carga.alKill}, al terminar ${resultado.carga.alTerminar}`,
    escrituras: { enviadas: registro.escrituras.length, confirmadas: todas.length, sinRespuesta: todas.filter((e) => e.sinRespuesta).length, rechazadas: registro.rechazadas, abandonadas: registro.abandonadas },
    failover: { lider: `${viejo} → ${nuevo}`, liderNuevoEnS: s(tLider - tKill), rechazoS: s(failover.ms) },
    confirmadasAntesDelKill: antesDelKill.size,
    encontradasDespues: antesDelKill.size - perdidasAntesDelKill,
    perdidas,
    duplicadas: dobles,
    aplicadasSinConfirmar: sinConfirmar,
    cobrosDistintosDeSusAplicaciones: bd.libroMalo,
    reingreso: { nodo: viejo, segundos: s(tReingreso - tVuelta), pgRewind: conRewind },
    conmutacionPlaneada: { lider: `${nuevo} → ${candidato}`, rechazoS: s(conmutacion.ms) },
    pgBossConectada: bd.conexionesCola > 0,
    restauracion: { instante: instante.toISOString(), confirmadasAntes: antesDeT.size, enLaCopia: enCopia.size, faltan: faltanEnCopia, sobran: sobranEnCopia, segundos: restaurada.segundos },
  };
  console.log(`\n${JSON.stringify(resumen, null, 2)}`);
  const cumple = {
    failover: failover.ms <= OBJETIVOS.failoverS * 1000,
    perdidas: perdidas === 0 && dobles === 0 && bd.libroMalo === 0 && registro.rechazadas.length === 0 && registro.abandonadas === 0,
    conmutacion: conmutacion.ms <= OBJETIVOS.switchoverS * 1000,
    restauracion: faltanEnCopia === 0 && sobranEnCopia === 0 && antesDeT.size > 0,
    cola: bd.conexionesCola > 0,
  };
  const fallan = Object.entries(cumple).filter(([, bien]) => !bien).map(([que]) => que);
  console.log(fallan.length === 0 ? '\nCUMPLE: todas las metas.' : `\nFALLA: ${fallan.join(', ')} (vea las cifras).`);
  escribirCifras('ha:simulacro', [
    { id: 'ha.failover', cifra: `${numero(failover.ms / 1000)} s`, cumple: cumple.failover },
    { id: 'ha.perdidas', cifra: `${perdidas} · ${dobles} de ${todas.length.toLocaleString('es-CO')} cobros`, cumple: cumple.perdidas },
    { id: 'ha.conmutacion', cifra: `${numero(conmutacion.ms / 1000)} s`, cumple: cumple.conmutacion },
    { id: 'ha.reingreso', cifra: `${numero((tReingreso - tVuelta) / 1000)} s${conRewind ? ' (pg_rewind)' : ''}`, cumple: null },
    { id: 'ha.restauracion', cifra: `${antesDeT.size - faltanEnCopia} de ${antesDeT.size} antes de T, ${sobranEnCopia} después`, cumple: cumple.restauracion },
  ]);
  process.exitCode = fallan.length === 0 ? 0 : 1;
}

try {
  await main();
} catch (error) {
  console.error(`\nEl simulacro no terminó: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  if (!conservar) await pararCluster(d);
  else if (leerEstado(d)) console.log(`El clúster del simulacro sigue corriendo: ${d.estado}`);
}
// A drill that failed half-way leaves its writers looping: they end with the process.
process.exit(process.exitCode ?? 0);
