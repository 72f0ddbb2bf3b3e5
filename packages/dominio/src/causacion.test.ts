import fc from 'fast-check';
import {
  PORCENTAJES_DETERIORO_DEFECTO,
  balanceConInteresDiferidoNeto,
  leerPorcentajesDeterioro,
  provisionDeterioro,
  reglaDeterioro,
  reglaOrdenCastigo,
  reglaOrdenRecuperacion,
  validarPorcentajesDeterioro,
} from './causacion';
import { cuadra } from './contabilidad';
import type { BalanceGeneral } from './esquemas/mayor';

describe('interés diferido restado de la cartera', () => {
  const balance: BalanceGeneral = {
    fecha: '2026-03-31',
    fechaAnterior: '2026-02-28',
    oficina: null,
    activos: [
      { codigo: '110505', nombre: 'Caja de la oficina', monto: 500, anterior: 400 },
      { codigo: '140505', nombre: 'Cartera — capital', monto: 1000, anterior: 1000 },
      { codigo: '140510', nombre: 'Cartera — intereses pactados', monto: 300.5, anterior: 200 },
    ],
    pasivos: [
      { codigo: '219505', nombre: 'Préstamos recibidos', monto: 100, anterior: 0 },
      { codigo: '270505', nombre: 'Intereses pactados diferidos', monto: 250.25, anterior: 200 },
    ],
    patrimonio: [{ codigo: '3605', nombre: 'Resultados acumulados', monto: 1450.25, anterior: 1400 }],
    totalActivos: 1800.5,
    totalPasivos: 350.25,
    totalPatrimonio: 1450.25,
    totalActivosAnterior: 1600,
    totalPasivosAnterior: 200,
    totalPatrimonioAnterior: 1400,
    avisos: [],
    interesDiferidoNeto: false,
  };

  it('el diferido sale de los pasivos y resta bajo su cartera, en palabras; el balance sigue cuadrando', () => {
    const neto = balanceConInteresDiferidoNeto(balance, [{ diferido: '270505', cartera: '140510' }]);
    expect(neto.activos.map((f) => [f.codigo, f.nombre, f.monto, f.anterior])).toEqual([
      ['110505', 'Caja de la oficina', 500, 400],
      ['140505', 'Cartera — capital', 1000, 1000],
      ['140510', 'Cartera — intereses pactados', 300.5, 200],
      ['270505', 'Menos: Intereses pactados diferidos', -250.25, -200],
    ]);
    expect(neto.pasivos.map((f) => f.codigo)).toEqual(['219505']);
    // 1.800,50 − 250,25 = 1.550,25 = 100 + 1.450,25.
    expect(neto.totalActivos).toBe(1550.25);
    expect(neto.totalPasivos).toBe(100);
    expect(neto.totalActivosAnterior).toBe(1400);
    expect(neto.totalPasivosAnterior).toBe(0);
    expect(neto.interesDiferidoNeto).toBe(true);
  });
});

describe('deterioro de la cartera', () => {
  it('los porcentajes guardados se leen tal como se validaron; unos inválidos son un error', () => {
    const guardados = { al_dia: 1, '1-8': 5.5, '9-15': 20, '16-30': 60, '31+': 100 };
    expect(leerPorcentajesDeterioro(guardados)).toEqual(guardados);
    expect(() => leerPorcentajesDeterioro({ ...guardados, '31+': 50 })).toThrow(/porcentajes_deterioro/);
    expect(() => leerPorcentajesDeterioro(null)).toThrow(/porcentajes_deterioro/);
  });
  it('ejemplo con los porcentajes por defecto (0, 5, 20, 50 y 100 %)', () => {
    const { edades, total } = provisionDeterioro(
      [
        { capital: 100_000_00, diasAtraso: 0 },
        { capital: 40_000_00, diasAtraso: 3 },
        { capital: 33_333_33, diasAtraso: 12 },
        { capital: 10_000_00, diasAtraso: 30 },
        { capital: 7_000_00, diasAtraso: 90 },
        { capital: 0, diasAtraso: 90 },
      ],
      PORCENTAJES_DETERIORO_DEFECTO,
    );
    // 5 % de 40.000 = 2.000; 20 % de 33.333,33 = 6.666,666 → 6.666,67; 50 % de 10.000 = 5.000; 100 % de 7.000.
    expect(edades.map((e) => [e.banda, e.capital, e.provision])).toEqual([
      ['al_dia', 100_000_00, 0],
      ['1-8', 40_000_00, 2_000_00],
      ['9-15', 33_333_33, 6_666_67],
      ['16-30', 10_000_00, 5_000_00],
      ['31+', 7_000_00, 7_000_00],
    ]);
    expect(total).toBe(2_000_00 + 6_666_67 + 5_000_00 + 7_000_00);
  });

  it('la provisión nunca pasa del capital ni baja de cero, y el ajuste cuadra', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            capital: fc.integer({ min: 0, max: 1e10 }),
            diasAtraso: fc.integer({ min: 0, max: 400 }),
          }),
        ),
        fc.integer({ min: 0, max: 1e11 }),
        (prestamos, actual) => {
          const { total } = provisionDeterioro(prestamos, PORCENTAJES_DETERIORO_DEFECTO);
          const capital = prestamos.reduce((t, p) => t + p.capital, 0);
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBeLessThanOrEqual(capital);
          const lineas = reglaDeterioro({ actual, objetivo: total });
          if (actual === total) expect(lineas).toEqual([]);
          else {
            expect(cuadra(lineas)).toBe(true);
            const provision = lineas
              .filter((l) => l.cuenta === 'deterioro_cartera')
              .reduce((t, l) => t + l.credito - l.debito, 0);
            expect(actual + provision).toBe(total);
          }
        },
      ),
    );
  });

  it('los porcentajes: cinco edades de 0 a 100, sin bajar con la mora', () => {
    expect(validarPorcentajesDeterioro(PORCENTAJES_DETERIORO_DEFECTO)).toBeNull();
    expect(validarPorcentajesDeterioro({ ...PORCENTAJES_DETERIORO_DEFECTO, '31+': 101 })).toMatch(
      /Más de 30 días/,
    );
    expect(validarPorcentajesDeterioro({ ...PORCENTAJES_DETERIORO_DEFECTO, '9-15': 1 })).toMatch(
      /porcentaje menor/,
    );
    expect(validarPorcentajesDeterioro({ al_dia: 0 })).toMatch(/cinco edades/);
    expect(validarPorcentajesDeterioro({ ...PORCENTAJES_DETERIORO_DEFECTO, '1-8': 1.234 })).toMatch(
      /dos decimales/,
    );
  });
});

describe('cuentas de orden de lo castigado', () => {
  it('el castigo las carga y la recuperación las descarga sin pasar de lo castigado', () => {
    expect(reglaOrdenCastigo({ prestamoId: 'p', castigado: 0 })).toEqual([]);
    expect(reglaOrdenCastigo({ prestamoId: 'p', castigado: 500 })).toEqual([
      { cuenta: 'castigados_orden', debito: 500, credito: 0, prestamoId: 'p' },
      { cuenta: 'castigados_orden_contra', debito: 0, credito: 500, prestamoId: 'p' },
    ]);
    expect(reglaOrdenRecuperacion({ prestamoId: 'p', monto: 800, enOrden: 500 })).toEqual([
      { cuenta: 'castigados_orden_contra', debito: 500, credito: 0, prestamoId: 'p' },
      { cuenta: 'castigados_orden', debito: 0, credito: 500, prestamoId: 'p' },
    ]);
    expect(reglaOrdenRecuperacion({ prestamoId: 'p', monto: 800, enOrden: 0 })).toEqual([]);
  });
});
