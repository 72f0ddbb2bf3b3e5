#!/usr/bin/env node
// npm run bench:importacion — importar la cartera de un prestamista grande (docs/decisiones/importacion.md):
// 20.000 clientes, 50.000 préstamos con su historia y 1.000.000 de cobros en un libro XLSX.
//
// 1. Escribe el libro con el escritor en flujo de exceljs en un archivo temporal (100 cobradores, los clientes, los
//    préstamos mensuales a 10 cuotas desembolsados hace un año y sus cobros repartidos en el año).
// 2. Arranca la API construida sobre un PostgreSQL embebido desechable (o BENCH_DATABASE_URL, vacía y desechable).
// 3. Sube el libro (POST /api/importaciones: la revisión) y lo aplica (POST /api/importaciones/:id/aplicar, el trabajo
//    de pg-boss, hasta «aplicada»), mientras otro bucle pide GET /api/clientes?page=1&limit=10 y se lee la memoria
//    residente (VmRSS) del proceso de la API cada 200 ms.
// 4. Imprime el tiempo de la revisión (objetivo ≤ 60 s), el de la aplicación (≤ 5 min), el crecimiento de la memoria
//    de la API (≤ 300 MB), el p95 de las otras peticiones mientras tanto (≤ 100 ms) y las páginas de préstamos que no
//    pudo escribir el lote y siguieron de uno en uno (0: en este libro todos van por el lote; una sola es una regla del
//    lote que ya no cuadra con la de uno en uno, y la aplicación se vuelve cinco veces más lenta sin fallar:
//    docs/decisiones/importacion-por-lotes.md), y si lo que Cartera quedó teniendo coincide con el archivo (apertura).
// Tamaños: BENCH_CLIENTES, BENCH_PRESTAMOS, BENCH_COBROS (p. ej. 200 / 500 / 5.000 para probar el script).
// BENCH_PLAN_PROPIO (0 a 1, 0 si no se da): la fracción de los préstamos que trae su plan propio a una fecha de corte en
// la hoja Cuotas (10 cuotas; seis pagadas, una a medias), repartidos entre los demás; los cobros van a los que traen su
// historia, así el total de cobros no cambia. Una
// aplicación que pasa de BENCH_MAXIMO_APLICACION_S (900 s, el triple del objetivo) se cancela y se informa con las
// filas que alcanzó. Requiere `npm run build`. Con los tamaños completos reescribe sus filas de docs/rendimiento.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { setTimeout as esperar } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { ADMIN, arrancarApi, cargaMaquina, correr, iniciarSesion, miles, ms, pedir, percentil, referencia } from './prestamos-comun.mjs';
import { escribirCifras, numero } from './cifras.mjs';

/* global performance, FormData, Blob -- Node 20 */

const CLIENTES = Number(process.env.BENCH_CLIENTES ?? 20_000);
const PRESTAMOS = Number(process.env.BENCH_PRESTAMOS ?? 50_000);
const COBROS = Number(process.env.BENCH_COBROS ?? 1_000_000);
const PLAN_PROPIO = Number(process.env.BENCH_PLAN_PROPIO ?? 0);
const COBRADORES = 100;
/** Préstamos por página de la aplicación (PRESTAMOS_POR_LOTE, api/src/importaciones/aplicar-importacion.ts). */
const PRESTAMOS_POR_PAGINA = 200;
const OBJETIVOS = { revisionS: 60, aplicacionS: 300, memoriaMb: 300, otrasP95: 100 };
const MAXIMO_APLICACION_S = Number(process.env.BENCH_MAXIMO_APLICACION_S ?? 900);
// BENCH_MEMORIA=1: la API registra de qué está hecha su memoria mientras revisa y aplica (CARTERA_MEDIR_MEMORIA,
// api/src/importaciones/medir-memoria.ts) y el benchmark imprime ese registro al final.
const MEDIR_MEMORIA = process.env.BENCH_MEMORIA === '1';
// CARTERA_MEDIR_LOTE=1: la API cronometra cada página de préstamos (api/src/importaciones/medir-lote.ts) y el
// benchmark imprime ese registro al final.
const MEDIR_LOTE = process.env.CARTERA_MEDIR_LOTE === '1';

const fecha = (dias) => new Date(Date.now() - dias * 86_400_000).toISOString().slice(0, 10);
/** Si el préstamo `i` trae su plan propio: BENCH_PLAN_PROPIO de cada tantos, repartidos parejo. */
const conPlanPropio = (i) => Math.floor((i + 1) * PLAN_PROPIO) > Math.floor(i * PLAN_PROPIO);

/** El libro en un archivo temporal, escrito fila a fila (sin armarlo en memoria). */
async function escribirLibro(archivo) {
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: archivo, useStyles: false, useSharedStrings: false });
  const hoja = (nombre, encabezados) => {
    const h = libro.addWorksheet(nombre);
    h.addRow(encabezados).commit();
    return h;
  };
  const cobradores = hoja('Cobradores', ['idExterno', 'nombre', 'email', 'telefono']);
  for (let i = 0; i < COBRADORES; i += 1)
    cobradores.addRow([`K-${i}`, `Cobrador ${i}`, `cobrador.${i}@bench.local`, `300${String(i).padStart(7, '0')}`]).commit();
  cobradores.commit();
  const clientes = hoja('Clientes', ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad', 'cobrador', 'autorizacionCanal', 'autorizacionFecha']);
  for (let i = 0; i < CLIENTES; i += 1)
    clientes
      .addRow([`C-${i}`, String(10_000_000_000 + i * 7919).padStart(11, '0'), `Cliente ${i}`, `31${String(i).padStart(8, '0')}`, `Calle ${i % 120}`, 'Bogotá', `K-${i % COBRADORES}`, 'presencial_firmado', fecha(400)])
      .commit();
  clientes.commit();
  // Préstamos de 1.000.000 al 20 %, mensuales a 10 cuotas, desembolsados hace 365 días; cobros de 1.000 (lo pagado
  // nunca alcanza lo pactado: 1.200.000), con fechas dentro del año.
  // Con plan propio, el mismo préstamo con su corte hace 5 días y sus 10 cuotas de 120.000 en la hoja Cuotas.
  const prestamos = hoja('Prestamos', ['idExterno', 'cliente', 'cobrador', 'monto', 'interes', 'cuotas', 'modalidad', 'tipoAmortizacion', 'fechaInicio', 'estado', 'fechaCorte']);
  const conHistoria = [];
  for (let i = 0; i < PRESTAMOS; i += 1) {
    const propio = conPlanPropio(i);
    if (!propio) conHistoria.push(i);
    prestamos.addRow([`P-${i}`, `C-${i % CLIENTES}`, `K-${i % COBRADORES}`, 1_000_000, 20, 10, 'mensual', 'amortizable', fecha(365), 'activo', propio ? fecha(5) : null]).commit();
  }
  prestamos.commit();
  const cobros = hoja('Cobros', ['idExterno', 'prestamo', 'fecha', 'monto']);
  if (conHistoria.length > 0)
    for (let i = 0; i < COBROS; i += 1) cobros.addRow([`R-${i}`, `P-${conHistoria[i % conHistoria.length]}`, fecha(360 - (i % 350)), 1_000]).commit();
  cobros.commit();
  if (PLAN_PROPIO > 0) {
    const cuotas = hoja('Cuotas', ['prestamo', 'numero', 'fecha', 'capital', 'interes', 'pagado']);
    for (let i = 0; i < PRESTAMOS; i += 1)
      if (conPlanPropio(i))
        for (let n = 1; n <= 10; n += 1)
          cuotas.addRow([`P-${i}`, n, fecha(365 - 30 * n), 100_000, 20_000, n <= 6 ? 120_000 : n === 7 ? 50_000 : 0]).commit();
    cuotas.commit();
  }
  await libro.commit();
}

/**
 * El tiempo de CPU (s) de la API y el de PostgreSQL (sus procesos hijos: el servidor embebido y sus conexiones), de
 * /proc: menos sensible a la carga de la máquina que el reloj, y dice cuánto trabaja cada uno.
 */
function cpuDe(pid) {
  const procesos = new Map();
  for (const nombre of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(nombre)) continue;
    try {
      const campos = fs.readFileSync(`/proc/${nombre}/stat`, 'utf8').split(') ')[1].split(' ');
      procesos.set(Number(nombre), { padre: Number(campos[1]), cpu: (Number(campos[11]) + Number(campos[12])) / 100 });
    } catch {
      // Un proceso que terminó mientras se leía.
    }
  }
  const deLaBase = (raiz) => [...procesos].filter(([, p]) => p.padre === raiz).reduce((t, [hijo, p]) => t + p.cpu + deLaBase(hijo), 0);
  return { api: procesos.get(pid)?.cpu ?? 0, base: deLaBase(pid) };
}

/**
 * Las páginas de préstamos que el lote no escribió y siguieron de uno en uno: el aviso de AplicarLotePrestamos
 * (api/src/importaciones/aplicar-lote-prestamos.ts) en el registro de la API, con el primer motivo.
 */
function paginasDeUnoEnUno(dataDir) {
  const avisos = fs
    .readFileSync(path.join(dataDir, 'api.log'), 'utf8')
    .split('\n')
    .filter((linea) => linea.includes('AplicarLotePrestamos') && linea.includes('de uno en uno'));
  // Sin los colores del registro de Nest (ESC [ … m).
  const sinColores = (linea) => linea.split(String.fromCharCode(27)).map((trozo) => trozo.replace(/^\[[0-9;]*m/, '')).join('');
  return { paginas: avisos.length, primera: avisos[0] === undefined ? null : sinColores(avisos[0]).trim() };
}

/** La memoria residente de un proceso, en MB (Linux). */
function rssMb(pid) {
  const estado = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(estado)?.[1] ?? 0) / 1024;
}

async function main() {
  const archivo = path.join(os.tmpdir(), `bench-importacion-${process.pid}.xlsx`);
  let inicio = performance.now();
  await escribirLibro(archivo);
  const tamano = fs.statSync(archivo).size;
  console.log(
    `Libro: ${miles(CLIENTES)} clientes, ${miles(PRESTAMOS)} préstamos (${numero(PLAN_PROPIO * 100)} % con plan propio), ${miles(COBROS)} cobros → ` +
      `${numero(tamano / 1024 / 1024)} MB en ${numero((performance.now() - inicio) / 1000)} s`,
  );
  // Sin los trabajos programados (el respaldo diario, que en una base recién creada vence en la primera vuelta, los
  // avisos, la verificación nocturna): la memoria y el tiempo que se miden son los de la importación, que se dispara
  // al aplicar.
  const api = await arrancarApi('bench-importacion', {
    TAREAS_PROGRAMADAS: '0',
    ...(MEDIR_MEMORIA ? { CARTERA_MEDIR_MEMORIA: '1', LOG_LEVEL: 'log' } : {}),
    ...(MEDIR_LOTE ? { LOG_LEVEL: 'log' } : {}),
  });
  try {
    const token = await iniciarSesion(api.url, ADMIN);
    console.log(`API en ${api.url}.\nReferencia:`);
    await referencia(api.url);

    // Mientras se importa: otras peticiones y la memoria de la API.
    const otras = [];
    let memoriaMaxima = rssMb(api.pid);
    const memoriaInicial = memoriaMaxima;
    let seguir = true;
    // Una petición que falla (un 503 con la base ocupada) cuenta, con su tiempo, y no detiene la medida.
    let fallidas = 0;
    const vigilancia = (async () => {
      while (seguir) {
        const t = performance.now();
        await pedir(api.url, token, 'GET', '/clientes?page=1&limit=10').catch(() => (fallidas += 1));
        otras.push(performance.now() - t);
        memoriaMaxima = Math.max(memoriaMaxima, rssMb(api.pid));
        await esperar(200);
      }
    })();

    inicio = performance.now();
    const formulario = new FormData();
    formulario.append('archivo', new Blob([fs.readFileSync(archivo)]), 'cartera.xlsx');
    const subida = await fetch(`${api.url}/api/importaciones`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: formulario });
    const revision = await subida.json();
    if (!subida.ok) throw new Error(`La revisión falló: ${subida.status} ${revision.message}`);
    const segundosRevision = (performance.now() - inicio) / 1000;
    const { id, errores } = revision.data;
    console.log(`\nRevisión: ${numero(segundosRevision)} s, ${miles(revision.data.progreso.total)} filas válidas, ${miles(errores.length)} errores`);

    inicio = performance.now();
    const cpuAntes = cpuDe(api.pid);
    await pedir(api.url, token, 'POST', `/importaciones/${id}/aplicar`);
    let estado;
    for (;;) {
      estado = (await pedir(api.url, token, 'GET', `/importaciones/${id}`)).data;
      if (estado.estado !== 'aplicando') break;
      if ((performance.now() - inicio) / 1000 > MAXIMO_APLICACION_S) {
        // Hasta dónde llegó, leído antes de cancelar: la cancelación espera a que termine el lote en curso, y con la
        // base ocupada puede responder 503 (la API se detiene igual al final).
        const { progreso } = estado;
        estado = await pedir(api.url, token, 'DELETE', `/importaciones/${id}`).then(
          (r) => ({ ...r.data, progreso }),
          (error) => (console.log(`La cancelación falló: ${error.message}`), { ...estado, estado: 'cancelada' }),
        );
        console.log(`Aplicación cancelada a los ${MAXIMO_APLICACION_S} s: ${miles(progreso.hechas)} de ${miles(progreso.total)} filas`);
        break;
      }
      await esperar(1000);
    }
    const segundosAplicacion = (performance.now() - inicio) / 1000;
    const cpuDespues = cpuDe(api.pid);
    seguir = false;
    await vigilancia;
    console.log(`Aplicación: ${numero(segundosAplicacion)} s, estado ${estado.estado}, ${miles(estado.erroresAplicacion.length)} filas sin aplicar`);
    console.log(
      `  CPU durante la aplicación: API ${numero(cpuDespues.api - cpuAntes.api)} s, PostgreSQL ${numero(cpuDespues.base - cpuAntes.base)} s`,
    );

    const deUnoEnUno = paginasDeUnoEnUno(api.dataDir);
    // Lo que Cartera quedó teniendo contra lo del archivo (apertura): un lote que escribe mal, no sólo lento.
    const descuadre = estado.apertura?.cifras.find((c) => Math.round(c.archivo * 100) !== Math.round(c.cartera * 100));
    if (deUnoEnUno.primera) console.log(`\nEL LOTE NO ESCRIBIÓ ${miles(deUnoEnUno.paginas)} páginas; la primera: ${deUnoEnUno.primera}`);
    const crecimiento = memoriaMaxima - memoriaInicial;
    const p50 = percentil(otras, 50);
    const p95 = percentil(otras, 95);
    const filas = [
      ['importacion.revision', `${numero(segundosRevision)} s`, segundosRevision <= OBJETIVOS.revisionS],
      [
        'importacion.aplicacion',
        estado.estado === 'aplicada'
          ? `${numero(segundosAplicacion)} s`
          : `> ${numero(segundosAplicacion)} s (cancelada en ${miles(estado.progreso.hechas)} de ${miles(estado.progreso.total)} filas)`,
        estado.estado === 'aplicada' && segundosAplicacion <= OBJETIVOS.aplicacionS,
      ],
      ['importacion.memoria', `${numero(crecimiento)} MB (de ${numero(memoriaInicial)} a ${numero(memoriaMaxima)} MB)`, crecimiento <= OBJETIVOS.memoriaMb],
      [
        'importacion.otras',
        `p50 ${numero(p50)} · p95 ${numero(p95)} ms (${miles(otras.length)} peticiones${fallidas ? `, ${miles(fallidas)} fallidas` : ''})`,
        p95 <= OBJETIVOS.otrasP95 && fallidas === 0,
      ],
      [
        'importacion.lote',
        `${miles(deUnoEnUno.paginas)} páginas de préstamos de uno en uno (de ${miles(Math.ceil(PRESTAMOS / PRESTAMOS_POR_PAGINA))}); ` +
          (descuadre ? `no coincide: ${descuadre.concepto}, archivo ${numero(descuadre.archivo)}, Cartera ${numero(descuadre.cartera)}` : 'la apertura coincide con el archivo'),
        deUnoEnUno.paginas === 0 && estado.apertura?.coincide === true,
      ],
    ];
    console.log('');
    for (const [nombre, cifra, cumple] of filas) console.log(`  ${nombre.padEnd(26)} ${cifra.padEnd(48)} ${cumple ? 'cumple' : 'NO CUMPLE'}`);
    console.log(`  (otras peticiones: GET /api/clientes, p50 ${ms(p50)})`);
    cargaMaquina();
    escribirCifras('bench:importacion', filas.map(([idFila, cifra, cumple]) => ({ id: idFila, cifra, cumple })));
    process.exitCode = filas.every(([, , cumple]) => cumple) ? 0 : 1;
  } finally {
    if (MEDIR_MEMORIA)
      for (const linea of fs.readFileSync(path.join(api.dataDir, 'api.log'), 'utf8').split('\n'))
        if (linea.includes('MedirMemoria')) console.log(linea.slice(linea.indexOf('MedirMemoria')));
    if (MEDIR_LOTE)
      for (const linea of fs.readFileSync(path.join(api.dataDir, 'api.log'), 'utf8').split('\n'))
        if (linea.includes('MedirLote')) console.log(linea.slice(linea.indexOf('MedirLote')));
    await api.detener();
    fs.rmSync(archivo, { force: true });
  }
}

correr(main);
