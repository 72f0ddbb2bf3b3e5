import { formatearMontoEntrada, leerMontoEntrada } from './entradas';

describe('montos en los campos', () => {
  it('muestra pesos con puntos de miles y los lee de vuelta', () => {
    expect(formatearMontoEntrada(1500000)).toBe('$ 1.500.000');
    expect(leerMontoEntrada('$ 1.500.000')).toBe(1500000);
    expect(formatearMontoEntrada('')).toBe('');
    expect(leerMontoEntrada('')).toBeUndefined();
  });
});
