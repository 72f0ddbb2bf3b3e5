#!/usr/bin/env node
// npm run bench:barrido — pagos durante un barrido de 300.000 préstamos (issue 16).
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL).
// 2. Carga 300.000 préstamos con sus cuotas (INSERT … SELECT generate_series, bench/prestamos-comun.mjs).
// 3. Ejecuta el barrido de la API construida (BarridoService, por lotes de LOTE_BARRIDO) con «hoy» 30 días adelante:
//    así todos los préstamos abiertos tienen cuotas que vencer y todos necesitan barrido.
// 4. Mientras barre, paga (POST /api/cobros) préstamos al azar, uno tras otro, y mide cuánto tarda cada pago.
// Tamaños: BENCH_PRESTAMOS, BENCH_CLIENTES. Requiere `npm run build`.
/* global performance -- Node 20 */
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { numero, tiempos as textoTiempos } from './cifras.mjs';
import { cargarCarteraConMayor, correrBenchmark } from './lib/corrida.mjs';
import { ADMIN, RAIZ, hoyBogota, iniciarSesion, miles, ms, pedir, percentil, tamanosDeLaCorrida } from './prestamos-comun.mjs';

const { PRESTAMOS, CLIENTES } = tamanosDeLaCorrida();
const OBJETIVO_MS = 200;

const requerir = createRequire(import.meta.url);
const { BarridoService, LOTE_BARRIDO } = requerir(path.join(RAIZ, 'api/dist/barrido/barrido.service.js'));
const { opcionesBaseDatos } = requerir(path.join(RAIZ, 'api/dist/database/data-source.js'));
const { DataSource } = requerir(path.join(RAIZ, 'node_modules/typeorm'));

function sumarDias(fecha, dias) {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

correrBenchmark('bench:barrido', async (api) => {
  const dataSource = new DataSource({ ...opcionesBaseDatos({ url: api.urlBase, maxConexiones: 2 }) });
  try {
    await cargarCarteraConMayor(api, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: true, cobros: 0 });
    const token = await iniciarSesion(api.url, ADMIN);
    const cliente = new pg.Client({ connectionString: api.urlBase });
    await cliente.connect();
    const { rows } = await cliente.query(
      `SELECT id FROM prestamos WHERE estado IN ('activo', 'mora', 'vencido') AND saldo_pendiente > 100000
       ORDER BY random() LIMIT 2000`,
    );
    await cliente.end();
    const ids = rows.map((fila) => fila.id);

    await dataSource.initialize();
    const barrido = new BarridoService(dataSource);
    const futuro = sumarDias(hoyBogota(), 30);
    console.log(`\nBarrido con hoy = ${futuro} (todos los préstamos abiertos necesitan barrido), lotes de ${LOTE_BARRIDO}:`);
    let terminado = false;
    const inicio = performance.now();
    const enCurso = barrido.ejecutar(futuro).then((resultado) => {
      terminado = true;
      return { resultado, duracion: performance.now() - inicio };
    });
    const tiempos = [];
    let i = 0;
    while (!terminado && i < ids.length) {
      const t0 = performance.now();
      await pedir(api.url, token, 'POST', '/cobros', { prestamo: ids[i], monto: 1000, fecha: hoyBogota() });
      tiempos.push(performance.now() - t0);
      i += 1;
    }
    const { resultado, duracion } = await enCurso;
    console.log(
      `  barrido: ${(duracion / 1000).toFixed(1)} s, ${miles(resultado.prestamosActualizados)} préstamos actualizados, ` +
        `${miles(resultado.cuotasVencidas)} cuotas vencidas`,
    );
    const ordenados = [...tiempos].sort((a, b) => a - b);
    console.log(
      `  ${tiempos.length} pagos durante el barrido: p50 ${ms(percentil(ordenados, 50))}, p95 ${ms(percentil(ordenados, 95))}, ` +
        `máximo ${ms(ordenados[ordenados.length - 1] ?? 0)} (objetivo: cada pago < ${OBJETIVO_MS} ms)`,
    );
    const pagos = { p50: percentil(ordenados, 50), p95: percentil(ordenados, 95) };
    return [
      {
        id: 'barrido.pagos',
        cifra: `${textoTiempos(pagos)} (máx. ${numero(ordenados[ordenados.length - 1] ?? 0)} ms)`,
        cumple: pagos.p95 < OBJETIVO_MS,
      },
      {
        id: 'barrido.duracion',
        cifra: `${numero(duracion / 1000)} s: ${miles(resultado.prestamosActualizados)} préstamos, ${miles(resultado.cuotasVencidas)} cuotas vencidas`,
        cumple: null,
      },
    ];
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
});
