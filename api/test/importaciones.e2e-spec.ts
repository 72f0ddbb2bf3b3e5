// Importación de la cartera de un prestamista (docs/decisiones/importacion.md): la plantilla, la revisión de un archivo
// (simulación: resumen y errores por fila, nada del negocio escrito), los archivos que se rechazan enteros, el
// descarte de una revisión. La aplicación de cobradores y clientes, en importaciones-aplicar.e2e-spec.ts.
import { MENSAJES, MENSAJES_IMPORTACION } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { ImportacionesFilas1795358200000 } from '../src/database/migrations/1795358200000-importaciones-filas';
import { MENSAJES_ARCHIVO_IMPORTACION } from '../src/importaciones/archivo-importacion';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { ENCABEZADOS_COMPLETOS, libroXlsx, revisarHojas, revisarLibro, subirImportacion } from './support/importacion';

/** Un cobrador, dos clientes (uno sin autorización de datos), un préstamo con su historia y otro con su plan. */
function hojasValidas(): Record<string, unknown[][]> {
  return {
    Instrucciones: [['lo que sea']],
    Cobradores: [ENCABEZADOS_COMPLETOS.Cobradores, ['K-1', 'Pedro Ruiz', 'pedro.importado@example.com', '3001112233']],
    Clientes: [
      ENCABEZADOS_COMPLETOS.Clientes,
      ['C-1', '00112345678', 'Ana Gómez', '300 123 4567', 'Calle 1', 'Bogotá', 'K-1', 'presencial_firmado', '15/01/2026'],
      ['C-2', '00212345678', 'Luis Mora', '3109876543', 'Carrera 2', 'Cali', '', '', ''],
    ],
    Prestamos: [
      ENCABEZADOS_COMPLETOS.Prestamos,
      ['P-1', 'C-1', 'K-1', '$ 1.000.000', 20, 2, 'mensual', 'amortizable', '01/02/2026', 'activo', ''],
      ['P-2', 'C-2', 'K-1', '2,000,000', 10, 2, 'mensual', 'amortizable', '2026-01-10', 'mora', '2026-03-20'],
    ],
    Cobros: [ENCABEZADOS_COMPLETOS.Cobros, ['R-1', 'P-1', '01/03/2026', 600000]],
    Cuotas: [
      ENCABEZADOS_COMPLETOS.Cuotas,
      ['P-2', 1, '10/02/2026', 1000000, 100000, 1100000],
      ['P-2', 2, '10/03/2026', 1000000, 100000, 0],
    ],
  };
}

describe('importaciones: plantilla y revisión', () => {

  const { prueba, tokens } = usarAppPrueba();

  const contar = async (tabla: string) =>
    Number((await prueba.dataSource.query(`SELECT count(*)::int AS n FROM ${tabla}`))[0].n);

  it('la plantilla XLSX trae «Instrucciones» y una hoja por entidad con sus encabezados; el CSV, los de una hoja', async () => {
    const r = await prueba.app.inject({
      method: 'GET',
      url: '/api/importaciones/plantilla?formato=xlsx',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('plantilla-importacion.xlsx');
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(libro.worksheets.map((h) => h.name)).toEqual(['Instrucciones', 'Cobradores', 'Clientes', 'Prestamos', 'Cobros', 'Cuotas', 'Saldos']);
    expect(libro.getWorksheet('Saldos')?.getRow(1).values).toEqual([undefined, 'caja', 'monto', 'fechaCorte']);
    expect(libro.getWorksheet('Cuotas')?.getRow(1).values).toEqual([undefined, 'prestamo', 'numero', 'fecha', 'capital', 'interes', 'pagado']);

    const csv = await prueba.app.inject({
      method: 'GET',
      url: '/api/importaciones/plantilla?formato=csv&hoja=Cobros',
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.replace(/^\uFEFF/, '')).toBe('idExterno;prestamo;fecha;monto;cobrador\r\n');

    const mala = await prueba.como('admin').get('/api/importaciones/plantilla?formato=pdf');
    expect(mala.status).toBe(400);
    expect(mala.body.message).toBe('El formato debe ser xlsx o csv');
  });

  it('revisa un archivo válido: resumen por hoja y por estado, sin errores y sin escribir nada del negocio', async () => {
    const antes = { clientes: await contar('clientes'), prestamos: await contar('prestamos'), cobros: await contar('cobros'), usuarios: await contar('usuarios') };
    const r = await subirImportacion(prueba, tokens.admin, await libroXlsx(hojasValidas()), 'cartera.xlsx');
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({ estado: 'revisada', nombreArchivo: 'cartera.xlsx', errores: [], progreso: { hechas: 0, total: 8 } });
    const { resumen } = r.body.data;
    expect(resumen.hojas.Clientes).toEqual({ filas: 2, nuevas: 2, actualizadas: 0, sinCambios: 0, conErrores: 0 });
    expect(resumen.hojas.Cuotas).toEqual({ filas: 2, nuevas: 2, actualizadas: 0, sinCambios: 0, conErrores: 0 });
    expect(resumen.prestamosPorEstado).toEqual({ activo: { prestamos: 1, capital: 1000000 }, mora: { prestamos: 1, capital: 2000000 } });
    // P-2: la cuota 1 pagada entera; quedan 1.000.000 de capital y 100.000 de interés de la cuota 2.
    expect(resumen.totales).toEqual({ capital: 3000000, cobrado: 600000, saldoCapitalCuotas: 1000000, saldoInteresCuotas: 100000 });
    expect(resumen.clientesSinAutorizacion).toBe(1);
    expect({ clientes: await contar('clientes'), prestamos: await contar('prestamos'), cobros: await contar('cobros'), usuarios: await contar('usuarios') }).toEqual(antes);

    const leida = await prueba.como('admin').get(`/api/importaciones/${r.body.data.id}`);
    expect(leida.status).toBe(200);
    expect(leida.body.data).toEqual(r.body.data);
  });

  it('cada fila mala dice hoja, fila, columna, valor y mensaje; un préstamo cuyo cliente falla queda fuera con sus cobros', async () => {
    const hojas = hojasValidas();
    hojas.Clientes[1][1] = '12';
    hojas.Prestamos[2][8] = '31/02/2026';
    const revision = await revisarHojas(prueba, hojas, 'cartera.xlsx', [
      { hoja: 'Clientes', fila: 2, columna: 'cedula', valor: '12', mensaje: MENSAJES.cedulaInvalida },
      { hoja: 'Prestamos', fila: 2, columna: 'cliente', valor: 'C-1', mensaje: MENSAJES_IMPORTACION.clienteDesconocido },
      { hoja: 'Prestamos', fila: 3, columna: 'fechaInicio', valor: '31/02/2026', mensaje: MENSAJES_IMPORTACION.fechaInvalida },
      { hoja: 'Cobros', fila: 2, columna: 'prestamo', valor: 'P-1', mensaje: MENSAJES_IMPORTACION.prestamoConErrores },
      { hoja: 'Cuotas', fila: 2, columna: 'prestamo', valor: 'P-2', mensaje: MENSAJES_IMPORTACION.prestamoConErrores },
      { hoja: 'Cuotas', fila: 3, columna: 'prestamo', valor: 'P-2', mensaje: MENSAJES_IMPORTACION.prestamoConErrores },
    ]);
    expect(revision.resumen.hojas.Prestamos).toEqual({ filas: 2, nuevas: 0, actualizadas: 0, sinCambios: 0, conErrores: 2 });
    expect(revision.progreso.total).toBe(2);
  });

  it('encabezados distintos se mapean con columnas; sin una columna obligatoria el archivo se rechaza entero', async () => {
    const hojas = { Clientes: [['Código', 'Documento', 'Nombre', 'Celular', 'Dirección', 'Ciudad'], ['C-9', '00312345678', 'Eva', '3001234567', 'Calle 9', 'Pasto']] };
    const sinMapa = await subirImportacion(prueba, tokens.admin, await libroXlsx(hojas), 'clientes.xlsx');
    expect(sinMapa.status).toBe(400);
    expect(sinMapa.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.encabezados('Clientes', ['idExterno', 'cedula', 'telefono']));
    const conMapa = await subirImportacion(prueba, tokens.admin, await libroXlsx(hojas), 'clientes.xlsx', {
      Código: 'idExterno',
      Documento: 'cedula',
      Celular: 'telefono',
    });
    expect(conMapa.status).toBe(201);
    expect(conMapa.body.data.errores).toEqual([]);
    expect(conMapa.body.data.resumen.hojas.Clientes.nuevas).toBe(1);
  });

  it('lee las fechas que Excel guarda como fecha o como número de serie', async () => {
    const hojas = {
      Clientes: [
        [...ENCABEZADOS_COMPLETOS.Clientes, 'fechaNacimiento'],
        ['C-6', '00612345678', 'Ana', '3001234567', 'Calle 1', 'Bogotá', '', 'web', 46086, new Date(Date.UTC(1990, 6, 20))],
      ],
    };
    const id = await revisarLibro(prueba, hojas, 'fechas.xlsx');
    const [fila] = await prueba.dataSource.query(`SELECT fila AS c FROM importaciones_filas WHERE importacion_id = $1 AND hoja = 'Clientes' ORDER BY numero LIMIT 1`, [id]);
    // 46086 es el 05/03/2026 en Excel (=FECHA(2026;3;5)).
    expect(fila.c).toMatchObject({ autorizacionFecha: '2026-03-05', fechaNacimiento: '1990-07-20' });
  });

  it('lee un CSV con ; y montos de oficina, de la hoja que dice su nombre', async () => {
    const csv = Buffer.from(
      '\uFEFFidExterno;cedula;nombre;telefono;direccion;ciudad;ingresos\r\nC-5;001-1234567-8;"Gómez; Ana";3001234567;Calle 1;Bogotá;$ 1.234.567,89\r\n',
    );
    const r = await subirImportacion(prueba, tokens.admin, csv, 'Clientes.csv');
    expect(r.status).toBe(201);
    expect(r.body.data.errores).toEqual([]);
    const [fila] = await prueba.dataSource.query(`SELECT fila AS c FROM importaciones_filas WHERE importacion_id = $1 AND hoja = 'Clientes' ORDER BY numero LIMIT 1`, [r.body.data.id]);
    expect(fila.c).toMatchObject({ nombre: 'Gómez; Ana', ingresos: 1234567.89 });

    const sinHoja = await subirImportacion(prueba, tokens.admin, csv, 'datos.csv');
    expect(sinHoja.status).toBe(400);
    expect(sinHoja.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.csvSinHoja);
  });

  it('rechaza con un mensaje claro fórmulas, macros, bombas de compresión, archivos vacíos y lo que no es XLSX ni CSV', async () => {
    const antes = await contar('importaciones');
    const libro = new ExcelJS.Workbook();
    const hoja = libro.addWorksheet('Clientes');
    hoja.addRow(ENCABEZADOS_COMPLETOS.Clientes);
    hoja.addRow(['C-1', '00112345678', 'Ana', '3001234567', 'Calle 1', 'Bogotá']);
    hoja.getCell('B3').value = { formula: 'B2' };
    const conFormula = await subirImportacion(prueba, tokens.admin, Buffer.from(await libro.xlsx.writeBuffer()), 'f.xlsx');
    expect(conFormula.status).toBe(400);
    expect(conFormula.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.formulas('Clientes', 'B3'));

    const macros = await subirImportacion(prueba, tokens.admin, await libroXlsx(hojasValidas()), 'cartera.xlsm');
    expect(macros.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.macros);

    // 20 MB de la misma letra comprimen a unos pocos KB.
    const bomba = new ExcelJS.Workbook();
    bomba.addWorksheet('Clientes').addRow(['idExterno', 'x'.repeat(20 * 1024 * 1024)]);
    const conBomba = await subirImportacion(prueba, tokens.admin, Buffer.from(await bomba.xlsx.writeBuffer()), 'b.xlsx');
    expect(conBomba.status).toBe(400);
    expect(conBomba.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.comprimido);

    const vacio = await subirImportacion(prueba, tokens.admin, Buffer.alloc(0), 'vacio.xlsx');
    expect(vacio.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.vacio);
    const png = await subirImportacion(prueba, tokens.admin, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'foto.png');
    expect(png.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.tipoNoPermitido);
    const sinHojas = await subirImportacion(prueba, tokens.admin, await libroXlsx({ Hoja1: [['a']] }), 'otro.xlsx');
    expect(sinHojas.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.sinHojas);
    for (const r of [macros, vacio, png, sinHojas]) expect(r.status).toBe(400);
    expect(await contar('importaciones')).toBe(antes);
  });

  it('en flujo: dos cobros con el mismo idExterno quedan fuera (buscados en lo guardado), dos hojas de la misma entidad se rechazan y un archivo rechazado a mitad de la lectura no deja filas', async () => {
    const hojas = hojasValidas();
    hojas.Cobros.push(['R-1', 'P-1', '02/03/2026', 1000]);
    const repetidos = await revisarHojas(prueba, hojas, 'cartera.xlsx', [
      { hoja: 'Prestamos', fila: 2, columna: 'idExterno', valor: 'P-1', mensaje: MENSAJES_IMPORTACION.cobrosConErrores },
      { hoja: 'Cobros', fila: 2, columna: 'idExterno', valor: 'R-1', mensaje: MENSAJES_IMPORTACION.idRepetido },
      { hoja: 'Cobros', fila: 3, columna: 'idExterno', valor: 'R-1', mensaje: MENSAJES_IMPORTACION.idRepetido },
    ]);
    // Los cobros y su préstamo se guardaron al leerlos y se quitaron al cerrar la revisión.
    expect(
      await prueba.dataSource.query(
        `SELECT hoja, numero FROM importaciones_filas WHERE importacion_id = $1 AND hoja IN ('Prestamos', 'Cobros') ORDER BY hoja, numero`,
        [repetidos.id],
      ),
    ).toEqual([{ hoja: 'Prestamos', numero: 3 }]);

    const antes = { importaciones: await contar('importaciones'), filas: await contar('importaciones_filas') };
    const dosHojas = await subirImportacion(prueba, tokens.admin, await libroXlsx({ ...hojasValidas(), Préstamos: [ENCABEZADOS_COMPLETOS.Prestamos] }), 'dos.xlsx');
    expect(dosHojas.status).toBe(400);
    expect(dosHojas.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.hojaRepetida('Prestamos'));

    // Más de una tanda de cobradores ya escrita en la base antes de llegar a la fórmula de Clientes.
    const cobradores = Array.from({ length: 5_001 }, (_, i) => [`K-${i}`, `Cobrador ${i}`, `k${i}@example.com`, '']);
    const libro = await libroXlsx({
      Cobradores: [ENCABEZADOS_COMPLETOS.Cobradores, ...cobradores],
      Clientes: [ENCABEZADOS_COMPLETOS.Clientes, ['C-1', '00112345678', 'Ana', '3001234567', 'Calle 1', 'Bogotá']],
    });
    const conFormula = new ExcelJS.Workbook();
    await conFormula.xlsx.load(libro as unknown as ArrayBuffer);
    conFormula.getWorksheet('Clientes')!.getCell('B2').value = { formula: '1+1' };
    const r = await subirImportacion(prueba, tokens.admin, Buffer.from(await conFormula.xlsx.writeBuffer()), 'f.xlsx');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MENSAJES_ARCHIVO_IMPORTACION.formulas('Clientes', 'B2'));
    expect({ importaciones: await contar('importaciones'), filas: await contar('importaciones_filas') }).toEqual(antes);
  });

  it('una revisión se descarta una vez; no se descarta lo que no existe', async () => {
    const r = await subirImportacion(prueba, tokens.admin, await libroXlsx(hojasValidas()), 'cartera.xlsx');
    const descartada = await prueba.como('admin').delete(`/api/importaciones/${r.body.data.id}`);
    expect(descartada.status).toBe(200);
    expect(descartada.body.data.estado).toBe('descartada');
    const otraVez = await prueba.como('admin').delete(`/api/importaciones/${r.body.data.id}`);
    expect(otraVez.status).toBe(409);
    const inexistente = await prueba.como('admin').get('/api/importaciones/0190a0a0-0000-7000-8000-000000000000');
    expect(inexistente.status).toBe(404);
  });

  it('la revisión guarda cada fila válida aparte (hoja, fila del archivo y su préstamo), no el archivo en un jsonb; descartarla las olvida', async () => {
    const hojas = hojasValidas();
    hojas.Clientes[2][1] = '12'; // C-2 falla: su fila y su préstamo P-2 (con sus cuotas) no se guardan
    const r = await subirImportacion(prueba, tokens.admin, await libroXlsx(hojas), 'cartera.xlsx');
    const id = r.body.data.id;
    const guardadas = await prueba.dataSource.query(
      `SELECT hoja, numero, prestamo, fila->>'idExterno' AS id FROM importaciones_filas WHERE importacion_id = $1 ORDER BY hoja, numero`,
      [id],
    );
    expect(guardadas).toEqual([
      { hoja: 'Clientes', numero: 2, prestamo: null, id: 'C-1' },
      { hoja: 'Cobradores', numero: 2, prestamo: null, id: 'K-1' },
      { hoja: 'Cobros', numero: 2, prestamo: 'P-1', id: 'R-1' },
      { hoja: 'Prestamos', numero: 2, prestamo: 'P-1', id: 'P-1' },
    ]);
    expect(await prueba.dataSource.query(`SELECT filas FROM importaciones WHERE id = $1`, [id])).toEqual([{ filas: {} }]);
    await prueba.como('admin').delete(`/api/importaciones/${id}`);
    expect(await prueba.dataSource.query(`SELECT count(*)::int AS n FROM importaciones_filas WHERE importacion_id = $1`, [id])).toEqual([{ n: 0 }]);
  });

  it('la migración de las filas revisadas pasa a la tabla las de una revisión guardada en el jsonb de antes, y vuelve', async () => {
    const r = await subirImportacion(prueba, tokens.admin, await libroXlsx(hojasValidas()), 'cartera.xlsx');
    const filas = (id: string) =>
      prueba.dataSource.query(`SELECT hoja, numero, prestamo, fila FROM importaciones_filas WHERE importacion_id = $1 ORDER BY hoja, numero`, [id]);
    const guardadas = await filas(r.body.data.id);
    expect(guardadas).toHaveLength(8);
    const migracion = new ImportacionesFilas1795358200000();
    const runner = prueba.dueno.createQueryRunner();
    try {
      await runner.startTransaction();
      await migracion.down(runner);
      // Como antes: un solo jsonb con las filas válidas por hoja y sus números de fila.
      const [{ filas: antes }] = await runner.query(`SELECT filas FROM importaciones WHERE id = $1`, [r.body.data.id]);
      expect(antes.numeros).toEqual({ Cobradores: [2], Clientes: [2, 3], Prestamos: [2, 3], Cobros: [2], Cuotas: [2, 3] });
      expect(antes.filas.Cuotas.map((c: Json) => [c.prestamo, c.numero])).toEqual([['P-2', 1], ['P-2', 2]]);
      await migracion.up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await filas(r.body.data.id)).toEqual(guardadas);
    expect(await prueba.dataSource.query(`SELECT filas FROM importaciones WHERE id = $1`, [r.body.data.id])).toEqual([{ filas: {} }]);
  });

  it('los ids importados de una fila de Cartera se buscan por su índice (id_cartera, hoja), no recorriendo la tabla', async () => {
    // La búsqueda de un archivo corregido (los ids de un préstamo) y la del exporte. Con la tabla de la prueba casi
    // vacía el planificador la recorrería igual: sin recorridos secuenciales, queda el índice que sirve.
    const plan: Array<{ 'QUERY PLAN': string }> = await prueba.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      return manager.query(
        `EXPLAIN SELECT hoja, id_externo, huella FROM importacion_ids WHERE id_cartera = $1 AND hoja = ANY($2::text[])`,
        ['0190a0a0-0000-7000-8000-000000000000', ['Prestamos', 'Cobros', 'Cuotas']],
      );
    });
    expect(plan.map((l) => l['QUERY PLAN']).join('\n')).toContain('importacion_ids_cartera');
  });

  it('sólo el administrador importa', async () => {
    const gerente = await subirImportacion(prueba, await prueba.token('gerente'), await libroXlsx(hojasValidas()), 'c.xlsx');
    expect(gerente.status).toBe(403);
  });
});
