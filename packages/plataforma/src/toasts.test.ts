import { act } from '@testing-library/react';
import { usePreferencias } from './preferencias';
import { escucharToasts } from '../test/servidorPrueba';
import { avisarEnLaSiguienteCarga, CLAVE_AVISO, mostrarAvisoPendiente, toast, useToasts } from './toasts';

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

  describe('aviso para la siguiente carga (la salida del portal, la entrada desde la página de inicio)', () => {
    beforeEach(() => sessionStorage.clear());

    it('lo que deja una página lo muestra la siguiente, una sola vez, con su duración', () => {
      avisarEnLaSiguienteCarga('exito', 'Sesión cerrada correctamente');
      expect(JSON.parse(sessionStorage.getItem(CLAVE_AVISO) ?? 'null')).toEqual({
        tipo: 'exito',
        mensaje: 'Sesión cerrada correctamente',
        duracionMs: 2000,
      });
      mostrarAvisoPendiente();
      mostrarAvisoPendiente();
      expect(useToasts.getState().toasts.map((t) => [t.tipo, t.mensaje, t.duracionMs])).toEqual([
        ['exito', 'Sesión cerrada correctamente', 2000],
      ]);
      expect(sessionStorage.getItem(CLAVE_AVISO)).toBeNull();
    });

    it('quien apagó los avisos de éxito no recibe el de la salida', () => {
      usePreferencias.setState({ avisosExito: false });
      try {
        avisarEnLaSiguienteCarga('exito', 'Sesión cerrada correctamente');
        expect(sessionStorage.getItem(CLAVE_AVISO)).toBeNull();
      } finally {
        usePreferencias.setState({ avisosExito: true });
      }
    });

    it.each([
      ['JSON roto', '{"tipo":'],
      ['tipo desconocido', JSON.stringify({ tipo: 'rojo', mensaje: 'x' })],
      ['sin mensaje', JSON.stringify({ tipo: 'error', mensaje: '' })],
      ['no es un objeto', '"hola"'],
    ])('un aviso guardado inválido (%s) se descarta sin mostrar nada', (_caso, guardado) => {
      sessionStorage.setItem(CLAVE_AVISO, guardado);
      mostrarAvisoPendiente();
      expect(useToasts.getState().toasts).toHaveLength(0);
      expect(sessionStorage.getItem(CLAVE_AVISO)).toBeNull();
    });
  });
  it('la escucha de las pruebas cuenta sólo los avisos que se abren después de empezar a escuchar', () => {
    // El aviso de la prueba anterior sigue abierto (espera su temporizador) cuando la siguiente empieza a escuchar.
    toast.error('No tiene acceso a esa pantalla', 60_000);
    toast.info('Otro aviso anterior', 1_000);
    const toasts = escucharToasts();
    // Otro aviso que se cierra cambia el almacén mientras el de la prueba anterior sigue abierto: no se cuenta.
    act(() => jest.advanceTimersByTime(1_000));
    expect(toasts.mensajes).toEqual([]);
    act(() => {
      toast.exito('Cliente creado');
    });
    expect(toasts.mensajes).toEqual(['Cliente creado']);
    toasts.dejar();
  });
});
