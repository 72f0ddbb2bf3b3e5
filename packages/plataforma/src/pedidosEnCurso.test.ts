import { cuandoNoHayaPedidos, empezarPedido } from './pedidosEnCurso';
import { restablecerEstadosIniciales } from './reinicios';

describe('pedidos en curso', () => {
  afterEach(() => restablecerEstadosIniciales());

  it('la acción espera a que termine la última llamada, y corre una sola vez', () => {
    const terminarA = empezarPedido();
    const terminarB = empezarPedido();
    const accion = jest.fn();
    cuandoNoHayaPedidos(accion);
    terminarA();
    terminarA();
    expect(accion).not.toHaveBeenCalled();
    terminarB();
    expect(accion).toHaveBeenCalledTimes(1);
  });

  it('tras restablecer los estados, una llamada que quedó sin respuesta ni retiene el reposo ni descuenta la cuenta nueva', () => {
    const olvidada = empezarPedido();
    restablecerEstadosIniciales();
    const enseguida = jest.fn();
    cuandoNoHayaPedidos(enseguida);
    expect(enseguida).toHaveBeenCalledTimes(1);

    const terminarNueva = empezarPedido();
    olvidada();
    const alTerminar = jest.fn();
    cuandoNoHayaPedidos(alTerminar);
    expect(alTerminar).not.toHaveBeenCalled();
    terminarNueva();
    expect(alTerminar).toHaveBeenCalledTimes(1);
  });
});
