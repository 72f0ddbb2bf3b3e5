#!/usr/bin/env node
// npm run bench:libro — el libro de préstamos con 300.000 préstamos (docs/libro.md).
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL) y carga 50.000
//    clientes, 300.000 préstamos con sus cuotas, BENCH_COBROS cobros y el libro de cada préstamo
//    (libro_reconstruir()), con INSERT … SELECT generate_series.
// 2. Mide N pagos seguidos (PATCH …/plan/cuota/:n/pagar y POST /api/cobros, cada uno con sus asientos): p95 ≤ 30 ms.
// 3. Verifica el libro entero (POST /api/contabilidad/verificacion): ≤ 60 s. Mientras corre, sigue pagando y mide
//    esos pagos: la verificación lee una instantánea y no debe bloquearlos (p95 ≤ 30 ms también).
// Los cobros de la carga no tienen aplicaciones a cuotas (así los carga el benchmark de cobros): la verificación
// encuentra esas diferencias a propósito y lo que se mide es cuánto tarda en recorrerlo todo.
// Tamaños: BENCH_PRESTAMOS, BENCH_CLIENTES, BENCH_COBROS; repeticiones: BENCH_N. Requiere `npm run build`.
/* global performance -- Node 20 */
import process from 'node:process';
import pg from 'pg';
import { escribirCifras, filaP95, numero } from './cifras.mjs';
import {
  arrancarApi,
  cargaMaquina,
  cargarCartera,
  hoyBogota,
  imprimir,
  iniciarSesion,
  medir,
  miles,
  pedir,
  percentil,
  referencia,
  ADMIN,
} from './prestamos-comun.mjs';

const PRESTAMOS = Number(process.env.BENCH_PRESTAMOS ?? 300_000);
const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 50_000);
const COBROS = Number(process.env.BENCH_COBROS ?? 300_000);
const N = Number(process.env.BENCH_N ?? 200);

/** Préstamos abiertos con una cuota por cobrar: cada pago abona 1.000 pesos a esa cuota. */
async function cuotasPorCobrar(urlBase, n) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    const { rows } = await cliente.query(
      `SELECT p.id, (SELECT min(c.numero) FROM cuotas c
                     WHERE c.prestamo_id = p.id AND c.estado IN ('pendiente', 'parcial', 'vencida')
                       AND c.monto_total - c.monto_pagado >= 100000) AS numero
       FROM prestamos p TABLESAMPLE SYSTEM (5)
       WHERE p.estado IN ('activo', 'mora', 'vencido')
       LIMIT $1`,
      [n * 4],
    );
    return rows.filter((fila) => fila.numero !== null).slice(0, n);
  } finally {
    await cliente.end();
  }
}

async function main() {
  const api = await arrancarApi('bench-libro');
  try {
    console.log(`API en ${api.url}. Carga (INSERT … SELECT generate_series):`);
    const tamano = await cargarCartera(api.urlBase, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: true, cobros: COBROS });
    console.log(`Tamaño: ${miles(tamano.prestamos)} préstamos, ${miles(tamano.cuotas)} cuotas, ${miles(tamano.cobros)} cobros.`);
    const token = await iniciarSesion(api.url, ADMIN);
    const hoy = hoyBogota();
    const cuotas = await cuotasPorCobrar(api.urlBase, 3 * N + 20);
    if (cuotas.length < 3 * N + 20) throw new Error(`Sólo ${cuotas.length} préstamos con cuotas por cobrar`);
    const pagar = (fila) => pedir(api.url, token, 'PATCH', `/prestamos/${fila.id}/plan/cuota/${fila.numero}/pagar`, { monto: 1000, fecha: hoy });
    const cobrar = (fila) => pedir(api.url, token, 'POST', '/cobros', { prestamo: fila.id, monto: 1000, fecha: hoy });

    console.log('\nReferencia:');
    await referencia(api.url);
    const resultados = [];
    console.log(`\nPagos con sus asientos en el libro, ${N} seguidos por caso:`);
    const pagos = await medir(N, (i) => pagar(cuotas[i]), 3);
    resultados.push(imprimir('pagar cuota (PATCH …/cuota/:n/pagar)', pagos, 30));
    const cobros = await medir(N, (i) => cobrar(cuotas[N + i]), 3);
    resultados.push(imprimir('registrar cobro (POST /api/cobros)', cobros, 30));
    const cifras = [filaP95('libro.pagar-cuota', pagos, 30), filaP95('libro.registrar-cobro', cobros, 30)];

    console.log('\nVerificación del libro entero, con pagos al mismo tiempo:');
    let verificando = true;
    const inicio = performance.now();
    const verificacion = pedir(api.url, token, 'POST', '/contabilidad/verificacion').finally(() => {
      verificando = false;
    });
    const tiempos = [];
    for (let i = 2 * N; verificando && i < cuotas.length; i += 1) {
      const t = performance.now();
      await pagar(cuotas[i]);
      tiempos.push(performance.now() - t);
    }
    const { data } = await verificacion;
    const segundos = (performance.now() - inicio) / 1000;
    const cumple = segundos <= 60;
    console.log(
      `  ${'verificar (POST /api/contabilidad/verificacion)'.padEnd(46)} ${segundos.toFixed(1).padStart(9)} s   ${cumple ? 'cumple' : 'NO CUMPLE'} (≤ 60 s)`,
    );
    console.log(`  ${miles(data.prestamosRevisados)} préstamos revisados; ${miles(data.descuadres.length)} descuadres (los de la carga)`);
    resultados.push(cumple);
    cifras.push({ id: 'libro.verificacion', cifra: `${numero(segundos)} s`, cumple });
    if (tiempos.length > 0) {
      const durante = { p50: percentil(tiempos, 50), p95: percentil(tiempos, 95) };
      resultados.push(imprimir(`pagos durante la verificación (${tiempos.length})`, durante, 30));
      cifras.push(filaP95('libro.pagos-en-verificacion', durante, 30));
    }
    cargaMaquina();
    escribirCifras('bench:libro', cifras);
    process.exitCode = resultados.every(Boolean) ? 0 : 1;
  } finally {
    await api.detener();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
