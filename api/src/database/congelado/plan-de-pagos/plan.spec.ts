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

/** Una cuota como la da el motor: número, fecha, capital, interés y total. */
const cuota = (numero: number, fechaProgramada: string, montoCapital: number, montoInteres: number, montoTotal: number) =>
  ({ numero, fechaProgramada, montoCapital, montoInteres, montoTotal });

describe('plan de pagos congelado', () => {
  // Cada caso: los términos; lo entregado, la cuota y cuántas; la primera y la última cuota; las primeras 12 fechas; la EA.
  it.each<[string, TerminosCongelados, [number, number, number], ReturnType<typeof cuota>[], string[], number]>([
    [
      'diario amortizable: salta domingos y el jueves y viernes santos de 2026',
      { monto: 1_000_000, interes: 20, cuotas: 30, modalidad: 'diario', tipoAmortizacion: 'amortizable', fechaInicio: '2026-03-25' },
      [1_000_000, 40_000, 30],
      [cuota(1, '2026-03-26', 33_333, 6_667, 40_000), cuota(30, '2026-05-02', 33_334, 6_666, 40_000)],
      ['2026-03-26', '2026-03-27', '2026-03-28', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-04',
        '2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10'],
      3018.14,
    ],
    [
      'mensual con capital al final desde un 31',
      { monto: 500_000, interes: 12.5, cuotas: 4, modalidad: 'mensual', tipoAmortizacion: 'capital_final', fechaInicio: '2026-01-31' },
      [500_000, 15_625, 4],
      [cuota(1, '2026-02-28', 0, 15_625, 15_625), cuota(4, '2026-05-31', 500_000, 15_625, 515_625)],
      ['2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
      45.47,
    ],
    [
      'quincenal con interés adelantado y primera fecha dada',
      {
        monto: 300_000, interes: 10, cuotas: 3, modalidad: 'quincenal', tipoAmortizacion: 'interes_adelantado',
        fechaInicio: '2026-11-28', fechaPrimerPago: '2026-12-01',
      },
      [270_000, 100_000, 3],
      [cuota(1, '2026-12-01', 100_000, 0, 100_000), cuota(3, '2026-12-31', 100_000, 0, 100_000)],
      ['2026-12-01', '2026-12-16', '2026-12-31'],
      794.64,
    ],
  ])('%s', (_caso, terminos, [entregado, valorCuota, cuotas], [primera, ultima], fechas, ea) => {
    expect(resumen(terminos)).toEqual({ entregado, cuota: valorCuota, cuotas, primera, ultima, fechas, ea });
  });

  it('se niega, como entonces, a términos fuera de sus límites', () => {
    const base = { monto: 100_000, interes: 10, cuotas: 10, modalidad: 'diario', tipoAmortizacion: 'amortizable', fechaInicio: '2026-01-10' } as const;
    expect(() => calcularPlanCongelado({ ...base, cuotas: 0 })).toThrow('Términos de préstamo inválidos');
    expect(() => calcularPlanCongelado({ ...base, interes: 10.125 })).toThrow();
    expect(() => calcularPlanCongelado({ ...base, fechaPrimerPago: '2026-01-09' })).toThrow();
    expect(() => calcularPlanCongelado({ ...base, tipoAmortizacion: 'interes_adelantado', interes: 100 })).toThrow();
  });
});
