#!/usr/bin/env node
// npm run bench:cobros — el tablero y la lista de cobros con 1.000.000 de cobros.
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL).
// 2. Carga 50.000 clientes, 300.000 préstamos (sin cuotas: el tablero y la lista de cobros no las leen) y
//    1.000.000 de cobros de los últimos 12 meses con INSERT … SELECT generate_series, y VACUUM ANALYZE.
// 3. Mide N peticiones seguidas: GET /api/dashboard/resumen (p95 ≤ 100 ms) como admin y como cobrador, y
//    GET /api/cobros (p95 ≤ 50 ms) sin búsqueda y con búsqueda por nombre, cédula y número de préstamo.
// Tamaños: BENCH_COBROS, BENCH_PRESTAMOS, BENCH_CLIENTES; repeticiones: BENCH_N. Requiere `npm run build`.
/* global URLSearchParams -- Node 20 */
import { muestras, pedir, referencia, tamanosDeLaCorrida } from './prestamos-comun.mjs';
import { filaPeorP95 } from './cifras.mjs';
import { cargarCarteraDe, correrBenchmark, sesionesAdminYCobrador } from './lib/corrida.mjs';

const { COBROS, PRESTAMOS, CLIENTES, N } = tamanosDeLaCorrida({ n: 200 });

correrBenchmark('bench:cobros', async (api, corrida) => {
  await cargarCarteraDe(api, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: false, cobros: COBROS });
  const { token, tokenCobrador } = await sesionesAdminYCobrador(api);
  const { cedulas, numeros, cobrador } = await muestras(api.urlBase, N + 5);
  const nombres = ['gomez', 'josé martínez', 'ángela ríos', 'ramon', 'valentina', 'peña cañas', 'ines toro', 'andres'];
  console.log('\nReferencia:');
  await referencia(api.url);

  console.log(`\nGET /api/dashboard/resumen, ${N} peticiones:`);
  const resumen = (t) => () => pedir(api.url, t, 'GET', '/dashboard/resumen');
  const tablero = await corrida.casos(
    N,
    [
      ['tablero (admin, toda la cartera)', resumen(token)],
      ['tablero (cobrador, su cartera)', resumen(tokenCobrador)],
    ],
    100,
  );

  console.log(`\nGET /api/cobros (página de 10), ${N} peticiones por caso:`);
  const lista = (f, t = token) => (i) => pedir(api.url, t, 'GET', `/cobros?${new URLSearchParams({ page: '1', limit: '10', ...f(i) })}`);
  const listas = await corrida.casos(
    N,
    [
      ['sin búsqueda (fecha_desc)', lista(() => ({}))],
      ['búsqueda por nombre del cliente', lista((i) => ({ search: nombres[i % nombres.length] }))],
      ['búsqueda por cédula (7 dígitos)', lista((i) => ({ search: cedulas[i].slice(2, 9) }))],
      ['búsqueda por número de préstamo', lista((i) => ({ search: numeros[i] }))],
      ['cobrador=X', lista(() => ({ cobrador }))],
      ['como cobrador (sus cobros)', lista(() => ({}), tokenCobrador)],
      ['como cobrador + búsqueda por nombre', lista((i) => ({ search: nombres[i % nombres.length] }), tokenCobrador)],
    ],
    50,
  );

  return [filaPeorP95('cobros.tablero', tablero, 100), filaPeorP95('cobros.lista', listas, 50)];
});
