#!/usr/bin/env node
// npm run bench:libro — el libro de préstamos y el libro mayor con 300.000 préstamos (docs/libro.md,
// docs/contabilidad.md).
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL) y carga 50.000
//    clientes, 300.000 préstamos con sus cuotas (≈ 5.000.000), BENCH_COBROS cobros (1.750.000), el libro de cada
//    préstamo (libro_reconstruir()) y su libro mayor (un comprobante por desembolso y por cobro: ≈ 10.000.000 de
//    líneas), con INSERT … SELECT generate_series.
// 2. Mide N pagos seguidos (PATCH …/plan/cuota/:n/pagar y POST /api/cobros, cada uno con su asiento y su
//    comprobante): p95 ≤ 50 ms.
// 3. La sincronización de la tarde: 100 cobradores envían a la vez los 40 cobros de su cola, cada uno con su
//    Idempotency-Key, y después los reenvían todos (respuesta perdida): cada cobro queda una sola vez, ≤ 90 s.
// 4. El balance de prueba del mes sobre todo el libro mayor: ≤ 2 s.
// 5. Verifica el libro y el mayor enteros (POST /api/contabilidad/verificacion): ≤ 60 s. Mientras corre, sigue
//    pagando y mide esos pagos: la verificación lee una instantánea y no debe bloquearlos (p95 ≤ 100 ms).
// Los cobros de la carga no tienen aplicaciones a cuotas (así los carga el benchmark de cobros): la verificación
// encuentra esas diferencias a propósito y lo que se mide es cuánto tarda en recorrerlo todo.
// Tamaños: BENCH_PRESTAMOS, BENCH_CLIENTES, BENCH_COBROS; repeticiones: BENCH_N. Requiere `npm run build`.
// BENCH_SOLO_CARGA=1 (con BENCH_DATABASE_URL): sólo carga y deja la base para medir aparte.
// BENCH_POLITICAS=alternar (o sin-primero): mide los pasos 2 a 5 dos veces sobre la misma carga, con la seguridad por
// filas prendida y apagada (bench/lib/politicas.mjs), e imprime lo que cuestan las políticas en cada uno.
/* global performance -- Node 20 */
import process from 'node:process';
import { randomUUID } from 'node:crypto';
import { setTimeout as esperar } from 'node:timers/promises';
import pg from 'pg';
import { filaP95, numero } from './cifras.mjs';
import {
  hoyBogota,
  iniciarSesion,
  medir,
  miles,
  pedir,
  percentil,
  referencia,
  ADMIN,
  tamanosDeLaCorrida,
} from './prestamos-comun.mjs';
import { cargarCarteraConMayor, correrBenchmark } from './lib/corrida.mjs';
import { interruptorDePoliticas, variantesDePoliticas } from './lib/politicas.mjs';

const { PRESTAMOS, CLIENTES, COBROS, N } = tamanosDeLaCorrida({ cobros: 1_750_000, n: 200 });
const COBRADORES_TARDE = Number(process.env.BENCH_COBRADORES_TARDE ?? 100);
/** Como el cliente del portal (packages/plataforma/src/http.ts, REINTENTOS_SIN_SERVICIO): un 503 se reenvía 6 veces. */
const REINTENTOS_SIN_SERVICIO = 6;
const COLA = Number(process.env.BENCH_COLA ?? 40);

/** Préstamos abiertos con una cuota por cobrar: cada pago abona 1.000 pesos a esa cuota. */
async function cuotasPorCobrar(urlBase, n) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    const { rows } = await cliente.query(
      `SELECT p.id, (SELECT min(c.numero) FROM cuotas c
                     WHERE c.prestamo_id = p.id AND c.estado IN ('pendiente', 'parcial', 'vencida')
                       AND c.monto_total - c.monto_pagado >= 100000) AS numero
       FROM prestamos p TABLESAMPLE SYSTEM (${Math.min(100, Math.ceil(n / 800))})
       WHERE p.estado IN ('activo', 'mora', 'vencido')
       LIMIT $1`,
      [n * 4],
    );
    return rows.filter((fila) => fila.numero !== null).slice(0, n);
  } finally {
    await cliente.end();
  }
}

/**
 * La tarde: `COBRADORES_TARDE` cobradores con `COLA` préstamos cada uno envían su cola a la vez (cada cobrador en orden,
 * como Mi Ruta), cada cobro con su Idempotency-Key; después reenvían todo con las mismas claves. Devuelve los segundos
 * del envío y cuántos cobros quedaron.
 */
async function sincronizacionDeLaTarde(api, token, prestamos, hoy, sufijo) {
  const cliente = new pg.Client({ connectionString: api.urlBase });
  await cliente.connect();
  const cobradores = [];
  try {
    for (let i = 0; i < COBRADORES_TARDE; i += 1) {
      const credenciales = { email: `bench.tarde${sufijo}${i}@cartera.local`, password: 'clave-de-benchmark-123' };
      const creado = await pedir(api.url, token, 'POST', '/cobradores', {
        nombre: `Cobrador Tarde ${sufijo}${i}`,
        ...credenciales,
      });
      const id = creado.data?._id ?? creado.data?.data?._id;
      const suyos = prestamos.slice(i * COLA, (i + 1) * COLA).map((p) => p.id);
      await cliente.query(`UPDATE prestamos SET cobrador_id = $1 WHERE id = ANY($2::uuid[])`, [id, suyos]);
      await cliente.query(
        `UPDATE clientes SET cobrador_id = $1 WHERE id IN (SELECT cliente_id FROM prestamos WHERE id = ANY($2::uuid[]))`,
        [id, suyos],
      );
      cobradores.push({
        id,
        token: await iniciarSesion(api.url, credenciales),
        cola: suyos.map((p) => ({ prestamo: p, clave: randomUUID() })),
      });
    }
    let reintentos = 0;
    /** Un cobro como lo envía el portal (http.ts): un 503 (la base ocupada) se reenvía con la misma clave y una espera
     *  que crece (1, 2, 4, 8… s, REINTENTOS_SIN_SERVICIO veces); cada reenvío se cuenta y se informa. */
    const enviarCobro = async (t, prestamo, clave) => {
      for (let intento = 0; ; intento += 1) {
        const r = await fetch(`${api.url}/api/cobros`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${t}`,
            'content-type': 'application/json',
            'idempotency-key': clave,
          },
          body: JSON.stringify({ prestamo, monto: 1000, fecha: hoy }),
        });
        const cuerpo = await r.json().catch(() => ({}));
        if (r.status === 503 && intento < REINTENTOS_SIN_SERVICIO) {
          reintentos += 1;
          await esperar(1000 * 2 ** Math.min(intento, 3));
          continue;
        }
        // Aplicado (201), o ya aplicado con esa clave (la respuesta guardada o 409 IDEMPOTENCIA_APLICADA).
        if (!r.ok && cuerpo.code !== 'IDEMPOTENCIA_APLICADA') {
          throw new Error(`cobro de la cola (${prestamo}): ${r.status} ${cuerpo.code} ${cuerpo.message}`);
        }
        return;
      }
    };
    const enviar = async ({ token: t, cola }) => {
      for (const { prestamo, clave } of cola) await enviarCobro(t, prestamo, clave);
    };
    const inicio = performance.now();
    await Promise.all(cobradores.map(enviar));
    const segundos = (performance.now() - inicio) / 1000;
    await Promise.all(cobradores.map(enviar));
    const { rows } = await cliente.query(
      `SELECT count(*)::int AS cobros, count(DISTINCT co.id)::int AS distintos
       FROM cobros co WHERE co.en_poder_de = ANY($1::uuid[])`,
      [cobradores.map((c) => c.id)],
    );
    const { rows: mayor } = await cliente.query(
      `SELECT count(DISTINCT l.cobro_id)::int AS comprobados FROM contabilidad_lineas l
       JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE c.cobrador_id = ANY($1::uuid[])`,
      [cobradores.map((c) => c.id)],
    );
    return { segundos, reintentos, cobros: rows[0].cobros, comprobados: mayor[0].comprobados };
  } finally {
    await cliente.end();
  }
}

correrBenchmark('bench:libro', async (api, corrida) => {
  await cargarCarteraConMayor(api, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: true, cobros: COBROS });
  // BENCH_SOLO_CARGA=1 con BENCH_DATABASE_URL: deja la base cargada y no mide (para medir la verificación por
  // partes sobre una base que se conserva).
  if (process.env.BENCH_SOLO_CARGA === '1') return;
  const token = await iniciarSesion(api.url, ADMIN);
  const hoy = hoyBogota();
  const variantes = variantesDePoliticas();
  const porVariante = 3 * N + 20 + COBRADORES_TARDE * COLA;
  const todas = await cuotasPorCobrar(api.urlBase, porVariante * variantes.length);
  if (todas.length < porVariante * variantes.length) throw new Error(`Sólo ${todas.length} préstamos con cuotas por cobrar`);
  const politicas = variantes[0] === null ? null : await interruptorDePoliticas(api.urlBase);
  const medidas = [];
  try {
    for (const [v, variante] of variantes.entries()) {
      if (politicas) {
        await (variante === 'sin políticas' ? politicas.apagar() : politicas.prender());
        console.log(`\n=== ${variante} (${politicas.tablas} tablas) ===`);
      }
      const cuotas = todas.slice(v * porVariante, (v + 1) * porVariante);
      const deLaTarde = cuotas.splice(cuotas.length - COBRADORES_TARDE * COLA);
      medidas.push({ variante, ...(await medirPasos(api, token, corrida, cuotas, deLaTarde, hoy, v)) });
    }
  } finally {
    await politicas?.prender();
    await politicas?.cerrar();
  }
  if (politicas) compararPoliticas(medidas);
  // Las cifras de docs/rendimiento.md son las de la base tal como se usa: con sus políticas.
  return medidas.find((m) => m.variante !== 'sin políticas').cifras;
});

/** Lo que cuestan las políticas en cada paso: cuánto más tarda con ellas que sin ellas (objetivo del issue 68, ≤ 10 %). */
function compararPoliticas(medidas) {
  const con = medidas.find((m) => m.variante === 'con políticas');
  const sin = medidas.find((m) => m.variante === 'sin políticas');
  console.log('\nLo que cuestan las políticas (con ÷ sin − 1; ≤ 10 %):');
  for (const clave of Object.keys(con.resumen)) {
    const costo = con.resumen[clave] / sin.resumen[clave] - 1;
    console.log(
      `  ${clave.padEnd(46)} ${con.resumen[clave].toFixed(1).padStart(9)} contra ${sin.resumen[clave].toFixed(1).padStart(9)}   ` +
        `${(costo * 100).toFixed(1).padStart(6)} %   ${costo <= 0.1 ? 'cumple' : 'NO cumple'}`,
    );
  }
}

/** Los pasos 2 a 5 con `cuotas` y las colas de `deLaTarde`; devuelve sus cifras y un resumen (p95 en ms, segundos). */
async function medirPasos(api, token, corrida, cuotas, deLaTarde, hoy, sufijo) {
  const pagar = (fila) =>
    pedir(api.url, token, 'PATCH', `/prestamos/${fila.id}/plan/cuota/${fila.numero}/pagar`, {
      monto: 1000,
      fecha: hoy,
    });
  const cobrar = (fila) =>
    pedir(api.url, token, 'POST', '/cobros', { prestamo: fila.id, monto: 1000, fecha: hoy });

  console.log('\nReferencia:');
  await referencia(api.url);
  console.log(`\nPagos con su asiento y su comprobante, ${N} seguidos por caso:`);
  const pagos = await medir(N, (i) => pagar(cuotas[i]), 3);
  corrida.caso('pagar cuota (PATCH …/cuota/:n/pagar)', pagos, 50);
  const cobros = await medir(N, (i) => cobrar(cuotas[N + i]), 3);
  corrida.caso('registrar cobro (POST /api/cobros)', cobros, 50);
  const cifras = [filaP95('libro.pagar-cuota', pagos, 50), filaP95('libro.registrar-cobro', cobros, 50)];

  console.log(
    `\nLa tarde: ${COBRADORES_TARDE} cobradores envían a la vez ${COLA} cobros cada uno, y los reenvían:`,
  );
  const tarde = await sincronizacionDeLaTarde(api, token, deLaTarde, hoy, sufijo);
  const esperados = COBRADORES_TARDE * COLA;
  const unaVez = tarde.cobros === esperados && tarde.comprobados === esperados;
  const tardeCumple = unaVez && tarde.segundos <= 90;
  console.log(
    `  ${'enviar las colas (POST /api/cobros con clave)'.padEnd(46)} ${tarde.segundos.toFixed(1).padStart(9)} s   ` +
      `${tardeCumple ? 'cumple' : 'NO CUMPLE'} (≤ 90 s; ${miles(tarde.cobros)} cobros y ${miles(tarde.comprobados)} ` +
      `con comprobante de ${miles(esperados)}, una vez cada uno tras reenviar todo; ${tarde.reintentos} reintentos tras un 503)`,
  );
  corrida.anotar(tardeCumple);
  cifras.push({
    id: 'libro.sincronizacion-tarde',
    cifra: `${numero(tarde.segundos)} s; ${miles(tarde.cobros)} de ${miles(esperados)} una vez; ${tarde.reintentos} reintentos`,
    cumple: tardeCumple,
  });

  const mes = `${hoy.slice(0, 8)}01`;
  console.log(`\nBalance de prueba del mes (${mes} a ${hoy}) sobre todo el libro mayor, 10 veces:`);
  const balance = await medir(
    10,
    () => pedir(api.url, token, 'GET', `/contabilidad/balance-prueba?desde=${mes}&hasta=${hoy}`),
    1,
  );
  corrida.caso('balance de prueba (GET …/balance-prueba)', balance, 2000);
  cifras.push(filaP95('libro.balance-prueba', balance, 2000));

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
  console.log(
    `  ${miles(data.prestamosRevisados)} préstamos revisados; ${miles(data.cantidadDescuadres)} descuadres (los de la carga)`,
  );
  corrida.anotar(cumple);
  cifras.push({ id: 'libro.verificacion', cifra: `${numero(segundos)} s`, cumple });
  if (tiempos.length > 0) {
    const durante = { p50: percentil(tiempos, 50), p95: percentil(tiempos, 95) };
    corrida.caso(`pagos durante la verificación (${tiempos.length})`, durante, 100);
    cifras.push(filaP95('libro.pagos-en-verificacion', durante, 100));
  }
  const resumen = {
    'pagar cuota, p95 (ms)': pagos.p95,
    'registrar cobro, p95 (ms)': cobros.p95,
    'la tarde (s)': tarde.segundos,
    'balance de prueba, p95 (ms)': balance.p95,
    'verificación (s)': segundos,
  };
  return { cifras, resumen };
}
