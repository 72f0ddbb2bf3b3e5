import {
  LIMITE_INTENTOS,
  describirEspera,
  esperaTrasFallos,
  mensajeDeEspera,
  segundosDeEspera,
  type FallosRecientes,
} from './intentos.rules';

const sinFallos: FallosRecientes = {
  porCuenta: 0,
  porCuentaTotal: 0,
  porIp: 0,
  segundosDesdeUltimoPorCuenta: null,
  segundosDesdeUltimoPorIp: null,
};

describe('esperaTrasFallos', () => {
  it('no pide espera por debajo del límite; en el límite 30 s y el doble por cada fallo más, hasta 5 minutos', () => {
    expect(LIMITE_INTENTOS).toMatchObject({
      porCuenta: 5,
      porIp: 20,
      esperaInicialSegundos: 30,
      esperaMaximaSegundos: 300,
    });
    expect([0, 4, 5, 6, 7, 8, 9, 500].map((n) => esperaTrasFallos(n, 5))).toEqual([
      0, 0, 30, 60, 120, 240, 300, 300,
    ]);
  });
});

describe('segundosDeEspera', () => {
  it('cuatro fallos de la cuenta desde esta IP todavía no frenan', () => {
    expect(
      segundosDeEspera({
        ...sinFallos,
        porCuenta: 4,
        porCuentaTotal: 4,
        porIp: 4,
        segundosDesdeUltimoPorCuenta: 0,
      }),
    ).toBe(0);
  });

  it('tras el 5.º fallo la cuenta espera lo que falte de los 30 s desde el último fallo', () => {
    const cinco = { ...sinFallos, porCuenta: 5, porCuentaTotal: 5, porIp: 5, segundosDesdeUltimoPorIp: 0 };
    expect(segundosDeEspera({ ...cinco, segundosDesdeUltimoPorCuenta: 0 })).toBe(30);
    expect(segundosDeEspera({ ...cinco, segundosDesdeUltimoPorCuenta: 12.4 })).toBe(18);
    expect(segundosDeEspera({ ...cinco, segundosDesdeUltimoPorCuenta: 30 })).toBe(0);
  });

  it('los fallos de la cuenta desde otras IP no frenan a esta IP (no es un bloqueo de la cuenta para todos)', () => {
    expect(segundosDeEspera({ ...sinFallos, porCuentaTotal: 50, segundosDesdeUltimoPorCuenta: null })).toBe(
      0,
    );
  });

  it('20 fallos desde una IP con cualquier email frenan a esa IP del mismo modo', () => {
    const ip = { ...sinFallos, porIp: 21, segundosDesdeUltimoPorIp: 10 };
    expect(segundosDeEspera(ip)).toBe(50);
    expect(segundosDeEspera({ ...ip, porIp: 19 })).toBe(0);
  });

  it('manda la espera más larga de las dos', () => {
    expect(
      segundosDeEspera({
        porCuenta: 7,
        porCuentaTotal: 7,
        porIp: 20,
        segundosDesdeUltimoPorCuenta: 100,
        segundosDesdeUltimoPorIp: 5,
      }),
    ).toBe(25);
  });
});

describe('mensajeDeEspera', () => {
  it('dice cuánto esperar, en segundos o en minutos redondeados hacia arriba', () => {
    expect(describirEspera(1)).toBe('1 segundo');
    expect(describirEspera(30)).toBe('30 segundos');
    expect(describirEspera(60)).toBe('1 minuto');
    expect(describirEspera(61)).toBe('2 minutos');
    expect(mensajeDeEspera(300)).toBe(
      'Demasiados intentos fallidos. Espere 5 minutos antes de intentar de nuevo.',
    );
  });
});
