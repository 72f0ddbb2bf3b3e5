import { MENSAJES_CAJA, cobrosSinEntrega, validarMontoCaja } from './caja';
import { MONTO_PAGO_MAXIMO } from './validacion';

describe('caja de cobradores', () => {
  it('los cobros sin entrega son los de la caja menos los de la entrega por confirmar', () => {
    expect(cobrosSinEntrega({ cantidadCobros: 0, entregaPendiente: null })).toBe(0);
    expect(cobrosSinEntrega({ cantidadCobros: 3, entregaPendiente: null })).toBe(3);
    const entrega = { cantidadCobros: 2 } as Parameters<typeof cobrosSinEntrega>[0]['entregaPendiente'];
    expect(cobrosSinEntrega({ cantidadCobros: 2, entregaPendiente: entrega })).toBe(0);
    expect(cobrosSinEntrega({ cantidadCobros: 5, entregaPendiente: entrega })).toBe(3);
  });

  it('lo entregado o recibido son pesos enteros de 0 al tope de un monto (la API y los formularios de entrega)', () => {
    const mensaje = MENSAJES_CAJA.montoEntregadoInvalido;
    for (const valor of [0, 1, 149_000, MONTO_PAGO_MAXIMO]) expect(validarMontoCaja(valor, mensaje)).toBeNull();
    for (const valor of [-1, 0.5, MONTO_PAGO_MAXIMO + 1, Number.NaN, '100', null, undefined]) {
      expect(validarMontoCaja(valor, mensaje)).toBe(mensaje);
    }
  });
});
