#!/usr/bin/env node
// npm run bench:notificaciones — la cola de notificaciones (pg-boss) con 100.000 recordatorios.
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL) con
//    NOTIFICACIONES_TRABAJADORES=0: ese proceso sólo encola.
// 2. Carga una cartera (bench/prestamos-comun.mjs) y deja BENCH_RECORDATORIOS cuotas por cobrar de préstamos abiertos
//    venciendo mañana; enciende el recordatorio de cuota y apunta el canal WhatsApp a un sumidero HTTP local.
// 3. Encolar: POST /api/notificaciones/recordatorios (el trabajo diario a pedido) — objetivo ≤ 10 s para 100.000.
// 4. Drenar: arranca una segunda API sobre la misma base con trabajadores y mide cuántos mensajes por segundo llegan
//    al sumidero (BENCH_DRENAR mensajes) — objetivo ≥ 200 mensajes/s. Comprueba que ninguno llegue dos veces.
// Tamaños: BENCH_RECORDATORIOS, BENCH_PRESTAMOS, BENCH_CLIENTES, BENCH_DRENAR. Requiere `npm run build`.
/* global Buffer, performance -- Node 20 */
import { createServer } from 'node:http';
import process from 'node:process';
import pg from 'pg';
import { arrancarApi, cargaMaquina, cargarCartera, hoyBogota, iniciarSesion, miles, pedir, ADMIN } from './prestamos-comun.mjs';
import { escribirCifras, numero } from './cifras.mjs';

const RECORDATORIOS = Number(process.env.BENCH_RECORDATORIOS ?? 100_000);
const PRESTAMOS = Number(process.env.BENCH_PRESTAMOS ?? 40_000);
const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 20_000);
const DRENAR = Number(process.env.BENCH_DRENAR ?? 20_000);
const TRABAJADORES = process.env.BENCH_TRABAJADORES ?? '4';

function manana() {
  const [a, m, d] = hoyBogota().split('-').map(Number);
  return new Date(Date.UTC(a, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Sumidero HTTP: cuenta las entregas y las referencias repetidas. */
async function sumidero() {
  const referencias = new Set();
  const estado = { recibidos: 0, repetidos: 0, primero: 0, ultimo: 0 };
  const servidor = createServer((peticion, respuesta) => {
    const partes = [];
    peticion.on('data', (parte) => partes.push(parte));
    peticion.on('end', () => {
      const { reference } = JSON.parse(Buffer.concat(partes).toString('utf8'));
      if (referencias.has(reference)) estado.repetidos += 1;
      referencias.add(reference);
      estado.recibidos += 1;
      estado.ultimo = performance.now();
      if (estado.recibidos === 1) estado.primero = estado.ultimo;
      respuesta.writeHead(200, { 'content-type': 'application/json' });
      respuesta.end('{"ok":true}');
    });
  });
  servidor.keepAliveTimeout = 30_000;
  await new Promise((listo) => servidor.listen(0, '127.0.0.1', listo));
  return { url: `http://127.0.0.1:${servidor.address().port}/mensajes`, estado, cerrar: () => new Promise((r) => servidor.close(r)) };
}

/** Deja `cantidad` cuotas por cobrar de préstamos abiertos venciendo `fecha`. */
async function prepararCuotas(urlBase, fecha, cantidad) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    const inicio = Date.now();
    await cliente.query(`UPDATE configuracion_organizacion SET recordatorio_cuota = true, telefono_empresa = '6015550000' WHERE id = 1`);
    const { rowCount } = await cliente.query(
      `UPDATE cuotas c SET fecha_programada = $1::date
       FROM (SELECT c.id FROM cuotas c JOIN prestamos p ON p.id = c.prestamo_id
             WHERE c.estado IN ('pendiente', 'parcial') AND p.estado IN ('activo', 'mora', 'vencido')
             ORDER BY c.id LIMIT $2) AS elegidas
       WHERE c.id = elegidas.id`,
      [fecha, cantidad],
    );
    await cliente.query('ANALYZE cuotas');
    // Las que ya vencían ese día (la carga reparte fechas) también llevan recordatorio.
    const [{ total }] = (
      await cliente.query(
        `SELECT count(*)::int AS total FROM cuotas c JOIN prestamos p ON p.id = c.prestamo_id
         WHERE c.fecha_programada = $1::date AND c.estado IN ('pendiente', 'parcial') AND p.estado IN ('activo', 'mora', 'vencido')`,
        [fecha],
      )
    ).rows;
    console.log(`  ${miles(rowCount)} cuotas movidas; ${miles(total)} por cobrar venciendo el ${fecha}: ${Date.now() - inicio} ms`);
    return total;
  } finally {
    await cliente.end();
  }
}

async function main() {
  const sink = await sumidero();
  const api = await arrancarApi('bench-notificaciones', { NOTIFICACIONES_TRABAJADORES: '0' });
  let trabajadora;
  try {
    console.log(`API (sólo encola) en ${api.url}. Carga (INSERT … SELECT generate_series):`);
    const tamano = await cargarCartera(api.urlBase, { clientes: CLIENTES, prestamos: PRESTAMOS, conCuotas: true, cobros: 0 });
    console.log(`Tamaño: ${miles(tamano.clientes)} clientes, ${miles(tamano.prestamos)} préstamos.`);
    const fecha = manana();
    const cuotas = await prepararCuotas(api.urlBase, fecha, RECORDATORIOS);
    const token = await iniciarSesion(api.url, ADMIN);
    await pedir(api.url, token, 'PUT', '/notificaciones/canales/whatsapp', {
      activo: true,
      url: sink.url,
      token: 'token-bench',
      cuerpo: '{"to": "{{telefono}}", "message": "{{mensaje}}", "reference": "{{id}}"}',
    });

    cargaMaquina();
    const inicio = performance.now();
    const { data } = await pedir(api.url, token, 'POST', '/notificaciones/recordatorios', { fecha });
    const segundos = (performance.now() - inicio) / 1000;
    const cumpleEncolar = data.encolados === cuotas && segundos <= 10;
    console.log(
      `  encolar ${miles(data.encolados)} recordatorios (un mensaje; destinatario + trabajo pg-boss por cuota; una transacción): ${segundos.toFixed(2)} s   ${cumpleEncolar ? 'cumple' : 'NO CUMPLE'} (≤ 10 s)`,
    );

    console.log(`\nDrenado: segunda API con ${TRABAJADORES} trabajadores, lote 100, sondeo 500 ms, contra el sumidero local.`);
    trabajadora = await arrancarApi('bench-notificaciones-trabajadora', {
      DATABASE_URL: api.urlBase,
      NOTIFICACIONES_TRABAJADORES: TRABAJADORES,
      NOTIFICACIONES_LOTE: '100',
      NOTIFICACIONES_SONDEO_MS: '500',
    });
    const meta = Math.min(DRENAR, data.encolados);
    const limite = Date.now() + 600_000;
    while (sink.estado.recibidos < meta && Date.now() < limite) await new Promise((r) => setTimeout(r, 100));
    const ventana = (sink.estado.ultimo - sink.estado.primero) / 1000;
    const porSegundo = (sink.estado.recibidos - 1) / ventana;
    cargaMaquina();
    console.log(
      `  ${miles(sink.estado.recibidos)} mensajes entregados en ${ventana.toFixed(1)} s: ${porSegundo.toFixed(0)} mensajes/s   ${porSegundo >= 200 ? 'cumple' : 'NO CUMPLE'} (≥ 200/s); repetidos: ${sink.estado.repetidos}`,
    );
    escribirCifras('bench:notificaciones', [
      { id: 'notificaciones.encolar', cifra: `${numero(segundos, 2)} s (${miles(data.encolados)})`, cumple: cumpleEncolar },
      { id: 'notificaciones.drenar', cifra: `${numero(porSegundo, 0)} mensajes/s`, cumple: porSegundo >= 200 },
      { id: 'notificaciones.repetidas', cifra: String(sink.estado.repetidos), cumple: sink.estado.repetidos === 0 },
    ]);
    if (!cumpleEncolar || porSegundo < 200 || sink.estado.repetidos > 0) process.exitCode = 1;
  } finally {
    await trabajadora?.detener();
    await api.detener();
    await sink.cerrar();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
