#!/usr/bin/env node
// npm run bench:metas — la lista de metas de cobradores con 1.000.000 de cobros.
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL).
// 2. Carga 50.000 clientes, 300.000 préstamos y 1.000.000 de cobros de los últimos 12 meses (bench/prestamos-comun.mjs),
//    recuenta cobros_cobrador_mes (la carga masiva corre sin disparadores) y crea una meta por cobrador y mes de los
//    últimos 12 meses (≈ 1.200 metas).
// 3. Mide N peticiones GET /api/metas-cobrador (p95 ≤ 50 ms) con y sin filtros, como admin y como cobrador.
// Tamaños: BENCH_COBROS, BENCH_PRESTAMOS, BENCH_CLIENTES; repeticiones: BENCH_N. Requiere `npm run build`.
/* global URLSearchParams -- Node 20 */
import pg from 'pg';
import { hoyBogota, miles, pedir, referencia, COBRADOR, tamanosDeLaCorrida } from './prestamos-comun.mjs';
import { filaPeorP95 } from './cifras.mjs';
import { cargarCarteraDe, correrBenchmark, sesionesAdminYCobrador } from './lib/corrida.mjs';

const { COBROS, PRESTAMOS, CLIENTES, N } = tamanosDeLaCorrida({ n: 200 });

async function crearMetas(urlBase) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    const inicio = Date.now();
    await cliente.query('SELECT cobros_cobrador_mes_recontar()');
    // Una meta por cobrador (los cargados y el de la sesión de cobrador) y por mes de los últimos 12 meses.
    await cliente.query(
      `INSERT INTO metas_cobrador (cobrador_id, periodo, meta_monto, meta_cobros, fecha_vencimiento)
       SELECT u.id, m.periodo, 2000000 + (i % 7) * 500000, 100 + i % 50, (m.periodo + interval '1 month - 1 day')::date
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS i FROM usuarios WHERE rol = 'cobrador') u
       CROSS JOIN (SELECT (date_trunc('month', $1::date) - make_interval(months => k))::date AS periodo
                   FROM generate_series(0, 11) AS k) m`,
      [hoyBogota()],
    );
    await cliente.query('ANALYZE metas_cobrador, cobros_cobrador_mes');
    const [{ metas }] = (await cliente.query('SELECT count(*)::int AS metas FROM metas_cobrador')).rows;
    const [{ filas }] = (await cliente.query('SELECT count(*)::int AS filas FROM cobros_cobrador_mes')).rows;
    console.log(`  recuento de cobros_cobrador_mes (${miles(filas)} filas) y ${miles(metas)} metas: ${Date.now() - inicio} ms`);
    const [{ cobrador }] = (await cliente.query(`SELECT id AS cobrador FROM usuarios WHERE rol = 'cobrador' ORDER BY id LIMIT 1`)).rows;
    // Lo que cuesta la consulta de la lista dentro de PostgreSQL (sin HTTP ni Nest), como la pide la pantalla.
    const plan = (
      await cliente.query(
        `EXPLAIN (ANALYZE, FORMAT JSON)
         SELECT m.id, u.nombre, coalesce(a.monto, 0), coalesce(a.cantidad, 0), count(*) OVER () AS total
         FROM metas_cobrador m JOIN usuarios u ON u.id = m.cobrador_id
         LEFT JOIN cobros_cobrador_mes a ON a.cobrador_id = m.cobrador_id AND a.mes = m.periodo
         WHERE m.periodo = date_trunc('month', $1::date)::date
         ORDER BY m.periodo DESC, u.nombre, m.id LIMIT 10`,
        [hoyBogota()],
      )
    ).rows[0]['QUERY PLAN'][0];
    console.log(`  consulta de la lista del periodo actual en PostgreSQL: ${plan['Execution Time'].toFixed(2)} ms (EXPLAIN ANALYZE)`);
    return { metas, cobrador };
  } finally {
    await cliente.end();
  }
}

correrBenchmark('bench:metas', async (api, corrida) => {
  await cargarCarteraDe(api, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: false, cobros: COBROS });
  const { token, tokenCobrador } = await sesionesAdminYCobrador(api);
  const { cobrador } = await crearMetas(api.urlBase);
  console.log(`Sesión de cobrador: ${COBRADOR.email}.`);
  console.log('\nReferencia:');
  await referencia(api.url);
  const periodo = hoyBogota().slice(0, 7);

  console.log(`\nGET /api/metas-cobrador, ${N} peticiones por caso:`);
  const lista = (f, t = token) => () => pedir(api.url, t, 'GET', `/metas-cobrador?${new URLSearchParams({ page: '1', limit: '10', ...f })}`);
  const medidas = await corrida.casos(
    N,
    [
      ['periodo actual (página de 10, como la pantalla)', lista({ periodo })],
      ['periodo actual, limit=100 (todos los cobradores)', lista({ periodo, limit: '100' })],
      ['periodo + estado=en_progreso', lista({ periodo, estado: 'en_progreso' })],
      ['sin filtros (todas las metas)', lista({})],
      ['estado=vencida sin periodo (regla en SQL sobre todas)', lista({ estado: 'vencida' })],
      ['cobradorId=X', lista({ cobradorId: cobrador })],
      ['como cobrador (sus metas)', lista({ periodo }, tokenCobrador)],
    ],
    50,
  );

  return [filaPeorP95('metas.lista', medidas, 50)];
});
