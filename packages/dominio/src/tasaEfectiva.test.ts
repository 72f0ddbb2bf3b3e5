// The effective annual rate against worked examples computed apart from this code: a Python script with exact
// decimal arithmetic (60 digits) that bisects the daily rate r itself (not ln(1 + r)) until
// Σ cuotaᵢ / (1 + r)^díasᵢ = neto, then EA = (1 + r)^365 − 1; the daily calendar was laid out by that script from
// the weekday and the holiday list (8 Dec, 25 Dec, 1 Jan, 11 Jan), not by calcularFechasPago.
import fc from 'fast-check';
import { calcularFechasPago, calcularPlan, type TerminosPrestamo } from './amortizacion';
import { MODALIDADES, TIPOS_AMORTIZACION } from './constantes';
import { tasaEfectivaAnual, tasaEfectivaDelPlan } from './tasaEfectiva';

const tasaEfectivaDelPrestamo = (t: TerminosPrestamo, cargos = 0) =>
  tasaEfectivaDelPlan(calcularPlan(t), t.fechaInicio, cargos);

const INICIO = '2026-11-26';

/** 30 daily instalments from 27 Nov 2026, Sundays and Colombian holidays skipped (the Python script's calendar). */
const DIARIAS = [
  '2026-11-27',
  '2026-11-28',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
  '2026-12-07',
  '2026-12-09',
  '2026-12-10',
  '2026-12-11',
  '2026-12-12',
  '2026-12-14',
  '2026-12-15',
  '2026-12-16',
  '2026-12-17',
  '2026-12-18',
  '2026-12-19',
  '2026-12-21',
  '2026-12-22',
  '2026-12-23',
  '2026-12-24',
  '2026-12-26',
  '2026-12-28',
  '2026-12-29',
  '2026-12-30',
  '2026-12-31',
  '2027-01-02',
  '2027-01-04',
];

const terminos = (t: Partial<TerminosPrestamo>): TerminosPrestamo => ({
  monto: 200_000,
  interes: 20,
  cuotas: 30,
  modalidad: 'diario',
  tipoAmortizacion: 'amortizable',
  fechaInicio: INICIO,
  ...t,
});

describe('tasa efectiva anual: ejemplos calculados aparte', () => {
  it('el calendario diario del plan es el del ejemplo', () => {
    expect(calcularFechasPago('diario', 30, INICIO)).toEqual(DIARIAS);
  });

  it('diario, amortizable: 200.000 al 20 % plano en 30 cuotas de 8.000 → 0,9776 % diario, 3.384,88 % EA', () => {
    expect(
      tasaEfectivaAnual(
        200_000,
        INICIO,
        DIARIAS.map((fecha) => ({ fecha, monto: 8_000 })),
      ),
    ).toBe(3384.88);
    expect(tasaEfectivaDelPrestamo(terminos({}))).toBe(3384.88);
  });

  it('semanal, capital al final: 1.000.000 al 10 % en 4 cuotas (25.000 ×3 y 1.025.000) → 262,39 % EA', () => {
    expect(
      tasaEfectivaDelPrestamo(
        terminos({
          monto: 1_000_000,
          interes: 10,
          cuotas: 4,
          modalidad: 'semanal',
          tipoAmortizacion: 'capital_final',
        }),
      ),
    ).toBe(262.39);
  });

  it('quincenal, interés adelantado: 1.000.000 al 20 %, entrega 800.000, 6 cuotas de capital → 392,77 % EA', () => {
    expect(
      tasaEfectivaDelPrestamo(
        terminos({
          monto: 1_000_000,
          interes: 20,
          cuotas: 6,
          modalidad: 'quincenal',
          tipoAmortizacion: 'interes_adelantado',
        }),
      ),
    ).toBe(392.77);
  });

  it('mensual, amortizable: 1.200.000 al 24 % en 6 cuotas de 248.000 → 114,19 % EA', () => {
    expect(
      tasaEfectivaDelPrestamo(terminos({ monto: 1_200_000, interes: 24, cuotas: 6, modalidad: 'mensual' })),
    ).toBe(114.19);
  });

  it('sin interés la EA es 0; sin entrega o sin cuotas no hay tasa que expresar', () => {
    expect(
      tasaEfectivaDelPrestamo(terminos({ monto: 300_000, interes: 0, cuotas: 3, modalidad: 'mensual' })),
    ).toBe(0);
    expect(tasaEfectivaAnual(0, INICIO, [{ fecha: '2026-12-26', monto: 1 }])).toBeNull();
    expect(tasaEfectivaAnual(1_000, INICIO, [])).toBeNull();
  });

  it('los cargos restados de lo entregado suben la EA', () => {
    const sin = tasaEfectivaDelPrestamo(terminos({}))!;
    expect(tasaEfectivaDelPrestamo(terminos({}), 10_000)!).toBeGreaterThan(sin);
  });
});

// Monotone to the cent shown: a tiny flat rate over years can round two terms to the same 0,02 %.
describe('tasa efectiva anual: propiedades', () => {
  const base = fc.record({
    monto: fc.integer({ min: 50_000, max: 20_000_000 }),
    modalidad: fc.constantFrom(...MODALIDADES),
    tipoAmortizacion: fc.constantFrom(...TIPOS_AMORTIZACION),
    cuotas: fc.integer({ min: 2, max: 60 }),
  });

  // Dos préstamos iguales salvo por `mas` puntos de tasa plana o `mas` cuotas: la EA va en un solo sentido.
  it.each([
    {
      caso: 'sube con la tasa plana (mismo plazo)',
      masHasta: 20,
      seed: 4601,
      otro: (t: TerminosPrestamo, mas: number) => ({ ...t, interes: t.interes + mas }),
      sube: true,
    },
    {
      caso: 'baja con el plazo (misma tasa plana, más cuotas de la misma modalidad)',
      masHasta: 30,
      seed: 4602,
      otro: (t: TerminosPrestamo, mas: number) => ({ ...t, cuotas: t.cuotas + mas }),
      sube: false,
    },
  ])('$caso', ({ masHasta, seed, otro, sube }) => {
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: masHasta }),
        (t, interes, mas) => {
          const uno = terminos({ ...t, interes });
          const antes = tasaEfectivaDelPrestamo(uno);
          const despues = tasaEfectivaDelPrestamo(otro(uno, mas));
          return antes !== null && despues !== null && (sube ? despues >= antes : despues <= antes);
        },
      ),
      { seed, numRuns: 150 },
    );
  });
});
