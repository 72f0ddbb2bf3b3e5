import fc from 'fast-check';
import { avanceExtracto, destinoDeCruce } from './aplicacionExtracto';

describe('aplicar un extracto en segundo plano', () => {
  it('el cobro ya registrado se concilia al importar; lo demás queda por aplicar con lo que nombra', () => {
    expect(destinoDeCruce({ tipo: 'cobro', cobroId: 'c1' })).toEqual({ tipo: 'conciliar', cobroId: 'c1' });
    expect(destinoDeCruce({ tipo: 'referencia', numero: 12 })).toEqual({
      tipo: 'por_aplicar',
      cruce: 'referencia',
      transferenciaId: null,
    });
    expect(destinoDeCruce({ tipo: 'cedula', cedula: '123456' })).toEqual({
      tipo: 'por_aplicar',
      cruce: 'cedula',
      transferenciaId: null,
    });
    expect(destinoDeCruce({ tipo: 'transferencia', transferenciaId: 't1' })).toEqual({
      tipo: 'por_aplicar',
      cruce: 'transferencia',
      transferenciaId: 't1',
    });
    expect(destinoDeCruce({ tipo: 'suspenso' })).toEqual({
      tipo: 'por_aplicar',
      cruce: null,
      transferenciaId: null,
    });
    expect(destinoDeCruce({ tipo: 'debito' })).toEqual({ tipo: 'debito' });
  });

  it('avance: 10 créditos con 4 por aplicar son 6 de 10, aplicándose; sin nada por aplicar, aplicado', () => {
    expect(avanceExtracto({ creditos: 10, porAplicar: 4 })).toEqual({
      estado: 'aplicando',
      progreso: { hechas: 6, total: 10 },
    });
    expect(avanceExtracto({ creditos: 10, porAplicar: 0 })).toEqual({
      estado: 'aplicado',
      progreso: { hechas: 10, total: 10 },
    });
    expect(avanceExtracto({ creditos: 0, porAplicar: 0 })).toEqual({
      estado: 'aplicado',
      progreso: { hechas: 0, total: 0 },
    });
  });

  it('el avance nunca pasa del total ni baja de cero, y está aplicado sólo cuando hechas = total', () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.integer({ min: -5, max: 25_000 }), (creditos, porAplicar) => {
        const { estado, progreso } = avanceExtracto({ creditos, porAplicar });
        expect(progreso.total).toBe(creditos);
        expect(progreso.hechas).toBeGreaterThanOrEqual(0);
        expect(progreso.hechas).toBeLessThanOrEqual(creditos);
        expect(estado === 'aplicado').toBe(progreso.hechas === progreso.total);
      }),
      { numRuns: 200, seed: 53 },
    );
  });
});
