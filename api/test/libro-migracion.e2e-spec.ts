// La migración del libro (1795352500000-libro-prestamos) y la del libro mayor (1795354100000) sobre datos de antes:
// préstamos con cobros y pagos de cuota, un reenganche, uno sin plan, uno cancelado sin cobros y otro cancelado con
// cobros. Después de migrar, cada préstamo tiene su libro, los cancelados quedan anulado y castigado, el sin plan
// recibe el suyo y la verificación no encuentra ningún descuadre.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import type { MigrationInterface } from 'typeorm';
import { VerificacionService } from '../src/contabilidad/verificacion.service';
import { MIGRACIONES } from '../src/database/migrations';
import { usarAppPrueba } from './support/app-del-archivo';
import { crearClientePrueba, crearPrestamoPrueba, quitarPlan } from './support/fabricas-cartera';

describe('migración al libro de préstamos', () => {
  const hoy = hoyBogota();
  const { prueba, tokens } = usarAppPrueba();

  // La base vuelve a antes del libro deshaciendo, de la última hacia atrás, todas las migraciones desde la del libro
  // (1795352500000) y las rehace en orden, como la actualización de una instalación de entonces. Cada migración lleva
  // lo que calcula (database/congelado/), así que rehacerlas sobre esos datos da lo que daban al publicarse.
  const desdeElLibro = (): MigrationInterface[] =>
    MIGRACIONES.map((M) => new M())
      .map((m) => ({ m, marca: Number(/(\d{13})$/.exec(m.name ?? '')?.[1]) }))
      .filter(({ marca }) => marca >= 1795352500000)
      .sort((a, b) => a.marca - b.marca)
      .map(({ m }) => m);
  const migracion = async (sentido: 'up' | 'down') => {
    const runner = prueba.dueno.createQueryRunner();
    try {
      // En una transacción, como las corre migrar.ts (migrationsTransactionMode: 'all').
      await runner.startTransaction();
      const migraciones = desdeElLibro();
      for (const m of sentido === 'up' ? migraciones : migraciones.reverse()) await m[sentido](runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
  };
  const pedir = async (metodo: 'POST' | 'PATCH', ruta: string, cuerpo?: unknown) => {
    const r = await prueba.pedir({ metodo, ruta, token: tokens.admin, cuerpo });
    expect({ ruta, status: r.status < 300 }).toEqual({ ruta, status: true });
    return r.body.data;
  };
  const estado = async (id: string) =>
    (await prueba.dataSource.query(`SELECT estado, saldo_pendiente, plan_generado FROM prestamos WHERE id = $1`, [id]))[0];

  it('pasa los datos existentes al libro y la verificación cuadra', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const terminos = { cliente: cliente.id, monto: 100000, interes: 20, cuotas: 5, modalidad: 'semanal', tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -20) };
    const conCobros = await crearPrestamoPrueba(prueba, tokens.admin, terminos);
    await pedir('POST', '/api/cobros', { prestamo: conCobros._id, monto: 30000, fecha: hoy });
    await pedir('PATCH', `/api/prestamos/${conCobros._id}/plan/cuota/2/pagar`, { monto: 5000, fecha: hoy });
    const reenganchado = await crearPrestamoPrueba(prueba, tokens.admin, terminos);
    await pedir('POST', '/api/cobros', { prestamo: reenganchado._id, monto: 24000, fecha: hoy });
    const nuevo = await pedir('POST', `/api/prestamos/${reenganchado._id}/reenganche`, { montoAdicional: 10000 });
    const sinPlan = await crearPrestamoPrueba(prueba, tokens.admin, terminos);
    await quitarPlan(prueba.dataSource, sinPlan._id);
    const canceladoSinCobros = await crearPrestamoPrueba(prueba, tokens.admin, terminos);
    const canceladoConCobros = await crearPrestamoPrueba(prueba, tokens.admin, terminos);
    await pedir('POST', '/api/cobros', { prestamo: canceladoConCobros._id, monto: 40000, fecha: hoy });

    // La base vuelve a como era antes del libro; los dos cancelados, como los dejaba la cancelación de entonces.
    await migracion('down');
    await prueba.dataSource.query(
      `UPDATE prestamos SET estado = 'cancelado', proxima_fecha = NULL, primera_impaga = NULL WHERE id = ANY($1)`,
      [[canceladoSinCobros._id, canceladoConCobros._id]],
    );
    await prueba.dataSource.query(
      `UPDATE cuotas SET estado = 'anulada' WHERE prestamo_id = ANY($1) AND estado IN ('pendiente', 'parcial', 'vencida')`,
      [[canceladoSinCobros._id, canceladoConCobros._id]],
    );
    const [{ saldo: saldoCancelado }] = await prueba.dataSource.query(`SELECT saldo_pendiente AS saldo FROM prestamos WHERE id = $1`, [
      canceladoConCobros._id,
    ]);

    await migracion('up');
    expect((await prueba.app.get(VerificacionService).verificar()).descuadres).toEqual([]);
    expect(await estado(sinPlan._id)).toMatchObject({ plan_generado: true, saldo_pendiente: '120000.00' });
    expect(await estado(canceladoSinCobros._id)).toMatchObject({ estado: 'cancelado', saldo_pendiente: '0.00' });
    expect(await estado(canceladoConCobros._id)).toMatchObject({ estado: 'castigado', saldo_pendiente: '0.00' });
    const tipos = async (id: string) =>
      (await prueba.dataSource.query(`SELECT tipo, monto FROM prestamos_movimientos WHERE prestamo_id = $1 ORDER BY secuencia`, [id])).map(
        (m: { tipo: string; monto: string }) => [m.tipo, Number(m.monto)],
      );
    expect(await tipos(conCobros._id)).toEqual([
      ['desembolso', 120000],
      ['cobro', 30000],
      ['cobro', 5000],
    ]);
    expect(await tipos(reenganchado._id)).toEqual([
      ['desembolso', 120000],
      ['cobro', 24000],
      ['reenganche', 96000],
    ]);
    expect((await tipos(nuevo._id))[0][0]).toBe('desembolso');
    expect(await tipos(canceladoSinCobros._id)).toEqual([
      ['desembolso', 120000],
      ['anulacion', 120000],
    ]);
    expect(await tipos(canceladoConCobros._id)).toEqual([
      ['desembolso', 120000],
      ['cobro', 40000],
      ['castigo', Number(saldoCancelado)],
    ]);
    // El reparto de un cobro en capital e interés suma su monto.
    const [{ malos }] = await prueba.dataSource.query(
      `SELECT count(*)::int AS malos FROM prestamos_movimientos WHERE capital + interes <> monto OR capital < 0 OR interes < 0`,
    );
    expect(malos).toBe(0);
  });
});
