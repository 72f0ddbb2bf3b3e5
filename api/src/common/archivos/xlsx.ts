// El lector de XLSX con límites (docs/decisiones/lector-de-archivos-acotado.md): el ZIP se recorre por su directorio
// central (zip.ts), cada parte se descomprime en flujo y su XML se lee por trozos (xml-en-flujo.ts); de las hojas sólo
// se arma la fila que se está leyendo (xlsx-filas.ts). Lee lo que un XLSX de datos trae: cadenas compartidas y en
// línea, números, booleanos, fechas (números con formato de fecha, como las entrega exceljs) y referencias de celda;
// una fórmula llega marcada para que quien lee la rechace. Cada límite se cuenta mientras se lee.
import { StringDecoder } from 'node:string_decoder';
import { MENSAJES_LECTOR, rechazo, rechazoPorTamano, type LimitesArchivo } from './limites';
import {
  FilasDeHoja,
  TextoDeCadena,
  type Contadores,
  type DatosDelLibro,
  type FilaLeida,
} from './xlsx-filas';
import { LectorXml, atributoXml, atributosXml, type OyenteXml } from './xml-en-flujo';
import type { ZipAcotado } from './zip';

/** Una hoja del libro: su nombre y sus filas en flujo, por tandas (las que no se recorren no se leen). */
export interface HojaLeida {
  nombre: string;
  filas(): AsyncGenerator<FilaLeida[]>;
}

/** El texto de una parte, por trozos. */
async function* textoDe(zip: ZipAcotado, parte: string): AsyncGenerator<string> {
  const decodificador = new StringDecoder('utf8');
  for await (const bytes of zip.bytes(parte)) yield decodificador.write(bytes);
  const cola = decodificador.end();
  if (cola) yield cola;
}

/** Lee una parte entera con un oyente. */
async function leerParte(zip: ZipAcotado, parte: string, oyente: OyenteXml, limites: LimitesArchivo) {
  const lector = new LectorXml(oyente, parte, limites.profundidadXml);
  for await (const trozo of textoDe(zip, parte)) lector.escribir(trozo);
  lector.terminar();
}

async function cadenasCompartidas(zip: ZipAcotado, limites: LimitesArchivo): Promise<string[]> {
  const cadenas: string[] = [];
  if (!zip.tiene('xl/sharedStrings.xml')) return cadenas;
  const cadena = new TextoDeCadena(limites.cadenasBytes, () =>
    rechazoPorTamano(MENSAJES_LECTOR.cadenasBytes(limites.cadenasBytes)),
  );
  await leerParte(
    zip,
    'xl/sharedStrings.xml',
    {
      abre: (nombre) => (nombre === 'si' ? cadena.empezar() : cadena.abre(nombre)),
      cierra: (nombre) => {
        if (nombre !== 'si') return cadena.cierra(nombre);
        if (cadenas.push(cadena.tomar()) > limites.cadenas)
          throw rechazo(MENSAJES_LECTOR.cadenas(limites.cadenas));
      },
      texto: (crudo) => cadena.agregar(crudo),
    },
    limites,
  );
  return cadenas;
}

/** Los formatos de número de Excel que son fechas (los mismos que exceljs reconoce: 14–22 y 45–47). */
const FECHAS_DE_EXCEL = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** Si un formato de número es de fecha: quitados los textos entre comillas y corchetes, trae y, m, d, h, s o b. */
export function esFormatoDeFecha(formato: string): boolean {
  return /[ymdhMsb]/.test(formato.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** Por cada estilo de celda (`s`), si su formato de número es de fecha. */
async function estilosDeFecha(zip: ZipAcotado, limites: LimitesArchivo): Promise<boolean[]> {
  if (!zip.tiene('xl/styles.xml')) return [];
  const formatos = new Map<number, string>();
  const deFecha: boolean[] = [];
  let enCeldas = false;
  const oyente: OyenteXml = {
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
  };
  await leerParte(zip, 'xl/styles.xml', oyente, limites);
  return deFecha;
}

const sinTexto = { cierra: () => undefined, texto: () => undefined };

/** Las hojas del libro en su orden (nombre y parte; no más que `limites.hojas`) y si sus fechas cuentan desde 1904. */
async function hojasDelLibro(
  zip: ZipAcotado,
  limites: LimitesArchivo,
): Promise<{ hojas: { nombre: string; parte: string }[]; en1904: boolean }> {
  const destinos = new Map<string, string>();
  if (zip.tiene('xl/_rels/workbook.xml.rels'))
    await leerParte(
      zip,
      'xl/_rels/workbook.xml.rels',
      {
        ...sinTexto,
        abre: (nombre, atributos) => {
          if (nombre !== 'Relationship') return;
          const a = atributosXml(atributos);
          if (a.Id && a.Target)
            destinos.set(a.Id, a.Target.startsWith('/') ? a.Target.slice(1) : `xl/${a.Target}`);
        },
      },
      limites,
    );
  const hojas: { nombre: string; parte: string }[] = [];
  let en1904 = false;
  let declaradas = 0;
  await leerParte(
    zip,
    'xl/workbook.xml',
    {
      ...sinTexto,
      abre: (nombre, atributos) => {
        if (nombre === 'workbookPr') en1904 = /^(1|true)$/.test(atributoXml(atributos, 'date1904') ?? '');
        if (nombre !== 'sheet') return;
        if ((declaradas += 1) > limites.hojas) throw rechazo(MENSAJES_LECTOR.hojas(limites.hojas));
        const a = atributosXml(atributos);
        const parte = destinos.get(a['r:id'] ?? a.id ?? '');
        if (parte && zip.tiene(parte)) hojas.push({ nombre: a.name ?? '', parte });
      },
    },
    limites,
  );
  return { hojas, en1904 };
}

/**
 * Las hojas de un XLSX, en el orden del libro, cada una con sus filas en flujo. Antes lee el libro, sus relaciones, las
 * cadenas compartidas y los estilos, estén donde estén en el ZIP. Lanza ArchivoRechazado (un límite) o ArchivoIlegible.
 */
export async function hojasXlsx(zip: ZipAcotado, limites: LimitesArchivo): Promise<HojaLeida[]> {
  const { hojas, en1904 } = await hojasDelLibro(zip, limites);
  const libro: DatosDelLibro = {
    cadenas: await cadenasCompartidas(zip, limites),
    deFecha: await estilosDeFecha(zip, limites),
    en1904,
  };
  const contadores: Contadores = { celdas: 0 };
  return hojas.map(({ nombre, parte }) => ({
    nombre,
    async *filas() {
      const oyente = new FilasDeHoja(nombre, libro, limites, contadores);
      const lector = new LectorXml(oyente, parte, limites.profundidadXml);
      for await (const trozo of textoDe(zip, parte)) {
        lector.escribir(trozo);
        if (oyente.listas.length === 0) continue;
        const listas = oyente.listas;
        oyente.listas = [];
        yield listas;
      }
      lector.terminar();
      if (oyente.listas.length > 0) yield oyente.listas;
    },
  }));
}
