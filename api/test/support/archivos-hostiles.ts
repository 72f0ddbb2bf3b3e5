// Los archivos hostiles de las subidas (docs/decisiones/lector-de-archivos-acotado.md), armados en memoria con los
// constructores de zip-hostil.ts: los usan las pruebas de la API (archivos-hostiles.e2e-spec.ts) y `npm run
// bench:archivos` (que carga este archivo con registrar-ts.cjs). Ninguno se guarda en el repositorio.
import { randomBytes } from 'node:crypto';
import { filaXml, hojaXml, libroCrudo, repetidoComprimido } from './zip-hostil';

/** Un archivo hostil: qué es, su contenido y el nombre con que se sube. */
export interface ArchivoHostil {
  caso: string;
  contenido: Buffer;
  nombre: string;
}

const MB = 1024 * 1024;

/** Una hoja Clientes con sus encabezados (para que el libro sea de la plantilla) y nada más. */
const hojaClientes = () =>
  hojaXml(filaXml(1, ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad']));

/**
 * ≈ 587 MB de cadenas compartidas (`<si><t>ab</t></si>` 34,5 millones de veces) en 1,7 MB, y 2,5 MB de relleno
 * que no comprime: la proporción del libro queda bajo 200 y el total bajo 600 MB (pasaba la revisión del ZIP).
 */
export function bombaDeCadenas(): ArchivoHostil {
  const cadenas = repetidoComprimido(
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    '<si><t>ab</t></si>',
    34_500_000,
    '</sst>',
  );
  const contenido = libroCrudo(
    [['Clientes', hojaXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>')]],
    [
      { nombre: 'xl/sharedStrings.xml', comprimido: cadenas },
      { nombre: 'docProps/relleno.dat', contenido: randomBytes(2.5 * MB) },
    ],
  );
  return { caso: 'cadenas compartidas de 587 MB', contenido, nombre: 'cadenas.xlsx' };
}

/** 1,8 KB: una celda en la columna ZZZZZZ (≈ 321 millones): el lector llenaba la fila de vacíos hasta ella. */
export const bombaDeColumna = (): ArchivoHostil => ({
  caso: 'celda ZZZZZZ1',
  contenido: libroCrudo([
    ['Clientes', hojaXml('<row r="1"><c r="ZZZZZZ1" t="inlineStr"><is><t>x</t></is></c></row>')],
  ]),
  nombre: 'columna.xlsx',
});

/** Cien mil etiquetas anidadas dentro de la hoja (con 16 KB que no comprimen: la proporción queda bajo 200). */
export const xmlAnidado = (): ArchivoHostil => ({
  caso: 'XML anidado 100.000 veces',
  contenido: libroCrudo(
    [['Clientes', hojaXml(`${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}`)]],
    [{ nombre: 'docProps/relleno.dat', contenido: randomBytes(16 * 1024) }],
  ),
  nombre: 'anidado.xlsx',
});

/** Doscientas hojas vacías. */
export const muchasHojas = (): ArchivoHostil => ({
  caso: 'doscientas hojas',
  contenido: libroCrudo(
    Array.from({ length: 200 }, (_, i): [string, string] => [`Hoja${i + 1}`, hojaXml('')]),
  ),
  nombre: 'hojas.xlsx',
});

/** Una hoja que declara 1.000 bytes (en el directorio y en su cabecera) y descomprime 2 MB. */
export function tamanoMenorQueElReal(): ArchivoHostil {
  const filas = Array.from({ length: 20_000 }, (_, i) => filaXml(i + 2, ['C-1', 'x'.repeat(40)])).join('');
  const hoja = hojaXml(filaXml(1, ['idExterno', 'nombre']) + filas);
  const contenido = libroCrudo([
    ['Clientes', { nombre: '', contenido: hoja, declarado: { central: 1000, local: 1000 } }],
  ]);
  return { caso: 'parte que declara menos de lo que mide', contenido, nombre: 'miente.xlsx' };
}

/** El directorio central y la cabecera local de la hoja declaran tamaños distintos. */
export function cabecerasDistintas(): ArchivoHostil {
  const hoja = hojaClientes();
  const contenido = libroCrudo([
    ['Clientes', { nombre: '', contenido: hoja, declarado: { central: Buffer.byteLength(hoja), local: 50 } }],
  ]);
  return { caso: 'cabecera local distinta del directorio', contenido, nombre: 'cabeceras.xlsx' };
}

/** Una parte que declara 1 GB descomprimido (y mide unos bytes). */
export const declaraUnGb = (): ArchivoHostil => ({
  caso: 'parte que declara 1 GB',
  contenido: libroCrudo([
    [
      'Clientes',
      { nombre: '', contenido: hojaClientes(), declarado: { central: 1024 * MB, local: 1024 * MB } },
    ],
  ]),
  nombre: 'un-gb.xlsx',
});

/**
 * Un CSV de `bytes` (≈ 50 MB por defecto: justo bajo el máximo de la subida) con 150 celdas de dos letras por fila:
 * partido entero antes de contar sus filas, eran 16 millones de textos.
 */
export function csvAncho(nombre: string, bytes = 50 * MB - 64 * 1024): ArchivoHostil {
  const encabezados = `${Array.from({ length: 150 }, (_, i) => `c${i + 1}`).join(';')}\n`;
  const fila = Buffer.from(`${Array.from({ length: 150 }, () => 'ab').join(';')}\n`);
  const filas = Math.floor((bytes - encabezados.length) / fila.length);
  const contenido = Buffer.alloc(encabezados.length + filas * fila.length);
  contenido.write(encabezados);
  for (let i = 0; i < filas; i += 1) fila.copy(contenido, encabezados.length + i * fila.length);
  return { caso: `CSV de ${Math.round(bytes / MB)} MB con 150 celdas por fila`, contenido, nombre };
}

/** Todos los archivos hostiles, en el orden de las pruebas; el CSV ancho se sube con el nombre que pide cada ruta. */
export function corpusHostil(nombreCsv: string): ArchivoHostil[] {
  return [
    bombaDeCadenas(),
    bombaDeColumna(),
    xmlAnidado(),
    muchasHojas(),
    tamanoMenorQueElReal(),
    cabecerasDistintas(),
    declaraUnGb(),
    csvAncho(nombreCsv),
  ];
}
