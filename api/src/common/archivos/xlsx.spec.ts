import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { abrirLibro } from './libro-en-flujo';
import { ArchivoIlegible, ArchivoRechazado, LIMITES_IMPORTACION, MENSAJES_LECTOR } from './limites';
import type { ValorCelda } from './xlsx-filas';

/** Lo que lee el lector propio (sin hilo): por hoja, sus filas (número y celdas). */
async function leer(
  contenido: Buffer,
  limites = LIMITES_IMPORTACION,
): Promise<Record<string, Record<number, ValorCelda[]>>> {
  const abierto = await abrirLibro(contenido, { tipo: 'xlsx' }, limites);
  const libro: Record<string, Record<number, ValorCelda[]>> = {};
  for (const [indice, nombre] of abierto.hojas.entries()) {
    const filas: Record<number, ValorCelda[]> = {};
    for await (const tanda of abierto.filas(indice))
      for (const { numero, celdas } of tanda) filas[numero] = celdas;
    libro[nombre] = filas;
  }
  return libro;
}

/** El valor de una celda de exceljs como lo entregaba la importación antes del lector propio (la referencia). */
function valorDeCelda(celda: ExcelJS.Cell): unknown {
  const valor = celda.value;
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'object' && !(valor instanceof Date)) {
    if ('formula' in valor || 'sharedFormula' in valor) return { formula: true, direccion: celda.address };
    if ('richText' in valor) return valor.richText.map((parte) => parte.text).join('');
    if ('text' in valor) return String(valor.text);
    if ('error' in valor) return null;
    return celda.text;
  }
  return valor;
}

/** Lo que lee exceljs del mismo libro, celda por celda, como lo entregaba la importación (valorDeCelda). */
async function leerConExceljs(contenido: Buffer): Promise<Record<string, Record<number, unknown[]>>> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(contenido as unknown as ArrayBuffer);
  const hojas: Record<string, Record<number, unknown[]>> = {};
  for (const hoja of libro.worksheets) {
    const filas: Record<number, unknown[]> = {};
    hoja.eachRow({ includeEmpty: false }, (fila, numero) => {
      filas[numero] = Array.from({ length: fila.cellCount }, (_, i) => valorDeCelda(fila.getCell(i + 1)));
    });
    hojas[hoja.name] = filas;
  }
  return hojas;
}

const vacioComoNull = (valor: unknown) => (valor === '' ? null : valor);

// Textos con tildes, comillas, los caracteres del XML, espacios a los lados y cosas que parecen entidades.
const texto = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    'Bogotá',
    'Peña & Cía',
    '<b>negrita</b>',
    '"comillas" y \'apóstrofos\'',
    '  espacios  ',
    'a > b',
    '&#65;',
    'ñandú',
  ),
);
const celda = fc.oneof(
  texto,
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }),
  fc.date({
    min: new Date('1950-01-01T00:00:00Z'),
    max: new Date('2090-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  fc.constant(null),
);
const hoja = fc.array(fc.array(celda, { maxLength: 8 }), { minLength: 1, maxLength: 8 });

/** Escribe el libro como lo haría una oficina (exceljs en memoria: cadenas compartidas) o el escritor en flujo. */
async function escribir(hojas: unknown[][][], enFlujo: boolean): Promise<Buffer> {
  if (!enFlujo) {
    const libro = new ExcelJS.Workbook();
    hojas.forEach((filas, n) => libro.addWorksheet(`Hoja ${n + 1}`).addRows(filas));
    return Buffer.from(await libro.xlsx.writeBuffer());
  }
  const salida = new PassThrough();
  const partes: Buffer[] = [];
  salida.on('data', (parte: Buffer) => partes.push(parte));
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: salida,
    useSharedStrings: false,
    useStyles: true,
  });
  hojas.forEach((filas, n) => {
    const h = libro.addWorksheet(`Hoja ${n + 1}`);
    for (const fila of filas) h.addRow(fila).commit();
    h.commit();
  });
  await libro.commit();
  return Buffer.concat(partes);
}

describe('lector de XLSX en flujo', () => {
  it('lee lo mismo que exceljs en libros al azar, con cadenas compartidas o en línea (25 casos; 300 con NUM_RUNS=300)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hoja, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (hojas, enFlujo) => {
          const contenido = await escribir(hojas, enFlujo);
          const propio = await leer(contenido);
          const deExceljs = await leerConExceljs(contenido);
          expect(Object.keys(propio)).toEqual(Object.keys(deExceljs));
          for (const [nombre, filas] of Object.entries(deExceljs))
            for (const [numero, celdas] of Object.entries(filas)) {
              // exceljs no cuenta las celdas vacías del final; el lector, hasta la última que el XML trae. Un texto vacío
              // y una celda vacía son lo mismo para la importación (textoDe: '' en los dos casos).
              const leidas = (propio[nombre][Number(numero)] ?? []).map(vacioComoNull);
              expect(leidas.slice(0, celdas.length)).toEqual(celdas.map(vacioComoNull));
              expect(leidas.slice(celdas.length).every((c) => c === null)).toBe(true);
            }
        },
      ),
      { numRuns: Number(process.env.NUM_RUNS ?? 25), seed: 52 },
    );
  });

  it('ejemplos: fechas, booleanos, texto enriquecido, fórmulas con su dirección y filas que saltan', async () => {
    const libro = new ExcelJS.Workbook();
    const h = libro.addWorksheet('Clientes');
    h.getCell('A1').value = 'Peña & Cía <S.A.>';
    h.getCell('B1').value = new Date('2026-03-02T00:00:00Z');
    h.getCell('C1').value = true;
    h.getCell('D1').value = { richText: [{ text: 'Bo' }, { text: 'gotá', font: { bold: true } }] };
    h.getCell('B4').value = { formula: 'B1+1' };
    h.getCell('AB4').value = 1234.5;
    const leido = await leer(Buffer.from(await libro.xlsx.writeBuffer()));
    expect(leido.Clientes[1]).toEqual([
      'Peña & Cía <S.A.>',
      new Date('2026-03-02T00:00:00Z'),
      true,
      'Bogotá',
    ]);
    expect(leido.Clientes[4][1]).toEqual({ formula: true, direccion: 'B4' });
    expect(leido.Clientes[4][27]).toBe(1234.5);
    expect(leido.Clientes[4]).toHaveLength(28);
    expect(Object.keys(leido.Clientes)).toEqual(['1', '4']);
  });

  it('unas cadenas que pasan lo que admiten descomprimidas se rechazan por lo que declaran; lo que no es un ZIP es ilegible', async () => {
    const libro = new ExcelJS.Workbook();
    libro.addWorksheet('Clientes').addRow([randomBytes(1536 * 1024).toString('base64')]);
    const contenido = Buffer.from(await libro.xlsx.writeBuffer());
    const limites = { ...LIMITES_IMPORTACION, cadenasBytes: 1024 * 1024 };
    await expect(leer(contenido, limites)).rejects.toEqual(
      new ArchivoRechazado(MENSAJES_LECTOR.cadenasBytes(1024 * 1024), 413),
    );
    await expect(leer(Buffer.from('no es un zip'))).rejects.toBeInstanceOf(ArchivoIlegible);
  });
});
