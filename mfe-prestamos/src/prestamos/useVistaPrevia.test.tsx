import { act, renderHook } from '@testing-library/react';
import { useVistaPrevia, type TerminosEscritos } from './useVistaPrevia';
import { TERMINOS_ESCRITOS as base } from './pruebas/datos';

describe('vista previa del préstamo', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('se recalcula 300 ms después del último cambio, no en cada tecla', () => {
    const { result, rerender } = renderHook((terminos: TerminosEscritos) => useVistaPrevia(terminos), {
      initialProps: base,
    });
    expect(result.current).toEqual({ resultado: null, pendiente: true });

    act(() => jest.advanceTimersByTime(300));
    expect(result.current.pendiente).toBe(false);
    expect(result.current.resultado).toEqual({
      estado: 'lista',
      preview: {
        montoTotalCalculado: 1_100_000,
        montoCuotaProm: 275_000,
        primeraFecha: '2026-11-09',
        ultimaFecha: '2026-11-30',
        interesTotal: 100_000,
        montoEntregado: 1_000_000,
        // Σ 275.000 / (1 + r)^(7k) = 1.000.000, k = 1…4, by a separate decimal bisection (dominio's tasaEfectiva.test).
        tasaEfectivaAnual: 644.25,
      },
    });

    // Typing 2, 20, 200 … with pauses shorter than 300 ms: the figures wait for the last one.
    rerender({ ...base, monto: 2 });
    act(() => jest.advanceTimersByTime(200));
    rerender({ ...base, monto: 20 });
    act(() => jest.advanceTimersByTime(200));
    rerender({ ...base, monto: 2_000_000 });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current.pendiente).toBe(true);
    expect(
      result.current.resultado?.estado === 'lista' && result.current.resultado.preview.montoTotalCalculado,
    ).toBe(1_100_000);

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.pendiente).toBe(false);
    expect(
      result.current.resultado?.estado === 'lista' && result.current.resultado.preview.montoTotalCalculado,
    ).toBe(2_200_000);
  });

  it('con datos incompletos dice qué falta en las palabras de §5', () => {
    const { result } = renderHook(() => useVistaPrevia({ ...base, monto: null }));
    act(() => jest.advanceTimersByTime(300));
    expect(result.current.resultado).toEqual({
      estado: 'incompleta',
      errores: { monto: 'El monto es obligatorio' },
    });
  });
});
