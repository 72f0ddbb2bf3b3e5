// El ZIP de un libro XLSX leído con límites (docs/decisiones/lector-de-archivos-acotado.md): el directorio central se
// revisa entero antes de descomprimir nada (partes, macros, lo declarado por parte y en total, la proporción), cada
// parte se descomprime en flujo contando lo que sale, y una parte cuyo tamaño real no es el que declaran el directorio
// y su cabecera local se rechaza en el byte en que miente.
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import {
  ArchivoIlegible,
  ArchivoRechazado,
  MENSAJES_LECTOR,
  rechazo,
  rechazoPorTamano,
  type LimitesArchivo,
} from './limites';

interface EntradaZip {
  metodo: number;
  banderas: number;
  comprimido: number;
  descomprimido: number;
  local: number;
}

const FIN_DEL_DIRECTORIO = 0x06054b50;
const ENTRADA_DEL_DIRECTORIO = 0x02014b50;
const CABECERA_LOCAL = 0x04034b50;
/** Un tamaño de 32 bits en 0xFFFFFFFF: el de verdad está en el extra de ZIP64 (un XLSX de datos no lo necesita). */
const ZIP64 = 0xffffffff;
const CIFRADO = 0x1;
const DESCRIPTOR_AL_FINAL = 0x8;

const esMacro = (nombre: string) =>
  /vbaProject\.bin$/i.test(nombre) || (/\.bin$/i.test(nombre) && /macro/i.test(nombre));

/** Si el contenido empieza como un ZIP (la cabecera local de su primera parte). */
export const esZip = (contenido: Buffer) =>
  contenido.length >= 4 && contenido.readUInt32LE(0) === CABECERA_LOCAL;

/** Dónde empieza el fin del directorio central; -1 si no está. */
function finDelDirectorio(contenido: Buffer): number {
  for (let i = contenido.length - 22; i >= Math.max(0, contenido.length - 65_557); i -= 1)
    if (contenido.readUInt32LE(i) === FIN_DEL_DIRECTORIO) return i;
  return -1;
}

/** El ZIP de un libro, revisado por su directorio central, y lo descomprimido hasta ahora (para el total del libro). */
export class ZipAcotado {
  private readonly entradas = new Map<string, EntradaZip>();
  private descomprimido = 0;

  constructor(
    private readonly contenido: Buffer,
    private readonly limites: LimitesArchivo,
  ) {
    const fin = finDelDirectorio(contenido);
    if (fin < 0) throw new ArchivoIlegible('Sin directorio central');
    const cuantas = contenido.readUInt16LE(fin + 10);
    if (cuantas > limites.partes) throw rechazo(MENSAJES_LECTOR.partes(limites.partes));
    let pos = contenido.readUInt32LE(fin + 16);
    let declarado = 0;
    let comprimido = 0;
    for (let n = 0; n < cuantas; n += 1) {
      if (pos + 46 > fin || contenido.readUInt32LE(pos) !== ENTRADA_DEL_DIRECTORIO)
        throw new ArchivoIlegible('Directorio roto');
      const largoNombre = contenido.readUInt16LE(pos + 28);
      const nombre = contenido.toString('utf8', pos + 46, pos + 46 + largoNombre).replace(/^\//, '');
      const entrada: EntradaZip = {
        banderas: contenido.readUInt16LE(pos + 8),
        metodo: contenido.readUInt16LE(pos + 10),
        comprimido: contenido.readUInt32LE(pos + 20),
        descomprimido: contenido.readUInt32LE(pos + 24),
        local: contenido.readUInt32LE(pos + 42),
      };
      if (esMacro(nombre)) throw rechazo(MENSAJES_LECTOR.macros);
      if (entrada.comprimido === ZIP64 || entrada.descomprimido === ZIP64 || entrada.banderas & CIFRADO)
        throw new ArchivoIlegible('ZIP64 o cifrado');
      declarado += entrada.descomprimido;
      comprimido += entrada.comprimido;
      this.entradas.set(nombre, entrada);
      pos += 46 + largoNombre + contenido.readUInt16LE(pos + 30) + contenido.readUInt16LE(pos + 32);
    }
    if (declarado > limites.descomprimido)
      throw rechazoPorTamano(MENSAJES_LECTOR.descomprimido(limites.descomprimido));
    if (declarado > Math.max(comprimido, 1) * limites.proporcion) throw rechazo(MENSAJES_LECTOR.comprimido);
  }

  tiene(nombre: string): boolean {
    return this.entradas.has(nombre);
  }

  /** Lo que una parte puede medir descomprimida, y el rechazo que lo dice. */
  private limiteDe(nombre: string): { maximo: number; rechazar: () => Error } {
    const { limites } = this;
    if (nombre === 'xl/sharedStrings.xml')
      return {
        maximo: limites.cadenasBytes,
        rechazar: () => rechazoPorTamano(MENSAJES_LECTOR.cadenasBytes(limites.cadenasBytes)),
      };
    const maximo = nombre.startsWith('xl/worksheets/')
      ? limites.descomprimidoHoja
      : limites.descomprimidoParte;
    return { maximo, rechazar: () => rechazoPorTamano(MENSAJES_LECTOR.parteDescomprimida(nombre, maximo)) };
  }

  /** Los bytes comprimidos de una parte, revisados contra su cabecera local. */
  private datosDe(nombre: string, entrada: EntradaZip): Buffer {
    const { contenido } = this;
    const local = entrada.local;
    if (local + 30 > contenido.length || contenido.readUInt32LE(local) !== CABECERA_LOCAL)
      throw new ArchivoIlegible('Cabecera local rota');
    const banderas = contenido.readUInt16LE(local + 6);
    if (contenido.readUInt16LE(local + 8) !== entrada.metodo)
      throw rechazo(MENSAJES_LECTOR.tamanoFalso(nombre));
    // Sin descriptor al final, la cabecera local declara los mismos tamaños que el directorio central.
    if (
      !(banderas & DESCRIPTOR_AL_FINAL) &&
      (contenido.readUInt32LE(local + 18) !== entrada.comprimido ||
        contenido.readUInt32LE(local + 22) !== entrada.descomprimido)
    )
      throw rechazo(MENSAJES_LECTOR.tamanoFalso(nombre));
    const desde = local + 30 + contenido.readUInt16LE(local + 26) + contenido.readUInt16LE(local + 28);
    if (desde + entrada.comprimido > contenido.length) throw new ArchivoIlegible('Parte cortada');
    if (entrada.metodo !== 0 && entrada.metodo !== 8) throw new ArchivoIlegible('Compresión no admitida');
    if (entrada.metodo === 0 && entrada.comprimido !== entrada.descomprimido)
      throw rechazo(MENSAJES_LECTOR.tamanoFalso(nombre));
    return contenido.subarray(desde, desde + entrada.comprimido);
  }

  /**
   * Los bytes de una parte, descomprimidos en flujo: nunca más de lo que declara (ni menos, al terminar), de lo que
   * admite su clase de parte ni del total del libro.
   */
  async *bytes(nombre: string): AsyncGenerator<Buffer> {
    const entrada = this.entradas.get(nombre);
    if (!entrada) throw new ArchivoIlegible(`Falta ${nombre}`);
    const limite = this.limiteDe(nombre);
    if (entrada.descomprimido > limite.maximo) throw limite.rechazar();
    const datos = this.datosDe(nombre, entrada);
    const fuente =
      entrada.metodo === 0
        ? Readable.from([datos])
        : Readable.from([datos]).pipe(createInflateRaw({ chunkSize: 64 * 1024 }));
    let deLaParte = 0;
    try {
      for await (const trozo of fuente) {
        if (!Buffer.isBuffer(trozo)) throw new ArchivoIlegible('Trozo sin bytes');
        deLaParte += trozo.length;
        this.descomprimido += trozo.length;
        if (deLaParte > entrada.descomprimido) throw rechazo(MENSAJES_LECTOR.tamanoFalso(nombre));
        if (deLaParte > limite.maximo) throw limite.rechazar();
        if (this.descomprimido > this.limites.descomprimido)
          throw rechazoPorTamano(MENSAJES_LECTOR.descomprimido(this.limites.descomprimido));
        yield trozo;
      }
    } catch (error) {
      // Lo que no es un límite (un deflate roto) es un archivo que no se entiende.
      if (error instanceof ArchivoRechazado || error instanceof ArchivoIlegible) throw error;
      throw new ArchivoIlegible(error instanceof Error ? error.message : String(error));
    } finally {
      fuente.destroy();
    }
    if (deLaParte !== entrada.descomprimido) throw rechazo(MENSAJES_LECTOR.tamanoFalso(nombre));
  }
}
