import fc from 'fast-check';
import {
  efectoCastigo,
  efectoCondonacion,
  efectoLiquidacion,
  repartoDesembolso,
  type EstadoDeuda,
} from './operacionesDinero';

// capital_final de 1.000.000 al 10 %: se deben 1.000.000 de capital y 100.000 de interés (centavos × 100).
const capitalFinal: EstadoDeuda = {
  cuotas: 110_000_000,
  mora: 0,
  contable: { capital: 100_000_000, interes: 10_000_000 },
};

describe('el efecto entero de liquidar, condonar y castigar', () => {
  // Se reciben 1.000.000. Sin mora, el cobro es todo capital y se perdonan los 100.000 de interés. Con 5.261 de mora
  // (se deben 1.100.000 + 5.261): 5.261 a la mora, 994.739 de capital, y el descuento la incluye.
  it.each([
    [
      'con exactamente 1.000.000: el cobro es todo capital, se perdonan los 100.000 de interés y eso se mide',
      0,
      100_000_000,
      10_000_000,
    ],
    ['con 5.261 de mora: lo recibido paga primero la mora y el descuento la incluye', 526_100, 99_473_900, 10_526_100],
  ])('liquidar %s', (_caso, mora, montoCobro, perdonado) => {
    expect(efectoLiquidacion({ ...capitalFinal, mora }, 100_000_000)).toEqual({
      ok: true,
      cobro: { monto: montoCobro, interes: 0, mora },
      condonacion: { monto: perdonado, interes: 10_000_000, mora: 0 },
      control: { operacion: 'liquidacion', monto: perdonado },
    });
  });

  it('no se liquida, ni se condona, por más de lo que se debe; no se castiga un préstamo sin saldo', () => {
    expect(efectoLiquidacion(capitalFinal, 110_000_001)).toEqual({ ok: false, rechazo: 'montoSuperaSaldo' });
    expect(efectoCondonacion(capitalFinal, 110_000_001)).toEqual({ ok: false, rechazo: 'montoSuperaSaldo' });
    const pagado: EstadoDeuda = { cuotas: 0, mora: 0, contable: { capital: 0, interes: 0 } };
    expect(efectoCastigo(pagado)).toEqual({ ok: false, rechazo: 'sinSaldo' });
  });

  it('condonar 120.000 con 20.000 de mora: primero la mora, después 100.000 de interés', () => {
    const efecto = efectoCondonacion({ ...capitalFinal, mora: 2_000_000 }, 12_000_000);
    expect(efecto).toEqual({
      ok: true,
      condonacion: { monto: 10_000_000, interes: 10_000_000, mora: 2_000_000 },
      control: { operacion: 'condonacion', monto: 12_000_000 },
    });
  });

  it('castigar: todas las cuotas y la mora; el interés es el que el mayor tiene por cobrar', () => {
    expect(efectoCastigo({ ...capitalFinal, mora: 300_000 })).toEqual({
      ok: true,
      castigo: { monto: 110_000_000, interes: 10_000_000, mora: 300_000 },
      control: { operacion: 'castigo', monto: 110_000_000 },
    });
  });

  it('desembolso: el capital es lo que sale de la caja (con lo que pasa de un reenganche o lo importado)', () => {
    // Interés adelantado de 1.000.000 al 10 %: las cuotas suman 1.000.000, salen 900.000; 100.000 son interés retenido.
    expect(repartoDesembolso({ pactado: 100_000_000, entregado: 90_000_000 })).toEqual({
      capital: 90_000_000,
      interes: 10_000_000,
    });
    // Reenganche: el anterior pasa 700.000 de capital (y su interés), se entregan 500.000; pactado 1.430.000.
    expect(
      repartoDesembolso({ pactado: 143_000_000, entregado: 50_000_000, capitalRefinanciado: 70_000_000 }),
    ).toEqual({
      capital: 120_000_000,
      interes: 23_000_000,
    });
    // Importado: su monto abierto, aunque no salió de la caja.
    expect(repartoDesembolso({ pactado: 110_000_000, entregado: 0, capitalImportado: 100_000_000 })).toEqual({
      capital: 100_000_000,
      interes: 10_000_000,
    });
  });

  // Corrida más larga: NUM_RUNS=5000 en la línea de fc.assert (200 en npm test).
  it('liquidar reparte entre el cobro y la condonación exactamente lo que se debe, y mide el resto', () => {
    const estado = fc
      .record({
        capital: fc.integer({ min: 0, max: 1e10 }),
        interes: fc.integer({ min: 0, max: 1e9 }),
        mora: fc.integer({ min: 0, max: 1e8 }),
      })
      .filter((e) => e.capital + e.interes > 0);
    fc.assert(
      fc.property(
        estado,
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ capital, interes, mora }, fraccion) => {
          const deuda = capital + interes + mora;
          const recibido = Math.floor(deuda * fraccion);
          const efecto = efectoLiquidacion(
            { cuotas: capital + interes, mora, contable: { capital, interes } },
            recibido,
          );
          if (!efecto.ok) return false;
          const { cobro, condonacion, control } = efecto;
          return (
            cobro.monto + cobro.mora === recibido &&
            cobro.mora + condonacion.mora === mora &&
            cobro.monto + condonacion.monto === capital + interes &&
            cobro.interes + condonacion.interes === interes &&
            control.monto === deuda - recibido
          );
        },
      ),
      { seed: 50, numRuns: 200 },
    );
  });
});
