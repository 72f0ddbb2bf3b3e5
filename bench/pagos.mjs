#!/usr/bin/env node
// npm run bench:pagos — extractos y eventos de la pasarela con 300.000 préstamos
// (docs/decisiones/pagos-por-transferencia.md).
//
// 1. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL) y carga 50.000
//    clientes y 300.000 préstamos con sus cuotas y su libro mayor (INSERT … SELECT generate_series), y una cuenta de
//    recaudo.
// 2. Un extracto de BENCH_LINEAS (10.000) créditos de 1.000 pesos: 40 % con la referencia de pago de un préstamo
//    abierto, 20 % con la cédula de su cliente (sin ceros, como la escribe el banco) y 40 % sin dueño.
//    a) Lo que espera la oficina (objetivo ≤ 30 s): POST /api/pagos/extractos guarda las líneas, las cruza (los
//       préstamos que nombran, leídos por índice, y la regla cruzarExtracto) y responde.
//    b) Aparte, hasta que el trabajo de pg-boss aplicó cada línea cruzada (un cobro del núcleo de dinero por línea) y
//       cada una en suspenso (su comprobante): GET /api/pagos/extractos/:id?detalle=no hasta «aplicado»; en SQL, cada
//       línea cruzada con un solo cobro.
//    c) El mismo extracto otra vez: todo repetido, ningún cobro más.
// 3. BENCH_EVENTOS (2.000) eventos APPROVED de Wompi firmados, BENCH_EVENTOS_SEG (200) por segundo, cada uno
//    entregado dos veces a la vez: la tasa a la que la API los aceptó (verificados y guardados) y, aparte, hasta que el
//    trabajo los aplicó; en SQL, cada transacción en un solo cobro.
// Tamaños: BENCH_PRESTAMOS, BENCH_CLIENTES, BENCH_LINEAS, BENCH_EVENTOS, BENCH_EVENTOS_SEG. Requiere `npm run build`.
/* global Buffer, performance -- Node 20 */
import { createHash, randomUUID } from 'node:crypto';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import pg from 'pg';
import dominio from '../packages/dominio/dist/index.js';
import { numero } from './cifras.mjs';
import { cargarCarteraConMayor, correrBenchmark } from './lib/corrida.mjs';
import { ADMIN, hoyBogota, iniciarSesion, miles, pedir, percentil, tamanosDeLaCorrida } from './prestamos-comun.mjs';

const { cedulaSinCeros, referenciaPago } = dominio;

const { PRESTAMOS, CLIENTES } = tamanosDeLaCorrida();
const LINEAS = Number(process.env.BENCH_LINEAS ?? 10_000);
const EVENTOS = Number(process.env.BENCH_EVENTOS ?? 2_000);
const EVENTOS_SEG = Number(process.env.BENCH_EVENTOS_SEG ?? 200);
const SECRETO = 'bench-secreto-de-eventos';
const OBJETIVO_IMPORTACION_S = 30;

/** Préstamos abiertos al azar con la cédula de su cliente, distintos entre sí. */
async function prestamosAbiertos(db, n) {
  const { rows } = await db.query(
    `SELECT p.id, p.numero::text AS numero, c.cedula FROM prestamos p JOIN clientes c ON c.id = p.cliente_id
     WHERE p.estado IN ('activo', 'mora', 'vencido') AND p.saldo_pendiente >= 10000
     ORDER BY md5(p.id::text) LIMIT $1`,
    [n],
  );
  return rows;
}

/** El extracto: CSV con `;`, fechas dd/mm/aaaa y valores a la colombiana. */
function extracto(prestamos, hoy) {
  const fecha = `${hoy.slice(8, 10)}/${hoy.slice(5, 7)}/${hoy.slice(0, 4)}`;
  const filas = ['Fecha;Descripción;Valor'];
  const lineas = [];
  for (let i = 0; i < LINEAS; i += 1) {
    const p = prestamos[i % prestamos.length];
    const descripcion =
      i % 5 < 2
        ? `PAGO BRE-B REF ${referenciaPago(Number(p.numero))}`
        : i % 5 === 2
          ? `TRANSF CC ${cedulaSinCeros(p.cedula)}`
          : `CONSIGNACION SIN REFERENCIA`;
    filas.push(`${fecha};${descripcion};1.000`);
    lineas.push({ fecha: hoy, descripcion, valor: 1000, referencia: null });
  }
  return { csv: Buffer.from(filas.join('\n')), lineas };
}

/** Espera hasta que el trabajo aplicó el extracto; devuelve los segundos desde `inicio`. */
async function esperarExtracto(api, token, id, inicio) {
  for (;;) {
    const r = await pedir(api.url, token, 'GET', `/pagos/extractos/${id}?detalle=no`);
    if (r.data.estado === 'aplicado') return (performance.now() - inicio) / 1000;
    await esperar(500);
  }
}

/** Espera hasta que no quede ningún evento por aplicar; devuelve los segundos desde `inicio`. */
async function esperarEventos(db, inicio) {
  for (;;) {
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM pagos_eventos WHERE resultado = 'por_aplicar'`);
    if (rows[0].n === 0) return (performance.now() - inicio) / 1000;
    await esperar(500);
  }
}

async function subirExtracto(api, token, cuenta, csv) {
  const limite = `----bench${randomUUID()}`;
  const partes = [
    `--${limite}\r\nContent-Disposition: form-data; name="cuenta"\r\n\r\n${cuenta}\r\n`,
    `--${limite}\r\nContent-Disposition: form-data; name="columnas"\r\n\r\n${JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor' })}\r\n`,
    `--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="extracto.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ];
  const cuerpo = Buffer.concat([Buffer.from(partes.join('')), csv, Buffer.from(`\r\n--${limite}--\r\n`)]);
  const inicio = performance.now();
  const r = await fetch(`${api.url}/api/pagos/extractos`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${limite}`,
      'idempotency-key': randomUUID(),
    },
    body: cuerpo,
  });
  const json = await r.json();
  if (!r.ok) throw new Error(`POST /pagos/extractos: ${r.status} ${json.message}`);
  return { inicio, segundos: (performance.now() - inicio) / 1000, resultado: json.data };
}

/** Un evento transaction.updated firmado como lo documenta Wompi. */
function evento(id, referencia) {
  const timestamp = Math.floor(Date.now() / 1000);
  const t = { id, status: 'APPROVED', amount_in_cents: 100_000, reference: referencia, currency: 'COP' };
  const checksum = createHash('sha256')
    .update(`${t.id}${t.status}${t.amount_in_cents}${timestamp}${SECRETO}`)
    .digest('hex')
    .toUpperCase();
  return JSON.stringify({
    event: 'transaction.updated',
    data: { transaction: t },
    signature: {
      properties: ['transaction.id', 'transaction.status', 'transaction.amount_in_cents'],
      checksum,
    },
    timestamp,
  });
}

/** EVENTOS eventos a EVENTOS_SEG por segundo, cada uno dos veces a la vez. */
async function eventos(api, prestamos) {
  const tiempos = [];
  const errores = [];
  const enviados = [];
  const inicio = performance.now();
  for (let i = 0; i < EVENTOS; i += 1) {
    const espera = inicio + (i * 1000) / EVENTOS_SEG - performance.now();
    if (espera > 0) await esperar(espera);
    const cuerpo = evento(`bench-${i}`, referenciaPago(Number(prestamos[i % prestamos.length].numero)));
    for (let copia = 0; copia < 2; copia += 1) {
      const t0 = performance.now();
      enviados.push(
        fetch(`${api.url}/api/pagos/eventos/wompi`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: cuerpo,
        })
          .then(async (r) => {
            tiempos.push(performance.now() - t0);
            if (!r.ok) errores.push(`${r.status} ${(await r.json()).message}`);
          })
          .catch((e) => errores.push(String(e))),
      );
    }
  }
  await Promise.all(enviados);
  const segundos = (performance.now() - inicio) / 1000;
  return {
    segundos,
    tasa: EVENTOS / segundos,
    p50: percentil(tiempos, 50),
    p95: percentil(tiempos, 95),
    errores,
  };
}

correrBenchmark('bench:pagos', async (api, corrida) => {
  const db = new pg.Client({ connectionString: api.urlBase });
  try {
    const tamano = await cargarCarteraConMayor(api, {
      clientes: CLIENTES,
      prestamos: PRESTAMOS,
      conCuotas: true,
      cobros: 0,
    });
    await db.connect();
    const token = await iniciarSesion(api.url, ADMIN);
    const hoy = hoyBogota();
    const cuenta = (
      await pedir(api.url, token, 'POST', '/pagos/cuentas', {
        tipo: 'banco',
        nombre: 'Banco del bench',
        identificador: '9876543210',
      })
    ).data;
    const abiertos = await prestamosAbiertos(db, Math.ceil(LINEAS / 5) * 3 + EVENTOS);
    const paraExtracto = abiertos.slice(0, Math.ceil(LINEAS / 5) * 3);
    const paraEventos = abiertos.slice(paraExtracto.length);
    if (paraEventos.length < Math.min(EVENTOS, 1)) throw new Error('No hay préstamos abiertos suficientes');

    const { csv } = extracto(paraExtracto, hoy);
    console.log(`\nExtracto de ${miles(LINEAS)} líneas contra ${miles(tamano.prestamos)} préstamos:`);
    const importacion = await subirExtracto(api, token, cuenta._id, csv);
    const cumpleImportacion = importacion.segundos <= OBJETIVO_IMPORTACION_S;
    const r = importacion.resultado;
    console.log(
      `  importación (guardar, cruzar y responder)     ${numero(importacion.segundos, 2)} s   ${cumpleImportacion ? 'cumple' : 'NO CUMPLE'} (≤ ${OBJETIVO_IMPORTACION_S} s)` +
        ` — ${miles(r.conciliadas)} cruzadas, ${miles(r.enSuspenso)} al suspenso; ${r.estado} ${miles(r.progreso.hechas)}/${miles(r.progreso.total)}`,
    );
    const aplicacion = await esperarExtracto(api, token, r.id, importacion.inicio);
    const { rows: lineasAplicadas } = await db.query(
      `SELECT count(*) FILTER (WHERE l.estado = 'conciliada')::int AS conciliadas,
              count(*) FILTER (WHERE l.estado = 'en_suspenso')::int AS en_suspenso,
              count(*) FILTER (WHERE l.estado = 'por_aplicar')::int AS por_aplicar,
              count(*) FILTER (WHERE l.estado = 'conciliada' AND (SELECT count(*) FROM pagos_lineas_cobros lc WHERE lc.linea_id = l.id) <> 1)::int AS sin_un_cobro,
              (SELECT count(*)::int FROM cobros WHERE cuenta_pago_id = $2) AS cobros
       FROM pagos_extracto_lineas l WHERE l.extracto_id = $1`,
      [r.id, cuenta._id],
    );
    const a = lineasAplicadas[0];
    const aplicadoUnaVez = a.por_aplicar === 0 && a.sin_un_cobro === 0 && a.cobros === a.conciliadas;
    console.log(
      `  hasta aplicar cada línea (trabajo por lotes)  ${numero(aplicacion, 1)} s desde el envío (${numero(a.conciliadas / Math.max(aplicacion - importacion.segundos, 0.001), 0)} cobros/s)` +
        ` — ${miles(a.conciliadas)} con su cobro, ${miles(a.en_suspenso)} en suspenso: ${aplicadoUnaVez ? 'cada una una sola vez' : 'NO una sola vez'}`,
    );
    const { rows: antes } = await db.query(
      `SELECT count(*)::int AS n FROM cobros WHERE cuenta_pago_id = $1`,
      [cuenta._id],
    );
    const otraVez = await subirExtracto(api, token, cuenta._id, csv);
    const { rows: despues } = await db.query(
      `SELECT count(*)::int AS n FROM cobros WHERE cuenta_pago_id = $1`,
      [cuenta._id],
    );
    const idempotente = otraVez.resultado.repetidas === LINEAS && despues[0].n === antes[0].n;
    console.log(
      `  el mismo extracto otra vez                    ${numero(otraVez.segundos, 1)} s — ${miles(otraVez.resultado.repetidas)} repetidas, ` +
        `${miles(despues[0].n - antes[0].n)} cobros nuevos (${idempotente ? 'nada se suma' : 'SE SUMÓ ALGO'})`,
    );

    await pedir(api.url, token, 'PUT', '/pagos/proveedores/wompi', {
      secretoEventos: SECRETO,
      cuenta: cuenta._id,
    });
    console.log(
      `\n${miles(EVENTOS)} eventos de Wompi a ${EVENTOS_SEG}/s, cada uno entregado dos veces a la vez:`,
    );
    const inicioEventos = performance.now();
    const e = await eventos(api, paraEventos);
    const aplicadosEn = await esperarEventos(db, inicioEventos);
    const { rows: aplicados } = await db.query(
      `SELECT count(*)::int AS eventos, count(DISTINCT e.cobro_id)::int AS cobros,
              (SELECT count(*)::int FROM cobros WHERE referencia_pago LIKE 'Wompi bench-%') AS en_cobros
       FROM pagos_eventos e WHERE e.transaccion LIKE 'bench-%' AND e.resultado = 'cobro'`,
    );
    const unaVez =
      aplicados[0].eventos === EVENTOS &&
      aplicados[0].cobros === EVENTOS &&
      aplicados[0].en_cobros === EVENTOS;
    const cumpleTasa = e.tasa >= EVENTOS_SEG * 0.95 && e.errores.length === 0;
    console.log(
      `  ${numero(e.tasa, 0)} eventos/s aceptados en ${numero(e.segundos, 1)} s (p50 ${numero(e.p50)} ms, p95 ${numero(e.p95)} ms por entrega); ` +
        `${e.errores.length} errores${e.errores.length ? ` (${e.errores.slice(0, 3).join('; ')})` : ''}`,
    );
    console.log(
      `  hasta aplicar cada evento (trabajo por lotes) ${numero(aplicadosEn, 1)} s desde el primero; ` +
        `${miles(aplicados[0].cobros)} cobros de ${miles(EVENTOS)} transacciones: ${unaVez ? 'cada una una sola vez' : 'NO una sola vez'}`,
    );
    corrida.anotar(cumpleImportacion && idempotente && aplicadoUnaVez && cumpleTasa && unaVez);
    return [
      {
        id: 'pagos.cruce',
        cifra: `${numero(importacion.segundos, 2)} s (aplicado en ${numero(aplicacion, 1)} s)`,
        cumple: cumpleImportacion && idempotente && aplicadoUnaVez,
      },
      {
        id: 'pagos.eventos',
        cifra: `${numero(e.tasa, 0)} eventos/s, p95 ${numero(e.p95)} ms, aplicados en ${numero(aplicadosEn, 1)} s, ${unaVez ? 'una vez cada uno' : 'repetidos'}`,
        cumple: cumpleTasa && unaVez,
      },
    ];
  } finally {
    await db.end().catch(() => undefined);
  }
});
