import { errorCobradorDeCliente, MENSAJE_COBRADOR_DE_OTRA_OFICINA } from './clientes';

describe('errorCobradorDeCliente: el cobrador de un cliente es de la oficina del cliente', () => {
  it.each([
    ['de la misma oficina', 'norte', ['norte'], null],
    ['de otra oficina', 'norte', ['centro'], MENSAJE_COBRADOR_DE_OTRA_OFICINA],
    ['sin oficina', 'norte', [], MENSAJE_COBRADOR_DE_OTRA_OFICINA],
    ['con varias, una de ellas la del cliente', 'norte', ['centro', 'norte'], null],
  ])('un cobrador %s', (_caso, oficina, delCobrador, esperado) => {
    expect(errorCobradorDeCliente(oficina, delCobrador)).toBe(esperado);
  });
});
