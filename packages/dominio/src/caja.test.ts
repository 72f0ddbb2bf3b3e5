import { cobrosSinEntrega } from './caja';

describe('caja de cobradores', () => {
  it('los cobros sin entrega son los de la caja menos los de la entrega por confirmar', () => {
    expect(cobrosSinEntrega({ cantidadCobros: 0, entregaPendiente: null })).toBe(0);
    expect(cobrosSinEntrega({ cantidadCobros: 3, entregaPendiente: null })).toBe(3);
    const entrega = { cantidadCobros: 2 } as Parameters<typeof cobrosSinEntrega>[0]['entregaPendiente'];
    expect(cobrosSinEntrega({ cantidadCobros: 2, entregaPendiente: entrega })).toBe(0);
    expect(cobrosSinEntrega({ cantidadCobros: 5, entregaPendiente: entrega })).toBe(3);
  });
});
