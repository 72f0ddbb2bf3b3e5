// El único lector de los archivos subidos (docs/decisiones/lector-de-archivos-acotado.md): la importación y los
// extractos abren aquí su archivo. Reconoce el formato, y lo lee un hilo aparte (trabajador.ts) con su propio heap y un
// tiempo máximo: el archivo que pasa un límite se rechaza en cuanto se cuenta (400, o 413 si es por tamaño) y el que
// agota la memoria o el tiempo mata sólo su hilo. Las filas llegan por tandas y la siguiente no sale del hilo hasta que
// quien lee pide más: la memoria del lado de la API es la de una tanda.
import { CODIGOS } from '@cartera/dominio';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ErrorNegocio } from '../errores';
import type { FormatoArchivo } from './libro-en-flujo';
import { MENSAJES_LECTOR, type LimitesArchivo } from './limites';
import type { DatosDelTrabajador, MensajeAlTrabajador, MensajeDelTrabajador } from './protocolo';
import type { ValorCelda } from './xlsx-filas';
import { esZip } from './zip';

/** Hilos de lectura a la vez en todo el proceso (dos núcleos); los demás archivos esperan su turno. */
export const LECTORES_A_LA_VEZ = 2;

/** Una tanda de filas de una hoja (por su índice en `hojas`): cada fila, su número en la hoja y sus celdas. */
export interface TandaDeFilas {
  hoja: number;
  numeros: number[];
  celdas: ValorCelda[][];
}

/** Un archivo abierto: sus hojas y sus filas por tandas, de las hojas elegidas; `cerrar` termina el hilo. */
export interface ArchivoAbierto {
  hojas: string[];
  tandas(indices: number[]): AsyncGenerator<TandaDeFilas>;
  cerrar(): Promise<void>;
}

export const errorDeArchivo = (mensaje: string, status: 400 | 413 = 400) =>
  new ErrorNegocio(
    status === 413 ? CODIGOS.archivoDemasiadoGrande : CODIGOS.archivoImportacionInvalido,
    mensaje,
    status,
  );

/**
 * El formato por el contenido (un ZIP es XLSX; un .csv de texto es CSV, de la hoja que se llama como el archivo) o el
 * rechazo del archivo: vacío, más grande que el máximo, con macros o de otro tipo.
 */
export function formatoDeArchivo(
  contenido: Buffer,
  nombreArchivo: string,
  limites: LimitesArchivo,
): FormatoArchivo {
  if (contenido.length === 0) throw errorDeArchivo(MENSAJES_LECTOR.vacio);
  if (contenido.length > limites.tamano) throw errorDeArchivo(MENSAJES_LECTOR.demasiadoGrande, 413);
  if (/\.xlsm$/i.test(nombreArchivo)) throw errorDeArchivo(MENSAJES_LECTOR.macros);
  if (esZip(contenido)) return { tipo: 'xlsx' };
  if (/\.csv$/i.test(nombreArchivo) && !contenido.subarray(0, 4096).includes(0))
    return { tipo: 'csv', hoja: nombreArchivo };
  throw errorDeArchivo(MENSAJES_LECTOR.tipoNoPermitido);
}

/**
 * Las fechas que llegan del hilo, como fechas de este contexto: el clon estructurado las arma con el `Date` del
 * proceso, que no es el de un contexto de vm (jest) y allí no pasaría `instanceof Date`.
 */
function conFechasDeAqui(filas: ValorCelda[][]): ValorCelda[][] {
  for (const celdas of filas)
    for (let i = 0; i < celdas.length; i += 1) {
      const celda = celdas[i];
      if (typeof celda === 'object' && celda !== null && !(celda instanceof Date) && esFecha(celda))
        celdas[i] = new Date(celda.getTime());
    }
  return filas;
}

const esFecha = (valor: object): valor is Date => Object.prototype.toString.call(valor) === '[object Date]';

let enCurso = 0;
const enEspera: (() => void)[] = [];

async function turnoDeLectura(): Promise<() => void> {
  if (enCurso >= LECTORES_A_LA_VEZ) await new Promise<void>((listo) => enEspera.push(listo));
  else enCurso += 1;
  let soltado = false;
  return () => {
    if (soltado) return;
    soltado = true;
    const siguiente = enEspera.shift();
    if (siguiente) siguiente();
    else enCurso -= 1;
  };
}

/**
 * Los bytes del archivo para el hilo. El Buffer de una subida grande es dueño de toda su memoria: pasa al hilo sin
 * copiarse (y aquí queda vacío: quien abre el archivo no lo usa después); uno chico comparte la reserva de Node y va
 * copiado.
 */
function bytesParaElHilo(contenido: Buffer): { bytes: Uint8Array; transferir: ArrayBuffer[] } {
  const { buffer } = contenido;
  if (buffer instanceof ArrayBuffer && contenido.byteOffset === 0 && buffer.byteLength === contenido.length)
    return { bytes: new Uint8Array(buffer), transferir: [buffer] };
  const copia = new Uint8Array(contenido.length);
  copia.set(contenido);
  return { bytes: copia, transferir: [copia.buffer] };
}

/**
 * El hilo: compilado, `trabajador.js` junto a este archivo; desde la fuente (las pruebas corren TypeScript), el `.ts`
 * compilado al cargarlo con el registro de swc de las pruebas.
 */
function crearHilo(datos: DatosDelTrabajador, transferir: ArrayBuffer[]): Worker {
  const opciones = {
    workerData: datos,
    transferList: transferir,
    resourceLimits: { maxOldGenerationSizeMb: datos.limites.memoriaMb },
  };
  if (path.extname(__filename) === '.js') return new Worker(path.join(__dirname, 'trabajador.js'), opciones);
  const registro = path.resolve(__dirname, '..', '..', '..', 'test', 'support', 'registrar-ts.cjs');
  const entrada = path.join(__dirname, 'trabajador.ts');
  return new Worker(`require(${JSON.stringify(registro)}); require(${JSON.stringify(entrada)});`, {
    ...opciones,
    eval: true,
  });
}

/** Los mensajes del hilo, uno a la vez, con el tiempo que se le espera sumado contra `limites.tiempoMs`. */
class ConversacionConHilo {
  private readonly recibidos: MensajeDelTrabajador[] = [];
  private esperando: { resolver: (m: MensajeDelTrabajador) => void; rechazar: (e: Error) => void } | null =
    null;
  private fallo: Error | null = null;
  private tiempoRestante: number;

  constructor(
    private readonly hilo: Worker,
    private readonly limites: LimitesArchivo,
  ) {
    this.tiempoRestante = limites.tiempoMs;
    hilo.on('message', (mensaje: MensajeDelTrabajador) => {
      const esperando = this.esperando;
      this.esperando = null;
      if (esperando) esperando.resolver(mensaje);
      else this.recibidos.push(mensaje);
    });
    hilo.on('error', (error: Error & { code?: string }) =>
      this.fallar(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? errorDeArchivo(MENSAJES_LECTOR.memoria(limites.memoriaMb), 413)
          : errorDeArchivo(MENSAJES_LECTOR.ilegible),
      ),
    );
    hilo.on('exit', () => this.fallar(errorDeArchivo(MENSAJES_LECTOR.ilegible)));
  }

  private fallar(error: Error): void {
    this.fallo ??= error;
    const esperando = this.esperando;
    this.esperando = null;
    esperando?.rechazar(this.fallo);
  }

  enviar(mensaje: MensajeAlTrabajador): void {
    this.hilo.postMessage(mensaje);
  }

  async recibir(): Promise<MensajeDelTrabajador> {
    const listo = this.recibidos.shift();
    if (listo) return listo;
    if (this.fallo) throw this.fallo;
    const inicio = Date.now();
    const reloj = setTimeout(() => {
      void this.hilo.terminate();
      this.fallar(errorDeArchivo(MENSAJES_LECTOR.tiempo(this.limites.tiempoMs), 413));
    }, this.tiempoRestante);
    try {
      const mensaje = await new Promise<MensajeDelTrabajador>((resolver, rechazar) => {
        this.esperando = { resolver, rechazar };
      });
      if (mensaje.tipo === 'rechazo') throw errorDeArchivo(mensaje.mensaje, mensaje.status);
      return mensaje;
    } finally {
      clearTimeout(reloj);
      this.tiempoRestante -= Date.now() - inicio;
    }
  }
}

/**
 * Abre un archivo subido de ese formato (formatoDeArchivo) con esos límites. Lanza ErrorNegocio (400 o 413, con el
 * mensaje del límite) en cuanto el archivo pasa uno, al abrirlo o al leer sus tandas; quien lo abre llama `cerrar` al
 * terminar, salga como salga, y no vuelve a usar `contenido` (pasa al hilo).
 */
export async function abrirArchivoSubido(
  contenido: Buffer,
  formato: FormatoArchivo,
  limites: LimitesArchivo,
): Promise<ArchivoAbierto> {
  const soltar = await turnoDeLectura();
  const { bytes, transferir } = bytesParaElHilo(contenido);
  const hilo = crearHilo({ contenido: bytes, formato, limites }, transferir);
  const conversacion = new ConversacionConHilo(hilo, limites);
  const cerrar = async () => {
    soltar();
    hilo.removeAllListeners('exit');
    await hilo.terminate();
  };
  try {
    const primero = await conversacion.recibir();
    if (primero.tipo !== 'hojas') throw errorDeArchivo(MENSAJES_LECTOR.ilegible);
    return {
      hojas: primero.nombres,
      async *tandas(indices) {
        conversacion.enviar({ tipo: 'leer', indices });
        for (;;) {
          const mensaje = await conversacion.recibir();
          if (mensaje.tipo === 'fin') return;
          if (mensaje.tipo !== 'lote') throw errorDeArchivo(MENSAJES_LECTOR.ilegible);
          yield { hoja: mensaje.hoja, numeros: mensaje.numeros, celdas: conFechasDeAqui(mensaje.celdas) };
          conversacion.enviar({ tipo: 'sigue' });
        }
      },
      cerrar,
    };
  } catch (error) {
    await cerrar();
    throw error;
  }
}
