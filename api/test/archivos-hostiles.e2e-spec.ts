// Archivos hostiles contra las dos subidas (docs/decisiones/lector-de-archivos-acotado.md): cada uno se rechaza con un
// 4xx y el mensaje del límite que pasó, sin tumbar la API; justo después la API responde y una importación y un
// extracto normales se leen. Los archivos se arman en memoria (support/archivos-hostiles.ts).
import { formatearFecha, hoyBogota } from '@cartera/dominio';
import { MENSAJES_LECTOR as M } from '../src/common/archivos/limites';
import { MENSAJES_ARCHIVO_IMPORTACION } from '../src/importaciones/archivo-importacion';
import {
  bombaDeCadenas,
  bombaDeColumna,
  cabecerasDistintas,
  csvAncho,
  declaraUnGb,
  muchasHojas,
  tamanoMenorQueElReal,
  xmlAnidado,
  type ArchivoHostil,
} from './support/archivos-hostiles';
import { ENCABEZADOS, libroXlsx, subirImportacion } from './support/importacion';
import { subirExtracto, usarAppConBanco } from './support/pagos-banco';

const MB = 1024 * 1024;
const HOJA = 'xl/worksheets/sheet1.xml';
const COLUMNAS = JSON.stringify({ fecha: 'Fecha', descripcion: 'Descripción', valor: 'Valor' });

describe('Archivos hostiles en la importación y en los extractos', () => {
  const { prueba, tokens, banco } = usarAppConBanco(
    { nombre: 'Banco de Bogotá', identificador: '998877' },
    1,
  );

  const importar = (archivo: ArchivoHostil) =>
    subirImportacion(prueba, tokens.admin, archivo.contenido, archivo.nombre);
  const extracto = (archivo: ArchivoHostil) =>
    subirExtracto(
      prueba,
      { cuenta: banco._id, columnas: COLUMNAS },
      { contenido: archivo.contenido, nombre: archivo.nombre },
      'gerente',
    );

  /** Después de cada rechazo: la API responde y un libro y un extracto normales se leen. */
  async function sigueViva(): Promise<void> {
    expect((await prueba.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const libro = await libroXlsx({
      Clientes: [ENCABEZADOS.Clientes, ['C-1', '00112345678', 'Ana', '3001234567', 'Calle 1', 'Bogotá']],
    });
    const normal = await subirImportacion(prueba, tokens.admin, libro, 'cartera.xlsx');
    expect([normal.status, normal.body.data?.errores]).toEqual([201, []]);
    const csv = Buffer.from(`Fecha;Descripción;Valor\n${formatearFecha(hoyBogota())};CONSIGNACION;1.000\n`);
    const linea = await extracto({ caso: 'normal', contenido: csv, nombre: 'extracto.csv' });
    expect(linea.status).toBe(201);
  }

  /** Sube el archivo a las dos rutas y espera cada rechazo: [estado, mensaje] de la importación y del extracto. */
  async function rechazado(
    archivo: ArchivoHostil,
    enImportacion: [number, string],
    enExtracto: [number, string],
  ): Promise<void> {
    const [importado, leido] = await Promise.all([importar(archivo), extracto(archivo)]);
    expect([importado.status, importado.body.message]).toEqual(enImportacion);
    expect([leido.status, leido.body.message]).toEqual(enExtracto);
    await sigueViva();
  }

  it('cadenas compartidas de 587 MB en 4 MB: 413 por las cadenas (importación) y por el total del libro (extracto)', async () => {
    const archivo = bombaDeCadenas();
    expect(archivo.contenido.length).toBeLessThan(5 * MB);
    await rechazado(archivo, [413, M.cadenasBytes(50 * MB)], [413, M.descomprimido(100 * MB)]);
  });

  it('una celda ZZZZZZ1 se rechaza por su referencia, nombrando la hoja y la celda', async () => {
    const columna = M.columnas(200, 'Clientes', 'ZZZZZZ1');
    expect(columna).toBe('El libro tiene más de 200 columnas en la hoja Clientes (celda ZZZZZZ1)');
    await rechazado(bombaDeColumna(), [400, columna], [400, columna]);
  });

  it('XML anidado cien mil veces y un libro de doscientas hojas', async () => {
    const anidado = M.profundidad(HOJA, 64);
    await rechazado(xmlAnidado(), [400, anidado], [400, anidado]);
    await rechazado(muchasHojas(), [400, M.hojas(50)], [400, M.hojas(50)]);
  });

  it('un ZIP que miente: una parte que mide más de lo que declara, una cabecera local distinta, una parte de 1 GB', async () => {
    const miente = M.tamanoFalso(HOJA);
    await rechazado(tamanoMenorQueElReal(), [400, miente], [400, miente]);
    await rechazado(cabecerasDistintas(), [400, miente], [400, miente]);
    await rechazado(declaraUnGb(), [413, M.descomprimido(600 * MB)], [413, M.descomprimido(100 * MB)]);
  });

  it('un CSV de casi 50 MB con 150 celdas por fila: el extracto se rechaza al pasar el millón de celdas y la importación por sus encabezados, sin partirlo entero', async () => {
    const faltan = MENSAJES_ARCHIVO_IMPORTACION.encabezados('Clientes', [
      'idExterno',
      'cedula',
      'nombre',
      'telefono',
      'direccion',
      'ciudad',
    ]);
    const [importado, leido] = await Promise.all([
      importar(csvAncho('Clientes.csv')),
      extracto(csvAncho('extracto.csv')),
    ]);
    expect([importado.status, importado.body.message]).toEqual([400, faltan]);
    expect([leido.status, leido.body.message]).toEqual([400, M.celdas(1_000_000)]);
    await sigueViva();
  });
});
