// Libros XLSX escritos byte a byte para las pruebas de archivos hostiles (docs/decisiones/lector-de-archivos-acotado.md):
// un ZIP con sus cabeceras locales y su directorio central, cada parte comprimida con node:zlib y, si la prueba lo
// pide, con tamaños declarados que mienten. Una bomba se arma repitiendo un bloque comprimido (con vaciado completo,
// cada bloque no depende del anterior): cientos de MB descomprimidos salen de pocos KB sin escribirlos nunca enteros.
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** Una parte del ZIP: su contenido (se comprime) o lo ya comprimido con su tamaño real; y lo que declara, si miente. */
export interface ParteZip {
  nombre: string;
  contenido?: Buffer | string;
  comprimido?: { datos: Buffer; tamano: number };
  /** Lo que declaran el directorio central y la cabecera local (por defecto, el tamaño real). */
  declarado?: { central?: number; local?: number };
}

/**
 * Un registro de ZIP de `largo` bytes con sus campos little-endian, por desplazamiento: `{ 4: [2, 20] }` escribe 20 en
 * dos bytes desde el byte 4.
 */
function registro(largo: number, ...grupos: Array<Record<number, [2 | 4, number]>>): Buffer {
  const bytes = Buffer.alloc(largo);
  for (const campos of grupos)
    for (const [desde, [ancho, valor]] of Object.entries(campos)) {
      if (ancho === 4) bytes.writeUInt32LE(valor, Number(desde));
      else bytes.writeUInt16LE(valor, Number(desde));
    }
  return bytes;
}

/** Un ZIP (método 8, deflate) con esas partes. El CRC de una parte ya comprimida va en 0: el lector no lo usa. */
export function zip(partes: ParteZip[]): Buffer {
  const locales: Buffer[] = [];
  const centrales: Buffer[] = [];
  let desplazamiento = 0;
  for (const parte of partes) {
    const nombre = Buffer.from(parte.nombre);
    const crudo = parte.contenido === undefined ? null : Buffer.from(parte.contenido);
    const datos = crudo ? deflateRawSync(crudo) : (parte.comprimido?.datos ?? Buffer.alloc(0));
    const tamano = crudo ? crudo.length : (parte.comprimido?.tamano ?? 0);
    const crc = crudo ? crc32(crudo) : 0;
    // Cabecera local: firma, versión, método, CRC, tamaño comprimido, tamaño declarado, largo del nombre.
    const local = registro(30, { 0: [4, 0x04034b50], 4: [2, 20], 8: [2, 8], 14: [4, crc] }, {
      18: [4, datos.length],
      22: [4, parte.declarado?.local ?? tamano],
      26: [2, nombre.length],
    });
    // Entrada del directorio central: lo mismo, más la versión que lo hizo y dónde empieza la cabecera local.
    const central = registro(46, { 0: [4, 0x02014b50], 4: [2, 20], 6: [2, 20], 10: [2, 8], 16: [4, crc] }, {
      20: [4, datos.length],
      24: [4, parte.declarado?.central ?? tamano],
      28: [2, nombre.length],
      42: [4, desplazamiento],
    });
    locales.push(local, nombre, datos);
    centrales.push(central, nombre);
    desplazamiento += 30 + nombre.length + datos.length;
  }
  const directorio = Buffer.concat(centrales);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(partes.length, 8);
  fin.writeUInt16LE(partes.length, 10);
  fin.writeUInt32LE(directorio.length, 12);
  fin.writeUInt32LE(desplazamiento, 16);
  return Buffer.concat([...locales, directorio, fin]);
}

/** `inicio`, `trozo` repetido `veces` y `fin`, comprimidos sin armar el texto entero (bloques con vaciado completo). */
export function repetidoComprimido(
  inicio: string,
  trozo: string,
  veces: number,
  fin: string,
): { datos: Buffer; tamano: number } {
  const vaciado = { finishFlush: constants.Z_FULL_FLUSH };
  const bloque = Buffer.from(trozo.repeat(Math.ceil((1024 * 1024) / trozo.length)));
  const porBloque = bloque.length / trozo.length;
  const bloques = Math.floor(veces / porBloque);
  const resto = trozo.repeat(veces - bloques * porBloque);
  const comprimidoBloque = deflateRawSync(bloque, vaciado);
  const datos = Buffer.concat([
    deflateRawSync(Buffer.from(inicio), vaciado),
    ...Array.from({ length: bloques }, () => comprimidoBloque),
    deflateRawSync(Buffer.from(resto + fin)),
  ]);
  return { datos, tamano: inicio.length + bloques * bloque.length + Buffer.byteLength(resto + fin) };
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** El XML de una hoja con ese contenido de `sheetData`. */
export const hojaXml = (filas: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${NS}"><sheetData>${filas}</sheetData></worksheet>`;

/** Una fila de celdas en línea (`t="inlineStr"`) desde la columna A. */
export function filaXml(numero: number, celdas: string[]): string {
  const letra = (i: number) => String.fromCharCode(65 + i);
  const c = celdas.map((v, i) => `<c r="${letra(i)}${numero}" t="inlineStr"><is><t>${v}</t></is></c>`);
  return `<row r="${numero}">${c.join('')}</row>`;
}

/**
 * Un libro mínimo pero completo (tipos de contenido, relaciones, libro, hojas) con esas hojas (nombre → XML de la hoja o
 * su parte ya comprimida) y las partes de más que la prueba agregue (las cadenas compartidas, una que miente).
 */
export function libroCrudo(hojas: [string, string | ParteZip][], extras: ParteZip[] = []): Buffer {
  const tipos =
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    hojas
      .map(
        (_, i) =>
          `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join('') +
    `</Types>`;
  const raiz =
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${NS_R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const libro =
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${NS}" xmlns:r="${NS_R}"><sheets>` +
    hojas.map(([nombre], i) => `<sheet name="${nombre}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
    `</sheets></workbook>`;
  const relaciones =
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    hojas
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${NS_R}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('') +
    (extras.some((p) => p.nombre === 'xl/sharedStrings.xml')
      ? `<Relationship Id="rIdS" Type="${NS_R}/sharedStrings" Target="sharedStrings.xml"/>`
      : '') +
    `</Relationships>`;
  return zip([
    { nombre: '[Content_Types].xml', contenido: tipos },
    { nombre: '_rels/.rels', contenido: raiz },
    { nombre: 'xl/workbook.xml', contenido: libro },
    { nombre: 'xl/_rels/workbook.xml.rels', contenido: relaciones },
    ...hojas.map(([, hoja], i): ParteZip => {
      const nombre = `xl/worksheets/sheet${i + 1}.xml`;
      return typeof hoja === 'string' ? { nombre, contenido: hoja } : { ...hoja, nombre };
    }),
    ...extras,
  ]);
}
