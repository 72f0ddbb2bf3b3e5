// `prestamos.primera_impaga` (fecha de la cuota impaga más antigua; la lee el reporte de morosos) queda exacta tras
// cada camino que cambia cuotas: generar y rehacer el plan, cobrar, pagar una cuota, revertirla, editar y borrar un
// cobro, liquidar, reenganche, cancelación y el barrido. Se compara con min(fecha_programada) de las cuotas
// impagas calculado aparte (verificarPrimeraImpaga), y el reporte de morosos con una suma SQL independiente.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import {
  crearClientePrueba,
  crearPrestamoCortoPrueba,
  crearPrestamoPrueba,
  verificarPrimeraImpaga,
} from './support/fabricas-cartera';

describe('primera cuota impaga del préstamo (prestamos.primera_impaga)', () => {
  const hoy = hoyBogota();

  const pedir = async (metodo: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', ruta: string, cuerpo?: Json) => {
    const r = await prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });
    expect({ ruta, status: r.status < 300 }).toEqual({ ruta, status: true });
    return r.body.data;
  };
  const guardada = async (id: string): Promise<string | null> =>
    (await prueba.dataSource.query(`SELECT primera_impaga::text AS f FROM prestamos WHERE id = $1`, [id]))[0]
      .f;
  const fechaCuota = async (id: string, numero: number): Promise<string> =>
    (
      await prueba.dataSource.query(
        `SELECT fecha_programada::text AS f FROM cuotas WHERE prestamo_id = $1 AND numero = $2`,
        [id, numero],
      )
    )[0].f;

  const { prueba, tokens } = usarAppPrueba();

  it('sigue a cobros, pagos de cuota, reversos, ediciones y borrados de cobros, y al barrido', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    // Semanal, cuotas iguales de 13.750, empezó hace 40 días: cuotas a −33, −26, −19, −12, −5, +2, … días.
    const sinPlan = await crearPrestamoPrueba(prueba, tokens.admin, {
      cliente: cliente.id,
      monto: 100000,
      interes: 10,
      cuotas: 8,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
      fechaInicio: sumarDias(hoy, -40),
    });
    // El plan nace con el desembolso: la primera impaga es su primera cuota, ya vencida.
    const id: string = sinPlan._id;
    const cuota1 = await fechaCuota(id, 1);
    expect(await guardada(id)).toBe(cuota1);
    expect(cuota1 < hoy).toBe(true);
    await verificarPrimeraImpaga(prueba.dataSource, id);

    // Un cobro que cubre la cuota 1 y parte de la 2: la primera impaga pasa a la 2.
    const cobro = await pedir('POST', '/api/cobros', { prestamo: id, monto: 15000, fecha: hoy });
    expect(await guardada(id)).toBe(await fechaCuota(id, 2));
    await verificarPrimeraImpaga(prueba.dataSource, id);

    // Editar el cobro a menos de una cuota: vuelve a la 1.
    await pedir('PUT', `/api/cobros/${cobro._id}`, { monto: 5000 });
    expect(await guardada(id)).toBe(cuota1);
    await verificarPrimeraImpaga(prueba.dataSource, id);

    // Pagar la cuota 1 completa (su saldo) por la pantalla del plan.
    const plan = await pedir('GET', `/api/prestamos/${id}/plan`);
    const saldoCuota1 = plan.cuotas[0].saldoRestante as number;
    await pedir('PATCH', `/api/prestamos/${id}/plan/cuota/1/pagar`, { monto: saldoCuota1 });
    expect(await guardada(id)).toBe(await fechaCuota(id, 2));
    await verificarPrimeraImpaga(prueba.dataSource, id);

    // Revertir la cuota 1: vuelve a ser la primera impaga.
    await pedir('PATCH', `/api/prestamos/${id}/plan/cuota/1/revertir`);
    expect(await guardada(id)).toBe(cuota1);
    await verificarPrimeraImpaga(prueba.dataSource, id);

    // Un cobro de las cuatro primeras y borrarlo.
    const grande = await pedir('POST', '/api/cobros', { prestamo: id, monto: 60000, fecha: hoy });
    expect(await guardada(id)).toBe(await fechaCuota(id, 5));
    await verificarPrimeraImpaga(prueba.dataSource, id);
    await pedir('DELETE', `/api/cobros/${grande._id}`);
    expect(await guardada(id)).toBe(cuota1);
    await verificarPrimeraImpaga(prueba.dataSource, id);

    // El barrido marca 'vencida' las cuotas atrasadas: siguen impagas, la fecha no cambia.
    await prueba.app.get(BarridoService).ejecutar();
    expect(
      Number(
        (
          await prueba.dataSource.query(
            `SELECT count(*) AS n FROM cuotas WHERE prestamo_id = $1 AND estado = 'vencida'`,
            [id],
          )
        )[0].n,
      ),
    ).toBeGreaterThan(0);
    expect(await guardada(id)).toBe(cuota1);
    await verificarPrimeraImpaga(prueba.dataSource, id);

    // El barrido repara una fecha desalineada (p. ej. datos cargados por fuera del libro).
    await prueba.dataSource.query(
      `UPDATE prestamos SET primera_impaga = NULL, cuotas_vencidas = 0 WHERE id = $1`,
      [id],
    );
    await prueba.app.get(BarridoService).ejecutar();
    expect(await guardada(id)).toBe(cuota1);

    // Liquidar con descuento: no queda ninguna impaga (pagadas o condonadas).
    const saldo = Number((await prueba.dataSource.query(`SELECT saldo_pendiente FROM prestamos WHERE id = $1`, [id]))[0].saldo_pendiente);
    await pedir('POST', `/api/prestamos/${id}/liquidar`, { montoRecibido: saldo - 1000, motivo: 'Pago anticipado' });
    expect(await guardada(id)).toBeNull();
    await verificarPrimeraImpaga(prueba.dataSource, id);
  });

  it('reenganche y cancelación', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const base = {
      cliente: cliente.id,
      monto: 100000,
      interes: 10,
      cuotas: 4,
      modalidad: 'semanal',
      tipoAmortizacion: 'amortizable',
    };
    const p = await crearPrestamoPrueba(prueba, tokens.admin, { ...base, fechaInicio: sumarDias(hoy, -20) });
    expect(await guardada(p._id)).toBe(await fechaCuota(p._id, 1));

    // Reenganche: el anterior queda sin impagas (refinanciadas) y el nuevo con su primera cuota.
    const reenganche = await pedir('POST', `/api/prestamos/${p._id}/reenganche`, {});
    const nuevoId: string = reenganche._id;
    expect(await guardada(p._id)).toBeNull();
    await verificarPrimeraImpaga(prueba.dataSource, p._id);
    expect(await guardada(nuevoId)).toBe(await fechaCuota(nuevoId, 1));
    await verificarPrimeraImpaga(prueba.dataSource, nuevoId);

    // Cancelación (anular un desembolso sin cobros): sus cuotas abiertas quedan anuladas.
    const otro = await crearPrestamoPrueba(prueba, tokens.admin, { ...base, fechaInicio: sumarDias(hoy, -20) });
    await pedir('PATCH', `/api/prestamos/${otro._id}/cancelar`);
    expect(await guardada(otro._id)).toBeNull();
    await verificarPrimeraImpaga(prueba.dataSource, otro._id);
  });

  it('el reporte de morosos coincide con una suma SQL independiente sobre las cuotas', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    for (const dias of [-100, -45, -12]) {
      const p = await crearPrestamoPrueba(
        prueba,
        tokens.admin,
        {
          cliente: cliente.id,
          monto: 70000,
          interes: 10,
          cuotas: 6,
          modalidad: 'semanal',
          tipoAmortizacion: 'amortizable',
          fechaInicio: sumarDias(hoy, dias),
        },
      );
      await pedir('POST', '/api/cobros', { prestamo: p._id, monto: 13000, fecha: hoy });
    }
    const [esperado]: Array<{ n: number; saldo: string; cuotas: number; s30: string; mas_viejo: number }> =
      await prueba.dataSource.query(
        `WITH atraso AS (
           SELECT c.prestamo_id, $1::date - min(c.fecha_programada) AS dias, count(*)::int AS cuotas
           FROM cuotas c JOIN prestamos p ON p.id = c.prestamo_id
           WHERE c.estado IN ('pendiente', 'parcial', 'vencida') AND c.fecha_programada < $1::date
             AND p.estado IN ('activo', 'mora', 'vencido')
           GROUP BY c.prestamo_id
         )
         SELECT count(*)::int AS n, coalesce(sum(p.saldo_pendiente), 0) AS saldo, coalesce(sum(a.cuotas), 0)::int AS cuotas,
                coalesce(sum(p.saldo_pendiente) FILTER (WHERE a.dias > 30), 0) AS s30, max(a.dias)::int AS mas_viejo
         FROM atraso a JOIN prestamos p ON p.id = a.prestamo_id`,
        [hoy],
      );
    const r = await pedir('GET', '/api/reportes/morosos?limit=100');
    expect(r.resumen).toMatchObject({
      cantidad: esperado.n,
      saldoEnMora: Number(esperado.saldo),
      cuotasVencidas: esperado.cuotas,
      saldoPar30: Number(esperado.s30),
    });
    expect(r.filas).toHaveLength(esperado.n);
    expect(r.filas[0].diasAtraso).toBe(esperado.mas_viejo);
    expect(r.filas.reduce((s: number, f: Json) => s + f.cuotasVencidas, 0)).toBe(esperado.cuotas);
    const dias = r.filas.map((f: Json) => f.diasAtraso as number);
    expect(dias).toEqual([...dias].sort((a, b) => b - a));
    expect(r.graficos.aging.reduce((s: number, b: Json) => s + b.prestamos, 0)).toBe(esperado.n);
    expect(r.graficos.aging.reduce((s: number, b: Json) => s + b.cuotas, 0)).toBe(esperado.cuotas);
  });

  it('morosos cuenta las cuotas que vencieron aunque el barrido aún no las haya marcado', async () => {
    const p = await crearPrestamoCortoPrueba(prueba, tokens.admin, {
      cliente: { nombre: 'Cliente sin barrer' },
      modalidad: 'semanal',
      fechaInicio: sumarDias(hoy, -3),
    });
    // Pasan 20 días sin barrido: se corren las fechas como si el reloj avanzara (las cuotas siguen 'pendiente').
    await prueba.dataSource.query(
      `UPDATE cuotas SET fecha_programada = fecha_programada - 20 WHERE prestamo_id = $1`,
      [p._id],
    );
    await prueba.dataSource.query(
      `UPDATE prestamos SET fecha_vencimiento = fecha_vencimiento - 20, proxima_fecha = proxima_fecha - 20,
              primera_impaga = primera_impaga - 20 WHERE id = $1`,
      [p._id],
    );
    await verificarPrimeraImpaga(prueba.dataSource, p._id);
    const [{ n }]: Array<{ n: number }> = await prueba.dataSource.query(
      `SELECT count(*)::int AS n FROM cuotas WHERE prestamo_id = $1 AND estado = 'pendiente' AND fecha_programada < $2::date`,
      [p._id, hoy],
    );
    expect(n).toBeGreaterThan(0);
    const fila = async () =>
      ((await pedir('GET', '/api/reportes/morosos?limit=1000')).filas as Json[]).find((f) => f._id === p._id);
    const antes = await fila();
    expect(antes).toMatchObject({ cliente: 'Cliente sin barrer', cuotasVencidas: n });
    // El barrido las marca 'vencida' (y el préstamo pasa a mora): las cifras de la fila no cambian.
    await prueba.app.get(BarridoService).ejecutar();
    const despues = await fila();
    expect(despues).toMatchObject({
      estado: 'mora',
      cuotasVencidas: antes?.cuotasVencidas,
      diasAtraso: antes?.diasAtraso,
      saldoPendiente: antes?.saldoPendiente,
    });
  });
});
