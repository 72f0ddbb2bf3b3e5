// El motor congelado da lo que daba el de @cartera/dominio en 806eba87, cuando se publicó la migración de la tasa
// efectiva (cifras tomadas de ese código, no de éste): Semana Santa y domingos saltados, el 31 que cae en el último
// día de los meses cortos, el interés descontado por adelantado y la EA.
import { calcularPlanCongelado, tasaEfectivaDelPlanCongelado, type TerminosCongelados } from './plan';

function resumen(t: TerminosCongelados) {
  const plan = calcularPlanCongelado(t);
  return {
    entregado: plan.montoEntregado,
    cuota: plan.cuota,
    cuotas: plan.cuotas.length,
    primera: plan.cuotas[0],
    ultima: plan.cuotas[plan.cuotas.length - 1],
    fechas: plan.cuotas.slice(0, 12).map((c) => c.fechaProgramada),
    ea: tasaEfectivaDelPlanCongelado(plan, t.fechaInicio),
  };
}

describe('plan de pagos congelado', () => {
  it('diario amortizable: salta domingos y el jueves y viernes santos de 2026', () => {
    expect(
      resumen({ monto: 1_000_000, interes: 20, cuotas: 30, modalidad: 'diario', tipoAmortizacion: 'amortizable', fechaInicio: '2026-03-25' }),
    ).toEqual({
      entregado: 1_000_000,
      cuota: 40_000,
      cuotas: 30,
      primera: { numero: 1, fechaProgramada: '2026-03-26', montoCapital: 33_333, montoInteres: 6_667, montoTotal: 40_000 },
      ultima: { numero: 30, fechaProgramada: '2026-05-02', montoCapital: 33_334, montoInteres: 6_666, montoTotal: 40_000 },
      fechas: ['2026-03-26', '2026-03-27', '2026-03-28', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-04',
        '2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10'],
      ea: 3018.14,
    });
  });

  it('mensual con capital al final desde un 31', () => {
    expect(
      resumen({ monto: 500_000, interes: 12.5, cuotas: 4, modalidad: 'mensual', tipoAmortizacion: 'capital_final', fechaInicio: '2026-01-31' }),
    ).toEqual({
      entregado: 500_000,
      cuota: 15_625,
      cuotas: 4,
      primera: { numero: 1, fechaProgramada: '2026-02-28', montoCapital: 0, montoInteres: 15_625, montoTotal: 15_625 },
      ultima: { numero: 4, fechaProgramada: '2026-05-31', montoCapital: 500_000, montoInteres: 15_625, montoTotal: 515_625 },
      fechas: ['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
      ea: 45.47,
    });
  });

  it('quincenal con interés adelantado y primera fecha dada', () => {
    expect(
      resumen({
        monto: 300_000, interes: 10, cuotas: 3, modalidad: 'quincenal', tipoAmortizacion: 'interes_adelantado',
        fechaInicio: '2026-11-28', fechaPrimerPago: '2026-12-01',
      }),
    ).toEqual({
      entregado: 270_000,
      cuota: 100_000,
      cuotas: 3,
      primera: { numero: 1, fechaProgramada: '2026-12-01', montoCapital: 100_000, montoInteres: 0, montoTotal: 100_000 },
      ultima: { numero: 3, fechaProgramada: '2026-12-31', montoCapital: 100_000, montoInteres: 0, montoTotal: 100_000 },
      fechas: ['2026-12-01', '2026-12-16', '2026-12-31'],
      ea: 794.64,
    });
  });

  it('se niega, como entonces, a términos fuera de sus límites', () => {
    const base = { monto: 100_000, interes: 10, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable', fechaInicio: '2026-01-10' } as const;
    expect(() => calcularPlanCongelado({ ...base, cuotas: 0 })).toThrow('Términos de préstamo inválidos');
    expect(() => calcularPlanCongelado({ ...base, interes: 10.125 })).toThrow();
    expect(() => calcularPlanCongelado({ ...base, fechaPrimerPago: '2026-01-09' })).toThrow();
    expect(() => calcularPlanCongelado({ ...base, tipoAmortizacion: 'interes_adelantado', interes: 100 })).toThrow();
  });
});
