import fc from 'fast-check';
import {
  causarMora,
  moraEnPesosEnteros,
  repartirMoraPrimero,
  tasaMoraAplicable,
  tasaMoraEfectivaAnual,
  validarDiasGraciaMora,
  validarTasaMora,
} from './mora';
import { sumarDias } from './fechas';

// Los ejemplos se calcularon aparte con `bc -l` (no con este código):
//   tasa diaria de 30 % EA: e(l(1.3)/365) - 1 = 0,00071906460711…
//   100.000.000 centavos × 30 días × 0,00071906460711 = 2.157.193,82 → 2.157.194 centavos ($ 21.571,94)
//   2 % mensual vencido: e(12*l(1.02)) - 1 = 0,26824179456 → 26,824179456 % EA; diaria e(12*l(1.02)/365) - 1 = 0,00065125725695
//   50.000.000 centavos × 7 días × 0,00065125725695 = 227.940,04 → 227.940 centavos
//   20.000.000 centavos × 3 días × 0,00065125725695 = 39.075,44 → 39.075 centavos
describe('interés de mora', () => {
  it('30 días de un millón vencido al 30 % EA causan $ 21.571,94', () => {
    const r = causarMora({
      cuotas: [{ numero: 1, fechaProgramada: '2026-01-10', capitalPendiente: 100_000_000 }],
      desde: '2026-01-10',
      hasta: '2026-02-09',
      diasGracia: 0,
      tasaEA: 30,
    });
    expect(r.total).toBe(2_157_194);
    expect(r.cuotas).toEqual([{ numero: 1, dias: 30, capital: 100_000_000, mora: 2_157_194 }]);
  });

  it('los días de gracia no causan, y cada cuota cuenta desde su propio vencimiento', () => {
    const tasaEA = tasaMoraEfectivaAnual(2, 'mensual');
    expect(tasaEA).toBeCloseTo(26.824179456, 8);
    const r = causarMora({
      cuotas: [
        // Vence el 10 con 3 de gracia: causa del 14 al 20 (7 días).
        { numero: 1, fechaProgramada: '2026-01-10', capitalPendiente: 50_000_000 },
        // Vence el 14: causa del 18 al 20 (3 días).
        { numero: 2, fechaProgramada: '2026-01-14', capitalPendiente: 20_000_000 },
        // Vence el 18: la gracia llega hasta el 21, nada.
        { numero: 3, fechaProgramada: '2026-01-18', capitalPendiente: 20_000_000 },
        // Sin capital pendiente (sólo le falta interés): nada.
        { numero: 4, fechaProgramada: '2026-01-01', capitalPendiente: 0 },
      ],
      desde: '2026-01-05',
      hasta: '2026-01-20',
      diasGracia: 3,
      tasaEA,
    });
    expect(r.cuotas).toEqual([
      { numero: 1, dias: 7, capital: 50_000_000, mora: 227_940 },
      { numero: 2, dias: 3, capital: 20_000_000, mora: 39_075 },
    ]);
    expect(r.total).toBe(227_940 + 39_075);
  });

  it('causar de a un día suma lo mismo que causar el tramo entero (salvo el redondeo de cada día)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000_00 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 20_000 }).map((n) => n / 100),
        (capital, atraso, dias, gracia, tasaEA) => {
          const fechaProgramada = '2026-03-01';
          const desde = sumarDias(fechaProgramada, atraso - 30);
          const cuotas = [{ numero: 1, fechaProgramada, capitalPendiente: capital }];
          const entero = causarMora({
            cuotas,
            desde,
            hasta: sumarDias(desde, dias),
            diasGracia: gracia,
            tasaEA,
          }).total;
          let porDia = 0;
          for (let i = 0; i < dias; i++) {
            porDia += causarMora({
              cuotas,
              desde: sumarDias(desde, i),
              hasta: sumarDias(desde, i + 1),
              diasGracia: gracia,
              tasaEA,
            }).total;
          }
          expect(Math.abs(entero - porDia)).toBeLessThanOrEqual(dias);
        },
      ),
    );
  });

  it('la mora crece con el capital, la tasa y los días, y nunca es negativa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100),
        fc.integer({ min: 0, max: 400 }),
        (a, b, tasaEA, dias) => {
          const mora = (capital: number, tasa: number, d: number) =>
            causarMora({
              cuotas: [{ numero: 1, fechaProgramada: '2026-01-01', capitalPendiente: capital }],
              desde: '2026-01-01',
              hasta: sumarDias('2026-01-01', d),
              diasGracia: 0,
              tasaEA: tasa,
            }).total;
          const [menor, mayor] = a <= b ? [a, b] : [b, a];
          expect(mora(menor, tasaEA, dias)).toBeLessThanOrEqual(mora(mayor, tasaEA, dias));
          expect(mora(a, tasaEA, dias)).toBeLessThanOrEqual(mora(a, tasaEA + 1, dias));
          expect(mora(a, tasaEA, dias)).toBeLessThanOrEqual(mora(a, tasaEA, dias + 1));
          expect(mora(a, tasaEA, dias)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('el préstamo causa pesos enteros: la fracción de cada tramo pasa al siguiente, nunca se cobra de más', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 60 }), (tramos) => {
        let cuotas = 0;
        let prestamo = 0;
        for (const tramo of tramos) {
          const causado = moraEnPesosEnteros(cuotas, tramo, prestamo);
          expect(causado % 100).toBe(0);
          expect(causado).toBeGreaterThanOrEqual(0);
          cuotas += tramo;
          prestamo += causado;
          expect(prestamo).toBeLessThanOrEqual(cuotas);
          expect(cuotas - prestamo).toBeLessThan(100);
        }
      }),
    );
  });

  it('lo recibido paga primero la mora y el resto va a las cuotas, sin crear ni perder centavos', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10 ** 12 }),
        (monto, pendiente) => {
          const r = repartirMoraPrimero(monto, pendiente);
          expect(r.mora + r.cuotas).toBe(monto);
          expect(r.mora).toBe(Math.min(monto, pendiente));
        },
      ),
    );
  });

  it('la tasa que se causa nunca pasa el tope de usura del día', () => {
    expect(tasaMoraAplicable(30, 25.5)).toBe(25.5);
    expect(tasaMoraAplicable(20, 25.5)).toBe(20);
    expect(tasaMoraAplicable(20, null)).toBe(20);
  });

  it('valida tasa y días de gracia con mensajes en español', () => {
    expect(validarTasaMora(0)).toMatch(/mayor que 0/);
    expect(validarTasaMora(2.345)).toMatch(/dos decimales/);
    expect(validarTasaMora(25.5)).toBeNull();
    expect(validarDiasGraciaMora(-1)).toMatch(/de 0 a 90/);
    expect(validarDiasGraciaMora(1.5)).toMatch(/entero/);
    expect(validarDiasGraciaMora(5)).toBeNull();
  });
});
