import fc from 'fast-check';
import { mensajesDeAsientos, saldoDespuesDelCobro, type CobroDelRecibo } from './reciboCobro';

// Ids como los de la base (uuid v7 en minúsculas): el prefijo dice el orden de registro.
const id = (n: number) => `0190a${String(n).padStart(3, '0')}-0000-7000-8000-000000000000`;

describe('el saldo que dice el recibo de un cobro', () => {
  // Préstamo de 1.200.000: cobros de 100.000, 250.000,50 y 49.999,50 → 1.200.000 − 100.000 − 250.000,50 = 849.999,50
  // después del segundo; − 49.999,50 = 800.000 después del tercero.
  const cobros: CobroDelRecibo[] = [
    { id: id(1), centavos: 10_000_000 },
    { id: id(2), centavos: 25_000_050 },
    { id: id(3), centavos: 4_999_950 },
  ];

  it('el total menos lo cobrado hasta ese cobro, él incluido', () => {
    expect(saldoDespuesDelCobro(120_000_000, cobros, id(1))).toBe(110_000_000);
    expect(saldoDespuesDelCobro(120_000_000, cobros, id(2))).toBe(84_999_950);
    expect(saldoDespuesDelCobro(120_000_000, cobros, id(3))).toBe(80_000_000);
  });

  it('los cobros cuentan en el orden de su id, no en el de la lista', () => {
    expect(saldoDespuesDelCobro(120_000_000, [...cobros].reverse(), id(2))).toBe(84_999_950);
  });

  it('lo cobrado de más (la mora va en el cobro) deja el recibo en cero, nunca negativo', () => {
    // 300.000 de total; cobros de 200.000 y 150.000 → 300.000 − 350.000 = −50.000 → 0.
    const conMora = [
      { id: id(1), centavos: 20_000_000 },
      { id: id(2), centavos: 15_000_000 },
    ];
    expect(saldoDespuesDelCobro(30_000_000, conMora, id(1))).toBe(10_000_000);
    expect(saldoDespuesDelCobro(30_000_000, conMora, id(2))).toBe(0);
  });

  it('propiedad: el de un modelo que ordena por id y suma hasta el cobro, entre 0 y el total, y baja con cada cobro', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 30, maxLength: 30 }),
        (total, numeros, montos) => {
          const lista = numeros.map((n, i) => ({ id: id(n), centavos: montos[i] }));
          const ordenados = [...numeros].sort((a, b) => a - b);
          let anterior = total;
          let acumulado = 0;
          for (const n of ordenados) {
            acumulado += lista.find((c) => c.id === id(n))!.centavos;
            const saldo = saldoDespuesDelCobro(total, lista, id(n));
            expect(saldo).toBe(Math.max(total - acumulado, 0));
            expect(saldo).toBeGreaterThanOrEqual(0);
            expect(saldo).toBeLessThanOrEqual(anterior);
            anterior = saldo;
          }
        },
      ),
      // Corrida larga verificada: NUM_RUNS=2000.
      { numRuns: Number(process.env.NUM_RUNS ?? 100), seed: 51 },
    );
  });
});

describe('qué asiento muestra el recibo y cuál su corrección', () => {
  it('el primer asiento de un cobro muestra su recibo; el reaplicado y la reversión, sólo su corrección', () => {
    const asientos = [
      { id: 'a1', tipo: 'cobro', cobroId: 'c1', secuencia: 1 },
      { id: 'a2', tipo: 'reversion', cobroId: 'c1', secuencia: 2 },
      { id: 'a3', tipo: 'cobro', cobroId: 'c1', secuencia: 3 },
      { id: 'a4', tipo: 'liquidacion', cobroId: 'c2', secuencia: 4 },
    ];
    expect(mensajesDeAsientos(asientos)).toEqual([
      { asientoId: 'a1', cobroId: 'c1', conRecibo: true },
      { asientoId: 'a2', cobroId: 'c1', conRecibo: false },
      { asientoId: 'a3', cobroId: 'c1', conRecibo: false },
      { asientoId: 'a4', cobroId: 'c2', conRecibo: true },
    ]);
  });

  it('un asiento de otro tipo antes (la mora del cobro) quita el recibo al cobro y no se lista', () => {
    const asientos = [
      { id: 'm1', tipo: 'mora', cobroId: 'c1', secuencia: 7 },
      { id: 'a1', tipo: 'cobro', cobroId: 'c1', secuencia: 8 },
    ];
    expect(mensajesDeAsientos(asientos)).toEqual([{ asientoId: 'a1', cobroId: 'c1', conRecibo: false }]);
  });
});
