// La migración del libro (1795352500000-libro-prestamos) sobre datos de antes: préstamos con cobros y pagos de
// cuota, un reenganche, uno sin plan, uno cancelado sin cobros y otro cancelado con cobros. Después de migrar, cada
// préstamo tiene su libro, los cancelados quedan anulado y castigado, el sin plan recibe el suyo y la verificación
// no encuentra ningún descuadre.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { VerificacionService } from '../src/contabilidad/verificacion.service';
import { LibroPrestamos1795352500000 } from '../src/database/migrations/1795352500000-libro-prestamos';
import { LibroMayor1795354100000 } from '../src/database/migrations/1795354100000-libro-mayor';
import { InteresDeMora1795354500000 } from '../src/database/migrations/1795354500000-interes-de-mora';
import { crearAppPrueba, type AppPrueba } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba, quitarPlan } from './support/fabricas-cartera';

describe('migración al libro de préstamos', () => {
  let prueba: AppPrueba;
  let admin: string;
  const hoy = hoyBogota();

  beforeAll(async () => {
    prueba = await crearAppPrueba();
    admin = await prueba.token('admin');
  });
  afterAll(async () => {
    await prueba?.cerrar();
  });

  // El libro mayor (1795354100000) y el interés de mora (1795354500000) cuelgan del libro de préstamos: se quitan antes
  // y se crean después, y al crearse el mayor pasa lo que la migración del libro de préstamos dejó.
  const migracion = async (sentido: 'up' | 'down') => {
    const runner = prueba.dataSource.createQueryRunner();
    try {
      if (sentido === 'down') {
        await new InteresDeMora1795354500000().down(runner);
        await new LibroMayor1795354100000().down(runner);
      }
      await new LibroPrestamos1795352500000()[sentido](runner);
      if (sentido === 'up') {
        await new LibroMayor1795354100000().up(runner);
        await new InteresDeMora1795354500000().up(runner);
      }
    } finally {
      await runner.release();
    }
  };
  const pedir = async (metodo: 'POST' | 'PATCH', ruta: string, cuerpo?: unknown) => {
    const r = await prueba.pedir({ metodo, ruta, token: admin, cuerpo });
    expect({ ruta, status: r.status < 300 }).toEqual({ ruta, status: true });
    return r.body.data;
  };
  const estado = async (id: string) =>
    (await prueba.dataSource.query(`SELECT estado, saldo_pendiente, plan_generado FROM prestamos WHERE id = $1`, [id]))[0];

  // En espera de migraciones congeladas (issue 51, punto 2): la migración del libro mayor contabiliza con el código de
  // hoy (`contabilizarPendientes`), que ya lee columnas que crean migraciones posteriores (las cuentas de recaudo de
  // 1795355500000); deshacer sólo estas tres y rehacerlas ya no reproduce una base anterior al libro. Vuelve cuando la
  // migración lleve consigo las reglas con que contabiliza.
  it.skip('pasa los datos existentes al libro y la verificación cuadra', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const terminos = { cliente: cliente.id, monto: 100000, interes: 20, cuotas: 5, modalidad: 'semanal', tipoAmortizacion: 'amortizable', fechaInicio: sumarDias(hoy, -20) };
    const conCobros = await crearPrestamoPrueba(prueba, admin, terminos);
    await pedir('POST', '/api/cobros', { prestamo: conCobros._id, monto: 30000, fecha: hoy });
    await pedir('PATCH', `/api/prestamos/${conCobros._id}/plan/cuota/2/pagar`, { monto: 5000, fecha: hoy });
    const reenganchado = await crearPrestamoPrueba(prueba, admin, terminos);
    await pedir('POST', '/api/cobros', { prestamo: reenganchado._id, monto: 24000, fecha: hoy });
    const nuevo = await pedir('POST', `/api/prestamos/${reenganchado._id}/reenganche`, { montoAdicional: 10000 });
    const sinPlan = await crearPrestamoPrueba(prueba, admin, terminos);
    await quitarPlan(prueba.dataSource, sinPlan._id);
    const canceladoSinCobros = await crearPrestamoPrueba(prueba, admin, terminos);
    const canceladoConCobros = await crearPrestamoPrueba(prueba, admin, terminos);
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
