#!/usr/bin/env node
// npm run bench:auditoria — qué tan rápida es la auditoría con 1.000.000 de eventos.
//
// 1. Arranca la API construida sobre su propio PostgreSQL embebido desechable (bench/prestamos-comun.mjs: arrancarApi).
// 2. Carga BENCH_EVENTOS (1.000.000) eventos de los últimos 365 días con un INSERT … SELECT generate_series (sin
//    índices durante la carga, recreados después; el disparador de conteos por día corre una vez por sentencia) y
//    VACUUM ANALYZE.
// 3. Mide N=100 GET /api/auditoria?page=1&limit=10 seguidos por filtro (lista con su total exacto), el resumen
//    GET /api/auditoria/resumen y un exporte CSV en flujo, e imprime p50/p95 contra el objetivo p95 ≤ 50 ms.
// Requiere `npm run build`. Imprime las cifras y reescribe sus filas de la tabla de docs/rendimiento.md
// (bench/cifras.mjs; BENCH_SIN_DOCS=1 no la toca).
/* global performance, URLSearchParams -- Node 20 */
import process from 'node:process';
import pg from 'pg';
import {
  ADMIN,
  arrancarApi,
  cargaMaquina,
  iniciarSesion,
  medir,
  miles,

  pedir,
  referencia,
  imprimir,
  hoyBogota,
} from './prestamos-comun.mjs';
import { escribirCifras, filaPeorP95, numero } from './cifras.mjs';

const EVENTOS = Number(process.env.BENCH_EVENTOS ?? 1_000_000);
const N = Number(process.env.BENCH_N ?? 100);
const OBJETIVO_MS = 50;

async function cargar(urlBase) {
  const cliente = new pg.Client({ connectionString: urlBase });
  await cliente.connect();
  try {
    const { rows: indices } = await cliente.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'auditoria' AND indexname <> 'auditoria_pkey'`,
    );
    for (const i of indices) await cliente.query(`DROP INDEX ${i.indexname}`);
    let inicio = performance.now();
    await cliente.query(
      `INSERT INTO auditoria (fecha, usuario_id, usuario, accion, modulo, detalles, ip, tipo, resultado, datos_anteriores, datos_nuevos)
       SELECT now() - (g * (365 * 86400.0 / $1)) * interval '1 second',
              NULL,
              'Usuario ' || (g % 50),
              (ARRAY['Crear cliente','Actualizar cliente','Registrar cobro','Crear préstamo','Inicio de sesión','Eliminar cobro','Generar reporte'])[1 + g % 7],
              (ARRAY['Clientes','Préstamos','Cobros','Cobradores','Usuarios','Garantías','Documentos','Metas','Reportes','Sistema','Autenticación'])[1 + (g / 7) % 11],
              'Registro ' || g || ' de la cartera ' || md5(g::text),
              '10.0.' || (g % 250) || '.' || (g % 200),
              CASE WHEN g % 20 = 0 THEN 'error' WHEN g % 33 = 0 THEN 'warning' WHEN g % 50 = 0 THEN 'info' ELSE 'success' END,
              CASE WHEN g % 20 = 0 OR g % 66 = 0 THEN 'fallido' ELSE 'exitoso' END,
              CASE WHEN g % 3 = 0 THEN jsonb_build_object('zona', 'Centro', 'monto', g) END,
              jsonb_build_object('zona', 'Norte', 'monto', g + 1)
       FROM generate_series(1, $1) g`,
      [EVENTOS],
    );
    console.log(`  ${`${miles(EVENTOS)} eventos`.padEnd(44)} ${((performance.now() - inicio) / 1000).toFixed(1).padStart(6)} s`);
    inicio = performance.now();
    for (const i of indices) await cliente.query(i.indexdef);
    console.log(`  ${'índices de auditoria (recreados)'.padEnd(44)} ${((performance.now() - inicio) / 1000).toFixed(1).padStart(6)} s`);
    await cliente.query('VACUUM ANALYZE auditoria');
    await cliente.query('VACUUM ANALYZE auditoria_conteos');
    const { rows } = await cliente.query('SELECT count(*)::int AS n FROM auditoria_conteos');
    console.log(`  filas de auditoria_conteos: ${miles(rows[0].n)}`);
  } finally {
    await cliente.end();
  }
}

async function main() {
  const api = await arrancarApi('bench-auditoria');
  try {
    console.log(`API en ${api.url}. Carga (INSERT … SELECT generate_series):`);
    await cargar(api.urlBase);
    const token = await iniciarSesion(api.url, ADMIN);
    const hoy = hoyBogota();
    const haceSemana = new Date(Date.now() - 7 * 86400_000).toISOString().slice(0, 10);
    const haceMes = new Date(Date.now() - 30 * 86400_000).toISOString().slice(0, 10);
    console.log(`\nN=${N} peticiones seguidas por caso, page=1&limit=10 (lista con su total exacto):`);
    await referencia(api.url);
    const casos = [
      ['sin filtros', {}],
      ['fechas (última semana)', { fechaDesde: haceSemana, fechaHasta: hoy }],
      ['usuario', { usuario: 'Usuario 7' }],
      ['módulo', { modulo: 'Cobros' }],
      ['tipo (advertencias)', { tipo: 'warning' }],
      ['resultado (fallidos)', { resultado: 'fallido' }],
      ['texto raro (md5 parcial)', { search: 'registro 123456 de' }],
      ['todos: fechas+usuario+módulo+tipo', { fechaDesde: haceMes, fechaHasta: hoy, usuario: 'Usuario 7', modulo: 'Cobros', tipo: 'success' }],
      ['todos + texto', { fechaDesde: haceMes, fechaHasta: hoy, usuario: 'Usuario 7', modulo: 'Cobros', tipo: 'success', search: 'registro' }],
      ['página 50 sin filtros', { page: '50' }],
    ];
    const resultados = [];
    const listas = [];
    for (const [nombre, filtros] of casos) {
      const parametros = new URLSearchParams({ page: '1', limit: '10', ...filtros });
      const total = (await pedir(api.url, token, 'GET', `/auditoria?${parametros}`)).meta.total;
      const medida = { nombre, ...(await medir(N, () => pedir(api.url, token, 'GET', `/auditoria?${parametros}`))) };
      listas.push(medida);
      resultados.push(imprimir(`lista: ${nombre} (${miles(total)})`, medida, OBJETIVO_MS));
    }
    console.log('\nResumen (tarjetas):');
    const resumenes = [];
    for (const [nombre, filtros] of [casos[0], casos[3], casos[7]]) {
      const medida = { nombre, ...(await medir(N, () => pedir(api.url, token, 'GET', `/auditoria/resumen?${new URLSearchParams(filtros)}`))) };
      resumenes.push(medida);
      imprimir(`resumen: ${nombre}`, medida, OBJETIVO_MS);
    }

    console.log('\nExporte CSV en flujo (módulo Cobros):');
    const inicio = performance.now();
    const respuesta = await fetch(`${api.url}/api/auditoria/export/csv?modulo=Cobros`, { headers: { authorization: `Bearer ${token}` } });
    let bytes = 0;
    let lineas = 0;
    const memoriaAntes = process.memoryUsage().rss;
    for await (const trozo of respuesta.body) {
      bytes += trozo.length;
      for (const b of trozo) if (b === 10) lineas += 1;
    }
    const segundos = (performance.now() - inicio) / 1000;
    console.log(
      `  ${miles(lineas - 1)} eventos, ${miles(Math.round(bytes / 1024 / 1024))} MB en ${segundos.toFixed(1)} s (${miles(Math.round((lineas - 1) / segundos))} eventos/s); ` +
        `RSS del cliente ${miles(Math.round(memoriaAntes / 1024 / 1024))} MB`,
    );
    cargaMaquina();
    escribirCifras('bench:auditoria', [
      filaPeorP95('auditoria.lista', listas, OBJETIVO_MS),
      filaPeorP95('auditoria.resumen', resumenes, OBJETIVO_MS),
      { id: 'auditoria.exporte', cifra: `${numero(segundos)} s, ${miles(Math.round(bytes / 1024 / 1024))} MB`, cumple: null },
    ]);
    console.log(resultados.every(Boolean) ? '\nTodas las listas cumplen.' : '\nAlguna lista NO cumple (ver arriba).');
  } finally {
    await api.detener();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

