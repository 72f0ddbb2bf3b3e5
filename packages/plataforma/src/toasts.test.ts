import { act } from '@testing-library/react';
import { toast, useToasts } from './toasts';

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useToasts.getState().limpiar();
  });
  afterEach(() => {
    useToasts.getState().limpiar();
    jest.useRealTimers();
  });

  it('un error dura 4 s y un éxito 2 s', () => {
    toast.error('Error al cargar usuarios');
    toast.exito('Usuario creado');
    expect(useToasts.getState().toasts.map((t) => t.mensaje)).toEqual([
      'Error al cargar usuarios',
      'Usuario creado',
    ]);

    act(() => jest.advanceTimersByTime(1999));
    expect(useToasts.getState().toasts).toHaveLength(2);
    act(() => jest.advanceTimersByTime(1));
    expect(useToasts.getState().toasts.map((t) => t.mensaje)).toEqual(['Error al cargar usuarios']);
    act(() => jest.advanceTimersByTime(2000));
    expect(useToasts.getState().toasts).toHaveLength(0);
  });

  it('info y advertencia duran 4 s', () => {
    toast.info('a');
    toast.advertencia('b');
    expect(useToasts.getState().toasts.map((t) => t.duracionMs)).toEqual([4000, 4000]);
  });

  it('nunca hay más de 20 a la vez: el más antiguo se descarta', () => {
    for (let i = 1; i <= 25; i++) toast.info(`mensaje ${i}`);
    const mensajes = useToasts.getState().toasts.map((t) => t.mensaje);
    expect(mensajes).toHaveLength(20);
    expect(mensajes[0]).toBe('mensaje 6');
    expect(mensajes[19]).toBe('mensaje 25');
  });

  it('cerrar quita el toast antes de su tiempo', () => {
    const id = toast.error('x');
    useToasts.getState().cerrar(id);
    expect(useToasts.getState().toasts).toHaveLength(0);
  });
});
