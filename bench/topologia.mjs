#!/usr/bin/env node
// npm run bench:topologia — kill -9 de una réplica de la API bajo carga, en la topología de producción.
//
// 1. Arranca `scripts/topologia.mjs` (ingress nginx, 3 réplicas de la API, PostgreSQL) con datos nuevos.
// 2. Por el ingress, prepara dos préstamos por cliente de carga: uno recibe cobros (POST /api/cobros) y el otro
//    pagos de la cuota 1 (PATCH /api/prestamos/:id/plan/cuota/1/pagar), siempre de 1.000 pesos, con cuotas tan
//    grandes que nunca se llenan.
// 3. BENCH_CLIENTES clientes envían escrituras sin pausa durante BENCH_SEGUNDOS, cada una con su Idempotency-Key.
//    El cliente reintenta con la misma clave un error de red, un 502/503/504 y un 409 IDEMPOTENCIA_EN_CURSO
//    (pausa creciente, hasta 60 s); una respuesta 2xx es un write confirmado; un 409 IDEMPOTENCIA_APLICADA
//    también (el dinero se movió, la respuesta se perdió con la réplica).
// 4. A los BENCH_KILL_S segundos, kill -9 de api-2; la topología la reinicia sola. Se mide cuándo vuelve a estar
//    lista y cuántas peticiones atiende después (registro del ingress, columna upstream): la carga sigue hasta
//    15 s después de que vuelve.
// 5. Compara con SQL: por préstamo, cobros en la base = writes confirmados (ni perdidos ni dobles), y los
//    invariantes del libro (cada cobro = sus aplicaciones, cada cuota = lo aplicado, saldo = lo que falta).
// Requiere `npm run build`. Termina con código 1 si algo no cuadra.
/* global AbortSignal */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import readline from 'node:readline';
import { setTimeout as esperar } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { contarCobrosDescuadrados } from '../scripts/lib/invariantes-libro.mjs';
import { clienteConPrestamos, llamar } from '../scripts/lib/llamar-api.mjs';
import { escribirCifras } from './cifras.mjs';

const RAIZ = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(RAIZ, 'api', 'package.json'));
const { Client } = require('pg');

const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 8);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 40);
const KILL_S = Number(process.env.BENCH_KILL_S ?? 12);
const VICTIMA = process.env.BENCH_VICTIMA ?? 'api-2';
const DATOS = path.join(RAIZ, '.data', 'topologia-bench');
const ADMIN = { email: 'admin@cartera.local', password: 'cartera123' };
const MONTO = 1000;
const REINTENTO_MAXIMO_MS = 60_000;
/** The load never lasts longer than this, even if the replica never comes back (then the run fails). */
const LIMITE_S = SEGUNDOS + 180;

const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
const carga = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

function iniciarTopologia() {
  const hijo = spawn(
    process.execPath,
    [path.join(RAIZ, 'scripts', 'topologia.mjs'), '--sin-construir', '--limpio', '--puerto', '0', '--datos', DATOS],
    { cwd: RAIZ, stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  const lista = new Promise((resolve, reject) => {
    readline.createInterface({ input: hijo.stdout }).on('line', (linea) => {
      if (/reinicia|terminó/.test(linea)) console.log(`  [topología] ${linea}`);
      const m = /^TOPOLOGIA_LISTA (\S+)$/.exec(linea);
      if (m) resolve(m[1]);
    });
    hijo.once('exit', (codigo) => reject(new Error(`la topología terminó al arrancar (código ${codigo})`)));
  });
  return { hijo, lista };
}

const estado = () => JSON.parse(fs.readFileSync(path.join(DATOS, 'topologia.json'), 'utf8'));
const componente = (nombre) => estado().componentes.find((c) => c.nombre === nombre);

/** El cliente de carga `i`: un préstamo recibe cobros y el otro pagos de su cuota 1. */
async function preparar(url, token, i) {
  const [cobros, cuotas] = await clienteConPrestamos(url, token, {
    nombre: `Cliente Carga ${i}`,
    cedula: `7${String(Date.now()).slice(-7)}${String(i).padStart(3, '0')}`,
    telefono: `300${String(i).padStart(7, '0')}`,
    n: 2,
    monto: 10_000_000,
  });
  return { cobros, cuotas };
}

const REINTENTABLE = (r) =>
  r.status === 502 || r.status === 503 || r.status === 504 || (r.status === 409 && r.json.code === 'IDEMPOTENCIA_EN_CURSO');

/** One write with its key, retried with the same key until it is confirmed or clearly refused. */
async function escribir(url, token, peticion, cifras, t0) {
  const clave = randomUUID();
  const inicio = Date.now();
  let pausa = 50;
  for (let intento = 1; ; intento += 1) {
    // Un fallo de red llega como { status: 0 } y se reintenta como un 502.
    const r = await llamar(url, token, peticion.metodo, peticion.ruta, peticion.cuerpo, { 'Idempotency-Key': clave });
    if (r.status >= 200 && r.status < 300) {
      cifras.confirmados += 1;
      if (intento > 1) cifras.confirmadosTrasReintento += 1;
      return { confirmado: true, id: r.json.data?._id };
    }
    if (r.status === 409 && r.json.code === 'IDEMPOTENCIA_APLICADA') {
      cifras.confirmados += 1;
      cifras.aplicadasSinRespuesta += 1;
      return { confirmado: true };
    }
    const tipo = r.status === 0 ? `red ${r.json.code}` : `${r.status} ${r.json.code ?? ''}`.trim();
    if (!REINTENTABLE(r) && r.status !== 0) {
      cifras.rechazados.push(tipo);
      return { confirmado: false };
    }
    cifras.erroresVistos[tipo] = (cifras.erroresVistos[tipo] ?? 0) + 1;
    cifras.primerError ??= (Date.now() - t0) / 1000;
    cifras.ultimoError = (Date.now() - t0) / 1000;
    if (Date.now() - inicio > REINTENTO_MAXIMO_MS) {
      cifras.abandonados += 1;
      return { confirmado: false };
    }
    await esperar(pausa);
    pausa = Math.min(pausa * 2, 2_000);
  }
}

async function verificarSql(urlPg, porPrestamo) {
  const cliente = new Client({ connectionString: urlPg });
  await cliente.connect();
  try {
    const { rows } = await cliente.query(
      `SELECT prestamo_id::text AS id, count(*)::int AS n, sum(monto)::bigint AS total FROM cobros
        WHERE prestamo_id = ANY($1::uuid[]) GROUP BY prestamo_id`,
      [[...porPrestamo.keys()]],
    );
    const enBase = new Map(rows.map((f) => [f.id, f]));
    let perdidos = 0;
    let dobles = 0;
    for (const [id, confirmados] of porPrestamo) {
      const n = enBase.get(id)?.n ?? 0;
      const total = Number(enBase.get(id)?.total ?? 0);
      if (total !== n * MONTO) throw new Error(`préstamo ${id}: cobros con montos inesperados`);
      if (n < confirmados) perdidos += confirmados - n;
      if (n > confirmados) dobles += n - confirmados;
    }
    const malos = await contarCobrosDescuadrados(cliente);
    const [{ malas }] = (
      await cliente.query(
        `SELECT count(*)::int AS malas FROM cuotas cu
          WHERE cu.monto_pagado <> (SELECT coalesce(sum(monto), 0) FROM cobros_aplicaciones WHERE cuota_id = cu.id)`,
      )
    ).rows;
    const [{ saldos }] = (
      await cliente.query(
        `SELECT count(*)::int AS saldos FROM prestamos p WHERE p.plan_generado AND p.saldo_pendiente <>
           (SELECT coalesce(sum(monto_total - monto_pagado - monto_refinanciado), 0) FROM cuotas WHERE prestamo_id = p.id)`,
      )
    ).rows;
    const [{ total }] = (
      await cliente.query(`SELECT count(*)::int AS total FROM cobros WHERE prestamo_id = ANY($1::uuid[])`, [[...porPrestamo.keys()]])
    ).rows;
    return { perdidos, dobles, libroMalo: malos + malas + saldos, cobrosEnBase: total };
  } finally {
    await cliente.end();
  }
}

async function main() {
  console.log(`Carga de la máquina al empezar: ${carga()}`);
  const { hijo, lista } = iniciarTopologia();
  const detener = async () => {
    if (hijo.exitCode === null) {
      hijo.kill('SIGTERM');
      await new Promise((resolve) => hijo.once('exit', resolve));
    }
  };
  process.on('SIGINT', () => void detener().then(() => process.exit(130)));
  try {
    const url = await lista;
    console.log(`Topología en ${url}`);
    const login = await llamar(url, null, 'POST', '/auth/login', ADMIN);
    const token = login.json.token;
    const prestamos = [];
    for (let i = 0; i < CLIENTES; i += 1) prestamos.push(await preparar(url, token, i));

    const cifras = {
      enviados: 0,
      confirmados: 0,
      confirmadosTrasReintento: 0,
      aplicadasSinRespuesta: 0,
      abandonados: 0,
      rechazados: [],
      erroresVistos: {},
      primerError: null,
      ultimoError: null,
    };
    const porPrestamo = new Map(prestamos.flatMap((p) => [[p.cobros, 0], [p.cuotas, 0]]));
    const t0 = Date.now();
    const fin = t0 + SEGUNDOS * 1000;
    let kill = null;

    const asesino = (async () => {
      await esperar(KILL_S * 1000);
      const victima = componente(VICTIMA);
      process.kill(victima.pid, 'SIGKILL');
      kill = { t: (Date.now() - t0) / 1000, pid: victima.pid, puerto: victima.puerto, carga: carga() };
      console.log(`  t=${kill.t.toFixed(1)} s: kill -9 de ${VICTIMA} (pid ${victima.pid})`);
      // Back when the topology has started it again and it answers its readiness probe.
      for (;;) {
        const ahora = componente(VICTIMA);
        if (ahora?.pid && ahora.pid !== victima.pid) {
          const listo = await fetch(`http://127.0.0.1:${ahora.puerto}/api/health/ready`, { signal: AbortSignal.timeout(1000) })
            .then((r) => r.ok)
            .catch(() => false);
          if (listo) {
            kill.lista = (Date.now() - t0) / 1000;
            kill.pidNuevo = ahora.pid;
            console.log(`  t=${kill.lista.toFixed(1)} s: ${VICTIMA} reiniciada (pid ${ahora.pid}) y lista`);
            return;
          }
        }
        await esperar(100);
      }
    })();

    await Promise.all(
      prestamos.map(async (p, i) => {
        // Until BENCH_SEGUNDOS have passed and the killed replica has been back for 15 s (so it takes traffic again).
        const seguir = () =>
          Date.now() - t0 < LIMITE_S * 1000 &&
          (Date.now() < fin || !kill?.lista || Date.now() < t0 + (kill.lista + 15) * 1000);
        for (let n = 0; seguir(); n += 1) {
          const cobro = (n + i) % 2 === 0;
          const peticion = cobro
            ? { metodo: 'POST', ruta: '/cobros', cuerpo: { prestamo: p.cobros, monto: MONTO, fecha: hoy() } }
            : { metodo: 'PATCH', ruta: `/prestamos/${p.cuotas}/plan/cuota/1/pagar`, cuerpo: { monto: MONTO } };
          cifras.enviados += 1;
          const resultado = await escribir(url, token, peticion, cifras, t0);
          if (resultado.confirmado) {
            const id = cobro ? p.cobros : p.cuotas;
            porPrestamo.set(id, porPrestamo.get(id) + 1);
          }
        }
      }),
    );
    const duracion = (Date.now() - t0) / 1000;
    await Promise.race([asesino, esperar(60_000)]);

    // Requests the restarted replica answered through the ingress after it came back.
    const registro = fs.readFileSync(path.join(DATOS, 'nginx', 'ingress', 'ingress.log'), 'utf8').split('\n');
    const tras = kill?.lista ? t0 + kill.lista * 1000 : Infinity;
    const atendidasTras = registro.filter((linea) => {
      const m = /\[([^\]]+)\].* (\S+) (\S+)$/.exec(linea);
      return m && Date.parse(m[1]) >= tras && m[2].includes(`127.0.0.1:${kill.puerto}`);
    }).length;

    const sql = await verificarSql(estado().postgres.url, porPrestamo);
    const resumen = {
      maquina: `${os.cpus().length} núcleos; carga (1/5/15 min) al terminar ${carga()}, al kill ${kill?.carga}`,
      clientes: CLIENTES,
      duracionS: Number(duracion.toFixed(1)),
      escriturasEnviadas: cifras.enviados,
      confirmadas: cifras.confirmados,
      confirmadasTrasReintento: cifras.confirmadosTrasReintento,
      aplicadasSinRespuesta: cifras.aplicadasSinRespuesta,
      rechazadas: cifras.rechazados.length,
      abandonadas: cifras.abandonados,
      erroresVistosYReintentados: cifras.erroresVistos,
      ventanaErroresS: cifras.primerError === null ? null : [cifras.primerError, cifras.ultimoError],
      kill: kill && { enS: kill.t, victima: VICTIMA, reiniciadaYListaEnS: kill.lista ?? null },
      peticionesAtendidasPorLaReplicaReiniciada: atendidasTras,
      cobrosEnBase: sql.cobrosEnBase,
      writesPerdidos: sql.perdidos,
      dineroAplicadoDosVeces: sql.dobles,
      invariantesDelLibroRotos: sql.libroMalo,
    };
    console.log(`\n${JSON.stringify(resumen, null, 2)}`);
    const bien =
      sql.perdidos === 0 &&
      sql.dobles === 0 &&
      sql.libroMalo === 0 &&
      cifras.rechazados.length === 0 &&
      cifras.abandonados === 0 &&
      kill?.lista !== undefined &&
      atendidasTras > 0 &&
      sql.cobrosEnBase === cifras.confirmados;
    console.log(bien ? '\nCORRECTO: ningún write confirmado perdido ni aplicado dos veces.' : '\nFALLÓ: vea las cifras.');
    escribirCifras('bench:topologia', [
      {
        id: 'topologia.kill',
        cifra: `${sql.perdidos} · ${sql.dobles} · ${sql.libroMalo} de ${cifras.confirmados.toLocaleString('es-CO')} escrituras`,
        cumple: bien,
      },
    ]);
    process.exitCode = bien ? 0 : 1;
  } finally {
    await detener();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
