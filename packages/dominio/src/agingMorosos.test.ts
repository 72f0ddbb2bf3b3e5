import fc from 'fast-check';
import { agingCuotas, agingMorosos } from './agingMorosos';

describe('agingMorosos', () => {
  it('reparte préstamos y saldos en las bandas 1–8, 9–15, 16–30 y 31+, y suma el PAR30 y el PAR90', () => {
    const resumen = agingMorosos([
      { dias: 3, prestamos: 2, saldoCentavos: 100_000 },
      { dias: 8, prestamos: 1, saldoCentavos: 50 },
      { dias: 9, prestamos: 1, saldoCentavos: 7_000 },
      { dias: 30, prestamos: 1, saldoCentavos: 1_000 },
      { dias: 31, prestamos: 3, saldoCentavos: 20_000 },
      { dias: 91, prestamos: 1, saldoCentavos: 5 },
    ]);
    expect(resumen).toEqual({
      prestamos: 9,
      saldoCentavos: 128_055,
      saldo30Centavos: 20_005,
      saldo90Centavos: 5,
      porBanda: {
        '1-8': { prestamos: 3, saldoCentavos: 100_050 },
        '9-15': { prestamos: 1, saldoCentavos: 7_000 },
        '16-30': { prestamos: 1, saldoCentavos: 1_000 },
        '31+': { prestamos: 4, saldoCentavos: 20_005 },
      },
    });
  });

  it('sin préstamos en mora, todo en cero', () => {
    expect(agingMorosos([]).porBanda['31+']).toEqual({ prestamos: 0, saldoCentavos: 0 });
  });

  // 200 corridas con semilla fija; con numRuns 10_000 pasa igual (unos segundos).
  it('las bandas de días positivos suman el total, préstamo por préstamo y centavo por centavo', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            dias: fc.integer({ min: 1, max: 2_000 }),
            prestamos: fc.integer({ min: 1, max: 1_000 }),
            saldoCentavos: fc.integer({ min: 0, max: 10_000_000_000 }),
          }),
        ),
        (grupos) => {
          const resumen = agingMorosos(grupos);
          const bandas = Object.values(resumen.porBanda);
          expect(bandas.reduce((s, b) => s + b.prestamos, 0)).toBe(resumen.prestamos);
          expect(bandas.reduce((s, b) => s + b.saldoCentavos, 0)).toBe(resumen.saldoCentavos);
          expect(resumen.saldo90Centavos).toBeLessThanOrEqual(resumen.saldo30Centavos);
          expect(resumen.saldo30Centavos).toBe(resumen.porBanda['31+'].saldoCentavos);
        },
      ),
      { seed: 51, numRuns: 200 },
    );
  });
});

describe('agingCuotas', () => {
  it('cuenta las cuotas atrasadas en total y por banda', () => {
    expect(
      agingCuotas([
        { dias: 1, cuotas: 4 },
        { dias: 15, cuotas: 2 },
        { dias: 16, cuotas: 1 },
        { dias: 400, cuotas: 7 },
      ]),
    ).toEqual({ cuotas: 14, porBanda: { '1-8': 4, '9-15': 2, '16-30': 1, '31+': 7 } });
  });
});
