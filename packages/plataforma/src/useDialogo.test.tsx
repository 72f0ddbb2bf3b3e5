import { act, renderHook } from '@testing-library/react';
import { useDialogo } from './useDialogo';

describe('useDialogo', () => {
  it('se abre sobre una fila; cancelado se cierra sin recargar la pantalla', () => {
    const recargar = jest.fn();
    const { result } = renderHook(() => useDialogo<{ id: string }>(recargar));
    expect(result.current.abierto).toBeNull();
    act(() => result.current.abrir({ id: 'c1' }));
    expect(result.current.abierto).toEqual({ id: 'c1' });
    act(() => result.current.cerrar());
    expect(result.current.abierto).toBeNull();
    expect(recargar).not.toHaveBeenCalled();
  });

  it('guardado se cierra y recarga lo que cambió, una vez', () => {
    const recargar = jest.fn();
    const { result } = renderHook(() => useDialogo<true>(recargar));
    act(() => result.current.abrir(true));
    expect(result.current.abierto).toBe(true);
    act(() => result.current.guardado());
    expect(result.current.abierto).toBeNull();
    expect(recargar).toHaveBeenCalledTimes(1);
  });

  it('cierre da los dos cierres como los toma un modal del kit (alCerrar, alGuardar)', () => {
    const recargar = jest.fn();
    const { result } = renderHook(() => useDialogo<string>(recargar));
    act(() => result.current.abrir('c1'));
    act(() => result.current.cierre.alCerrar());
    expect([result.current.abierto, recargar.mock.calls.length]).toEqual([null, 0]);
    act(() => result.current.abrir('c2'));
    act(() => result.current.cierre.alGuardar());
    expect([result.current.abierto, recargar.mock.calls.length]).toEqual([null, 1]);
  });
});
