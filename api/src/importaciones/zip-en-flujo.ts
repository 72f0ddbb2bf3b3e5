// El ZIP de un XLSX ordenado para leerlo en flujo (exceljs WorkbookReader). El lector en flujo necesita ver el libro
// (nombres de las hojas), sus relaciones y las cadenas compartidas ANTES que las hojas; si vienen después (exceljs y
// otros programas escriben xl/workbook.xml al final) guarda cada hoja en un archivo temporal y, con varias hojas,
// pierde el libro y falla. Aquí se copian las entradas, comprimidas tal cual, con esas partes primero, y se agrega
// un xl/sharedStrings.xml vacío si el libro no lo trae. Nada se descomprime.
import { crc32 } from 'node:zlib';

const PRIMERAS = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const CADENAS_VACIAS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

interface Entrada {
  nombre: string;
  /** La entrada del directorio central (46 bytes + nombre + extra + comentario). */
  central: Buffer;
  /** La cabecera local, los datos comprimidos y su descriptor, tal como estaban. */
  local: Buffer;
}

/** Una entrada nueva sin comprimir (método 0) con su contenido. */
function entradaGuardada(nombre: string, datos: Buffer): Entrada {
  const nombreBytes = Buffer.from(nombre);
  const crc = crc32(datos);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(datos.length, 18);
  local.writeUInt32LE(datos.length, 22);
  local.writeUInt16LE(nombreBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(datos.length, 20);
  central.writeUInt32LE(datos.length, 24);
  central.writeUInt16LE(nombreBytes.length, 28);
  return { nombre, central: Buffer.concat([central, nombreBytes]), local: Buffer.concat([local, nombreBytes, datos]) };
}

/**
 * El mismo XLSX con xl/workbook.xml, sus relaciones, las cadenas compartidas y los estilos primero, en trozos para un
 * flujo (`Readable.from`): las entradas son vistas del archivo subido, sin copiarlo. Un ZIP que no se entiende
 * (ZIP64, directorio roto) vuelve tal cual: el lector dirá que no se puede leer.
 */
export function ordenarZipParaFlujo(contenido: Buffer): Buffer[] {
  const minimo = Math.max(0, contenido.length - 65_557);
  let fin = -1;
  for (let i = contenido.length - 22; i >= minimo; i -= 1)
    if (contenido.readUInt32LE(i) === 0x06054b50) {
      fin = i;
      break;
    }
  if (fin < 0) return [contenido];
  const cantidad = contenido.readUInt16LE(fin + 10);
  const inicioCentral = contenido.readUInt32LE(fin + 16);
  if (cantidad === 0xffff || inicioCentral === 0xffffffff || inicioCentral > fin) return [contenido];
  const leidas: (Omit<Entrada, 'local'> & { desde: number })[] = [];
  let posicion = inicioCentral;
  for (let n = 0; n < cantidad; n += 1) {
    if (posicion + 46 > fin || contenido.readUInt32LE(posicion) !== 0x02014b50) return [contenido];
    const largo = 46 + contenido.readUInt16LE(posicion + 28) + contenido.readUInt16LE(posicion + 30) + contenido.readUInt16LE(posicion + 32);
    const nombre = contenido.toString('utf8', posicion + 46, posicion + 46 + contenido.readUInt16LE(posicion + 28));
    leidas.push({ nombre, central: Buffer.from(contenido.subarray(posicion, posicion + largo)), desde: contenido.readUInt32LE(posicion + 42) });
    posicion += largo;
  }
  // Cada entrada local va de su cabecera a la siguiente (o al directorio central): con su descriptor, si lo tiene.
  const porPosicion = [...leidas].sort((a, b) => a.desde - b.desde);
  const entradas: Entrada[] = porPosicion.map((e, i) => ({
    nombre: e.nombre,
    central: e.central,
    local: contenido.subarray(e.desde, i + 1 < porPosicion.length ? porPosicion[i + 1].desde : inicioCentral),
  }));
  if (entradas.some((e) => e.local.length < 30 || e.local.readUInt32LE(0) !== 0x04034b50)) return [contenido];
  if (!entradas.some((e) => e.nombre === 'xl/sharedStrings.xml'))
    entradas.push(entradaGuardada('xl/sharedStrings.xml', CADENAS_VACIAS));
  const rango = (nombre: string) => (PRIMERAS.includes(nombre) ? PRIMERAS.indexOf(nombre) : PRIMERAS.length);
  entradas.sort((a, b) => rango(a.nombre) - rango(b.nombre));

  const partes: Buffer[] = [];
  const centrales: Buffer[] = [];
  let desplazamiento = 0;
  for (const entrada of entradas) {
    const central = Buffer.from(entrada.central);
    central.writeUInt32LE(desplazamiento, 42);
    centrales.push(central);
    partes.push(entrada.local);
    desplazamiento += entrada.local.length;
  }
  const directorio = Buffer.concat(centrales);
  const cierre = Buffer.alloc(22);
  cierre.writeUInt32LE(0x06054b50, 0);
  cierre.writeUInt16LE(entradas.length, 8);
  cierre.writeUInt16LE(entradas.length, 10);
  cierre.writeUInt32LE(directorio.length, 12);
  cierre.writeUInt32LE(desplazamiento, 16);
  return [...partes, directorio, cierre];
}
