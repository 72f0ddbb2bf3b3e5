import { theme } from 'antd';
import { TEMA } from './tema';
import { algoritmoPrecalculado, precalcularTema, temaDeLaConstruccion } from './temaPrecalculado';

describe('los tokens del tema, derivados al construir', () => {
  it('con los tokens precalculados antd entrega los mismos tokens que derivándolos él', () => {
    const precalculado = precalcularTema(TEMA);
    const conPrecalculado = theme.getDesignToken({ ...TEMA, algorithm: algoritmoPrecalculado(precalculado) });
    expect(conPrecalculado).toEqual(theme.getDesignToken(TEMA));
    expect(conPrecalculado.colorPrimary).toBe('#1f6f5c');
  });

  it('para la semilla del tema no deriva nada: entrega lo precalculado', () => {
    const precalculado = precalcularTema(TEMA);
    precalculado.mapa.colorPrimary = '#123456';
    const algoritmo = algoritmoPrecalculado(precalculado);
    expect(algoritmo(precalculado.semilla).colorPrimary).toBe('#123456');
  });

  it('con otra semilla (un tema anidado) deriva como antd', () => {
    const algoritmo = algoritmoPrecalculado(precalcularTema(TEMA));
    const otra = { ...theme.defaultSeed, colorPrimary: '#ff0000' };
    expect(algoritmo(otra)).toEqual(theme.defaultAlgorithm(otra));
    const conUnaClaveMas = { ...precalcularTema(TEMA).semilla, fontSizeHeading1: 40 };
    expect(algoritmo(conUnaClaveMas as never)).toEqual(theme.defaultAlgorithm(conUnaClaveMas as never));
  });

  it('lee los tokens que la construcción define, y ninguno sin ella', () => {
    const precalculado = precalcularTema(TEMA);
    const antes = process.env.CARTERA_TEMA_ANTD;
    try {
      process.env.CARTERA_TEMA_ANTD = JSON.stringify(precalculado);
      expect(temaDeLaConstruccion()).toEqual(precalculado);
      delete process.env.CARTERA_TEMA_ANTD;
      expect(temaDeLaConstruccion()).toBeUndefined();
    } finally {
      if (antes !== undefined) process.env.CARTERA_TEMA_ANTD = antes;
    }
  });
});
