import { cuandoOcioso, precargarRemotos, remotosDeRutas } from './precarga';
import type { NombreRemoto } from '@cartera/plataforma/pantallas';

/** A scheduler that queues tasks until the test runs them, like idle slots that come one at a time. */
function programadorManual() {
  const cola: Array<() => void> = [];
  return { programar: (tarea: () => void) => cola.push(tarea), cola };
}

const esperarMicrotareas = () => new Promise((resolver) => setTimeout(resolver, 0));

describe('precarga de remotos', () => {
  it('toma los remotos del menú en su orden, sin repetir y sin las rutas del shell', () => {
    expect(
      remotosDeRutas([
        '/dashboard',
        '/clientes',
        '/prestamos',
        '/cobros',
        '/reportes',
        '/usuarios',
        '/auditoria',
      ]),
    ).toEqual(['mfe_clientes', 'mfe_prestamos', 'mfe_cobros', 'mfe_avanzados']);
  });

  it('carga un remoto por cada momento ocioso, uno tras otro, y sigue aunque uno falle', async () => {
    const { programar, cola } = programadorManual();
    const cargados: NombreRemoto[] = [];
    const cargar = jest.fn(async (remoto: NombreRemoto) => {
      cargados.push(remoto);
      if (remoto === 'mfe_clientes') throw new Error('sin red');
    });

    precargarRemotos(['mfe_clientes', 'mfe_cobros'], cargar, programar);
    expect(cargar).not.toHaveBeenCalled();

    cola.shift()?.();
    await esperarMicrotareas();
    expect(cargados).toEqual(['mfe_clientes']);

    cola.shift()?.();
    await esperarMicrotareas();
    expect(cargados).toEqual(['mfe_clientes', 'mfe_cobros']);
    expect(cola).toHaveLength(0);
  });

  it('al cancelar no empieza lo que faltaba', async () => {
    const { programar, cola } = programadorManual();
    const cargar = jest.fn(async () => undefined);
    const cancelar = precargarRemotos(['mfe_clientes', 'mfe_cobros'], cargar, programar);
    cancelar();
    cola.shift()?.();
    await esperarMicrotareas();
    expect(cargar).not.toHaveBeenCalled();
  });

  it('por omisión espera 1,5 s tras la carga de la página y luego un remoto por momento ocioso', async () => {
    jest.useFakeTimers();
    try {
      // jsdom: the document has loaded and there is no requestIdleCallback (a 300 ms timer stands in for it).
      expect(document.readyState).toBe('complete');
      const tarea = jest.fn();
      cuandoOcioso(tarea);
      await jest.advanceTimersByTimeAsync(1499);
      expect(tarea).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1 + 299);
      expect(tarea).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(tarea).toHaveBeenCalledTimes(1);

      // The pause is paid once per page: the next remote only waits for its idle moment.
      const siguiente = jest.fn();
      cuandoOcioso(siguiente);
      await jest.advanceTimersByTimeAsync(299);
      expect(siguiente).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(siguiente).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
