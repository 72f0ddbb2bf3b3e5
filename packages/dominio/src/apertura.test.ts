import fc from 'fast-check';
import {
  carteraAlCorte,
  cierreDeImportacion,
  compararApertura,
  errorCierreConImportacion,
  reglaAperturaCastigada,
  reglaAperturaImportada,
} from './apertura';
import { reglaOrdenRecuperacion } from './causacion';
import { CUENTAS_BASE, cuadra, type LineaRegla } from './contabilidad';
import { saldosPorCuenta } from './pruebas/saldos';

/** Débito − crédito por cuenta (la caja, si apareciera, es 'caja'). */
const saldos = (lineas: readonly LineaRegla[]) => saldosPorCuenta(lineas);

describe('apertura de los libros de una cartera importada', () => {
  it('«Saldos iniciales» es patrimonio con el código 370505', () => {
    expect(CUENTAS_BASE.find((c) => c.clave === 'saldos_iniciales')).toMatchObject({
      codigo: '370505',
      clase: 'patrimonio',
    });
  });

  it('ejemplo: 1.000.000 a 20 % en cuatro cuotas, dos pagadas antes del corte, abre en un solo comprobante', () => {
    // Cuotas de 250.000 de capital y 50.000 de interés; cada pago de 300.000 lleva 50.000 de interés.
    const lineas = reglaAperturaImportada({
      prestamoId: 'p',
      capital: 100_000_000,
      pactado: 120_000_000,
      cobros: [
        { monto: 30_000_000, interes: 5_000_000 },
        { monto: 30_000_000, interes: 5_000_000 },
      ],
    });
    expect(saldos(lineas)).toEqual({
      cartera_capital: 50_000_000, // 1.000.000 − 2 × 250.000
      cartera_intereses: 10_000_000, // 200.000 − 2 × 50.000
      intereses_diferidos: -10_000_000,
      saldos_iniciales: -50_000_000,
    });
    // Cuatro líneas: una por cuenta, no una por cobro.
    expect(lineas).toHaveLength(4);
  });

  it('un préstamo pagado antes del corte no abre nada', () => {
    const pagos = [
      { monto: 60_000_000, interes: 10_000_000 },
      { monto: 60_000_000, interes: 10_000_000 },
    ];
    expect(
      reglaAperturaImportada({ prestamoId: 'p', capital: 100_000_000, pactado: 120_000_000, cobros: pagos }),
    ).toEqual([]);
  });

  it('el comprobante cuadra y abre lo prestado menos lo cobrado contra «Saldos iniciales», sin caja ni resultados', () => {
    const cobro = fc.record({
      monto: fc.integer({ min: 1, max: 50_000_000 }),
      parteInteres: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 500_000_000 }),
        fc.array(cobro, { maxLength: 24 }),
        (capital, interes, posibles) => {
          // Los cobros que caben en lo pactado, cada uno con su parte de interés (lo que el test suma por su cuenta).
          const cobros: Array<{ monto: number; interes: number }> = [];
          let capitalCobrado = 0;
          let interesCobrado = 0;
          for (const c of posibles) {
            const alInteres = Math.min(Math.floor(c.monto * c.parteInteres), interes - interesCobrado);
            const alCapital = c.monto - alInteres;
            if (capitalCobrado + alCapital > capital) continue;
            cobros.push({ monto: c.monto, interes: alInteres });
            capitalCobrado += alCapital;
            interesCobrado += alInteres;
          }
          const lineas = reglaAperturaImportada({
            prestamoId: 'p',
            capital,
            pactado: capital + interes,
            cobros,
          });
          expect(lineas.length === 0 || cuadra(lineas)).toBe(true);
          expect(lineas.length).toBeLessThanOrEqual(4);
          const s = saldos(lineas);
          expect(s.cartera_capital ?? 0).toBe(capital - capitalCobrado);
          expect(s.cartera_intereses ?? 0).toBe(interes - interesCobrado);
          expect(0 - (s.intereses_diferidos ?? 0)).toBe(interes - interesCobrado);
          expect(0 - (s.saldos_iniciales ?? 0)).toBe(capital - capitalCobrado);
          expect(s.caja).toBeUndefined();
          expect(s.ingresos_intereses).toBeUndefined();
          // Cada línea del préstamo lleva su id; «Saldos iniciales» es de la empresa.
          for (const l of lineas)
            expect(l.prestamoId).toBe(l.cuenta === 'saldos_iniciales' ? undefined : 'p');
        },
      ),
      { seed: 52, numRuns: 200 },
    );
  });

  it('rechaza un pacto menor que el capital, un interés mayor que el cobro o cobrar más de lo pactado', () => {
    const apertura =
      (capital: number, pactado: number, cobros: Array<{ monto: number; interes: number }>) => () =>
        reglaAperturaImportada({ prestamoId: 'p', capital, pactado, cobros });
    expect(apertura(10, 9, [])).toThrow();
    expect(apertura(10, 12, [{ monto: 10, interes: 11 }])).toThrow();
    expect(apertura(10, 12, [{ monto: 11, interes: 0 }])).toThrow();
    expect(apertura(10, 12, [{ monto: 3, interes: 3 }])).toThrow();
    expect(carteraAlCorte({ capital: 10, pactado: 12, cobros: [{ monto: 12, interes: 2 }] })).toEqual({
      capital: 0,
      interes: 0,
    });
  });

  it('cierra hasta la fecha de corte, ese día incluido, aunque sea hoy, y nunca hacia atrás', () => {
    expect(cierreDeImportacion('2026-06-15', null)).toBe('2026-06-15');
    expect(cierreDeImportacion('2026-10-31', '2026-09-30')).toBe('2026-10-31');
    expect(cierreDeImportacion('2026-11-27', null)).toBe('2026-11-27');
    expect(cierreDeImportacion('2026-06-15', '2026-08-31')).toBe('2026-08-31');
    expect(cierreDeImportacion('1999-12-31', null)).toBeNull();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.option(fc.integer({ min: 1, max: 20000 })),
        (corte, antes) => {
          const dia = (n: number) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
          const cerrado = antes === null ? null : dia(antes);
          // El corte queda dentro de lo cerrado y nada que ya estaba cerrado se reabre.
          expect(cierreDeImportacion(dia(corte), cerrado)).toBe(
            cerrado !== null && cerrado > dia(corte) ? cerrado : dia(corte),
          );
        },
      ),
      { seed: 66, numRuns: 200 },
    );
  });

  it('un castigado abre sólo en cuentas de orden, sin cartera ni resultados, y sus recuperaciones la descargan sin pasarse', () => {
    expect(reglaAperturaCastigada({ prestamoId: 'p', castigado: 70_000_000 })).toEqual([
      { cuenta: 'castigados_orden', debito: 70_000_000, credito: 0, prestamoId: 'p' },
      { cuenta: 'castigados_orden_contra', debito: 0, credito: 70_000_000, prestamoId: 'p' },
    ]);
    expect(() => reglaAperturaCastigada({ prestamoId: 'p', castigado: 0 })).toThrow();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5_000_000_000 }), { maxLength: 6 }),
        (castigado, recuperaciones) => {
          const lineas = reglaAperturaCastigada({ prestamoId: 'p', castigado });
          expect(cuadra(lineas)).toBe(true);
          expect(Object.keys(saldos(lineas)).sort()).toEqual(['castigados_orden', 'castigados_orden_contra']);
          expect(saldos(lineas).castigados_orden).toBe(castigado);
          let enOrden = castigado;
          for (const monto of recuperaciones) {
            const orden = reglaOrdenRecuperacion({ prestamoId: 'p', monto, enOrden });
            if (orden.length > 0) expect(cuadra(orden)).toBe(true);
            enOrden += saldos(orden).castigados_orden ?? 0;
            expect(enOrden).toBeGreaterThanOrEqual(0);
          }
          const recuperado = recuperaciones.reduce((t, m) => t + m, 0);
          expect(enOrden).toBe(Math.max(0, castigado - recuperado));
        },
      ),
      { seed: 66, numRuns: 200 },
    );
  });

  it('no cierra más mientras se aplica una importación; reabrir o dejarlo igual, sí', () => {
    const enCurso = { nombreArchivo: 'cartera.xlsx', hechas: 200, total: 1000 };
    expect(errorCierreConImportacion(null, '2026-10-31', enCurso)).toContain(
      'cartera.xlsx (200 de 1000 filas)',
    );
    expect(errorCierreConImportacion('2026-09-30', '2026-10-31', enCurso)).toContain('Cierre cuando termine');
    expect(errorCierreConImportacion('2026-10-31', '2026-10-31', enCurso)).toBeNull();
    expect(errorCierreConImportacion('2026-10-31', '2026-09-30', enCurso)).toBeNull();
    expect(errorCierreConImportacion('2026-10-31', null, enCurso)).toBeNull();
    expect(errorCierreConImportacion(null, '2026-10-31', null)).toBeNull();
  });

  it('la comparación coincide sólo si cada cifra es la del archivo al centavo', () => {
    expect(
      compararApertura('2026-06-15', '2026-05-31', [
        { concepto: 'a', unidad: 'pesos', archivo: 10, cartera: 10 },
      ]).coincide,
    ).toBe(true);
    expect(
      compararApertura(null, null, [{ concepto: 'a', unidad: 'pesos', archivo: 10, cartera: 10.01 }])
        .coincide,
    ).toBe(false);
  });
});
