// Datos de demostración de préstamos y cobros: todos los estados, un mes de cobros, un libro que cuadra en cada
// préstamo, un tablero coherente y una segunda siembra que no agrega nada.
import { ESTADOS_PRESTAMO, hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { VerificacionService } from '../src/contabilidad/verificacion.service';
import { DemoService } from '../src/demo/demo.service';
import { usarAppPrueba } from './support/app-del-archivo';
import { verificarLibro } from './support/fabricas-cartera';

describe('datos de demostración de préstamos', () => {
  // La base sale de la plantilla con la demostración: el primer archivo que la pide en la corrida la siembra.
  const { prueba, tokens } = usarAppPrueba({ conDemo: true });

  it('hay unos 120 préstamos en todos los estados, con sus planes', async () => {
    const filas: Array<{ estado: string; n: number }> = await prueba.dataSource.query(
      `SELECT estado, count(*)::int AS n FROM prestamos GROUP BY estado`,
    );
    const porEstado = Object.fromEntries(filas.map((f) => [f.estado, f.n]));
    for (const estado of ESTADOS_PRESTAMO) expect(porEstado[estado]).toBeGreaterThan(0);
    const total = filas.reduce((suma, f) => suma + f.n, 0);
    expect(total).toBeGreaterThanOrEqual(120);
    expect(total).toBeLessThanOrEqual(140);
    const [{ sinPlan }] = await prueba.dataSource.query(`SELECT count(*)::int AS "sinPlan" FROM prestamos WHERE NOT plan_generado AND estado NOT IN ('solicitado', 'rechazado')`);
    expect(sinPlan).toBe(0);
  });

  it('el último mes tiene cobros casi todos los días, nunca en el futuro', async () => {
    const hoy = hoyBogota();
    const [{ dias, futuros, total }] = await prueba.dataSource.query(
      `SELECT count(DISTINCT fecha) FILTER (WHERE fecha >= $1::date)::int AS dias,
              count(*) FILTER (WHERE fecha > $2::date)::int AS futuros,
              count(*)::int AS total
       FROM cobros`,
      [sumarDias(hoy, -30), hoy],
    );
    expect(futuros).toBe(0);
    expect(total).toBeGreaterThan(500);
    expect(dias).toBeGreaterThanOrEqual(20);
  });

  // Sembrada antes de abrir la oficina (de madrugada en Bogotá), lo de hoy queda a la hora de la siembra: nunca en el futuro.
  it('préstamos y cobros registrados a horas creíbles de Bogotá el día de su fecha (8 a 17 y 7 a 18), nunca en el futuro', async () => {
    const fuera = async (tabla: 'prestamos' | 'cobros', desde: number, hasta: number) =>
      (
        await prueba.dataSource.query(
          `SELECT count(*)::int AS n FROM ${tabla}
           WHERE created_at > now() OR ((created_at AT TIME ZONE 'America/Bogota')::date = fecha
             AND extract(hour FROM created_at AT TIME ZONE 'America/Bogota') NOT BETWEEN $1 AND $2
             AND NOT (fecha = $3::date AND extract(hour FROM created_at AT TIME ZONE 'America/Bogota') < $1))
             OR ((created_at AT TIME ZONE 'America/Bogota')::date <> fecha AND fecha < $3::date)`,
          [desde, hasta, hoyBogota()],
        )
      )[0].n;
    expect(await fuera('prestamos', 8, 16)).toBe(0);
    expect(await fuera('cobros', 7, 17)).toBe(0);
  });

  it('el libro cuadra en cada préstamo, la verificación no encuentra descuadres y el barrido nada que corregir', async () => {
    const prestamos: Array<{ id: string }> = await prueba.dataSource.query(`SELECT id FROM prestamos`);
    for (const { id } of prestamos) await verificarLibro(prueba.dataSource, id);
    // La verificación del libro (la nocturna) no encuentra ningún descuadre en la demostración.
    expect((await prueba.app.get(VerificacionService).verificar()).descuadres).toEqual([]);
    // También con los meses pasados cerrados: lo prestado de cada mes cerrado es el de su libro mayor.
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = $1 WHERE id = 1`, [
      sumarDias(hoyBogota(), -1),
    ]);
    try {
      expect((await prueba.app.get(VerificacionService).verificar()).descuadres).toEqual([]);
    } finally {
      await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = NULL WHERE id = 1`);
    }
    const barrido = await prueba.app.get(BarridoService).ejecutar();
    expect(barrido).toMatchObject({ ejecutado: true, cuotasVencidas: 0, prestamosActualizados: 0 });
  });

  it('el tablero muestra una cartera viva', async () => {
    const r = await prueba.pedir({ metodo: 'GET', ruta: '/api/dashboard/resumen', token: tokens.admin });
    expect(r.body.data.totalPrestamos).toBeGreaterThanOrEqual(120);
    expect(r.body.data.montoCobrado).toBeGreaterThan(0);
    expect(r.body.data.porcentajeRecuperacion).toBeGreaterThan(0);
    expect(r.body.data.ultimosCobros).toHaveLength(5);
  });

  it('sembrar otra vez no agrega nada', async () => {
    const contar = async () => (await prueba.dataSource.query(`SELECT (SELECT count(*) FROM prestamos) AS p, (SELECT count(*) FROM cobros) AS c`))[0];
    const antes = await contar();
    await prueba.app.get(DemoService).prepararDatos();
    expect(await contar()).toEqual(antes);
  });
});
