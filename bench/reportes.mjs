#!/usr/bin/env node
// npm run bench:reportes — los cuatro reportes con 300.000 préstamos (con cuotas) y 1.000.000 de cobros.
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL).
// 2. Carga 50.000 clientes, 300.000 préstamos con sus cuotas (atrasos coherentes con su estado) y 1.000.000 de cobros
//    de los últimos 12 meses con INSERT … SELECT generate_series, recuenta cuotas_por_fecha y VACUUM ANALYZE.
// 3. Mide N peticiones seguidas de GET /api/reportes/{general|prestamos|cobros|morosos} (últimos 30 días, página de
//    20; objetivo p95 ≤ 150 ms) como admin, con cobradorId y como cobrador; y una vez cada exportación (referencia).
// Tamaños: BENCH_COBROS, BENCH_PRESTAMOS, BENCH_CLIENTES; repeticiones: BENCH_N. Requiere `npm run build`.
/* global URLSearchParams, performance -- Node 20 */
import pg from 'pg';
import { hoyBogota, miles, ms, muestras, pedir, referencia, tamanosDeLaCorrida } from './prestamos-comun.mjs';
import { filaPeorP95, numero } from './cifras.mjs';
import { cargarCarteraDe, correrBenchmark, sesionesAdminYCobrador } from './lib/corrida.mjs';

const { COBROS, PRESTAMOS, CLIENTES, N } = tamanosDeLaCorrida();
const OBJETIVO = 150;

correrBenchmark('bench:reportes', async (api, corrida) => {
  await cargarCarteraDe(api, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: true, cobros: COBROS });
  // La carga va sin disparadores: cuotas_por_fecha (cuotas abiertas por fecha; de ahí salen las cuotas atrasadas de
  // morosos) se recuenta como lo dejarían los disparadores (caja_recontar(), lo que hace la migración).
  const inicioRecuento = performance.now();
  const cliente = new pg.Client({ connectionString: api.urlBase });
  await cliente.connect();
  try {
    await cliente.query('SELECT caja_recontar()');
    await cliente.query('VACUUM ANALYZE caja_diaria, cuotas_por_fecha');
  } finally {
    await cliente.end();
  }
  console.log(`  caja_recontar() ${((performance.now() - inicioRecuento) / 1000).toFixed(1)} s`);
  const { token, tokenCobrador } = await sesionesAdminYCobrador(api);
  const { cobrador } = await muestras(api.urlBase, 5);
  const hoy = hoyBogota();
  const desde = new Date(Date.parse(`${hoy}T12:00:00Z`) - 29 * 86400000).toISOString().slice(0, 10);
  const consulta = (extra = {}) => new URLSearchParams({ desde, hasta: hoy, ...extra }).toString();
  console.log('\nReferencia:');
  await referencia(api.url);
  const consultas = [];

  for (const tipo of ['general', 'prestamos', 'cobros', 'morosos']) {
    console.log(`\nGET /api/reportes/${tipo} (últimos 30 días, página de 20), ${N} peticiones por caso:`);
    const caso = (quien, t, extra) => [
      `${tipo} (${quien})`,
      (i) => pedir(api.url, t, 'GET', `/reportes/${tipo}?${consulta({ ...extra, page: String((i % 5) + 1) })}`),
    ];
    const casos = [
      caso('admin, toda la cartera', token, {}),
      caso('admin, cobradorId=X', token, { cobradorId: cobrador }),
      caso('cobrador, su cartera', tokenCobrador, {}),
    ];
    consultas.push(...(await corrida.casos(N, casos, OBJETIVO)));
  }

  console.log('\nExportaciones (toda la cartera, últimos 30 días; una vez cada una, sin objetivo):');
  let masLento = { nombre: '', ms: 0 };
  for (const tipo of ['general', 'prestamos', 'cobros', 'morosos']) {
    for (const formato of ['csv', 'xlsx']) {
      const inicio = performance.now();
      const respuesta = await fetch(`${api.url}/api/reportes/${tipo}/export/${formato}?${consulta()}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const bytes = (await respuesta.arrayBuffer()).byteLength;
      if (!respuesta.ok) throw new Error(`export ${tipo} ${formato}: ${respuesta.status}`);
      const duracion = performance.now() - inicio;
      if (duracion > masLento.ms) masLento = { nombre: `${tipo}.${formato}`, ms: duracion };
      console.log(`  ${`${tipo}.${formato}`.padEnd(46)} ${ms(duracion).padStart(10)}   ${miles(bytes)} bytes`);
    }
  }

  return [
    filaPeorP95('reportes.consultas', consultas, OBJETIVO),
    { id: 'reportes.exportes', cifra: `${numero(masLento.ms / 1000)} s (${masLento.nombre})`, cumple: null },
  ];
});
