// Extractos (docs/decisiones/pagos-por-transferencia.md): un extracto, un mapeo o una cuenta mal dados son un 400 en
// español y nada cambia. El cruce, el suspenso y la conciliación, en pagos-extractos.e2e-spec.ts.
import { libroXlsx } from './support/importacion';
import { COLUMNAS, usarExtractos } from './support/extractos';

describe('Extractos: entrada mala', () => {
  const { hoy, hoyCo, prueba, banco, admin, subir, csv } = usarExtractos();

  it('entrada mala: 400 en español y nada cambia', async () => {
    const [{ antes }]: Array<{ antes: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS antes FROM pagos_extracto_lineas`,
    );
    const otra = (
      await admin().post('/api/pagos/cuentas', {
        tipo: 'nequi',
        nombre: 'Nequi',
        identificador: '3001112233',
      })
    ).body.data;
    const archivo = csv([[hoyCo, 'PAGO', '1.000', '']]);

    const sinTipo = await subir(Buffer.from('MZ binario'), 'extracto.exe', { cuenta: banco._id });
    expect(sinTipo).toMatchObject({
      status: 400,
      body: { message: 'Suba un libro de Excel (.xlsx) o un archivo CSV' },
    });
    const cuenta = await subir(archivo, 'e.csv', { cuenta: '0190a5b0-0000-7000-8000-000000000099' });
    expect(cuenta.status).toBe(400);
    expect(cuenta.body.errors.cuenta).toEqual(['Cuenta de recaudo no encontrada']);
    const columnasMalas = await subir(archivo, 'e.csv', { cuenta: otra._id, columnas: '{"fecha": 1}' });
    expect(columnasMalas.status).toBe(400);
    expect(columnasMalas.body.errors.columnas[0]).toMatch(/^columnas debe ser un objeto JSON/);
    const primeraVez = await subir(archivo, 'e.csv', { cuenta: otra._id });
    expect(primeraVez.body.errors).toEqual({
      columnas: ['Es el primer extracto de esta cuenta: indique las columnas (fecha, descripción y valor)'],
      // Los encabezados del archivo, para que la pantalla ofrezca mapearlos (también de un XLSX).
      encabezados: ['Fecha', 'Descripción', 'Valor', 'Ref'],
    });
    const noEsta = await subir(archivo, 'e.csv', {
      cuenta: otra._id,
      columnas: JSON.stringify({ ...COLUMNAS, valor: 'Monto' }),
    });
    expect(noEsta).toMatchObject({
      status: 400,
      body: { code: 'EXTRACTO_INVALIDO', message: 'El archivo no tiene la columna «Monto» (valor)' },
    });
    const fecha = await subir(csv([['31/02/2026', 'PAGO', '1.000', '']]), 'e.csv', {
      cuenta: otra._id,
      columnas: JSON.stringify(COLUMNAS),
    });
    expect(fecha.body.message).toBe('Fila 2: «31/02/2026» no es una fecha (use dd/mm/aaaa o aaaa-mm-dd)');
    const formula = await libroXlsx({
      Hoja: [
        ['Fecha', 'Descripción', 'Valor'],
        [hoyCo, 'PAGO', { formula: '1+1', result: 2 }],
      ],
    });
    expect(
      (await subir(formula, 'e.xlsx', { cuenta: otra._id, columnas: JSON.stringify(COLUMNAS) })).body.message,
    ).toBe('La celda C2 de la hoja Hoja tiene una fórmula: copie y pegue sólo los valores');
    expect((await subir(archivo, 'e.csv', { cuenta: banco._id }, 'cobrador1')).status).toBe(403);
    const conciliacion = await admin().get(
      `/api/pagos/conciliacion?cuenta=${banco._id}&desde=${hoy}&hasta=2020-01-01`,
    );
    expect(conciliacion.status).toBe(400);

    const [{ despues }]: Array<{ despues: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS despues FROM pagos_extracto_lineas`,
    );
    expect(despues).toBe(antes);
    const [{ columnas }]: Array<{ columnas: unknown }> = await prueba.dataSource.query(
      `SELECT columnas_extracto AS columnas FROM pagos_cuentas WHERE id = $1`,
      [otra._id],
    );
    expect(columnas).toBeNull();
  });
});
