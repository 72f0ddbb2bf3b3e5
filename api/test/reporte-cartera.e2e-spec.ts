// Reporte «Cartera» (GET /api/reportes/cartera): la cartera a una fecha de corte calculada del libro de los préstamos,
// comparada con cuentas SQL independientes sobre los préstamos y sus cuotas; el castigo cuenta desde su fecha; la
// fecha se valida; sólo admin y gerente; CSV y XLSX con las mismas cifras.
import { RANGOS_MORA, hoyBogota, sumarDias } from '@cartera/dominio';
import ExcelJS from 'exceljs';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { cobrarPrueba, crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

describe('reporte de cartera', () => {
  let castigadoId: string;
  const hoy = hoyBogota();
  const ayer = sumarDias(hoy, -1);

  const pedir = (ruta: string, token = tokens.admin) => prueba.pedir({ metodo: 'GET', ruta, token });
  const sql = async <T = Json>(texto: string, parametros: unknown[] = []): Promise<T[]> =>
    prueba.dataSource.query(texto, parametros);

  const { prueba, tokens, ids } = usarAppPrueba(async () => {
    const cobrador2Id = (await prueba.cuenta('cobrador2')).id;
    const a = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const b = await crearClientePrueba(prueba.dataSource, { cobradorId: cobrador2Id });
    const sinCobrador = await crearClientePrueba(prueba.dataSource);
    const cobrar = (prestamo: string, monto: number, fecha: string) =>
      cobrarPrueba(prueba, tokens.admin, { prestamo, monto, fecha });
    // Creados por el admin: desembolsados en el acto, con su plan. Atrasados: semanales que empezaron hace 70 días (cuotas vencidas en varios rangos de mora), con algún cobro.
    const atrasado = {
      interes: 10,
      cuotas: 10,
      modalidad: 'semanal',
      fechaInicio: sumarDias(hoy, -70),
      fecha: sumarDias(hoy, -70),
    };
    const p1 = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: a.id, monto: 100000, ...atrasado });
    await cobrar(p1._id, 15000, sumarDias(hoy, -50));
    const p2 = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: b.id, monto: 200000, ...atrasado });
    await cobrar(p2._id, 40000, sumarDias(hoy, -20));
    await crearPrestamoPrueba(prueba, tokens.admin, { cliente: sinCobrador.id, monto: 50000, ...atrasado });
    // Al día: empezó hace tres días (su primera cuota semanal aún no vence).
    await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: a.id,
      monto: 80000,
      interes: 20,
      cuotas: 4,
      fecha: sumarDias(hoy, -3),
      fechaInicio: sumarDias(hoy, -3),
    });
    // Castigado hoy (sólo admin).
    const p5 = await crearPrestamoPrueba(prueba, tokens.admin, { cliente: b.id, monto: 60000, ...atrasado });
    castigadoId = p5._id;
    const castigo = await prueba.pedir({
      metodo: 'POST',
      ruta: `/api/prestamos/${castigadoId}/castigar`,
      token: tokens.admin,
      cuerpo: { motivo: 'Cliente inubicable' },
    });
    expect(castigo.status).toBeLessThan(300);
  });

  it('hoy: capital + interés pendientes es el saldo de los préstamos, la mora sale de las cuotas y los cobradores suman el total', async () => {
    const r = await pedir('/api/reportes/cartera');
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.fecha).toBe(hoy);

    const [saldo] = await sql<{ s: string; n: number }>(
      `SELECT coalesce(sum(saldo_pendiente), 0) AS s, count(*) FILTER (WHERE saldo_pendiente > 0)::int AS n FROM prestamos`,
    );
    expect(d.totales.capitalPendiente + d.totales.interesPendiente).toBe(Number(saldo.s));
    expect(d.totales.prestamos).toBe(saldo.n);
    expect(d.totales.capitalPendiente).toBeGreaterThan(0);
    expect(d.totales.interesPendiente).toBeGreaterThan(0);

    // Mora: lo que cada cuota vencida de un préstamo que todavía se cobra sigue debiendo, por días de atraso.
    for (const rango of RANGOS_MORA) {
      const [mora] = await sql<{ s: string }>(
        `SELECT coalesce(sum(c.monto_total - c.monto_pagado - c.monto_refinanciado - c.monto_condonado), 0) AS s
         FROM cuotas c JOIN prestamos p ON p.id = c.prestamo_id
         WHERE p.saldo_pendiente > 0 AND c.estado <> 'anulada'
           AND ($1::date - c.fecha_programada) >= $2 AND ($3::int IS NULL OR ($1::date - c.fecha_programada) <= $3)`,
        [hoy, rango.desde, rango.hasta],
      );
      expect({ rango: rango.clave, monto: d.totales.mora[rango.clave] }).toEqual({
        rango: rango.clave,
        monto: Number(mora.s),
      });
    }
    expect(d.totales.mora['31+']).toBeGreaterThan(0);

    // Por cobrador: cobrador1, cobrador2 y los préstamos sin cobrador; sumados dan los totales.
    const nombres = d.porCobrador.map((f: Json) => f.cobrador?.nombre ?? null);
    expect(nombres).toContain(null);
    expect(d.porCobrador.find((f: Json) => f.cobrador?._id === ids.cobrador1).prestamos).toBe(2);
    const suma = (clave: string) => d.porCobrador.reduce((s: number, f: Json) => s + f[clave], 0);
    expect(suma('capitalPendiente')).toBeCloseTo(d.totales.capitalPendiente, 2);
    expect(suma('castigado')).toBeCloseTo(d.totales.castigado, 2);
  });

  it('el castigo cuenta desde su fecha: ayer el préstamo castigado aún era saldo; antes de todo, la cartera está vacía', async () => {
    const [{ castigado }] = await sql<{ castigado: string }>(
      `SELECT coalesce(sum(monto), 0) AS castigado FROM prestamos_movimientos WHERE prestamo_id = $1 AND tipo = 'castigo'`,
      [castigadoId],
    );
    expect(Number(castigado)).toBeGreaterThan(0);
    const deHoy = (await pedir(`/api/reportes/cartera?fecha=${hoy}`)).body.data;
    const deAyer = (await pedir(`/api/reportes/cartera?fecha=${ayer}`)).body.data;
    expect(deHoy.totales.castigado).toBe(Number(castigado));
    expect(deAyer.totales.castigado).toBe(0);
    // Lo castigado hoy era saldo ayer (nada más cambió entre los dos días salvo el paso del tiempo).
    expect(
      deAyer.totales.capitalPendiente +
        deAyer.totales.interesPendiente -
        (deHoy.totales.capitalPendiente + deHoy.totales.interesPendiente),
    ).toBeCloseTo(Number(castigado), 2);
    expect(deAyer.totales.prestamos).toBe(deHoy.totales.prestamos + 1);

    // Un cobro cuenta desde su fecha: entre hace 30 y hace 10 días sólo hubo el cobro de 40.000 del segundo préstamo.
    const saldoAl = async (dias: number) => {
      const t = (await pedir(`/api/reportes/cartera?fecha=${sumarDias(hoy, -dias)}`)).body.data.totales;
      return t.capitalPendiente + t.interesPendiente;
    };
    expect((await saldoAl(30)) - (await saldoAl(10))).toBeCloseTo(40000, 2);

    const antes = await pedir(`/api/reportes/cartera?fecha=${sumarDias(hoy, -400)}`);
    expect(antes.status).toBe(200);
    expect(antes.body.data.porCobrador).toEqual([]);
    expect(antes.body.data.totales).toMatchObject({
      prestamos: 0,
      capitalPendiente: 0,
      interesPendiente: 0,
      castigado: 0,
    });
  });

  it('una fecha inválida o futura es un 400 en español; un cobrador no lo ve (403); un gerente sí', async () => {
    const mala = await pedir('/api/reportes/cartera?fecha=2026-13-40');
    expect(mala.status).toBe(400);
    expect(mala.body.errors.fecha).toEqual(['La fecha de corte no es válida (AAAA-MM-DD)']);
    const futura = await pedir(`/api/reportes/cartera?fecha=${sumarDias(hoy, 1)}`);
    expect(futura.status).toBe(400);
    expect(futura.body.message).toBe('La fecha de corte no puede ser posterior a hoy');
    expect(futura.body.errors.fecha).toEqual(['La fecha de corte no puede ser posterior a hoy']);
    expect((await pedir('/api/reportes/cartera', tokens.cobrador1)).status).toBe(403);
    expect((await pedir('/api/reportes/cartera/export/csv', tokens.cobrador1)).status).toBe(403);
    expect((await pedir('/api/reportes/cartera', tokens.gerente)).status).toBe(200);
    expect((await pedir('/api/reportes/cartera/export/pdf')).status).toBe(400);
  });

  it('CSV y XLSX llevan las mismas cifras que el JSON', async () => {
    const json = (await pedir(`/api/reportes/cartera?fecha=${hoy}`)).body.data;
    const csv = await pedir(`/api/reportes/cartera/export/csv?fecha=${hoy}`);
    expect(csv.status).toBe(200);
    expect(String(csv.headers['content-disposition'])).toContain(`reporte-cartera-${hoy}.csv`);
    const texto = String(csv.body);
    expect(texto.charCodeAt(0)).toBe(0xfeff);
    expect(texto).toContain('Cobrador;Préstamos;Capital pendiente;Interés pendiente;Mora 1 a 8 días');
    expect(texto).toContain(
      `Total;${json.totales.prestamos};${json.totales.capitalPendiente};${json.totales.interesPendiente};`,
    );
    expect(texto).toContain('Sin cobrador;');

    const xlsx = await prueba.app
      .getHttpAdapter()
      .getInstance()
      .inject({
        method: 'GET',
        url: `/api/reportes/cartera/export/xlsx?fecha=${hoy}`,
        headers: { authorization: `Bearer ${tokens.admin}` },
      });
    expect(xlsx.statusCode).toBe(200);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const hoja = libro.getWorksheet('Cartera')!;
    const filas = new Map<string, unknown[]>();
    hoja.eachRow((fila) =>
      filas.set(String(fila.getCell(1).value), [
        fila.getCell(2).value,
        fila.getCell(3).value,
        fila.getCell(9).value,
      ]),
    );
    expect(filas.get('Total')).toEqual([
      json.totales.prestamos,
      json.totales.capitalPendiente,
      json.totales.castigado,
    ]);
  });
});
