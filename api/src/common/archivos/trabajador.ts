// El hilo que lee un archivo subido (docs/decisiones/lector-de-archivos-acotado.md): lo crea lector-acotado.ts con su
// propio heap (`resourceLimits`), así que un archivo que se come la memoria mata este hilo y no la API. Dice las hojas,
// lee las que le piden y manda sus filas por tandas, con una en camino a la vez: la siguiente se arma mientras quien
// lee guarda la anterior, y no se manda hasta que la pidió (contrapresión).
import { parentPort, workerData } from 'node:worker_threads';
import { abrirLibro } from './libro-en-flujo';
import { ArchivoRechazado, MENSAJES_LECTOR } from './limites';
import type { DatosDelTrabajador, MensajeAlTrabajador, MensajeDelTrabajador } from './protocolo';
import type { FilaLeida } from './xlsx-filas';

const puerto = parentPort;
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
  for (const hoja of pedido.indices) {
    let lote: FilaLeida[] = [];
    for await (const filas of libro.filas(hoja))
      for (const fila of filas) {
        lote.push(fila);
        if (lote.length < limites.filasPorLote) continue;
        await mandar(hoja, lote);
        lote = [];
      }
    if (lote.length > 0) await mandar(hoja, lote);
  }
  if (enCamino) await recibir();
  enviar({ tipo: 'fin' });
}

if (puerto) {
  puerto.on('message', (mensaje: MensajeAlTrabajador) => {
    const resolver = esperando;
    esperando = null;
    if (resolver) resolver(mensaje);
    else pendientes.push(mensaje);
  });
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
