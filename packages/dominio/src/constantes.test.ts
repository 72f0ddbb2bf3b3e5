import {
  codigoDe,
  mensajeDe,
  ESTADOS_CIVILES,
  ETIQUETAS_ESTADO_CIVIL,
  ETIQUETAS_ROL,
  LIMITES,
  ORDEN_ESTADO_PRESTAMO,
  ESTADOS_PRESTAMO,
  PRESTAMO_DEFAULTS,
  RANGOS_MORA,
  ROLES,
  bandaDiasMora,
  enumeracion,
  esObjeto,
  esValorDe,
  opcionesDe,
} from './constantes';

describe('enumeraciones', () => {
  it('los roles tienen su etiqueta en español', () => {
    expect(opcionesDe(ROLES, ETIQUETAS_ROL)).toEqual([
      { value: 'admin', label: 'Administrador' },
      { value: 'gerente', label: 'Gerente' },
      { value: 'cobrador', label: 'Cobrador' },
    ]);
  });

  it('los estados civiles usan las etiquetas del formulario', () => {
    expect(ESTADOS_CIVILES.map((codigo) => ETIQUETAS_ESTADO_CIVIL[codigo])).toEqual([
      'Soltero(a)',
      'Casado(a)',
      'Divorciado(a)',
      'Viudo(a)',
      'Unión libre',
    ]);
  });

  it('una enumeración lista sus valores en el orden de la tabla y guarda cada etiqueta', () => {
    const { valores, etiquetas } = enumeracion({ semanal: 'Semanal', diario: 'Diario', S: 'Soltero(a)' });
    expect(valores).toEqual(['semanal', 'diario', 'S']);
    expect(opcionesDe(valores, etiquetas)).toEqual([
      { value: 'semanal', label: 'Semanal' },
      { value: 'diario', label: 'Diario' },
      { value: 'S', label: 'Soltero(a)' },
    ]);
  });

  it('el orden por estado incluye cada estado de préstamo una vez', () => {
    expect([...ORDEN_ESTADO_PRESTAMO].sort()).toEqual([...ESTADOS_PRESTAMO].sort());
  });

  it('esValorDe reconoce sólo valores de la lista', () => {
    expect(esValorDe(ROLES, 'gerente')).toBe(true);
    expect(esValorDe(ROLES, 'Supervisor')).toBe(false);
    expect(esValorDe(ROLES, 3)).toBe(false);
  });

  it('esObjeto reconoce un objeto con propiedades por leer, no null ni una lista', () => {
    expect(esObjeto({ a: 1 })).toBe(true);
    expect(esObjeto(null)).toBe(false);
    expect(esObjeto([1])).toBe(false);
    expect(esObjeto('texto')).toBe(false);
  });

  it('codigoDe lee el código de texto de cualquier error; mensajeDe, el mensaje de lo que sea que se lanzó', () => {
    expect(codigoDe(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe('ENOENT');
    expect(codigoDe({ code: 23505 })).toBeUndefined();
    expect(codigoDe('texto')).toBeUndefined();
    expect(mensajeDe(new Error('falló'))).toBe('falló');
    expect(mensajeDe('texto')).toBe('texto');
  });
});

describe('constantes de la especificación', () => {
  it('límites y valores por defecto de préstamo', () => {
    expect(LIMITES).toMatchObject({ tamanoPagina: 10, dashboard: 200, recientes: 5, fotoMaxEntrada: 5 * 1024 * 1024 });
    expect(PRESTAMO_DEFAULTS).toEqual({
      interes: 10,
      cuotas: 30,
      modalidad: 'semanal',
      tipoAmortizacion: 'capital_final',
      estado: 'activo',
    });
  });
});

describe('bandaDiasMora', () => {
  it('sin atraso no hay banda', () => {
    expect(bandaDiasMora(0)).toBeNull();
    expect(bandaDiasMora(-3)).toBeNull();
    expect(bandaDiasMora(Number.NaN)).toBeNull();
  });

  it('agrupa los días en las bandas de 8, 15 y 30', () => {
    expect(bandaDiasMora(1)?.clave).toBe('1-8');
    expect(bandaDiasMora(8)?.clave).toBe('1-8');
    expect(bandaDiasMora(8.5)?.clave).toBe('9-15');
    expect(bandaDiasMora(15)?.clave).toBe('9-15');
    expect(bandaDiasMora(16)?.clave).toBe('16-30');
    expect(bandaDiasMora(30)?.clave).toBe('16-30');
    expect(bandaDiasMora(31)?.clave).toBe('31+');
    expect(bandaDiasMora(400)?.clave).toBe('31+');
  });

  it('las bandas se suceden sin huecos', () => {
    for (let i = 1; i < RANGOS_MORA.length; i++) {
      expect(RANGOS_MORA[i].desde).toBe((RANGOS_MORA[i - 1].hasta ?? 0) + 1);
    }
  });
});
