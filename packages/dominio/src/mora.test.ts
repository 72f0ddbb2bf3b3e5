import fc from 'fast-check';
import { centavos } from './centavos';
import {
  capitalesParaMora,
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
//   tasa diaria de 24 % EA: e(l(1.24)/365) - 1 = 0,00058951994414563634
//   8.000.000 centavos × 10 días × 0,000589519944 = 47.161,60 → 47.162 centavos (por cuota)
//   10.000.000 centavos × 10 días × 0,000589519944 = 58.951,99 → 58.952 centavos (la cuota entera, con su interés)
//   80.000.000 centavos × 7 días × 0,000589519944 = 330.131,17 → 330.131 centavos
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
          const r = repartirMoraPrimero(centavos(monto), centavos(pendiente));
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

  it('nunca antes del desembolso: una cuota fechada antes cuenta desde el desembolso, con su gracia', () => {
    const cuotas = [{ numero: 1, fechaProgramada: '2026-09-01', capitalPendiente: 80_000_000 }];
    const base = { cuotas, diasGracia: 3, tasaEA: 24, desembolso: '2026-11-27' };
    // El mismo día del desembolso (el barrido minutos después): nada.
    expect(causarMora({ ...base, desde: '2026-08-01', hasta: '2026-11-27' }).total).toBe(0);
    // Dentro de la gracia contada desde el desembolso: nada.
    expect(causarMora({ ...base, desde: '2026-08-01', hasta: '2026-11-30' }).total).toBe(0);
    // Diez días después: 7 días (del 1 al 7 de diciembre).
    expect(causarMora({ ...base, desde: '2026-08-01', hasta: '2026-12-07' }).cuotas).toEqual([
      { numero: 1, dias: 7, capital: 80_000_000, mora: 330_131 },
    ]);
    // Sin desembolso que la limite (un préstamo desembolsado antes del vencimiento) cuenta desde el vencimiento.
    expect(causarMora({ ...base, desembolso: '2026-08-15', desde: '2026-09-01', hasta: '2026-09-11' }).cuotas[0].dias).toBe(7);
  });

  it('la fecha del desembolso sólo quita días: igual sin ella si es anterior a los vencimientos, nunca más', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -90, max: 90 }), fc.integer({ min: 0, max: 50_000_000 })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: -120, max: 120 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 5 }),
        (filas, desembolso, dias, gracia) => {
          const origen = '2026-06-01';
          const cuotas = filas.map(([d, capital], i) => ({
            numero: i + 1,
            fechaProgramada: sumarDias(origen, d),
            capitalPendiente: capital,
          }));
          const tramo = { cuotas, desde: sumarDias(origen, -100), hasta: sumarDias(origen, dias), diasGracia: gracia, tasaEA: 24 };
          const libre = causarMora(tramo).total;
          const conDesembolso = causarMora({ ...tramo, desembolso: sumarDias(origen, desembolso) });
          expect(conDesembolso.total).toBeLessThanOrEqual(libre);
          if (desembolso <= -90) expect(conDesembolso.total).toBe(libre);
          // Ningún día contado es anterior al desembolso más la gracia.
          const diasPosibles = Math.max(0, dias - desembolso - gracia);
          for (const c of conDesembolso.cuotas) expect(c.dias).toBeLessThanOrEqual(diasPosibles);
        },
      ),
    );
  });

  it('sobre capital, nunca interés: interés adelantado de 1.000.000 al 20 % y amortizable de 800.000 al 25 % causan lo mismo', () => {
    // Diez cuotas de 100.000 (10.000.000 centavos) en los dos; el libro mayor tiene 800.000 de capital y 200.000 de
    // interés en los dos. Las tres primeras vencieron el 1, el 2 y el 3 de octubre; se causan 10 días de cada una.
    const cuotas = (capitalPlan: number) =>
      Array.from({ length: 10 }, (_, i) => ({
        numero: i + 1,
        fechaProgramada: sumarDias('2026-10-01', i),
        pendiente: 10_000_000,
        capitalPlan,
      }));
    const cartera = { capital: 80_000_000, interes: 20_000_000 };
    // Interés adelantado: las cuotas son «todo capital» (el interés se retuvo), el libro reparte en proporción.
    const adelantado = capitalesParaMora(cuotas(10_000_000), cartera, 'proporcional');
    // Amortizable: cada cuota lleva 80.000 de capital y 20.000 de interés.
    const amortizable = capitalesParaMora(cuotas(8_000_000), cartera, 'plan');
    expect(adelantado).toEqual(amortizable);
    expect(adelantado.every((c) => c.capitalPendiente === 8_000_000)).toBe(true);
    const mora = (bases: typeof adelantado) =>
      causarMora({
        cuotas: bases.slice(0, 3).map((c, i) => ({ ...c, fechaProgramada: '2026-10-01', numero: i + 1 })),
        desde: '2026-10-01',
        hasta: '2026-10-11',
        diasGracia: 0,
        tasaEA: 24,
      }).total;
    expect(mora(adelantado)).toBe(3 * 47_162);
    expect(mora(amortizable)).toBe(3 * 47_162);
    // Sobre la cuota entera (el error de antes) serían 3 × 58.952: la diferencia es mora sobre el interés retenido.
    expect(mora(adelantado)).toBeLessThan(3 * 58_952);
  });

  it('la base de la mora nunca pasa el capital del libro ni lo que debe cada cuota', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 })), {
          maxLength: 12,
        }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom<'plan' | 'proporcional'>('plan', 'proporcional'),
        (filas, capital, interes, reparto) => {
          const cuotas = filas.map(([pendiente, capitalPlan], i) => ({
            numero: i + 1,
            fechaProgramada: '2026-01-01',
            pendiente,
            capitalPlan,
          }));
          const bases = capitalesParaMora(cuotas, { capital, interes }, reparto);
          expect(bases.reduce((t, b) => t + b.capitalPendiente, 0)).toBeLessThanOrEqual(capital);
          bases.forEach((b, i) => {
            expect(b.capitalPendiente).toBeGreaterThanOrEqual(0);
            expect(b.capitalPendiente).toBeLessThanOrEqual(cuotas[i].pendiente);
            expect(Number.isInteger(b.capitalPendiente)).toBe(true);
          });
          // Proporcional y cuotas que suman lo del libro: la base es el capital del libro, salvo un centavo por cuota.
          if (reparto === 'proporcional' && cuotas.length > 0) {
            const total = cuotas.reduce((t, c) => t + c.pendiente, 0);
            const libro = capitalesParaMora(cuotas, { capital: total - Math.floor(total / 5), interes: Math.floor(total / 5) }, reparto);
            const suma = libro.reduce((t, b) => t + b.capitalPendiente, 0);
            expect(total - Math.floor(total / 5) - suma).toBeLessThanOrEqual(cuotas.length);
          }
        },
      ),
    );
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
