#!/usr/bin/env node
// npm run bench:rutas — POST /api/rutas/generar sobre la cartera de 300.000 préstamos con cuotas y 100 cobradores.
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL).
// 2. Carga 50.000 clientes (repartidos entre 100 cobradores) y 300.000 préstamos con sus cuotas (cargarCartera).
// 3. Mide N generaciones seguidas (cada una calcula, reemplaza y guarda las rutas de la fecha):
//    - Solo Vencidos para los 100 cobradores (objetivo p95 ≤ 500 ms);
//    - Todos Activos y Solo Vencidos de un cobrador;
//    y GET /api/rutas?fecha (resúmenes guardados), GET /api/rutas/:id (paradas de una ruta) y su PDF.
// Tamaños: BENCH_PRESTAMOS, BENCH_CLIENTES; repeticiones: BENCH_N. Requiere `npm run build`. Con BENCH_DATABASE_URL y
// BENCH_YA_CARGADA=1 mide sobre una base que ya tiene la cartera (no la vuelve a cargar).
import process from 'node:process';
import {
  esperarBarrido,
  hoyBogota,
  imprimir,
  iniciarSesion,
  medir,
  miles,
  pedir,
  referencia,
  ADMIN,
  tamanosDeLaCorrida,
} from './prestamos-comun.mjs';
import { filaP95, filaPeorP95 } from './cifras.mjs';
import { cargarCarteraDe, correrBenchmark } from './lib/corrida.mjs';
import pg from 'pg';

const { PRESTAMOS, CLIENTES, N } = tamanosDeLaCorrida({ n: 30 });

correrBenchmark('bench:rutas', async (api, corrida) => {
  // BENCH_YA_CARGADA=1 con BENCH_DATABASE_URL: reutiliza una base ya cargada por una corrida anterior.
  if (process.env.BENCH_YA_CARGADA === '1' && process.env.BENCH_DATABASE_URL)
    console.log(`API en ${api.url}, sobre la cartera ya cargada de BENCH_DATABASE_URL.`);
  else await cargarCarteraDe(api, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: true, cobros: 0 });
  // Sobre una base ya cargada, la API recién arrancada barre los 300.000 préstamos (≈ 5 s): no medir encima.
  await esperarBarrido(api.urlBase);
  const token = await iniciarSesion(api.url, ADMIN);
  const db = new pg.Client({ connectionString: api.urlBase });
  await db.connect();
  const [{ cobrador }] = (await db.query(`SELECT cobrador_id AS cobrador FROM clientes WHERE cobrador_id IS NOT NULL LIMIT 1`)).rows;
  await db.end();
  const fecha = hoyBogota();

  const muestra = await pedir(api.url, token, 'POST', '/rutas/generar', { fecha, tipo: 'vencidos' });
  const rutas = muestra.data;
  console.log(
    `\nSolo Vencidos, todos los cobradores: ${rutas.length} rutas, ${miles(rutas.reduce((s, r) => s + r.cantidadClientes, 0))} clientes, ` +
      `${miles(rutas.reduce((s, r) => s + r.cantidadPrestamos, 0))} préstamos, respuesta ${miles(Math.round(JSON.stringify(muestra).length / 1024))} KB`,
  );
  const detalle = await pedir(api.url, token, 'GET', `/rutas/${rutas[0]._id}`);
  console.log(`Detalle de una ruta (GET /api/rutas/:id): ${miles(detalle.data.clientes.length)} paradas, ${miles(Math.round(JSON.stringify(detalle).length / 1024))} KB`);
  console.log('\nReferencia:');
  await referencia(api.url);
  console.log(`\nPOST /api/rutas/generar, ${N} peticiones por caso:`);
  const todas = await medir(N, () => pedir(api.url, token, 'POST', '/rutas/generar', { fecha, tipo: 'vencidos' }));
  corrida.caso('vencidos, 100 cobradores', todas, 500);
  const deUno = [];
  for (const tipo of ['vencidos', 'todos']) {
    const medida = { nombre: `${tipo}, un cobrador`, ...(await medir(N, () => pedir(api.url, token, 'POST', '/rutas/generar', { fecha, tipo, cobradorId: cobrador }))) };
    deUno.push(medida);
    imprimir(medida.nombre, medida, 500);
  }
  await pedir(api.url, token, 'POST', '/rutas/generar', { fecha, tipo: 'vencidos' });
  const guardadas = (await pedir(api.url, token, 'GET', `/rutas?fecha=${fecha}`)).data;
  const lista = await medir(N, () => pedir(api.url, token, 'GET', `/rutas?fecha=${fecha}`));
  corrida.caso('GET /api/rutas?fecha (100 guardadas)', lista, 500);
  let k = 0;
  const detalleMedido = await medir(N, () => pedir(api.url, token, 'GET', `/rutas/${guardadas[k++ % guardadas.length]._id}`));
  imprimir('GET /api/rutas/:id (una ruta completa)', detalleMedido, 500);
  const pdf = await medir(N, () => fetch(`${api.url}/api/rutas/${guardadas[k++ % guardadas.length]._id}/export/pdf`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer()));
  imprimir('GET /api/rutas/:id/export/pdf', pdf, 500);
  return [
    filaP95('rutas.generar', todas, 500),
    filaPeorP95('rutas.generar-un-cobrador', deUno, 500),
    filaP95('rutas.guardadas', lista, 500),
    filaP95('rutas.detalle', detalleMedido, 500),
    filaP95('rutas.pdf', pdf, 500),
  ];
});
