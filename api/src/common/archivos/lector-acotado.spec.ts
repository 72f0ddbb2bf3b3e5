// Los contadores del lector acotado, uno por límite (sin hilo: abrirLibro), y el hilo que lee (abrirArchivoSubido):
// lo que se pasa de memoria o de tiempo mata el hilo y responde 413, y las filas llegan por tandas.
import { LINEAS_MAXIMAS_EXTRACTO } from '@cartera/dominio';
import fc from 'fast-check';
import { filaXml, hojaXml, libroCrudo, repetidoComprimido } from '../../../test/support/zip-hostil';
import { PartidorCsv } from './csv';
import { abrirArchivoSubido, formatoDeArchivo } from './lector-acotado';
import { abrirLibro, type FormatoArchivo } from './libro-en-flujo';
import {
  ArchivoRechazado,
  LIMITES_EXTRACTO,
  LIMITES_IMPORTACION,
  MENSAJES_LECTOR as M,
  type LimitesArchivo,
} from './limites';
import type { FilaLeida } from './xlsx-filas';

const XLSX: FormatoArchivo = { tipo: 'xlsx' };
const limites = (cambios: Partial<LimitesArchivo>): LimitesArchivo => ({
  ...LIMITES_IMPORTACION,
  ...cambios,
});

/** Lee todas las hojas sin hilo; devuelve sus filas. */
async function leerTodo(
  contenido: Buffer,
  formato: FormatoArchivo,
  con: LimitesArchivo,
): Promise<FilaLeida[]> {
  const libro = await abrirLibro(contenido, formato, con);
  const filas: FilaLeida[] = [];
  for (let i = 0; i < libro.hojas.length; i += 1)
    for await (const tanda of libro.filas(i)) filas.push(...tanda);
  return filas;
}

const rechazado = (mensaje: string, status: 400 | 413 = 400) => new ArchivoRechazado(mensaje, status);
const cadenas = (n: number) =>
  repetidoComprimido(
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    '<si><t>ab</t></si>',
    n,
    '</sst>',
  );
const conCadenas = (n: number) =>
  libroCrudo([['Clientes', hojaXml('')]], [{ nombre: 'xl/sharedStrings.xml', comprimido: cadenas(n) }]);

describe('lector acotado: cada límite se cuenta al leer', () => {
  const diezFilas = libroCrudo([
    ['Clientes', hojaXml(Array.from({ length: 10 }, (_, i) => filaXml(i + 1, ['a', 'b', 'c'])).join(''))],
  ]);

  it('filas, celdas, columnas por su referencia y caracteres de una celda', async () => {
    expect(await leerTodo(diezFilas, XLSX, LIMITES_IMPORTACION)).toHaveLength(10);
    await expect(leerTodo(diezFilas, XLSX, limites({ filas: 8 }))).rejects.toEqual(
      rechazado(M.filas(8, 'Clientes')),
    );
    await expect(leerTodo(diezFilas, XLSX, limites({ celdas: 29 }))).rejects.toEqual(rechazado(M.celdas(29)));
    await expect(leerTodo(diezFilas, XLSX, limites({ columnas: 2 }))).rejects.toEqual(
      rechazado(M.columnas(2, 'Clientes', 'C1')),
    );
    const larga = libroCrudo([['Clientes', hojaXml(filaXml(1, ['x'.repeat(101)]))]]);
    await expect(leerTodo(larga, XLSX, limites({ caracteresCelda: 100 }))).rejects.toEqual(
      rechazado(M.caracteres(100, 'Clientes', 'A1')),
    );
  });

  it('cadenas compartidas (cuántas y cuánto), hojas, partes, profundidad y lo descomprimido', async () => {
    expect(await leerTodo(conCadenas(1000), XLSX, limites({ cadenas: 1000 }))).toEqual([]);
    await expect(leerTodo(conCadenas(1001), XLSX, limites({ cadenas: 1000 }))).rejects.toEqual(
      rechazado(M.cadenas(1000)),
    );
    await expect(
      leerTodo(conCadenas(100_000), XLSX, limites({ cadenasBytes: 1024 * 1024, proporcion: 100_000 })),
    ).rejects.toEqual(rechazado(M.cadenasBytes(1024 * 1024), 413));
    const tresHojas = libroCrudo([1, 2, 3].map((n): [string, string] => [`H${n}`, hojaXml('')]));
    await expect(leerTodo(tresHojas, XLSX, limites({ hojas: 2 }))).rejects.toEqual(rechazado(M.hojas(2)));
    await expect(leerTodo(tresHojas, XLSX, limites({ partes: 6 }))).rejects.toEqual(rechazado(M.partes(6)));
    const hondo = libroCrudo([['Clientes', hojaXml('<x><x><x></x></x></x>')]]);
    expect(await leerTodo(hondo, XLSX, limites({ profundidadXml: 5 }))).toEqual([]);
    await expect(leerTodo(hondo, XLSX, limites({ profundidadXml: 4 }))).rejects.toEqual(
      rechazado(M.profundidad('xl/worksheets/sheet1.xml', 4)),
    );
    await expect(leerTodo(diezFilas, XLSX, limites({ descomprimido: 1000 }))).rejects.toEqual(
      rechazado(M.descomprimido(1000), 413),
    );
  });

  it('un CSV: columnas, celdas, filas y caracteres; lo mismo partido en cualquier trozo', async () => {
    const csv = Buffer.from('a;b;c\r\n1;"2;""x"""\n\n3;4;5\n');
    const comoCsv: FormatoArchivo = { tipo: 'csv', hoja: 'Clientes' };
    expect(await leerTodo(csv, comoCsv, LIMITES_IMPORTACION)).toEqual([
      { numero: 1, celdas: ['a', 'b', 'c'] },
      { numero: 2, celdas: ['1', '2;"x"'] },
      { numero: 3, celdas: [''] },
      { numero: 4, celdas: ['3', '4', '5'] },
    ]);
    await expect(leerTodo(csv, comoCsv, limites({ columnas: 2 }))).rejects.toEqual(
      rechazado(M.columnasCsv(2, 1)),
    );
    await expect(leerTodo(csv, comoCsv, limites({ celdas: 5 }))).rejects.toEqual(rechazado(M.celdas(5)));
    await expect(leerTodo(csv, comoCsv, limites({ filas: 2 }))).rejects.toEqual(rechazado(M.filasArchivo(2)));
    await expect(leerTodo(csv, comoCsv, limites({ caracteresCelda: 4 }))).rejects.toEqual(
      rechazado(M.caracteres(4, 'Clientes', 'B2')),
    );
    const texto = fc.stringMatching(/^[a;"\r\n]{0,40}$/);
    fc.assert(
      fc.property(texto, fc.array(fc.nat(40), { maxLength: 5 }), (contenido, cortes) => {
        const entero = new PartidorCsv(';', 'H', LIMITES_IMPORTACION, { celdas: 0 });
        entero.escribir(contenido);
        entero.terminar();
        const partido = new PartidorCsv(';', 'H', LIMITES_IMPORTACION, { celdas: 0 });
        let desde = 0;
        for (const corte of [...cortes].sort((a, b) => a - b)) {
          partido.escribir(contenido.slice(desde, Math.max(desde, corte)));
          desde = Math.max(desde, corte);
        }
        partido.escribir(contenido.slice(desde));
        partido.terminar();
        expect(partido.listas).toEqual(entero.listas);
      }),
      { numRuns: 300, seed: 65 },
    );
  });
});

describe('lector acotado: el hilo que lee', () => {
  it('manda las filas por tandas de filasPorLote (o celdasPorLote), de las hojas pedidas', async () => {
    const con = limites({ filasPorLote: 4 });
    const archivo = await abrirArchivoSubido(
      libroCrudo([
        ['Otra', hojaXml(filaXml(1, ['no']))],
        ['Clientes', hojaXml(Array.from({ length: 10 }, (_, i) => filaXml(i + 1, [`c${i + 1}`])).join(''))],
      ]),
      XLSX,
      con,
    );
    try {
      expect(archivo.hojas).toEqual(['Otra', 'Clientes']);
      const tandas = [];
      for await (const tanda of archivo.tandas([1])) tandas.push(tanda);
      expect(tandas.map((t) => [t.hoja, t.numeros])).toEqual([
        [1, [1, 2, 3, 4]],
        [1, [5, 6, 7, 8]],
        [1, [9, 10]],
      ]);
      expect(tandas[2].celdas).toEqual([['c9'], ['c10']]);
    } finally {
      await archivo.cerrar();
    }
    // Una tanda también se corta por celdas: tres filas de dos celdas pasan las cinco.
    const anchas = await abrirArchivoSubido(
      Buffer.from('a;b\n1;2\n3;4\n5;6\n'),
      { tipo: 'csv', hoja: 'Clientes' },
      limites({ celdasPorLote: 5 }),
    );
    const numeros = [];
    for await (const tanda of anchas.tandas([0])) numeros.push(tanda.numeros);
    await anchas.cerrar();
    expect(numeros).toEqual([[1, 2, 3], [4]]);
  });

  it('un límite contado en el hilo llega como el error de la API (400 con su mensaje)', async () => {
    const archivo = await abrirArchivoSubido(
      libroCrudo([['Clientes', hojaXml('<row r="1"><c r="ZZZZZZ1"><v>1</v></c></row>')]]),
      XLSX,
      LIMITES_IMPORTACION,
    );
    const leer = async () => {
      for await (const _ of archivo.tandas([0]));
    };
    await expect(leer()).rejects.toMatchObject({
      status: 400,
      message: M.columnas(200, 'Clientes', 'ZZZZZZ1'),
    });
    await archivo.cerrar();
  });

  it('lo que pasa la memoria del hilo o su tiempo termina el hilo y responde 413; el proceso sigue', async () => {
    // Un millón de cadenas con los límites de cadenas abiertos: el heap de 12 MB del hilo no las aguanta.
    const sinTopes = limites({
      memoriaMb: 12,
      cadenas: 10_000_000,
      cadenasBytes: 200 * 1024 * 1024,
      proporcion: 100_000,
    });
    await expect(abrirArchivoSubido(conCadenas(1_000_000), XLSX, sinTopes)).rejects.toMatchObject({
      status: 413,
      message: M.memoria(12),
    });
    await expect(abrirArchivoSubido(conCadenas(10), XLSX, limites({ tiempoMs: 1 }))).rejects.toMatchObject({
      status: 413,
      message: M.tiempo(1),
    });
    const normal = await abrirArchivoSubido(conCadenas(10), XLSX, LIMITES_IMPORTACION);
    expect(normal.hojas).toEqual(['Clientes']);
    await normal.cerrar();
  });

  it('leído entero antes de mandar (un extracto), un archivo que se rechaza a mitad no manda ninguna tanda', async () => {
    // 200.000 filas (más de un trozo de 1 MB): el tope de celdas se pasa en el segundo trozo.
    const csv = Buffer.from(Array.from({ length: 200_000 }, (_, i) => `${i};x`).join('\n'));
    const recibidas = async (enteroAntesDeMandar: boolean) => {
      const con = limites({ celdas: 300_000, enteroAntesDeMandar });
      const archivo = await abrirArchivoSubido(Buffer.from(csv), { tipo: 'csv', hoja: 'H' }, con);
      const numeros: number[] = [];
      try {
        for await (const tanda of archivo.tandas([0])) numeros.push(...tanda.numeros);
      } catch (error) {
        expect(error).toMatchObject({ status: 400, message: M.celdas(300_000) });
      } finally {
        await archivo.cerrar();
      }
      return numeros;
    };
    expect(await recibidas(false)).not.toEqual([]);
    expect(await recibidas(true)).toEqual([]);
  });

  it('las líneas de un extracto son las de la regla del dominio', () => {
    expect(LIMITES_EXTRACTO.filas).toBe(LINEAS_MAXIMAS_EXTRACTO);
  });

  it('el formato: vacío, macros, otro tipo y más grande que el máximo se rechazan sin abrir un hilo', () => {
    expect(() => formatoDeArchivo(Buffer.alloc(0), 'a.xlsx', LIMITES_IMPORTACION)).toThrow(M.vacio);
    expect(() => formatoDeArchivo(Buffer.from('x'), 'a.xlsm', LIMITES_IMPORTACION)).toThrow(M.macros);
    expect(() => formatoDeArchivo(Buffer.from('x'), 'a.png', LIMITES_IMPORTACION)).toThrow(M.tipoNoPermitido);
    expect(() => formatoDeArchivo(Buffer.from('xx'), 'a.csv', limites({ tamano: 1 }))).toThrow(
      M.demasiadoGrande,
    );
    expect(formatoDeArchivo(Buffer.from('a;b'), 'Clientes.csv', LIMITES_IMPORTACION)).toEqual({
      tipo: 'csv',
      hoja: 'Clientes.csv',
    });
  });
});
