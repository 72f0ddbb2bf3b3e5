#!/usr/bin/env node
// npm run bench:flujo-caja — el flujo de caja de un año con 1.000.000 de cobros y ≈ 5.000.000 de cuotas.
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL).
// 2. Carga 50.000 clientes, 300.000 préstamos con sus cuotas y 1.000.000 de cobros de los últimos 12 meses
//    (bench/prestamos-comun.mjs, sin disparadores), más 2.000 movimientos de caja; recuenta caja_diaria y
//    cuotas_por_fecha desde las tablas (caja_recontar(), lo que haría la migración) y VACUUM ANALYZE.
// 3. Mide N peticiones seguidas: GET /api/flujo-caja del último año en diario, semanal, mensual y trimestral (con la
//    proyección de 30 días; p95 ≤ 150 ms), con 366 días de proyección, la lista de movimientos y el exporte CSV.
// Tamaños: BENCH_COBROS, BENCH_PRESTAMOS, BENCH_CLIENTES; repeticiones: BENCH_N. Requiere `npm run build`.
/* global performance, URLSearchParams -- Node 20 */
import process from 'node:process';
import pg from 'pg';
import { hoyBogota, imprimir, iniciarSesion, medir, miles, pedir, referencia, ADMIN, tamanosDeLaCorrida } from './prestamos-comun.mjs';
import { filaP95, filaPeorP95 } from './cifras.mjs';
import { cargarCarteraDe, correrBenchmark } from './lib/corrida.mjs';

const { COBROS, PRESTAMOS, CLIENTES, N } = tamanosDeLaCorrida();

/** 'YYYY-MM-DD' menos `dias` días. */
function restarDias(fecha, dias) {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - dias);
  return d.toISOString().slice(0, 10);
}

async function prepararAgregados(urlBase) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    const inicio = performance.now();
    await cliente.query(
      `INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto)
       SELECT $1::date - (i % 365), CASE WHEN i % 5 = 0 THEN 'ingreso' ELSE 'egreso' END,
              (ARRAY['gastos', 'comisiones', 'otros'])[1 + i % 3], 'Movimiento ' || i, (1 + i % 50) * 10000
       FROM generate_series(1, 2000) AS i`,
      [hoyBogota()],
    );
    await cliente.query('SELECT caja_recontar()');
    await cliente.query('VACUUM ANALYZE caja_diaria, cuotas_por_fecha, movimientos_caja');
    const { rows } = await cliente.query(
      `SELECT (SELECT count(*) FROM caja_diaria)::int AS caja, (SELECT count(*) FROM cuotas_por_fecha)::int AS cuotas`,
    );
    console.log(
      `  caja_recontar() + movimientos: ${((performance.now() - inicio) / 1000).toFixed(1)} s ` +
        `(${miles(rows[0].caja)} filas en caja_diaria, ${miles(rows[0].cuotas)} en cuotas_por_fecha)`,
    );
  } finally {
    await cliente.end();
  }
}

correrBenchmark('bench:flujo-caja', async (api, corrida) => {
  await cargarCarteraDe(api, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: true, cobros: COBROS });
  await prepararAgregados(api.urlBase);
  const token = await iniciarSesion(api.url, ADMIN);
  const hoy = hoyBogota();
  const desde = restarDias(hoy, 364);
  console.log('\nReferencia:');
  await referencia(api.url);

  console.log(`\nGET /api/flujo-caja del ${desde} al ${hoy} (un año), ${N} peticiones por caso:`);
  const flujoCaja = (consulta) => () =>
    pedir(api.url, token, 'GET', `/flujo-caja?${new URLSearchParams({ ...consulta, desde, hasta: hoy })}`);
  const flujo = await corrida.casos(
    N,
    [
      ...['trimestral', 'mensual', 'semanal', 'diario'].map((periodo) => [
        `${periodo} (+ proyección 30 días)`,
        flujoCaja({ periodo }),
      ]),
      ['diario + proyección 366 días', flujoCaja({ periodo: 'diario', diasProyeccion: '366' })],
    ],
    150,
  );
  const movimientos = `/flujo-caja/movimientos?${new URLSearchParams({ page: '1', limit: '10', desde, hasta: hoy })}`;
  const listaMovimientos = await medir(N, () => pedir(api.url, token, 'GET', movimientos));
  corrida.caso('GET /api/flujo-caja/movimientos (página 1)', listaMovimientos, 50);
  const exporte = `${api.url}/api/flujo-caja/export/csv?${new URLSearchParams({ periodo: 'diario', desde, hasta: hoy })}`;
  const exporteMedido = await medir(Math.min(N, 30), async () => {
    const r = await fetch(exporte, { headers: { Authorization: `Bearer ${token}` } });
    if (!r.ok) throw new Error(`exporte: ${r.status}`);
    await r.arrayBuffer();
  });
  corrida.caso('exporte CSV diario de un año', exporteMedido, 300);

  // Lo que cuestan los disparadores de cuotas_por_fecha al generar un plan de 1.000 cuotas (el caso más pesado:
  // 1.000 fechas distintas): el mismo caso que bench:prestamos con los disparadores activos y desactivados.
  const PLANES = Number(process.env.BENCH_PLANES ?? 30);
  const db = new pg.Client({ connectionString: api.urlBase });
  await db.connect();
  try {
    const [{ id: clienteId }] = (await db.query(`SELECT id FROM clientes WHERE estado = 'activo' LIMIT 1`)).rows;
    // Desembolsar un préstamo de 1.000 cuotas es crearlo: el plan nace con él (docs/libro.md).
    const planes = () =>
      medir(PLANES, () =>
        pedir(api.url, token, 'POST', '/prestamos', {
          cliente: clienteId, monto: 5000000, interes: 20, cuotas: 1000, modalidad: 'diario', tipoAmortizacion: 'amortizable',
        }),
      );
    console.log(`
POST /api/prestamos con 1.000 cuotas (desembolso con su plan), ${PLANES} préstamos (diagnóstico):`);
    imprimir('con disparadores de cuotas_por_fecha', await planes(), 50);
    const disparadores = ['insert', 'update', 'delete'].map((e) => `cuotas_por_fecha_${e}`);
    for (const d of disparadores) await db.query(`ALTER TABLE cuotas DISABLE TRIGGER ${d}`);
    imprimir('sin ellos (sólo para comparar)', await planes(), 50);
    for (const d of disparadores) await db.query(`ALTER TABLE cuotas ENABLE TRIGGER ${d}`);
  } finally {
    await db.end();
  }

  return [
    filaPeorP95('flujo-caja.flujo', flujo, 150),
    filaP95('flujo-caja.movimientos', listaMovimientos, 50),
    filaP95('flujo-caja.exporte', exporteMedido, 300),
  ];
});
