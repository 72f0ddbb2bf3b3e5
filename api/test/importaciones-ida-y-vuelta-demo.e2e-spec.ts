// Ida y vuelta al peso (docs/decisiones/importacion.md, «Ida y vuelta al peso»): el exporte de la demostración
// importado en una instalación vacía entra entero (ni una fila fuera) y da el mismo reporte de cartera (capital,
// interés, mora y castigado, al peso), los mismos clientes, los mismos préstamos por estado (los refinanciados,
// anulados y solicitudes, sin cartera), y el mismo balance de prueba hoy: cada cuenta de activo, pasivo y orden igual, y el
// patrimonio y el resultado de origen en «Saldos iniciales» (370505).
import ExcelJS from 'exceljs';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import { aplicarImportacion, subirImportacion } from './support/importacion';

// Sembrar la demostración (la primera vez en la corrida), exportarla, revisar y aplicar ≈ 600 filas.
const LIMITE_MS = 300_000;

/** Las filas de la hoja Notas del exporte (sin el encabezado). */
async function notas(contenido: Buffer): Promise<unknown[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(contenido as unknown as ArrayBuffer);
  const filas: unknown[][] = [];
  libro.getWorksheet('Notas')?.eachRow((fila) => filas.push((fila.values as unknown[]).slice(1)));
  return filas.slice(1);
}

/** El balance de prueba de hoy: el saldo de cada cuenta y su clase. */
async function balance(prueba: AppPrueba): Promise<Array<{ codigo: string; clase: string; saldo: number }>> {
  const r = await prueba.como('admin').get('/api/contabilidad/balance-prueba');
  expect(r.status).toBe(200);
  return r.body.data.cuentas.map((c: Json) => ({ codigo: c.codigo, clase: c.clase, saldo: c.saldo }));
}

const centavos = (pesos: number) => Math.round(pesos * 100);

describe('importación: ida y vuelta de la demostración al peso', () => {
  let origen: AppPrueba;
  let destino: AppPrueba;
  beforeAll(async () => {
    [origen, destino] = await Promise.all([crearAppPrueba({ conDemo: true }), crearAppPrueba()]);
  }, LIMITE_MS);
  afterAll(async () => {
    await Promise.all([origen?.cerrar(), destino?.cerrar()]);
  }, LIMITE_MS);

  it('el exporte de la demostración en una instalación vacía da la misma cartera, los mismos clientes y el mismo balance', async () => {
    const exporte = await origen.app.inject({ method: 'GET', url: '/api/importaciones/exporte', headers: { authorization: `Bearer ${await origen.token('admin')}` } });
    expect(exporte.statusCode).toBe(200);
    // Cada cliente viaja con el código de su oficina (docs/decisiones/importacion-oficina.md): el destino las tiene.
    for (const { codigo, nombre, ciudad } of (await origen.como('admin').get('/api/oficinas')).body.data)
      expect((await destino.como('admin').post('/api/oficinas', { codigo, nombre, ciudad })).status).toBe(201);
    const revision = await subirImportacion(destino, await destino.token('admin'), exporte.rawPayload, 'demo.xlsx');
    expect(revision.status).toBe(201);
    expect(revision.body.data.errores).toEqual([]);
    const final = await aplicarImportacion(destino, revision.body.data.id);
    expect(final).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });

    // La verificación del libro no encuentra nada en lo importado (ni en el origen).
    for (const prueba of [origen, destino]) {
      const verificacion = await prueba.como('admin').post('/api/contabilidad/verificacion');
      expect([verificacion.status, verificacion.body.data.cantidadDescuadres]).toEqual([200, 0]);
    }

    // El reporte de cartera de hoy: préstamos, mora por rangos, castigado y saldo (capital + interés) al centavo; el
    // reparto de capital e interés al peso (la hoja Cuotas lleva pesos enteros: cada préstamo, a menos de medio peso).
    const cartera = async (prueba: AppPrueba) => (await prueba.como('admin').get('/api/reportes/cartera')).body.data.totales;
    const [enOrigen, enDestino] = [await cartera(origen), await cartera(destino)];
    const sinReparto = ({ capitalPendiente, interesPendiente, ...resto }: Json) => ({ ...resto, saldo: centavos(capitalPendiente) + centavos(interesPendiente) });
    expect(sinReparto(enDestino)).toEqual(sinReparto(enOrigen));
    expect(Math.abs(centavos(enDestino.capitalPendiente) - centavos(enOrigen.capitalPendiente))).toBeLessThan(100);
    expect(enOrigen.prestamos).toBeGreaterThan(50);
    const porPrestamo = async (prueba: AppPrueba, id: string) => prueba.dataSource.query(
      `SELECT ${id} AS id, sum(l.debito - l.credito) FILTER (WHERE k.clave = 'cartera_capital')::float8 AS capital
       FROM prestamos p JOIN contabilidad_lineas l ON l.prestamo_id = p.id JOIN contabilidad_cuentas k ON k.id = l.cuenta_id GROUP BY 1`,
    );
    const capitalEnOrigen = new Map<string, number>((await porPrestamo(origen, 'p.id::text')).map((f: Json) => [f.id, f.capital]));
    const capitalEnDestino: Json[] = await porPrestamo(destino, `(SELECT id_externo FROM importacion_ids WHERE hoja = 'Prestamos' AND id_cartera = p.id)`);
    for (const f of capitalEnDestino) expect(Math.abs(centavos(f.capital) - centavos(capitalEnOrigen.get(f.id) ?? Number.NaN))).toBeLessThanOrEqual(50);

    // Los mismos clientes y los mismos préstamos por estado, también los que no tienen cartera (refinanciados,
    // anulados, solicitudes pendientes y rechazadas: viajan como historia), y Notas ya no los cuenta como fuera.
    const contar = async (prueba: AppPrueba, sql: string) => Number((await prueba.dataSource.query(sql))[0].n);
    expect(await contar(destino, 'SELECT count(*) AS n FROM clientes')).toBe(await contar(origen, 'SELECT count(*) AS n FROM clientes'));
    expect(await contar(destino, 'SELECT count(*) AS n FROM prestamos')).toBe(await contar(origen, 'SELECT count(*) AS n FROM prestamos'));
    const porOficina = `SELECT string_agg(codigo || ':' || n, ',' ORDER BY codigo) AS n FROM (SELECT o.codigo, count(*) AS n
      FROM prestamos p JOIN oficinas o ON o.id = p.oficina_id GROUP BY 1) e`;
    expect((await destino.dataSource.query(porOficina))[0].n).toBe((await origen.dataSource.query(porOficina))[0].n);
    const porEstado = `SELECT string_agg(estado || ':' || n, ',' ORDER BY estado) AS n FROM (SELECT estado, count(*) AS n FROM prestamos GROUP BY estado) e`;
    const enOrigenPorEstado: string = (await origen.dataSource.query(porEstado))[0].n;
    for (const estado of ['reenganchado', 'cancelado', 'solicitado', 'rechazado']) expect(enOrigenPorEstado).toContain(`${estado}:`);
    expect((await destino.dataSource.query(porEstado))[0].n).toBe(enOrigenPorEstado);
    const deNotas = (await notas(exporte.rawPayload)).map((n) => n[1]);
    for (const fuera of ['Préstamos refinanciados (reenganchados)', 'Préstamos anulados', 'Solicitudes pendientes', 'Solicitudes rechazadas'])
      expect(deNotas).not.toContain(fuera);

    // El balance de prueba de hoy: activo, pasivo y orden cuenta por cuenta (la cartera, 140505 + 140510, al centavo;
    // su reparto y el interés diferido, al peso); el patrimonio y el resultado de origen, en 370505, al peso.
    const [deOrigen, deDestino] = [await balance(origen), await balance(destino)];
    const AL_PESO = ['140505', '140510', '270505'];
    const deBalance = (cuentas: typeof deOrigen) =>
      cuentas
        .filter((c) => !['patrimonio', 'ingreso', 'gasto'].includes(c.clase) && c.saldo !== 0)
        .map((c) => [c.codigo, AL_PESO.includes(c.codigo) ? 'al peso' : c.saldo]);
    expect(deBalance(deDestino)).toEqual(deBalance(deOrigen));
    const saldo = (cuentas: typeof deOrigen, codigos: readonly string[]) =>
      cuentas.filter((c) => codigos.includes(c.codigo)).reduce((s, c) => s + centavos(c.saldo), 0);
    for (const codigo of AL_PESO) expect(Math.abs(saldo(deDestino, [codigo]) - saldo(deOrigen, [codigo]))).toBeLessThan(100);
    expect(saldo(deDestino, ['140505', '140510'])).toBe(saldo(deOrigen, ['140505', '140510']));
    const resultadoYPatrimonio = (cuentas: typeof deOrigen) =>
      cuentas.filter((c) => ['patrimonio', 'ingreso', 'gasto'].includes(c.clase)).reduce((s, c) => s + centavos(c.saldo), 0);
    expect(deDestino.filter((c) => ['patrimonio', 'ingreso', 'gasto'].includes(c.clase) && c.saldo !== 0).map((c) => c.codigo)).toEqual(['370505']);
    expect(Math.abs(resultadoYPatrimonio(deDestino) - resultadoYPatrimonio(deOrigen))).toBeLessThan(100);
  }, LIMITE_MS);
});
