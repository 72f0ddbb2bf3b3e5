// Los reportes de gestión frente al libro mayor (docs/reportes.md): el capital y el interés por cobrar del tablero y del
// reporte de cartera tienen el reparto del mayor (140505 y 140510), y las cifras de un periodo cerrado no cambian: una
// anulación posterior cuenta en el periodo en que ocurre. Las cifras esperadas están escritas a mano y los saldos del
// mayor se leen directamente con SQL.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba } from './support/fabricas-cartera';
import { saldoMayor } from './support/mayor';

describe('Reportes y libro mayor', () => {
  const hoy = hoyBogota();
  /** El último día del mes pasado (el periodo que se cierra) y el primero de este mes. */
  const cierre = sumarDias(`${hoy.slice(0, 8)}01`, -1);
  const inicioMes = `${hoy.slice(0, 8)}01`;
  const inicioMesCerrado = `${cierre.slice(0, 8)}01`;

  const { prueba } = usarAppPrueba();

  const admin = () => prueba.como('admin');

  /** Saldo (débito − crédito) de una cuenta del mayor hasta una fecha, leído directamente. */
  const mayor = (clave: string, hasta: string = hoy) => saldoMayor(prueba.dataSource, { clave, hasta });

  async function prestamo(terminos: Record<string, unknown>): Promise<Json> {
    const cliente = await crearClientePrueba(prueba.dataSource);
    const r = await admin().post('/api/prestamos', { cliente: cliente.id, ...terminos });
    expect(r.status).toBe(201);
    return r.body.data;
  }

  it('el tablero y el reporte de cartera dan el capital y el interés con el reparto del libro mayor', async () => {
    // Interés adelantado 1.000.000 al 20 %: salen 800.000; en el mayor, 800.000 de capital y 200.000 de interés.
    await prestamo({
      monto: 1_000_000,
      interes: 20,
      cuotas: 4,
      modalidad: 'semanal',
      tipoAmortizacion: 'interes_adelantado',
      fechaInicio: hoy,
    });
    // Amortizable 800.000 al 25 %: 800.000 de capital y 200.000 de interés.
    await prestamo({
      monto: 800_000,
      interes: 25,
      cuotas: 10,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      fechaInicio: hoy,
    });
    expect(await mayor('cartera_capital')).toBe(1_600_000);
    expect(await mayor('cartera_intereses')).toBe(400_000);

    const tablero = (await admin().get('/api/dashboard/resumen')).body.data;
    expect(tablero.carteraVigente).toBe(1_600_000);

    const cartera = (await admin().get(`/api/reportes/cartera?fecha=${hoy}`)).body.data;
    expect(cartera.totales).toMatchObject({ capitalPendiente: 1_600_000, interesPendiente: 400_000, prestamos: 2 });
    expect(cartera.totales.capitalPendiente).toBe(await mayor('cartera_capital'));
    expect(cartera.totales.interesPendiente).toBe(await mayor('cartera_intereses'));
  });

  it('cerrado el mes, anular un préstamo de ese mes no cambia su reporte general ni la cartera a su cierre', async () => {
    const diaA = sumarDias(cierre, -21);
    const diaB = sumarDias(cierre, -14);
    const terminos = { interes: 10, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable' };
    const a = await prestamo({ ...terminos, monto: 300_000, fecha: diaA, fechaInicio: diaA });
    await prestamo({ ...terminos, monto: 450_000, fecha: diaB, fechaInicio: diaB });

    const rangoCerrado = `desde=${inicioMesCerrado}&hasta=${cierre}`;
    const general = async () => (await admin().get(`/api/reportes/general?${rangoCerrado}&limit=100`)).body.data;
    const carteraAlCierre = async () => (await admin().get(`/api/reportes/cartera?fecha=${cierre}`)).body.data;
    const antesGeneral = await general();
    const antesCartera = await carteraAlCierre();
    // 300.000 + 450.000 desembolsados en el mes; a su cierre las diez cuotas de cada uno ya vencieron.
    expect(antesGeneral.resumen.montoPrestado).toBe(750_000);
    expect(antesGeneral.filas.find((d: Json) => d.fecha === diaA)).toMatchObject({ prestamos: 1, prestado: 300_000 });
    expect(antesCartera.totales.capitalPendiente).toBe(750_000);
    expect(antesCartera.totales.capitalPendiente).toBe(await mayor('cartera_capital', cierre));
    const moraAntes = Object.values(antesCartera.totales.mora as Record<string, number>).reduce((s, v) => s + v, 0);
    // Cuotas de 33.000 (300.000 × 1,1 ÷ 10) y 49.500 (450.000 × 1,1 ÷ 10), todas vencidas al cierre.
    expect(moraAntes).toBe(330_000 + 495_000);

    expect((await admin().put('/api/contabilidad/cierre', { cerradoHasta: cierre })).status).toBe(200);
    const anulada = await admin().post(`/api/prestamos/${a._id}/anular`, { motivo: 'Desembolso por error' });
    expect(anulada.status).toBe(200);
    // Lo anulado viene aparte, en su día y en el total, para que la pantalla no muestre un «Prestado» negativo.
    expect(antesGeneral.resumen.montoAnulado).toBe(0);
    const delDia = (await admin().get(`/api/reportes/general?desde=${hoy}&hasta=${hoy}`)).body.data;
    expect(delDia.resumen.montoAnulado).toBe(300_000);
    expect(delDia.filas.find((d: Json) => d.fecha === hoy)).toMatchObject({ anulado: 300_000 });
    const prestamosDelDia = (await admin().get(`/api/reportes/prestamos?desde=${hoy}&hasta=${hoy}`)).body.data;
    expect(prestamosDelDia.resumen.montoAnulado).toBe(300_000);

    // El mes cerrado: las mismas cifras, con su mayor sin cambios; también el gráfico por estado, que con el corte en
    // el periodo cerrado cuenta el estado de ese día (docs/decisiones/reportes-al-cierre.md).
    const despuesGeneral = await general();
    expect(despuesGeneral).toEqual(antesGeneral);
    expect(despuesGeneral.graficos.prestamosPorEstado).toEqual([
      expect.objectContaining({ estado: 'vencido', cantidad: 2, monto: 750_000 }),
    ]);
    expect(await carteraAlCierre()).toEqual(antesCartera);
    expect(await mayor('cartera_capital', cierre)).toBe(750_000);

    // La anulación está en el mes en que ocurrió: −300.000 prestados hoy.
    const actual = (await admin().get(`/api/reportes/general?desde=${inicioMes}&hasta=${hoy}&limit=100`)).body.data;
    expect(actual.resumen.montoPrestado).toBe(1_800_000 - 300_000);
    expect(actual.filas.find((d: Json) => d.fecha === hoy)).toMatchObject({ prestado: 1_800_000 - 300_000 });
    const hoyCartera = (await admin().get(`/api/reportes/cartera?fecha=${hoy}`)).body.data;
    expect(hoyCartera.totales.capitalPendiente).toBe(await mayor('cartera_capital'));
  });
});
