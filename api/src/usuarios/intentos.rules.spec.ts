import {
  LIMITE_INTENTOS,
  describirEspera,
  esperaTrasFallos,
  mensajeDeEspera,
  segundosDeBloqueoDeCuenta,
  segundosDeEspera,
  type FallosRecientes,
} from './intentos.rules';

const sinFallos: FallosRecientes = {
  porCuenta: 0,
  porCuentaTotal: 0,
  porIp: 0,
  porDispositivo: 0,
  segundosDesdeUltimoPorCuenta: null,
  segundosDesdeUltimoPorCuentaTotal: null,
  segundosDesdeUltimoPorIp: null,
  segundosDesdeUltimoPorDispositivo: null,
};

describe('esperaTrasFallos', () => {
  it('no pide espera por debajo del límite; en el límite 30 s y el doble por cada fallo más, hasta 5 minutos', () => {
    expect(LIMITE_INTENTOS).toMatchObject({
      porCuenta: 5,
      porCuentaTotal: 10,
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
    const cuatro = { ...sinFallos, porCuenta: 4, porCuentaTotal: 4, porIp: 4, segundosDesdeUltimoPorCuenta: 0 };
    expect(segundosDeEspera(cuatro, 'desconocida')).toBe(0);
  });

  it('tras el 5.º fallo la cuenta espera lo que falte de los 30 s desde el último fallo, desde una IP conocida o no', () => {
    const cinco = { ...sinFallos, porCuenta: 5, porCuentaTotal: 5, porIp: 5, segundosDesdeUltimoPorIp: 0 };
    for (const procedencia of ['desconocida', 'direccion'] as const) {
      expect(segundosDeEspera({ ...cinco, segundosDesdeUltimoPorCuenta: 0 }, procedencia)).toBe(30);
      expect(segundosDeEspera({ ...cinco, segundosDesdeUltimoPorCuenta: 12.4 }, procedencia)).toBe(18);
      expect(segundosDeEspera({ ...cinco, segundosDesdeUltimoPorCuenta: 30 }, procedencia)).toBe(0);
    }
  });

  it('10 fallos de la cuenta desde cualquier parte frenan a los orígenes desconocidos, no a su dirección ni a su dispositivo', () => {
    const repartidos = { ...sinFallos, porCuentaTotal: 10, segundosDesdeUltimoPorCuentaTotal: 4 };
    expect(segundosDeEspera(repartidos, 'desconocida')).toBe(26);
    expect(segundosDeEspera({ ...repartidos, porCuentaTotal: 9 }, 'desconocida')).toBe(0);
    expect(segundosDeEspera(repartidos, 'direccion')).toBe(0);
    expect(segundosDeEspera(repartidos, 'dispositivo')).toBe(0);
  });

  it('20 fallos desde una IP con cualquier email frenan a los orígenes desconocidos de esa IP, nunca a una cuenta conocida', () => {
    const ip = { ...sinFallos, porIp: 21, segundosDesdeUltimoPorIp: 10 };
    expect(segundosDeEspera(ip, 'desconocida')).toBe(50);
    expect(segundosDeEspera({ ...ip, porIp: 19 }, 'desconocida')).toBe(0);
    expect(segundosDeEspera({ ...ip, porIp: 500 }, 'direccion')).toBe(0);
    expect(segundosDeEspera({ ...ip, porIp: 500 }, 'dispositivo')).toBe(0);
  });

  it('con su dispositivo, sólo cuentan los fallos de la cuenta con ese dispositivo', () => {
    const ajenos = {
      ...sinFallos,
      porCuenta: 40,
      porCuentaTotal: 60,
      porIp: 80,
      segundosDesdeUltimoPorCuenta: 0,
      segundosDesdeUltimoPorCuentaTotal: 0,
      segundosDesdeUltimoPorIp: 0,
    };
    expect(segundosDeEspera(ajenos, 'dispositivo')).toBe(0);
    expect(
      segundosDeEspera({ ...ajenos, porDispositivo: 6, segundosDesdeUltimoPorDispositivo: 20 }, 'dispositivo'),
    ).toBe(40);
  });

  it('manda la espera más larga de las que cuentan', () => {
    const fallos: FallosRecientes = {
      porCuenta: 7,
      porCuentaTotal: 7,
      porIp: 20,
      porDispositivo: 0,
      segundosDesdeUltimoPorCuenta: 100,
      segundosDesdeUltimoPorCuentaTotal: 100,
      segundosDesdeUltimoPorIp: 5,
      segundosDesdeUltimoPorDispositivo: null,
    };
    expect(segundosDeEspera(fallos, 'desconocida')).toBe(25);
    expect(segundosDeEspera(fallos, 'direccion')).toBe(20);
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

  it('el bloqueo de la cuenta para orígenes desconocidos: desde 10 fallos en total, lo que falta de su espera', () => {
    expect(segundosDeBloqueoDeCuenta(9, 0)).toBe(0);
    expect(segundosDeBloqueoDeCuenta(10, null)).toBe(0);
    expect(segundosDeBloqueoDeCuenta(10, 0)).toBe(30);
    expect(segundosDeBloqueoDeCuenta(10, 29.5)).toBe(1);
    expect(segundosDeBloqueoDeCuenta(10, 31)).toBe(0);
    // 12 fallos: 30 · 2² = 120 s desde el último.
    expect(segundosDeBloqueoDeCuenta(12, 10)).toBe(110);
    expect(segundosDeBloqueoDeCuenta(100, 0)).toBe(LIMITE_INTENTOS.esperaMaximaSegundos);
  });
});
