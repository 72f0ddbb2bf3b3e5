import { VALOR_GARANTIA_MAXIMO, validarValorGarantia } from './garantias';

describe('valor de una garantía', () => {
  it('es un número de 0 al tope de la API con a lo sumo dos decimales', () => {
    expect(validarValorGarantia(0)).toBeNull();
    expect(validarValorGarantia(3500000.5)).toBeNull();
    expect(validarValorGarantia(VALOR_GARANTIA_MAXIMO)).toBeNull();
    expect(validarValorGarantia(-1)).toBe('El valor declarado no puede ser negativo');
    expect(validarValorGarantia(1.234)).toBe('El valor declarado debe ser un número con a lo sumo 2 decimales');
    expect(validarValorGarantia(1e15, 'El valor de avalúo')).toBe('El valor de avalúo es demasiado grande');
  });
});
