// Préstamos sin cartera (docs/decisiones/importacion.md, «Préstamos sin cartera»; issue 66): un refinanciado en un
// reenganche, un anulado, una solicitud pendiente y una rechazada llegan como historia, con sus condiciones y su
// estado, sin saldo, sin plan, sin movimientos y sin nada en el libro mayor, la caja ni el corte; uno de ellos con
// cobros o cuotas es un error de su fila, en español, y no entra.
import { MENSAJES_PRESTAMOS_IMPORTACION, MENSAJES_SIN_CARTERA, hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { aplicarImportacion, libroDePrueba, libroXlsx, subirImportacion } from './support/importacion';

const hoy = hoyBogota();
const dia = (dias: number) => sumarDias(hoy, dias);

const cartera = (): Record<string, unknown[][]> => libroDePrueba({
  Clientes: [['C-1', '00112345678', 'Ana Gómez', '3001234567', 'Calle 1', 'Bogotá', '']],
  Prestamos: [
    ['S-1', 'C-1', '', 500000, 20, 30, 'diario', 'amortizable', dia(-2), 'pendiente', ''],
    ['R-1', 'C-1', '', 400000, 20, 30, 'diario', 'amortizable', dia(-40), 'rechazado', dia(-39)],
    ['A-1', 'C-1', '', 300000, 20, 30, 'diario', 'amortizable', dia(-20), 'anulado', dia(-18)],
    ['F-1', 'C-1', '', 600000, 20, 4, 'mensual', 'amortizable', dia(-90), 'reenganchado', dia(-30)],
    // Inconsistentes: un anulado con un cobro y un reenganchado con su plan.
    ['A-2', 'C-1', '', 300000, 20, 30, 'diario', 'amortizable', dia(-20), 'cancelado', dia(-18)],
    ['F-2', 'C-1', '', 300000, 20, 2, 'mensual', 'amortizable', dia(-20), 'reenganchado', dia(-1)],
  ],
  Cobros: [['K-1', 'A-2', dia(-19), 20000]],
  Cuotas: [
    ['F-2', 1, dia(10), 150000, 30000, 0],
    ['F-2', 2, dia(40), 150000, 30000, 0],
  ],
});

describe('importaciones: préstamos sin cartera (reenganchados, anulados, solicitudes)', () => {
  const { prueba } = usarAppPrueba();
  const contar = async (sql: string) => Number((await prueba.dataSource.query(sql))[0].n);

  it('entran con su estado y sin saldo, sin tocar el libro mayor, la caja ni el corte; los que traen cobros o cuotas no', async () => {
    const revision = await subirImportacion(prueba, await prueba.token('admin'), await libroXlsx(cartera()), 'historia.xlsx');
    expect(revision.status).toBe(201);
    const { errores, resumen, id } = revision.body.data;
    const orden = ['Prestamos', 'Cobros', 'Cuotas'];
    expect(
      errores
        .map((e: Json) => [e.hoja, e.fila, e.columna, e.mensaje])
        .sort((a: unknown[], b: unknown[]) => orden.indexOf(String(a[0])) - orden.indexOf(String(b[0])) || Number(a[1]) - Number(b[1])),
    ).toEqual([
      ['Prestamos', 6, 'estado', MENSAJES_SIN_CARTERA.cancelado],
      ['Prestamos', 7, 'estado', MENSAJES_SIN_CARTERA.reenganchado],
      ['Cobros', 2, 'prestamo', MENSAJES_PRESTAMOS_IMPORTACION.prestamoFuera],
      ['Cuotas', 2, 'prestamo', MENSAJES_PRESTAMOS_IMPORTACION.prestamoFuera],
      ['Cuotas', 3, 'prestamo', MENSAJES_PRESTAMOS_IMPORTACION.prestamoFuera],
    ]);
    // Cuentan en su estado, no en el capital que abre la importación.
    expect(resumen.prestamosPorEstado).toEqual({
      solicitado: { prestamos: 1, capital: 500000 },
      rechazado: { prestamos: 1, capital: 400000 },
      cancelado: { prestamos: 1, capital: 300000 },
      reenganchado: { prestamos: 1, capital: 600000 },
    });
    expect(resumen.totales.capital).toBe(0);

    const cierreAntes = (await prueba.dataSource.query('SELECT cerrado_hasta FROM configuracion_organizacion'))[0].cerrado_hasta;
    const final = await aplicarImportacion(prueba, id);
    expect(final).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
    const prestamos = await prueba.dataSource.query(
      `SELECT m.id_externo, p.estado, p.saldo_pendiente::float8 AS saldo, p.plan_generado, p.fecha_cierre::text AS cierre,
              p.fecha_corte::text AS corte, p.solicitado_por IS NOT NULL AS solicitud,
              p.monto::float8 AS monto, (SELECT count(*)::int FROM cuotas q WHERE q.prestamo_id = p.id) AS cuotas,
              (SELECT count(*)::int FROM prestamos_movimientos v WHERE v.prestamo_id = p.id) AS movimientos
       FROM importacion_ids m JOIN prestamos p ON p.id = m.id_cartera WHERE m.hoja = 'Prestamos' ORDER BY m.id_externo`,
    );
    const sinCartera = { saldo: 0, plan_generado: false, cuotas: 0, movimientos: 0 };
    expect(prestamos).toEqual([
      // Los desembolsados llevan su fecha de corte (fuera de la caja diaria); las solicitudes son como cualquiera.
      { id_externo: 'A-1', estado: 'cancelado', cierre: dia(-18), corte: dia(-18), solicitud: false, monto: 300000, ...sinCartera },
      { id_externo: 'F-1', estado: 'reenganchado', cierre: dia(-30), corte: dia(-30), solicitud: false, monto: 600000, ...sinCartera },
      { id_externo: 'R-1', estado: 'rechazado', cierre: dia(-39), corte: null, solicitud: true, monto: 400000, ...sinCartera },
      { id_externo: 'S-1', estado: 'solicitado', cierre: null, corte: null, solicitud: true, monto: 500000, ...sinCartera },
    ]);
    expect(await contar('SELECT count(*) AS n FROM prestamos')).toBe(4);
    expect(await contar('SELECT count(*) AS n FROM contabilidad_lineas')).toBe(0);
    expect(await contar('SELECT count(*) AS n FROM caja_diaria')).toBe(0);
    expect((await prueba.dataSource.query('SELECT cerrado_hasta FROM configuracion_organizacion'))[0].cerrado_hasta).toEqual(cierreAntes);
    const verificacion = await prueba.como('admin').post('/api/contabilidad/verificacion');
    expect([verificacion.status, verificacion.body.data.cantidadDescuadres]).toEqual([200, 0]);
  });
});
