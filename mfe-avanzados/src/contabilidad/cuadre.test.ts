import { diferencia, formatearDiferencia } from './cuadre';

describe('cuadre de los totales', () => {
  it('la diferencia se toma en centavos: el último dígito de un decimal no es un descuadre', () => {
    expect(diferencia(0.1 + 0.2, 0.3)).toBe(0);
    expect(diferencia(470_000, 465_000)).toBe(5_000);
    expect(diferencia(100, 100.4)).toBe(-0.4);
  });

  it('se muestra sin signo, en pesos enteros o con sus centavos si los tiene', () => {
    expect(formatearDiferencia(-5_000)).toBe('$\u00a05.000');
    expect(formatearDiferencia(-0.4).replace(/\s/g, ' ')).toBe('$ 0,40');
  });
});
