#!/usr/bin/env node
// npm run bench:prestamos — qué tan rápida es la API de préstamos con 300.000 préstamos y 5.000.000 de cuotas.
//
// 1. Arranca la API construida (api/dist/main.js) sobre su propio PostgreSQL embebido en un DATA_DIR desechable
//    (.data/bench-prestamos-<pid>, se borra al final) o sobre BENCH_DATABASE_URL (vacía y desechable).
// 2. Carga 50.000 clientes, 300.000 préstamos en todos los estados y sus cuotas (≈ 5.000.000) con INSERT … SELECT
//    generate_series, deja saldos y estados de acuerdo con las cuotas y hace VACUUM ANALYZE.
// 3. Mide N peticiones seguidas por caso e imprime p50/p95 contra los objetivos: lista filtrada de préstamos
//    (p95 ≤ 50 ms), vista previa (≤ 10 ms), desembolsar un préstamo de 1.000 cuotas (≤ 50 ms) y aging (≤ 200 ms).
// Tamaños: BENCH_PRESTAMOS, BENCH_CLIENTES; repeticiones: BENCH_N. Requiere `npm run build` (dominio y api).
/* global performance, URLSearchParams -- Node 20 */
import { createRequire } from 'node:module';
import process from 'node:process';
import {
  hoyBogota,
  imprimir,
  medir,
  muestras,
  pedir,
  percentil,
  referencia,
  tamanosDeLaCorrida,
} from './prestamos-comun.mjs';
import { filaP95, filaPeorP95 } from './cifras.mjs';
import { cargarCarteraDe, correrBenchmark, sesionesAdminYCobrador } from './lib/corrida.mjs';

const { PRESTAMOS, CLIENTES, N } = tamanosDeLaCorrida({ n: 200 });
const PLANES = Number(process.env.BENCH_PLANES ?? 40);

correrBenchmark('bench:prestamos', async (api, corrida) => {
  await cargarCarteraDe(api, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: true, cobros: 0 });
  const { token, tokenCobrador } = await sesionesAdminYCobrador(api);
  const { cedulas, cobrador, clienteId } = await muestras(api.urlBase, N + 5);
  const nombres = ['gomez', 'josé martínez', 'ángela ríos', 'ramon', 'valentina', 'peña cañas', 'ines toro', 'andres'];
  const hoy = hoyBogota();
  const hace30 = new Date(Date.parse(`${hoy}T12:00:00Z`) - 30 * 86400000).toISOString().slice(0, 10);
  const lista = (consulta, t = token) => () => pedir(api.url, t, 'GET', `/prestamos?${new URLSearchParams({ page: '1', limit: '10', ...consulta })}`);
  const listaI = (f, t = token) => (i) => pedir(api.url, t, 'GET', `/prestamos?${new URLSearchParams({ page: '1', limit: '10', ...f(i) })}`);

  const terminos = (i) => ({ monto: 500000 + (i % 50) * 10000, interes: 10 + (i % 10), cuotas: 30 + (i % 60), modalidad: 'diario', tipoAmortizacion: 'amortizable' });
  console.log('\nReferencia:');
  await referencia(api.url);
  console.log(`\nGET /api/prestamos (página de 10 + resumen por estado), ${N} peticiones por caso:`);
  const casos = [
    ['sin filtros (createdAt_desc)', lista({})],
    ['estado=mora', lista({ estado: 'mora' })],
    ['cobrador=X', lista({ cobrador })],
    ['modalidad=semanal + fechas (30 días)', lista({ modalidad: 'semanal', fechaDesde: hace30, fechaHasta: hoy })],
    ['orden por estado (spec)', lista({ sort: 'estado' })],
    ['orden por monto_desc + estado=activo', lista({ sort: 'monto_desc', estado: 'activo' })],
    ['búsqueda por nombre', listaI((i) => ({ search: nombres[i % nombres.length] }))],
    ['búsqueda por cédula (7 dígitos)', listaI((i) => ({ search: cedulas[i].slice(2, 9) }))],
    ['página 50 sin filtros', lista({ page: '50' })],
    ['como cobrador (su cartera)', lista({}, tokenCobrador)],
    ['como cobrador + estado=mora', lista({ estado: 'mora' }, tokenCobrador)],
  ];
  const listas = await corrida.casos(N, casos, 50);
  const cifras = [filaPeorP95('prestamos.lista', listas, 50)];

  // El motor solo, en este proceso (sin HTTP ni sesión): lo que cuesta calcular, aparte de la carga de la máquina.
  const dominio = createRequire(import.meta.url)('@cartera/dominio');
  const motor = (fn) => {
    const tiempos = [];
    for (let i = 0; i < N; i += 1) {
      const inicio = performance.now();
      fn(i);
      tiempos.push(performance.now() - inicio);
    }
    return { p50: percentil(tiempos, 50), p95: percentil(tiempos, 95) };
  };
  console.log(`\nMotor de @cartera/dominio en proceso, ${N} cálculos:`);
  const motorPreview = motor((i) => dominio.calcularPreview({ ...terminos(i), fechaInicio: hoy }));
  imprimir('calcularPreview (30–89 cuotas diarias)', motorPreview, 10);
  const motorPlan = motor((i) => dominio.calcularPlan({ ...terminos(i), cuotas: 1000, fechaInicio: hoy }));
  imprimir('calcularPlan (1.000 cuotas diarias)', motorPlan, 50);
  cifras.push(filaP95('prestamos.motor-preview', motorPreview, 10), filaP95('prestamos.motor-plan', motorPlan, 50));

  console.log(`\nPOST /api/prestamos/preview, ${N} peticiones:`);
  const preview = await medir(N, (i) => pedir(api.url, token, 'POST', '/prestamos/preview', terminos(i)));
  corrida.caso('preview (30–89 cuotas diarias)', preview, 10);
  cifras.push(filaP95('prestamos.preview', preview, 10));

  // Desembolsar es crear el préstamo con su plan y su asiento en el libro, en una transacción (docs/libro.md).
  console.log(`\nPOST /api/prestamos con 1.000 cuotas (desembolso con su plan), ${PLANES} préstamos:`);
  const nuevo = () => pedir(api.url, token, 'POST', '/prestamos', { cliente: clienteId, monto: 5000000, interes: 20, cuotas: 1000, modalidad: 'diario', tipoAmortizacion: 'amortizable' });
  const desembolso = await medir(PLANES, nuevo, 3);
  corrida.caso('desembolsar un préstamo de 1.000 cuotas', desembolso, 50);
  cifras.push(filaP95('prestamos.desembolso', desembolso, 50));

  console.log(`\nGET /api/prestamos/reportes/aging, ${Math.min(N, 100)} peticiones:`);
  const deAging = (t) => () => pedir(api.url, t, 'GET', '/prestamos/reportes/aging');
  const aging = await corrida.casos(
    Math.min(N, 100),
    [
      ['aging (toda la cartera)', deAging(token)],
      ['aging (un cobrador)', deAging(tokenCobrador)],
    ],
    200,
  );
  cifras.push(filaPeorP95('prestamos.aging', aging, 200));

  return cifras;
});
