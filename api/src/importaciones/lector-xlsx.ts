// El lector de XLSX de la importación (docs/decisiones/importacion.md, «Lectura en flujo»): el ZIP se recorre por su
// directorio central, cada parte se descomprime en flujo y su XML se lee por trozos (xml-en-flujo.ts); de las hojas
// sólo se arma la fila que se está leyendo. Lee lo que un XLSX de datos trae: cadenas compartidas y en línea, números,
// booleanos, fechas (números con formato de fecha, como las entrega exceljs) y referencias de celda; una fórmula llega
// marcada para que quien lee la rechace. Sin exceljs: un objeto por celda de exceljs era la mitad del tiempo de la
// revisión y casi toda la basura que juntaba la memoria.
import { createInflateRaw } from 'node:zlib';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { LectorXml, XmlIlegible, atributoXml, atributosXml, textoXml, type OyenteXml } from './xml-en-flujo';

/** Una celda con fórmula: quien lee la fila la rechaza con su dirección. */
export interface CeldaConFormula {
  formula: true;
  direccion: string;
}

/** Lo que trae una celda: texto, número, booleano, fecha, nada o una fórmula. */
export type ValorXlsx = string | number | boolean | Date | null | CeldaConFormula;

/** Una fila de una hoja: su número en la hoja y sus celdas (la columna A en 0; las que no vienen, vacías). */
export interface FilaXlsx {
  numero: number;
  celdas: ValorXlsx[];
}

export interface HojaXlsx {
  nombre: string;
  filas(): AsyncGenerator<FilaXlsx>;
}

/** Lo que se descomprime de más (frente a lo que el directorio declara o al máximo del libro): una bomba. */
export class XlsxComprimidoAnomalo extends Error {}
export { XmlIlegible };

interface EntradaZip {
  metodo: number;
  comprimido: number;
  descomprimido: number;
  local: number;
}

/** Las entradas del directorio central (nombre → entrada); lanza XmlIlegible si no es un ZIP que se entienda. */
function entradasZip(contenido: Buffer): Map<string, EntradaZip> {
  let fin = -1;
  for (let i = contenido.length - 22; i >= Math.max(0, contenido.length - 65_557); i -= 1)
    if (contenido.readUInt32LE(i) === 0x06054b50) {
      fin = i;
      break;
    }
  if (fin < 0) throw new XmlIlegible('Sin directorio central');
  const entradas = new Map<string, EntradaZip>();
  let pos = contenido.readUInt32LE(fin + 16);
  for (let n = contenido.readUInt16LE(fin + 10); n > 0; n -= 1) {
    if (pos + 46 > fin || contenido.readUInt32LE(pos) !== 0x02014b50)
      throw new XmlIlegible('Directorio roto');
    const largoNombre = contenido.readUInt16LE(pos + 28);
    const nombre = contenido.toString('utf8', pos + 46, pos + 46 + largoNombre).replace(/^\//, '');
    entradas.set(nombre, {
      metodo: contenido.readUInt16LE(pos + 10),
      comprimido: contenido.readUInt32LE(pos + 20),
      descomprimido: contenido.readUInt32LE(pos + 24),
      local: contenido.readUInt32LE(pos + 42),
    });
    pos += 46 + largoNombre + contenido.readUInt16LE(pos + 30) + contenido.readUInt16LE(pos + 32);
  }
  return entradas;
}

/** El ZIP de un libro y lo descomprimido hasta ahora (para el tope del libro entero). */
class ZipXlsx {
  private readonly entradas: Map<string, EntradaZip>;
  private descomprimido = 0;

  constructor(
    private readonly contenido: Buffer,
    private readonly maximo: number,
  ) {
    this.entradas = entradasZip(contenido);
  }

  tiene(nombre: string): boolean {
    return this.entradas.has(nombre);
  }

  /** El texto de una parte, por trozos, descomprimido en flujo; nunca más de lo que el directorio declara. */
  async *trozos(nombre: string): AsyncGenerator<string> {
    const entrada = this.entradas.get(nombre);
    if (!entrada) throw new XmlIlegible(`Falta ${nombre}`);
    const { contenido } = this;
    const local = entrada.local;
    if (local + 30 > contenido.length || contenido.readUInt32LE(local) !== 0x04034b50)
      throw new XmlIlegible('Cabecera local rota');
    const desde = local + 30 + contenido.readUInt16LE(local + 26) + contenido.readUInt16LE(local + 28);
    const datos = contenido.subarray(desde, desde + entrada.comprimido);
    if (entrada.metodo !== 0 && entrada.metodo !== 8) throw new XmlIlegible('Compresión no admitida');
    const fuente =
      entrada.metodo === 0
        ? Readable.from([datos])
        : Readable.from([datos]).pipe(createInflateRaw({ chunkSize: 64 * 1024 }));
    const decodificador = new StringDecoder('utf8');
    let deEntrada = 0;
    try {
      for await (const bytes of fuente) {
        deEntrada += bytes.length;
        this.descomprimido += bytes.length;
        if (deEntrada > entrada.descomprimido || this.descomprimido > this.maximo)
          throw new XlsxComprimidoAnomalo();
        yield decodificador.write(bytes);
      }
    } finally {
      fuente.destroy();
    }
    const cola = decodificador.end();
    if (cola) yield cola;
  }

  /** Lee una parte entera con un oyente. */
  async leer(nombre: string, oyente: OyenteXml): Promise<void> {
    const lector = new LectorXml(oyente);
    for await (const trozo of this.trozos(nombre)) lector.escribir(trozo);
    lector.terminar();
  }
}

/** Un oyente que junta el texto de las etiquetas `t` (de una `si` o una `is`), sin las fonéticas (`rPh`). */
class TextoDeCadena {
  texto: string | null = null;
  private enT = false;
  private enFonetica = false;

  empezar(): void {
    this.texto = '';
  }

  abre(nombre: string): void {
    if (nombre === 'rPh') this.enFonetica = true;
    else if (nombre === 't' && !this.enFonetica && this.texto !== null) this.enT = true;
  }

  cierra(nombre: string): void {
    if (nombre === 'rPh') this.enFonetica = false;
    else if (nombre === 't') this.enT = false;
  }

  agregar(crudo: string): void {
    if (this.enT) this.texto += crudo;
  }

  /** El texto juntado, con sus entidades resueltas; deja de juntar. */
  tomar(): string {
    const texto = textoXml(this.texto ?? '');
    this.texto = null;
    return texto;
  }
}

async function cadenasCompartidas(zip: ZipXlsx): Promise<string[]> {
  const cadenas: string[] = [];
  if (!zip.tiene('xl/sharedStrings.xml')) return cadenas;
  const cadena = new TextoDeCadena();
  await zip.leer('xl/sharedStrings.xml', {
    abre: (nombre) => (nombre === 'si' ? cadena.empezar() : cadena.abre(nombre)),
    cierra: (nombre) => (nombre === 'si' ? cadenas.push(cadena.tomar()) : cadena.cierra(nombre)),
    texto: (crudo) => cadena.agregar(crudo),
  });
  return cadenas;
}

/** Los formatos de número de Excel que son fechas (los mismos que exceljs reconoce: 14–22 y 45–47). */
const FECHAS_DE_EXCEL = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Si un formato de número es de fecha: quitados los textos entre comillas y corchetes, trae y, m, d, h, s o b. */
export function esFormatoDeFecha(formato: string): boolean {
  return /[ymdhMsb]/.test(formato.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Por cada estilo de celda (`s`), si su formato de número es de fecha. */
async function estilosDeFecha(zip: ZipXlsx): Promise<boolean[]> {
  if (!zip.tiene('xl/styles.xml')) return [];
  const formatos = new Map<number, string>();
  const deFecha: boolean[] = [];
  let enCeldas = false;
  await zip.leer('xl/styles.xml', {
    abre: (nombre, atributos) => {
      if (nombre === 'numFmt') {
        const a = atributosXml(atributos);
        formatos.set(Number(a.numFmtId), a.formatCode ?? '');
      } else if (nombre === 'cellXfs') enCeldas = true;
      else if (nombre === 'xf' && enCeldas) {
        const id = Number(atributoXml(atributos, 'numFmtId') ?? 0);
        const propio = formatos.get(id);
        deFecha.push(id !== 0 && (propio === undefined ? FECHAS_DE_EXCEL.has(id) : esFormatoDeFecha(propio)));
      }
    },
    cierra: (nombre) => {
      if (nombre === 'cellXfs') enCeldas = false;
    },
    texto: () => undefined,
  });
  return deFecha;
}

/** Las hojas del libro en su orden (nombre y parte) y si sus fechas cuentan desde 1904. */
async function hojasDelLibro(
  zip: ZipXlsx,
): Promise<{ hojas: { nombre: string; parte: string }[]; en1904: boolean }> {
  const destinos = new Map<string, string>();
  if (zip.tiene('xl/_rels/workbook.xml.rels'))
    await zip.leer('xl/_rels/workbook.xml.rels', {
      abre: (nombre, atributos) => {
        if (nombre !== 'Relationship') return;
        const a = atributosXml(atributos);
        if (a.Id && a.Target)
          destinos.set(a.Id, a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target}`);
      },
      cierra: () => undefined,
      texto: () => undefined,
    });
  const hojas: { nombre: string; parte: string }[] = [];
  let en1904 = false;
  await zip.leer('xl/workbook.xml', {
    abre: (nombre, atributos) => {
      if (nombre === 'workbookPr') en1904 = /^(1|true)$/.test(atributoXml(atributos, 'date1904') ?? '');
      if (nombre !== 'sheet') return;
      const a = atributosXml(atributos);
      const parte = destinos.get(a['r:id'] ?? a.id ?? '');
      if (parte && zip.tiene(parte)) hojas.push({ nombre: a.name ?? '', parte });
    },
    cierra: () => undefined,
    texto: () => undefined,
  });
  return { hojas, en1904 };
}

/** La columna de una referencia (`AB12` → 28); 0 si no la trae. */
function columnaDe(referencia: string): number {
  let columna = 0;
  for (let i = 0; i < referencia.length; i += 1) {
    const c = referencia.charCodeAt(i);
    if (c < 65 || c > 90) break;
    columna = columna * 26 + (c - 64);
  }
  return columna;
}

function letrasDe(columna: number): string {
  let letras = '';
  for (let n = columna; n > 0; n = Math.floor((n - 1) / 26))
    letras = String.fromCharCode(65 + ((n - 1) % 26)) + letras;
  return letras;
}

/** Una fecha de Excel (días desde 1899-12-30, o 1904-01-01) como la entrega exceljs. */
const fechaDeExcel = (serial: number, en1904: boolean) =>
  new Date(Math.round((serial - 25569 + (en1904 ? 1462 : 0)) * 86_400_000));

/** Lee las filas de una hoja: arma la que se está leyendo y entrega las completas de cada trozo. */
class FilasDeHoja implements OyenteXml {
  listas: FilaXlsx[] = [];
  private fila: FilaXlsx | null = null;
  private ultimaFila = 0;
  private columna = 0;
  private tipo: string | undefined;
  private estilo = 0;
  private formula = false;
  private valor: string | null = null;
  private enValor = false;
  private readonly enLinea = new TextoDeCadena();

  constructor(
    private readonly cadenas: readonly string[],
    private readonly deFecha: readonly boolean[],
    private readonly en1904: boolean,
  ) {}

  abre(nombre: string, atributos: string): void {
    if (nombre === 'c' && this.fila) {
      const referencia = atributoXml(atributos, 'r');
      this.columna = (referencia ? columnaDe(referencia) : 0) || this.columna + 1;
      this.tipo = atributoXml(atributos, 't');
      this.estilo = Number(atributoXml(atributos, 's') ?? 0);
      this.formula = false;
      this.valor = null;
    } else if (nombre === 'v') {
      this.valor = '';
      this.enValor = true;
    } else if (nombre === 'f') this.formula = true;
    else if (nombre === 'is') this.enLinea.empezar();
    else if (nombre === 'row') {
      const r = atributoXml(atributos, 'r');
      this.ultimaFila = r ? Number(r) : this.ultimaFila + 1;
      this.fila = { numero: this.ultimaFila, celdas: [] };
      this.columna = 0;
    } else this.enLinea.abre(nombre);
  }

  cierra(nombre: string): void {
    if (nombre === 'v') this.enValor = false;
    else if (nombre === 'is') this.valor = this.enLinea.tomar();
    else if (nombre === 'c' && this.fila) {
      const celdas = this.fila.celdas;
      while (celdas.length < this.columna - 1) celdas.push(null);
      celdas[this.columna - 1] = this.valorDeCelda();
    } else if (nombre === 'row' && this.fila) {
      this.listas.push(this.fila);
      this.fila = null;
    } else this.enLinea.cierra(nombre);
  }

  texto(crudo: string): void {
    if (this.enValor) this.valor += crudo;
    else this.enLinea.agregar(crudo);
  }

  private valorDeCelda(): ValorXlsx {
    if (this.formula)
      return { formula: true, direccion: `${letrasDe(this.columna)}${this.fila?.numero ?? ''}` };
    const valor = this.valor;
    if (valor === null) return null;
    switch (this.tipo) {
      case 's':
        return this.cadenas[parseInt(valor, 10)] ?? null;
      case 'inlineStr':
        return valor;
      case 'str':
        return textoXml(valor);
      case 'd':
        // Una fecha ISO escrita como texto (pocos programas la usan): la lee el dominio como aaaa-mm-dd.
        return textoXml(valor);
      case 'b':
        return parseInt(valor, 10) !== 0;
      case 'e':
        return null;
      default: {
        if (valor.trim() === '') return null;
        const numero = parseFloat(valor);
        return this.deFecha[this.estilo] ? fechaDeExcel(numero, this.en1904) : numero;
      }
    }
  }
}

/**
 * Las hojas de un XLSX, en el orden del libro, cada una con sus filas en flujo (las que no se recorren no se leen).
 * Antes de la primera hoja lee el libro, sus relaciones, las cadenas compartidas y los estilos, estén donde estén en
 * el ZIP. `maximo`: lo que puede descomprimirse en total. Lanza XmlIlegible o XlsxComprimidoAnomalo.
 */
export async function* hojasXlsx(contenido: Buffer, maximo: number): AsyncGenerator<HojaXlsx> {
  const zip = new ZipXlsx(contenido, maximo);
  const { hojas, en1904 } = await hojasDelLibro(zip);
  const cadenas = await cadenasCompartidas(zip);
  const deFecha = await estilosDeFecha(zip);
  for (const { nombre, parte } of hojas)
    yield {
      nombre,
      async *filas() {
        const oyente = new FilasDeHoja(cadenas, deFecha, en1904);
        const lector = new LectorXml(oyente);
        for await (const trozo of zip.trozos(parte)) {
          lector.escribir(trozo);
          const listas = oyente.listas;
          oyente.listas = [];
          yield* listas;
        }
        lector.terminar();
        yield* oyente.listas;
      },
    };
}
