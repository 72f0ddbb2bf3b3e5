import { LIMITE_INTENTOS, superaLimiteIntentos } from './intentos.rules';

describe('superaLimiteIntentos', () => {
  it('bloquea desde 5 fallos de la cuenta en esa IP o 20 fallos desde la IP', () => {
    expect(LIMITE_INTENTOS).toEqual({ ventanaMinutos: 15, porCuenta: 5, porIp: 20 });
    expect(superaLimiteIntentos({ porCuenta: 4, porIp: 19 })).toBe(false);
    expect(superaLimiteIntentos({ porCuenta: 5, porIp: 5 })).toBe(true);
    expect(superaLimiteIntentos({ porCuenta: 0, porIp: 20 })).toBe(true);
  });
});
