import { validarInteresDefecto, validarPlazoDefecto } from './configuracion';

describe('preferencias de Configuración', () => {
  it('el interés por defecto va de 0 a 100 con dos decimales como mucho', () => {
    for (const bueno of [0, 20, 12.5, 99.99, 100]) expect(validarInteresDefecto(bueno)).toBeNull();
    for (const malo of [-0.01, 100.01, Number.NaN, Number.POSITIVE_INFINITY, '20', null, undefined])
      expect(validarInteresDefecto(malo)).toBe('El interés por defecto debe estar entre 0 y 100');
    expect(validarInteresDefecto(12.345)).toBe('El interés admite como máximo dos decimales');
  });

  it('el plazo por defecto es un entero de 1 a 365', () => {
    for (const bueno of [1, 30, 365]) expect(validarPlazoDefecto(bueno)).toBeNull();
    for (const malo of [0, 366, 1.5, -3, '30', null, Number.NaN])
      expect(validarPlazoDefecto(malo)).toBe('El plazo por defecto debe estar entre 1 y 365');
  });
});
