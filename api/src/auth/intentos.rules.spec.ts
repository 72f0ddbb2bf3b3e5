import { LIMITE_INTENTOS, superaLimiteIntentos } from './intentos.rules';

describe('superaLimiteIntentos', () => {
  it('bloquea desde 5 fallos de la cuenta en esa IP, 10 de la cuenta en total o 20 desde la IP', () => {
    expect(LIMITE_INTENTOS).toEqual({ ventanaMinutos: 15, porCuenta: 5, porCuentaTotal: 10, porIp: 20 });
    expect(superaLimiteIntentos({ porCuenta: 4, porCuentaTotal: 9, porIp: 19 })).toBe(false);
    expect(superaLimiteIntentos({ porCuenta: 5, porCuentaTotal: 5, porIp: 5 })).toBe(true);
    expect(superaLimiteIntentos({ porCuenta: 1, porCuentaTotal: 10, porIp: 1 })).toBe(true);
    expect(superaLimiteIntentos({ porCuenta: 0, porCuentaTotal: 0, porIp: 20 })).toBe(true);
  });
});
