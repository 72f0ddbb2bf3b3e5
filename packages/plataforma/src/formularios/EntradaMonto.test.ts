import { formatearMontoEntrada, leerMontoEntrada } from './EntradaMonto';

describe('montos en los campos', () => {
  it('muestra pesos con puntos de miles y los lee de vuelta', () => {
    expect(formatearMontoEntrada(1500000)).toBe('$ 1.500.000');
    expect(formatearMontoEntrada(512500)).toBe('$ 512.500');
    expect(leerMontoEntrada('$ 1.500.000')).toBe(1500000);
    expect(formatearMontoEntrada('')).toBe('');
    expect(leerMontoEntrada('')).toBeUndefined();
  });
});
