import fc from 'fast-check';
import { planExportado, type CuotaParaExportar } from './exporteCartera';
import { saldoDeCuotas } from './importacion';

const cuota = fc
  .record({ capital: fc.integer({ min: 0, max: 500_000 }), interes: fc.integer({ min: 0, max: 200_000 }), debe: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ capital, interes, debe }) => ({ capital: capital * 100, interes: interes * 100, abierto: Math.round((capital + interes) * debe) * 100 }));

const plan = fc.array(cuota, { minLength: 1, maxLength: 30 }).map((cuotas): CuotaParaExportar[] =>
  cuotas.map((c, i) => ({ ...c, numero: i + 1, fecha: `2026-10-${String((i % 28) + 1).padStart(2, '0')}` })),
);

describe('planExportado', () => {
  it('una cuota pagada a medias sale en dos filas; lo que se debe lleva el capital del libro mayor', () => {
    const filas = planExportado(
      [
        { numero: 1, fecha: '2026-10-01', capital: 80_000_00, interes: 20_000_00, abierto: 0 },
        { numero: 2, fecha: '2026-10-08', capital: 80_000_00, interes: 20_000_00, abierto: 60_000_00 },
        { numero: 3, fecha: '2026-10-15', capital: 80_000_00, interes: 20_000_00, abierto: 100_000_00 },
      ],
      120_000_00,
    );
    expect(filas).toEqual([
      { numero: 1, fecha: '2026-10-01', capital: 80_000, interes: 20_000, pagado: 100_000 },
      { numero: 2, fecha: '2026-10-08', capital: 32_000, interes: 8_000, pagado: 40_000 },
      { numero: 3, fecha: '2026-10-08', capital: 45_000, interes: 15_000, pagado: 0 },
      { numero: 4, fecha: '2026-10-15', capital: 75_000, interes: 25_000, pagado: 0 },
    ]);
  });

  it('propiedad: lo pactado y lo que se debe no cambian, y lo que la importación abre es el capital pedido', () => {
    fc.assert(
      fc.property(plan, fc.double({ min: 0, max: 1, noNaN: true }), (cuotas, fraccion) => {
        const debe = cuotas.reduce((s, c) => s + c.abierto, 0) / 100;
        const capital = Math.round(debe * fraccion);
        const filas = planExportado(cuotas, capital * 100);
        const pactado = cuotas.reduce((s, c) => s + c.capital + c.interes, 0) / 100;
        expect(filas.reduce((s, f) => s + f.capital + f.interes, 0)).toBe(pactado);
        for (const f of filas) {
          expect(Number.isInteger(f.capital) && f.capital >= 0 && f.interes >= 0).toBe(true);
          // Pagada, abierta o, si el plan tal como está ya abre el capital pedido, pagada en parte sin partirla.
          expect(f.pagado >= 0 && f.pagado <= f.capital + f.interes).toBe(true);
        }
        expect(saldoDeCuotas(filas)).toEqual({ capital, interes: debe - capital });
        expect(filas.map((f) => f.numero)).toEqual(filas.map((_f, i) => i + 1));
      }),
    );
  });

  it('propiedad: en un préstamo que se reparte en proporción, cada fila lleva la parte de capital del mayor', () => {
    fc.assert(
      fc.property(plan, fc.double({ min: 0, max: 1, noNaN: true }), (cuotas, fraccion) => {
        const debe = cuotas.reduce((s, c) => s + c.abierto, 0);
        const pactado = cuotas.reduce((s, c) => s + c.capital + c.interes, 0) / 100;
        const capital = Math.round(debe * fraccion);
        const filas = planExportado(cuotas, capital, true);
        expect(filas.reduce((s, f) => s + f.capital + f.interes, 0)).toBe(pactado);
        expect(filas.reduce((s, f) => s + f.pagado, 0)).toBe(pactado - debe / 100);
        for (const f of filas) expect(f.capital >= 0 && f.interes >= 0 && (f.pagado === 0 || f.pagado === f.capital + f.interes)).toBe(true);
        if (debe > 0) {
          const capitalPlan = filas.reduce((s, f) => s + f.capital, 0);
          // Lo que abre (esa parte de lo que se debe) es el capital del mayor, con el redondeo del plan al peso.
          expect(Math.abs((capitalPlan * debe) / pactado - capital)).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('una cuota sólo de interés pagada en parte, con todo el capital ya cobrado, sale sin partir', () => {
    // El contraejemplo que encontró la propiedad: 10.488 de interés, 1 peso abierto, capital 0.
    const cuotas = [
      { numero: 1, fecha: '2026-10-01', capital: 0, interes: 10_488_00, abierto: 1_00 },
      { numero: 2, fecha: '2026-10-02', capital: 0, interes: 0, abierto: 0 },
    ];
    const filas = planExportado(cuotas, 0);
    expect(filas[0]).toEqual({ numero: 1, fecha: '2026-10-01', capital: 0, interes: 10_488, pagado: 10_487 });
    expect(saldoDeCuotas(filas)).toEqual({ capital: 0, interes: 1 });
  });

  it('si el plan tal como está ya abre el capital del mayor, sale así (al centavo, sin partir cuotas)', () => {
    const cuotas = [
      { numero: 1, fecha: '2026-10-01', capital: 80_000_00, interes: 20_000_00, abierto: 0 },
      { numero: 2, fecha: '2026-10-08', capital: 80_000_00, interes: 20_000_00, abierto: 60_000_00 },
    ];
    // Lo pagado de la cuota 2 (40.000) lleva 8.000 de interés: quedan 48.000 de capital.
    expect(planExportado(cuotas, 48_000_00)).toEqual([
      { numero: 1, fecha: '2026-10-01', capital: 80_000, interes: 20_000, pagado: 100_000 },
      { numero: 2, fecha: '2026-10-08', capital: 80_000, interes: 20_000, pagado: 40_000 },
    ]);
  });

  it('sin el capital del mayor, o con uno que no cabe, deja el reparto del plan', () => {
    const cuotas = [{ numero: 1, fecha: '2026-10-01', capital: 90_000_00, interes: 10_000_00, abierto: 100_000_00 }];
    expect(planExportado(cuotas, null)).toEqual([{ numero: 1, fecha: '2026-10-01', capital: 90_000, interes: 10_000, pagado: 0 }]);
    expect(planExportado(cuotas, 200_000_00)).toEqual(planExportado(cuotas, null));
  });
});
