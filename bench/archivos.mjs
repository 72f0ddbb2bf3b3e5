#!/usr/bin/env node
// npm run bench:archivos — archivos hostiles contra las dos subidas mientras la oficina trabaja
// (docs/decisiones/lector-de-archivos-acotado.md).
//
// 1. Arma los archivos hostiles en memoria (api/test/support/archivos-hostiles.ts, el mismo corpus de las pruebas:
//    587 MB de cadenas compartidas en 4 MB, la celda ZZZZZZ1, XML anidado, doscientas hojas, tamaños que mienten, una
//    parte de 1 GB, un CSV de casi 50 MB con 150 celdas por fila).
// 2. Arranca la API construida (api/dist) con la memoria de su imagen y, para leer su heap, un informe de Node por señal
//    (--report-on-signal: el heap de V8 del hilo principal, sin los hilos que leen).
// 3. BENCH_RONDAS (3) rondas: cada archivo a POST /api/importaciones y a POST /api/pagos/extractos a la vez, mientras
//    otro bucle pide GET /api/prestamos y GET /api/clientes; cada segundo, el heap y la memoria residente (VmRSS).
// 4. Imprime los rechazados con un 4xx sobre el total, las caídas (la API terminó o no respondió), el crecimiento del
//    heap (≤ 64 MB), el de la memoria residente (sólo informa: incluye los hilos que leen y los archivos subidos) y el
//    p95 de las otras peticiones (≤ 100 ms; al lado, su p95 en los 10 s de antes, sin archivos). Al final, una
//    importación y un extracto normales tienen que pasar.
// Requiere `npm run build -w @cartera/dominio && npm run build -w @cartera/api`.
/* global Buffer, performance, FormData, Blob -- Node 20 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import { randomUUID } from 'node:crypto';
import { escribirCifras, numero } from './cifras.mjs';
import { ADMIN, RAIZ, arrancarApi, cargaMaquina, correr, hoyBogota, iniciarSesion, miles, pedir, percentil } from './prestamos-comun.mjs';
import { memoriaDeLaApi } from '../scripts/lib/memoria-api.mjs';

const RONDAS = Number(process.env.BENCH_RONDAS ?? 3);
const OBJETIVOS = { heapMb: 64, otrasP95: 100 };
const REFERENCIA_MS = 10_000;

// El corpus es TypeScript de las pruebas: se carga con el registro de swc que usan sus procesos hijos.
const requerir = createRequire(import.meta.url);
requerir(path.join(RAIZ, 'api', 'test', 'support', 'registrar-ts.cjs'));
const { corpusHostil } = requerir(path.join(RAIZ, 'api', 'test', 'support', 'archivos-hostiles.ts'));

/** El heap usado del hilo principal de la API (MB), de un informe de Node pedido con SIGUSR2. */
async function heapMb(pid, carpeta) {
  const antes = new Set(fs.readdirSync(carpeta));
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await esperar(20);
    const nuevo = fs.readdirSync(carpeta).find((f) => f.endsWith('.json') && !antes.has(f));
    if (!nuevo) continue;
    try {
      const informe = JSON.parse(fs.readFileSync(path.join(carpeta, nuevo), 'utf8'));
      fs.rmSync(path.join(carpeta, nuevo));
      return informe.javascriptHeap.usedMemory / 1024 / 1024;
    } catch {
      // Todavía se está escribiendo.
    }
  }
  throw new Error('La API no escribió su informe de memoria');
}

function rssMb(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

const viva = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Una subida multipart; devuelve el estado (0 si la conexión se cayó) y el mensaje. */
async function subir(url, token, ruta, campos, archivo) {
  const formulario = new FormData();
  for (const [nombre, valor] of Object.entries(campos)) formulario.append(nombre, valor);
  formulario.append('archivo', new Blob([archivo.contenido]), archivo.nombre);
  try {
    const r = await fetch(`${url}/api${ruta}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      body: formulario,
    });
    return { status: r.status, mensaje: (await r.json()).message };
  } catch (error) {
    return { status: 0, mensaje: error instanceof Error ? error.message : String(error) };
  }
}

async function main() {
  let inicio = performance.now();
  // BENCH_CASOS: sólo los casos cuyo nombre calza con esa expresión (para buscar cuál cuesta; no escribe cifras).
  const elegido = (archivo) => !process.env.BENCH_CASOS || new RegExp(process.env.BENCH_CASOS, 'i').test(archivo.caso);
  const corpus = {
    importacion: corpusHostil('Clientes.csv').filter(elegido),
    extracto: corpusHostil('extracto.csv').filter(elegido),
  };
  console.log(`Corpus: ${corpus.importacion.length} archivos hostiles en ${numero((performance.now() - inicio) / 1000)} s`);
  const informes = path.join(RAIZ, '.data', `bench-archivos-informes-${process.pid}`);
  fs.mkdirSync(informes, { recursive: true });
  const nodeOptions = [memoriaDeLaApi().NODE_OPTIONS, '--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${informes}`]
    .filter(Boolean)
    .join(' ');
  const api = await arrancarApi('bench-archivos', { NODE_OPTIONS: nodeOptions });
  try {
    const token = await iniciarSesion(api.url, ADMIN);
    const cuenta = (await pedir(api.url, token, 'POST', '/pagos/cuentas', { tipo: 'banco', nombre: 'Banco del bench', identificador: '9876543210' })).data;
    const columnas = JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor' });
    const subidas = {
      importacion: (archivo) => subir(api.url, token, '/importaciones', {}, archivo),
      extracto: (archivo) => subir(api.url, token, '/pagos/extractos', { cuenta: cuenta._id, columnas }, archivo),
    };

    const heapInicial = await heapMb(api.pid, informes);
    const rssInicial = rssMb(api.pid);
    let heapMaximo = heapInicial;
    let rssMaximo = rssInicial;
    let seguir = true;
    const otras = [];
    let fallidas = 0;
    const bucle = async (ruta) => {
      while (seguir) {
        const t = performance.now();
        try {
          await pedir(api.url, token, 'GET', ruta);
          otras.push(performance.now() - t);
        } catch {
          fallidas += 1;
          await esperar(100);
        }
      }
    };
    const vigilancia = (async () => {
      while (seguir && viva(api.pid)) {
        heapMaximo = Math.max(heapMaximo, await heapMb(api.pid, informes).catch(() => heapMaximo));
        rssMaximo = Math.max(rssMaximo, rssMb(api.pid));
        await esperar(1000);
      }
    })();
    const trafico = [bucle('/prestamos?page=1&limit=10'), bucle('/clientes?page=1&limit=10')];
    // La referencia: las mismas peticiones sin archivos, con la máquina como esté (2 núcleos compartidos).
    await esperar(REFERENCIA_MS);
    const referencia = otras.splice(0);

    const resultados = [];
    inicio = performance.now();
    for (let ronda = 1; ronda <= RONDAS && viva(api.pid); ronda += 1) {
      const deLaRonda = await Promise.all(
        ['importacion', 'extracto'].flatMap((ruta) =>
          corpus[ruta].map(async (archivo) => ({ ruta, caso: archivo.caso, ...(await subidas[ruta](archivo)) })),
        ),
      );
      resultados.push(...deLaRonda);
      console.log(`Ronda ${ronda}: ${deLaRonda.filter((r) => r.status >= 400 && r.status < 500).length} de ${deLaRonda.length} rechazados con 4xx`);
    }
    const segundos = (performance.now() - inicio) / 1000;
    seguir = false;
    await Promise.all([vigilancia, ...trafico]);

    for (const r of resultados.slice(0, resultados.length / RONDAS))
      console.log(`  ${r.ruta.padEnd(11)} ${r.caso.padEnd(40)} ${r.status} ${r.mensaje}`);
    const caidas = viva(api.pid) ? 0 : 1;
    const hoy = hoyBogota().split('-').reverse().join('/');
    const normales = caidas
      ? []
      : await Promise.all([
          subidas.importacion({
            contenido: Buffer.from('idExterno;cedula;nombre;telefono;direccion;ciudad\nC-1;00112345678;Ana;3001234567;Calle 1;Bogotá\n'),
            nombre: 'Clientes.csv',
          }),
          subidas.extracto({ contenido: Buffer.from(`Fecha;Descripción;Valor\n${hoy};CONSIGNACION;1.000\n`), nombre: 'extracto.csv' }),
        ]);
    const rechazados = resultados.filter((r) => r.status >= 400 && r.status < 500).length;
    const normalesBien = normales.length === 2 && normales.every((r) => r.status === 201);
    const crecimientoHeap = heapMaximo - heapInicial;
    const p95 = otras.length ? percentil(otras, 95) : Number.POSITIVE_INFINITY;
    const filas = [
      [
        'archivos.rechazados',
        `${miles(rechazados)} de ${miles(resultados.length)} con 4xx en ${numero(segundos)} s; ${caidas} caídas; después, una importación y un extracto normales ${normalesBien ? 'pasan' : 'NO pasan'}`,
        rechazados === resultados.length && caidas === 0 && normalesBien,
      ],
      [
        'archivos.heap',
        `${numero(crecimientoHeap)} MB (de ${numero(heapInicial)} a ${numero(heapMaximo)} MB; residente de ${numero(rssInicial)} a ${numero(rssMaximo)} MB)`,
        crecimientoHeap <= OBJETIVOS.heapMb,
      ],
      [
        'archivos.otras',
        `p50 ${numero(percentil(otras, 50))} · p95 ${numero(p95)} ms (${miles(otras.length)} peticiones${fallidas ? `, ${miles(fallidas)} fallidas` : ''}; sin archivos, p95 ${numero(percentil(referencia, 95))} ms)`,
        p95 <= OBJETIVOS.otrasP95 && fallidas === 0,
      ],
    ];
    console.log(`\n  referencia: las mismas peticiones ${REFERENCIA_MS / 1000} s antes, sin archivos: p50 ${numero(percentil(referencia, 50))} · p95 ${numero(percentil(referencia, 95))} ms`);
    for (const [nombre, cifra, cumple] of filas) console.log(`  ${nombre.padEnd(22)} ${cifra}   ${cumple ? 'cumple' : 'NO CUMPLE'}`);
    cargaMaquina();
    escribirCifras('bench:archivos', filas.map(([id, cifra, cumple]) => ({ id, cifra, cumple })));
    process.exitCode = filas.every(([, , cumple]) => cumple) ? 0 : 1;
  } finally {
    await api.detener();
    fs.rmSync(informes, { recursive: true, force: true });
  }
}

correr(main);
