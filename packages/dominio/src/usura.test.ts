import fc from 'fast-check';
import { calcularPlan, type TerminosPrestamo } from './amortizacion';
import { MODALIDADES, TIPOS_AMORTIZACION } from './constantes';
import { tasaEfectivaDelPlan } from './tasaEfectiva';
import {
  MENSAJES_USURA,
  interesMaximoBajoUsura,
  periodosSeCruzan,
  superaUsura,
  tasaUsuraVigente,
  validarTasaUsura,
} from './usura';

const ea = (t: TerminosPrestamo) => tasaEfectivaDelPlan(calcularPlan(t), t.fechaInicio);

// El ejemplo del issue: 200.000 en 30 cuotas diarias desde el 26/11/2026 (tasaEfectiva.test.ts: 20 % plano ≈ 3.384,88 % EA).
const DIARIO = {
  monto: 200_000,
  cuotas: 30,
  modalidad: 'diario',
  tipoAmortizacion: 'capital_final',
  fechaInicio: '2026-11-26',
} as const;

describe('interesMaximoBajoUsura', () => {
  it('el interés más alto de 30 cuotas diarias bajo una usura de 28,5 % EA deja la EA debajo y 0,01 % más la pasa', () => {
    const maximo = interesMaximoBajoUsura(DIARIO, 28.5);
    // A 20 % plano la EA es 3.384,88 %: el tope de consumo (≈ 28 % EA) admite apenas un interés plano cercano a 2 %.
    expect(maximo).toBeGreaterThan(1);
    expect(maximo).toBeLessThan(3);
    expect(ea({ ...DIARIO, interes: maximo })!).toBeLessThanOrEqual(28.5);
    expect(ea({ ...DIARIO, interes: maximo + 0.01 })!).toBeGreaterThan(28.5);
  });

  it('con un tope que ningún interés permitido alcanza, es el interés máximo (100 %)', () => {
    expect(interesMaximoBajoUsura({ ...DIARIO, modalidad: 'mensual', cuotas: 36 }, 1000)).toBe(100);
  });

  it('propiedad: el resultado no supera el tope y la centésima siguiente sí (salvo en 100 %)', () => {
    fc.assert(
      fc.property(
        fc.record({
          monto: fc.integer({ min: 50_000, max: 5_000_000 }),
          modalidad: fc.constantFrom(...MODALIDADES),
          tipoAmortizacion: fc.constantFrom(...TIPOS_AMORTIZACION),
          cuotas: fc.integer({ min: 2, max: 48 }),
        }),
        fc.integer({ min: 10, max: 200 }),
        (t, tope) => {
          const terminos = { ...t, fechaInicio: '2026-11-26' };
          const maximo = interesMaximoBajoUsura(terminos, tope);
          const enMaximo = ea({ ...terminos, interes: maximo });
          if (enMaximo !== null && enMaximo > tope) return false;
          if (maximo >= 100 || (t.tipoAmortizacion === 'interes_adelantado' && maximo >= 99.99)) return true;
          const siguiente = ea({ ...terminos, interes: Math.round(maximo * 100 + 1) / 100 });
          return siguiente !== null && siguiente > tope;
        },
      ),
      { seed: 4646, numRuns: 60 },
    );
  });
});

describe('superaUsura', () => {
  it('supera sólo con una EA mayor que la tasa; igual está permitido; sin tasa no hay tope', () => {
    expect(superaUsura(30.01, { tasa: 30 })).toBe(true);
    expect(superaUsura(30, { tasa: 30 })).toBe(false);
    expect(superaUsura(3384.88, null)).toBe(false);
    expect(superaUsura(null, { tasa: 30 })).toBe(false);
  });
});

describe('tasas certificadas por periodo', () => {
  const tasas = [
    { tipoCredito: 'consumo_ordinario', desde: '2026-11-01', hasta: '2026-11-30', tasa: 28.5 },
    { tipoCredito: 'microcredito', desde: '2026-10-01', hasta: '2026-12-31', tasa: 55 },
  ] as const;

  it('la tasa vigente es la del tipo cuyo periodo incluye la fecha (los dos extremos incluidos)', () => {
    expect(tasaUsuraVigente(tasas, 'consumo_ordinario', '2026-11-30')?.tasa).toBe(28.5);
    expect(tasaUsuraVigente(tasas, 'consumo_ordinario', '2026-12-01')).toBeNull();
    expect(tasaUsuraVigente(tasas, 'microcredito', '2026-10-01')?.tasa).toBe(55);
  });

  it('dos periodos se cruzan si comparten un día', () => {
    expect(periodosSeCruzan({ desde: '2026-11-01', hasta: '2026-11-30' }, { desde: '2026-11-30', hasta: '2026-12-31' })).toBe(true);
    expect(periodosSeCruzan({ desde: '2026-11-01', hasta: '2026-11-30' }, { desde: '2026-12-01', hasta: '2026-12-31' })).toBe(false);
  });
});

describe('validarTasaUsura', () => {
  const valida = { tipoCredito: 'consumo_ordinario', tasa: 28.5, desde: '2026-11-01', hasta: '2026-11-30', resolucion: '1234 de 2026' };

  it('acepta una tasa completa', () => {
    expect(validarTasaUsura(valida)).toEqual({});
  });

  it('rechaza con un mensaje por campo: tipo, tasa fuera de 0–1000 %, fechas invertidas, resolución vacía', () => {
    expect(
      validarTasaUsura({ ...valida, tipoCredito: 'hipotecario', tasa: 1000.5, desde: '2026-12-01', resolucion: ' ' }),
    ).toEqual({
      tipoCredito: MENSAJES_USURA.tipoCreditoInvalido,
      tasa: MENSAJES_USURA.tasaRango,
      hasta: MENSAJES_USURA.periodoInvertido,
      resolucion: MENSAJES_USURA.resolucionObligatoria,
    });
    expect(validarTasaUsura({ ...valida, tasa: -1, desde: '2026-02-30' })).toEqual({
      tasa: MENSAJES_USURA.tasaRango,
      desde: MENSAJES_USURA.desdeObligatorio,
    });
  });
});

describe('mensaje de un préstamo sobre la usura', () => {
  it('muestra las dos tasas, el periodo y el interés más alto permitido, en español', () => {
    expect(
      MENSAJES_USURA.supera({
        tasaEfectivaAnual: 3384.88,
        tipoCredito: 'consumo_ordinario',
        tasaUsura: { tasa: 28.5, desde: '2026-11-01', hasta: '2026-11-30' },
        interesMaximo: 2.1,
      }),
    ).toBe(
      'La tasa efectiva anual del préstamo (3.384,88 % EA) supera la tasa de usura certificada para Consumo y ordinario ' +
        '(28,50 % EA, vigente del 01/11/2026 al 30/11/2026). Con este monto, estas cuotas y estas fechas, el interés ' +
        'más alto que no la supera es 2,10 %.',
    );
  });
});
