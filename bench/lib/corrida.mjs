// Lo que cada benchmark de la API hacía a mano alrededor de sus medidas: arrancar su API y detenerla aunque algo falle,
// cargar la cartera diciendo qué quedó, imprimir cada caso contra su objetivo y, al final, la carga de la máquina, las
// cifras en docs/rendimiento.md y la salida (1 si un caso no cumplió).
import process from 'node:process';
import { escribirCifras } from '../cifras.mjs';
import {
  ADMIN,
  arrancarApi,
  cargaMaquina,
  cargarCartera,
  cargarLibroMayor,
  correr,
  crearCobradorConCartera,
  imprimir,
  iniciarSesion,
  medir,
  miles,
} from '../prestamos-comun.mjs';

/** Los casos de una corrida: cada uno se imprime contra su objetivo y cuenta para la salida. */
function nuevaCorrida() {
  const resultados = [];
  return {
    /** Anota si cumplió algo que no es un p95 (una sincronización entera, una verificación); devuelve `cumple`. */
    anotar(cumple) {
      resultados.push(cumple);
      return cumple;
    },
    /** Imprime `medida` (p50/p95) contra `objetivo` ms y anota si cumplió. */
    caso(nombre, medida, objetivo) {
      return this.anotar(imprimir(nombre, medida, objetivo));
    },
    /** Mide `n` veces cada `[nombre, fn]` (medir), imprime y anota cada uno; devuelve las medidas con su nombre. */
    async casos(n, casos, objetivo) {
      const medidas = [];
      for (const [nombre, fn] of casos) {
        const medida = { nombre, ...(await medir(n, fn)) };
        medidas.push(medida);
        this.caso(nombre, medida, objetivo);
      }
      return medidas;
    },
    cumplieron: () => resultados.every(Boolean),
  };
}

/**
 * Corre el benchmark `bench` ('bench:metas') sobre una API propia (arrancarApi('bench-metas', entorno)):
 * `medirTodo(api, corrida)` carga, mide con `corrida` y devuelve las filas de sus cifras (o nada: una corrida que sólo
 * carga no escribe cifras). La API se detiene aunque algo falle y un error se dice en una línea (correr).
 */
export function correrBenchmark(bench, medirTodo, entorno = {}) {
  correr(async () => {
    const api = await arrancarApi(bench.replace(':', '-'), entorno);
    try {
      const corrida = nuevaCorrida();
      const filas = await medirTodo(api, corrida);
      if (filas === undefined) return;
      cargaMaquina();
      escribirCifras(bench, filas);
      process.exitCode = corrida.cumplieron() ? 0 : 1;
    } finally {
      await api.detener();
    }
  });
}

/**
 * Carga la cartera de la corrida en la base de `api` (cargarCartera) y dice qué quedó: clientes, préstamos y, si se
 * cargaron, cuotas y cobros.
 */
export async function cargarCarteraDe(api, tamanos) {
  console.log(`API en ${api.url}. Carga (INSERT … SELECT generate_series):`);
  const tamano = await cargarCartera(api.urlBase, tamanos);
  const partes = [`${miles(tamano.clientes)} clientes`, `${miles(tamano.prestamos)} préstamos`];
  if (tamanos.conCuotas) partes.push(`${miles(tamano.cuotas)} cuotas`);
  if (tamanos.cobros > 0) partes.push(`${miles(tamano.cobros)} cobros`);
  console.log(`Tamaño: ${partes.join(', ')}.`);
  return tamano;
}

/**
 * La cartera (cargarCarteraDe) y su libro mayor (cargarLibroMayor, que dice cuántas líneas): lo que piden los
 * benchmarks que cobran por el núcleo de dinero, que compara el préstamo con el mayor (sin él, cada cobro se rechaza).
 */
export async function cargarCarteraConMayor(api, tamanos) {
  const tamano = await cargarCarteraDe(api, tamanos);
  await cargarLibroMayor(api.urlBase);
  return tamano;
}

/**
 * Las dos sesiones de los benchmarks que miden una lista como la oficina y como el campo: la del administrador
 * (`token`) y la de un cobrador al que se le asigna cartera (crearCobradorConCartera, `tokenCobrador`).
 */
export async function sesionesAdminYCobrador(api) {
  const token = await iniciarSesion(api.url, ADMIN);
  const tokenCobrador = await crearCobradorConCartera(api.url, api.urlBase, token);
  return { token, tokenCobrador };
}
