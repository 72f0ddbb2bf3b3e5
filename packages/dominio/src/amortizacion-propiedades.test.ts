// El plan de pagos para términos válidos al azar (fast-check): sus propiedades, y lo que tarda un plan largo. Los planes
// escritos cuota por cuota, los préstamos diarios, la vista previa y la validación, en amortizacion.test.ts.
import fc from 'fast-check';
import { calcularPlan, calcularPreview, validarTerminosPrestamo, type TerminosPrestamo } from './amortizacion';
import { MODALIDADES, TIPOS_AMORTIZACION } from './constantes';
import { diasDelMes, esDomingo, esFestivoColombia, sumarDias, sumarMeses } from './fechas';
import { suma } from './pruebas/plan';


describe('propiedades del plan para términos válidos al azar', () => {
  const fechaArb = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
    .map((fecha) => fecha.toISOString().slice(0, 10));

  const terminosArb: fc.Arbitrary<TerminosPrestamo> = fc
    .record({
      // Montos chicos (cuotas de pocos pesos) y grandes (hasta el tope).
      monto: fc.oneof(
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 1, max: 100_000 }).map((miles) => miles * 1_000),
        fc.tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999_999 })).map(([a, b]) => a * 1_000_000 + b + 1),
      ),
      interes: fc.integer({ min: 0, max: 10_000 }).map((centesimas) => centesimas / 100),
      cuotas: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 1000 })),
      modalidad: fc.constantFrom(...MODALIDADES),
      tipoAmortizacion: fc.constantFrom(...TIPOS_AMORTIZACION),
      fechaInicio: fechaArb,
      desfasePrimerPago: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    })
    .map(({ desfasePrimerPago, ...terminos }) => ({
      ...terminos,
      fechaPrimerPago:
        desfasePrimerPago === undefined
          ? undefined
          : new Date(Date.parse(`${terminos.fechaInicio}T00:00:00Z`) + desfasePrimerPago * 86_400_000).toISOString().slice(0, 10),
    }))
    .filter((terminos) => Object.keys(validarTerminosPrestamo(terminos)).length === 0);

  it('Σ capital = monto, Σ cuotas = montoTotal y ningún monto negativo', () => {
    fc.assert(
      fc.property(terminosArb, (terminos) => {
        const plan = calcularPlan(terminos);
        expect(plan.cuotas).toHaveLength(terminos.cuotas);
        expect(suma(plan, 'montoCapital')).toBe(terminos.monto);
        expect(suma(plan, 'montoTotal')).toBe(plan.montoTotal);
        const interesEsperado = terminos.tipoAmortizacion === 'interes_adelantado' ? 0 : plan.interesTotal;
        expect(suma(plan, 'montoInteres')).toBe(interesEsperado);
        expect(plan.montoEntregado).toBeGreaterThan(0);
        const malas = plan.cuotas.filter(
          (cuota) =>
            !Number.isInteger(cuota.montoCapital) ||
            !Number.isInteger(cuota.montoInteres) ||
            cuota.montoCapital < 0 ||
            cuota.montoInteres < 0 ||
            cuota.montoTotal !== cuota.montoCapital + cuota.montoInteres,
        );
        expect(malas).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('todas las cuotas menos la última valen la cuota del préstamo, y con montoTotal divisible todas son iguales', () => {
    fc.assert(
      fc.property(terminosArb, (terminos) => {
        const plan = calcularPlan(terminos);
        const totales = plan.cuotas.map((cuota) => cuota.montoTotal);
        expect(totales.slice(0, -1).filter((total) => total !== plan.cuota)).toEqual([]);
        expect(plan.cuota).toBe(totales[0]);
        expect(calcularPreview(terminos).montoCuotaProm).toBe(plan.cuota);
        const n = terminos.cuotas;
        if (terminos.tipoAmortizacion === 'capital_final') {
          // El capital vuelve en la última: la cuota es la del interés.
          expect(plan.cuota).toBe(n === 1 ? plan.montoTotal : Math.floor(plan.interesTotal / n));
          if (n > 1 && plan.interesTotal % n === 0) expect(totales[n - 1]).toBe(terminos.monto + plan.cuota);
        } else {
          expect(plan.cuota).toBe(Math.floor(plan.montoTotal / n));
          if (plan.montoTotal % n === 0) expect(totales.filter((total) => total !== plan.cuota)).toEqual([]);
          expect(totales[n - 1]).toBeGreaterThanOrEqual(plan.cuota);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('con montoTotal divisible por el número de cuotas, todas las cuotas son iguales', () => {
    const divisibleArb = terminosArb
      .filter((t) => t.tipoAmortizacion !== 'capital_final')
      .map((t) => {
        // Ajusta el monto para que montoTotal quede divisible por cuotas (interés 0: montoTotal = monto).
        const monto = Math.max(t.cuotas, t.monto - (t.monto % t.cuotas));
        return { ...t, monto, interes: 0 };
      });
    fc.assert(
      fc.property(divisibleArb, (terminos) => {
        const plan = calcularPlan(terminos);
        expect(plan.montoTotal % terminos.cuotas).toBe(0);
        expect(new Set(plan.cuotas.map((c) => c.montoTotal))).toEqual(new Set([plan.montoTotal / terminos.cuotas]));
      }),
      { numRuns: 200 },
    );
  });

  it('las fechas crecen estrictamente y la primera no es anterior al inicio', () => {
    fc.assert(
      fc.property(terminosArb, (terminos) => {
        const fechas = calcularPlan(terminos).cuotas.map((cuota) => cuota.fechaProgramada);
        expect(fechas[0] >= (terminos.fechaPrimerPago ?? terminos.fechaInicio)).toBe(true);
        expect(fechas.filter((fecha, i) => i > 0 && fecha <= fechas[i - 1])).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('los préstamos diarios nunca vencen en domingo ni en festivo', () => {
    fc.assert(
      fc.property(terminosArb.map((t) => ({ ...t, modalidad: 'diario' as const })), (terminos) => {
        const fechas = calcularPlan(terminos).cuotas.map((cuota) => cuota.fechaProgramada);
        expect(fechas.filter((fecha) => esDomingo(fecha) || esFestivoColombia(fecha))).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('las cuotas mensuales caen el día del ancla o el último día de un mes más corto', () => {
    fc.assert(
      fc.property(terminosArb.map((t) => ({ ...t, modalidad: 'mensual' as const })), (terminos) => {
        const ancla = terminos.fechaPrimerPago ?? terminos.fechaInicio;
        const desplazamiento = terminos.fechaPrimerPago ? 0 : 1;
        const diaAncla = Number(ancla.slice(8));
        const malas = calcularPlan(terminos).cuotas.filter(({ fechaProgramada }, indice) => {
          const [anio, mes, dia] = fechaProgramada.split('-').map(Number);
          const mesEsperado = sumarMeses(`${ancla.slice(0, 7)}-01`, indice + desplazamiento).slice(0, 7);
          return fechaProgramada.slice(0, 7) !== mesEsperado || dia !== Math.min(diaAncla, diasDelMes(anio, mes));
        });
        expect(malas).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('rendimiento', () => {
  it('calcula 1000 cuotas diarias en menos de 5 ms', () => {
    const terminos: TerminosPrestamo = {
      monto: 50_000_000,
      interes: 20,
      cuotas: 1000,
      modalidad: 'diario',
      tipoAmortizacion: 'amortizable',
      fechaInicio: '2026-01-01',
    };
    // La máquina de pruebas es compartida: se calienta el JIT y se toma la mejor de varias mediciones.
    for (let i = 0; i < 20; i++) calcularPlan(terminos);
    let mejor = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 20; i++) {
      const inicio = performance.now();
      calcularPlan({ ...terminos, fechaInicio: sumarDias(terminos.fechaInicio, i) });
      mejor = Math.min(mejor, performance.now() - inicio);
    }
    expect(mejor).toBeLessThan(5);
  });
});
