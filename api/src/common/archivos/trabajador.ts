// El hilo que lee un archivo subido (docs/decisiones/lector-de-archivos-acotado.md): lo crea lector-acotado.ts con su
// propio heap (`resourceLimits`), así que un archivo que se come la memoria mata este hilo y no la API. Dice las hojas,
// lee las que le piden y manda sus filas por tandas (filasPorLote filas o celdasPorLote celdas), con una en camino a
// la vez: la siguiente se arma mientras quien lee guarda la anterior, y no se manda hasta que la pidió (contrapresión).
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { abrirLibro, type LibroEnFlujo } from './libro-en-flujo';
import { ArchivoRechazado, MENSAJES_LECTOR } from './limites';
import type { DatosDelTrabajador, MensajeAlTrabajador, MensajeDelTrabajador } from './protocolo';
import type { FilaLeida } from './xlsx-filas';

const puerto = parentPort;
/** La prioridad del hilo que lee (19 es la más baja de Linux). */
const PRIORIDAD_DE_LECTURA = 10;
let esperando: ((mensaje: MensajeAlTrabajador) => void) | null = null;
const pendientes: MensajeAlTrabajador[] = [];

function recibir(): Promise<MensajeAlTrabajador> {
  const mensaje = pendientes.shift();
  if (mensaje) return Promise.resolve(mensaje);
  return new Promise((resolver) => (esperando = resolver));
}

function enviar(mensaje: MensajeDelTrabajador): void {
  puerto?.postMessage(mensaje);
}

/** Las filas de esas hojas, leídas enteras en este hilo (con sus límites). */
async function todasLasFilas(libro: LibroEnFlujo, indices: number[]): Promise<Map<number, FilaLeida[][]>> {
  const leidas = new Map<number, FilaLeida[][]>();
  for (const hoja of indices) {
    const tandas: FilaLeida[][] = [];
    for await (const filas of libro.filas(hoja)) tandas.push(filas);
    leidas.set(hoja, tandas);
  }
  return leidas;
}

async function* entregadas(leidas: Map<number, FilaLeida[][]>, hoja: number): AsyncGenerator<FilaLeida[]> {
  yield* leidas.get(hoja) ?? [];
}

async function leer({ contenido, formato, limites }: DatosDelTrabajador): Promise<void> {
  const libro = await abrirLibro(
    Buffer.from(contenido.buffer, contenido.byteOffset, contenido.byteLength),
    formato,
    limites,
  );
  enviar({ tipo: 'hojas', nombres: libro.hojas });
  const pedido = await recibir();
  if (pedido.tipo !== 'leer') return;
  let enCamino = false;
  const mandar = async (hoja: number, lote: FilaLeida[]) => {
    if (enCamino) await recibir();
    enviar({ tipo: 'lote', hoja, numeros: lote.map((f) => f.numero), celdas: lote.map((f) => f.celdas) });
    enCamino = true;
  };
  // Quien junta el archivo entero (un extracto) lo recibe cuando ya pasó todos los límites: uno que se rechaza a mitad
  // no le cuesta nada a la API.
  const leidas = limites.enteroAntesDeMandar ? await todasLasFilas(libro, pedido.indices) : null;
  for (const hoja of pedido.indices) {
    let lote: FilaLeida[] = [];
    let celdas = 0;
    for await (const filas of leidas ? entregadas(leidas, hoja) : libro.filas(hoja))
      for (const fila of filas) {
        lote.push(fila);
        // Una tanda cara de clonar (muchas celdas) detendría a la API al recibirla: se corta también por celdas.
        celdas += fila.celdas.length;
        if (lote.length < limites.filasPorLote && celdas < limites.celdasPorLote) continue;
        await mandar(hoja, lote);
        lote = [];
        celdas = 0;
      }
    if (lote.length > 0) await mandar(hoja, lote);
  }
  if (enCamino) await recibir();
  enviar({ tipo: 'fin' });
}

/**
 * Este hilo, con menos prioridad que el de la API: en Linux la prioridad es de cada hilo (`setpriority` sobre el propio,
 * pid 0), así que leer un archivo no le quita la CPU a las demás peticiones. Donde no se puede, sigue igual.
 */
function cederPrioridad(): void {
  try {
    os.setPriority(0, PRIORIDAD_DE_LECTURA);
  } catch {
    // Sin permiso o sin soporte: la misma prioridad que la API.
  }
}

if (puerto) {
  cederPrioridad();
  puerto.on('message', (mensaje: MensajeAlTrabajador) => {
    const resolver = esperando;
    esperando = null;
    if (resolver) resolver(mensaje);
    else pendientes.push(mensaje);
  });
  // workerData llega sin tipo: lo arma crearHilo (lector-acotado.ts) como DatosDelTrabajador.
  const datos: DatosDelTrabajador = workerData;
  leer(datos)
    .catch((error: unknown) =>
      // Lo que no es un límite (un ZIP o un XML que no se entiende, o cualquier otra falla al leer) es ilegible.
      enviar(
        error instanceof ArchivoRechazado
          ? { tipo: 'rechazo', status: error.status, mensaje: error.message }
          : { tipo: 'rechazo', status: 400, mensaje: MENSAJES_LECTOR.ilegible },
      ),
    )
    .finally(() => puerto.close());
}
