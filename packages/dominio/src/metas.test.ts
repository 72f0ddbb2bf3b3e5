import { META_COBROS_MAXIMO, META_MONTO_MAXIMO, validarMetaCobros, validarMetaMonto } from './metas';
import { MENSAJES } from './validacion';

describe('cifras de una meta', () => {
  it('la meta de monto: pesos ≥ 0 con a lo sumo dos decimales y el tope de la API', () => {
    expect(validarMetaMonto(5_000_000.5)).toBeNull();
    expect(validarMetaMonto(-1)).toBe(MENSAJES.metaMontoInvalida);
    expect(validarMetaMonto(1.234)).toBe(MENSAJES.metaMontoInvalida);
    expect(validarMetaMonto(META_MONTO_MAXIMO + 1)).toBe(MENSAJES.metaMontoDemasiadoGrande);
  });

  it('la meta de cobros: entero ≥ 0 con el tope de la API', () => {
    expect(validarMetaCobros(120)).toBeNull();
    expect(validarMetaCobros(1.5)).toBe(MENSAJES.metaCobrosInvalida);
    expect(validarMetaCobros(META_COBROS_MAXIMO + 1)).toBe(MENSAJES.metaCobrosDemasiadoGrande);
  });
});
