import { empezarPedido } from './pedidosEnCurso';
import { cuandoLaPaginaDescanse } from './reposo';

/**
 * A browser with requestIdleCallback (jsdom has none): the requests are kept until the test says the main thread is
 * idle.
 */
function instalarOcio() {
  const pedidos = new Map<number, { tarea: () => void; opciones?: IdleRequestOptions }>();
  let siguiente = 0;
  window.requestIdleCallback = jest.fn((tarea: IdleRequestCallback, opciones?: IdleRequestOptions) => {
    siguiente += 1;
    pedidos.set(siguiente, {
      tarea: () => tarea({ didTimeout: false, timeRemaining: () => 50 }),
      opciones,
    });
    return siguiente;
  });
  window.cancelIdleCallback = jest.fn((id: number) => {
    pedidos.delete(id);
  });
  return {
    pedidos,
    /** The main thread is idle: every pending request runs. */
    descansar: () => {
      const pendientes = [...pedidos.values()];
      pedidos.clear();
      for (const pedido of pendientes) pedido.tarea();
    },
  };
}

/** The page has not fired its `load` event yet (jsdom's document is always complete). */
const paginaCargando = () => jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
const cargarPagina = () => window.dispatchEvent(new Event('load'));

describe('cuandoLaPaginaDescanse', () => {
  const idleOriginal = window.requestIdleCallback;
  const cancelarOriginal = window.cancelIdleCallback;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.requestIdleCallback = idleOriginal;
    window.cancelIdleCallback = cancelarOriginal;
  });

  it('con la página ya cargada pide enseguida un momento ocioso, con la espera máxima si la hay', () => {
    const ocio = instalarOcio();
    const tarea = jest.fn();
    cuandoLaPaginaDescanse(tarea, { esperaMaximaMs: 2000 });
    cuandoLaPaginaDescanse(tarea);
    expect([...ocio.pedidos.values()].map((pedido) => pedido.opciones)).toEqual([
      { timeout: 2000 },
      undefined,
    ]);
    expect(tarea).not.toHaveBeenCalled();

    ocio.descansar();
    expect(tarea).toHaveBeenCalledTimes(2);
  });

  it('deja una marca de rendimiento al correr la primera tarea, no antes ni otra vez: lo que baja después no es la ruta crítica', async () => {
    // A page that has not rested yet: the module as it is loaded.
    let reposo!: typeof import('./reposo');
    await jest.isolateModulesAsync(async () => {
      reposo = await import('./reposo');
    });
    const ocio = instalarOcio();
    const marcar = jest.spyOn(performance, 'mark');
    const tarea = jest.fn(() => expect(marcar).toHaveBeenCalledWith(reposo.MARCA_REPOSO));
    reposo.cuandoLaPaginaDescanse(tarea);
    reposo.cuandoLaPaginaDescanse(tarea);
    expect(marcar).not.toHaveBeenCalled();

    ocio.descansar();
    expect(tarea).toHaveBeenCalledTimes(2);
    expect(marcar).toHaveBeenCalledTimes(1);
  });

  it('antes del load no pide nada; desde el load cuenta la pausa y luego espera el momento ocioso', () => {
    const ocio = instalarOcio();
    paginaCargando();
    const tarea = jest.fn();
    cuandoLaPaginaDescanse(tarea, { pausaTrasCargaMs: 1500, esperaMaximaMs: 4000 });

    jest.advanceTimersByTime(10_000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    cargarPagina();
    jest.advanceTimersByTime(1499);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect([...ocio.pedidos.values()].map((pedido) => pedido.opciones)).toEqual([{ timeout: 4000 }]);
    expect(tarea).not.toHaveBeenCalled();

    ocio.descansar();
    expect(tarea).toHaveBeenCalledTimes(1);
    // A later load event (none comes, but the listener was for one only) does not run it again.
    cargarPagina();
    jest.advanceTimersByTime(10_000);
    ocio.descansar();
    expect(tarea).toHaveBeenCalledTimes(1);
  });

  it('espera a que respondan las llamadas a la API en curso: los datos de la pantalla van antes', () => {
    const ocio = instalarOcio();
    const terminarLista = empezarPedido();
    const terminarResumen = empezarPedido();
    const tarea = jest.fn();
    cuandoLaPaginaDescanse(tarea, { pausaTrasCargaMs: 500 });
    const cancelada = jest.fn();
    const cancelar = cuandoLaPaginaDescanse(cancelada);

    terminarLista();
    terminarLista(); // the same call ending twice counts once
    jest.advanceTimersByTime(10_000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    cancelar();
    terminarResumen();
    jest.advanceTimersByTime(499);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    ocio.descansar();
    expect(tarea).toHaveBeenCalledTimes(1);
    expect(cancelada).not.toHaveBeenCalled();
  });

  it('con la página ya cargada la pausa cuenta desde la llamada', () => {
    instalarOcio();
    cuandoLaPaginaDescanse(jest.fn(), { pausaTrasCargaMs: 3000 });
    jest.advanceTimersByTime(2999);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('cancelada antes del load, el load ya no programa nada', () => {
    const ocio = instalarOcio();
    paginaCargando();
    const tarea = jest.fn();
    const cancelar = cuandoLaPaginaDescanse(tarea, { pausaTrasCargaMs: 1500 });
    cancelar();

    cargarPagina();
    jest.advanceTimersByTime(10_000);
    ocio.descansar();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(tarea).not.toHaveBeenCalled();
  });

  it('cancelada después del load, durante la pausa o esperando el momento ocioso, la tarea no corre', () => {
    const ocio = instalarOcio();
    const enPausa = jest.fn();
    const cancelarEnPausa = cuandoLaPaginaDescanse(enPausa, { pausaTrasCargaMs: 1500 });
    jest.advanceTimersByTime(1000);
    cancelarEnPausa();
    jest.advanceTimersByTime(10_000);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    const esperandoOcio = jest.fn();
    const cancelarEsperandoOcio = cuandoLaPaginaDescanse(esperandoOcio, { esperaMaximaMs: 2000 });
    expect(ocio.pedidos.size).toBe(1);
    cancelarEsperandoOcio();
    expect(window.cancelIdleCallback).toHaveBeenCalledTimes(1);
    ocio.descansar();
    expect(enPausa).not.toHaveBeenCalled();
    expect(esperandoOcio).not.toHaveBeenCalled();
  });

  it('sin requestIdleCallback corre tras `sinOcioMs`, o enseguida tras la pausa sin él; también se cancela', () => {
    // jsdom, like Safari, has no requestIdleCallback.
    expect(typeof window.requestIdleCallback).not.toBe('function');
    const conRespaldo = jest.fn();
    cuandoLaPaginaDescanse(conRespaldo, { pausaTrasCargaMs: 1500, esperaMaximaMs: 4000, sinOcioMs: 300 });
    const sinRespaldo = jest.fn();
    cuandoLaPaginaDescanse(sinRespaldo, { pausaTrasCargaMs: 3000 });
    const cancelada = jest.fn();
    const cancelar = cuandoLaPaginaDescanse(cancelada, { sinOcioMs: 200 });
    // Milliseconds since the three calls.
    const inicio = Date.now();
    const irA = (ms: number) => jest.advanceTimersByTime(inicio + ms - Date.now());

    irA(199);
    cancelar();
    irA(1799);
    expect(conRespaldo).not.toHaveBeenCalled();
    irA(1800);
    expect(conRespaldo).toHaveBeenCalledTimes(1);

    irA(2999);
    expect(sinRespaldo).not.toHaveBeenCalled();
    irA(3000);
    expect(sinRespaldo).toHaveBeenCalledTimes(1);
    expect(cancelada).not.toHaveBeenCalled();
  });
});
