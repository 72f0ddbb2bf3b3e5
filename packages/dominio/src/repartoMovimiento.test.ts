import fc from 'fast-check';
import {
  reglaCondonacion,
  reglaLiquidacion,
  repartirCondonacion,
  repartirLiquidacion,
  type LineaRegla,
  type SaldoContable,
} from './contabilidad';

/** Lo que un comprobante baja de la cartera de capital y de interés del préstamo (créditos − débitos). */
function bajaDeCartera(lineas: readonly LineaRegla[]): { capital: number; interes: number } {
  const neto = (clave: string) =>
    lineas.filter((l) => l.cuenta === clave).reduce((t, l) => t + l.credito - l.debito, 0);
  return { capital: neto('cartera_capital'), interes: neto('cartera_intereses') };
}

describe('un reparto para el movimiento del préstamo y su comprobante', () => {
  // capital_final de 1.000.000 al 10 %: se deben 1.000.000 de capital y 100.000 de interés (centavos × 100).
  const capitalFinal: SaldoContable = { capital: 100_000_000, interes: 10_000_000 };

  it('liquidar con exactamente 1.000.000: paga todo el capital y perdona los 100.000 de interés', () => {
    expect(repartirLiquidacion(100_000_000, capitalFinal)).toEqual({
      recibido: { capital: 100_000_000, interes: 0 },
      perdonado: { capital: 0, interes: 10_000_000 },
    });
  });

  it('liquidar con 1.050.000: el capital entero y 50.000 de interés; se perdonan los otros 50.000', () => {
    expect(repartirLiquidacion(105_000_000, capitalFinal)).toEqual({
      recibido: { capital: 100_000_000, interes: 5_000_000 },
      perdonado: { capital: 0, interes: 5_000_000 },
    });
  });

  it('condonar 120.000: primero los 100.000 de interés y 20.000 de capital; con capital primero, todo capital', () => {
    expect(repartirCondonacion(12_000_000, capitalFinal)).toEqual({ capital: 2_000_000, interes: 10_000_000 });
    expect(repartirCondonacion(12_000_000, capitalFinal, true)).toEqual({ capital: 12_000_000, interes: 0 });
  });

  const saldos = fc.record({ capital: fc.integer({ min: 0, max: 1e12 }), interes: fc.integer({ min: 0, max: 1e11 }) });

  it('la liquidación: recibido + perdonado es el saldo, y el comprobante baja exactamente ese reparto', () => {
    fc.assert(
      fc.property(saldos, fc.double({ min: 0, max: 1, noNaN: true }), (saldo, fraccion) => {
        const total = saldo.capital + saldo.interes;
        fc.pre(total > 0);
        const recibido = Math.floor(total * fraccion);
        const r = repartirLiquidacion(recibido, saldo);
        expect(r.recibido.capital + r.perdonado.capital).toBe(saldo.capital);
        expect(r.recibido.interes + r.perdonado.interes).toBe(saldo.interes);
        expect(r.recibido.capital + r.recibido.interes).toBe(recibido);
        for (const parte of [r.recibido, r.perdonado]) {
          expect(parte.capital).toBeGreaterThanOrEqual(0);
          expect(parte.interes).toBeGreaterThanOrEqual(0);
        }
        const lineas = reglaLiquidacion({
          prestamoId: 'p',
          recibido,
          descuento: total - recibido,
          saldo,
          caja: { tipo: 'oficina' },
        });
        expect(bajaDeCartera(lineas)).toEqual({
          capital: r.recibido.capital + r.perdonado.capital,
          interes: r.recibido.interes + r.perdonado.interes,
        });
        // Sólo el interés recibido es ingreso; el perdonado sale del diferido.
        const ingreso = lineas.filter((l) => l.cuenta === 'ingresos_intereses').reduce((t, l) => t + l.credito, 0);
        expect(ingreso).toBe(r.recibido.interes);
      }),
    );
  });

  it('la condonación: el comprobante baja el mismo capital e interés que el movimiento', () => {
    fc.assert(
      fc.property(saldos, fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean(), (saldo, fraccion, capitalPrimero) => {
        const monto = Math.floor((saldo.capital + saldo.interes) * fraccion);
        const r = repartirCondonacion(monto, saldo, capitalPrimero);
        expect(r.capital + r.interes).toBe(monto);
        expect(r.capital).toBeLessThanOrEqual(saldo.capital);
        expect(r.interes).toBeLessThanOrEqual(saldo.interes);
        if (monto > 0) {
          expect(bajaDeCartera(reglaCondonacion({ prestamoId: 'p', monto, saldo, capitalPrimero }))).toEqual(r);
        }
      }),
    );
  });
});
