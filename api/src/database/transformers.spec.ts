import { numerico } from './transformers';

describe('transformador numerico', () => {
  it('convierte el texto NUMERIC de node-postgres en número y deja pasar null', () => {
    expect(numerico.from('1500000.00')).toBe(1_500_000);
    expect(numerico.from('0.50')).toBe(0.5);
    expect(numerico.from(null)).toBeNull();
    expect(numerico.to(1234.5)).toBe(1234.5);
  });
});
