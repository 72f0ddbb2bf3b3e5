import fc from 'fast-check';
import {
  ajustarADiaHabil,
  aNumeroDia,
  desdeNumeroDia,
  diaSemana,
  diasDelMes,
  diferenciaDias,
  domingoDePascua,
  esDiaHabilColombia,
  esDomingo,
  esFechaValida,
  esFestivoColombia,
  festivosColombia,
  sumarDias,
  sumarMeses,
} from './fechas';

describe('fechas de negocio', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2026-13-01', false],
    ['2026-1-5', false],
    ['2026-01-05T00:00:00Z', false],
    [20260105, false],
  ])('%j es una fecha válida: %s (sólo fechas de calendario reales con formato YYYY-MM-DD)', (fecha, valida) =>
    expect(esFechaValida(fecha)).toBe(valida),
  );

  it('sumarDias cruza meses, años y años bisiestos', () => {
    expect(sumarDias('2026-01-31', 1)).toBe('2026-02-01');
    expect(sumarDias('2024-02-28', 1)).toBe('2024-02-29');
    expect(sumarDias('2026-12-31', 1)).toBe('2027-01-01');
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28');
    expect(sumarDias('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('sumarMeses conserva el día o cae en el fin de mes', () => {
    expect(sumarMeses('2026-01-31', 1)).toBe('2026-02-28');
    expect(sumarMeses('2024-01-31', 1)).toBe('2024-02-29');
    expect(sumarMeses('2026-01-31', 2)).toBe('2026-03-31');
    expect(sumarMeses('2026-01-31', 3)).toBe('2026-04-30');
    expect(sumarMeses('2026-11-15', 2)).toBe('2027-01-15');
    expect(sumarMeses('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('diaSemana cuenta desde el domingo como Date#getDay', () => {
    expect(diaSemana('2026-11-22')).toBe(0);
    expect(diaSemana('2026-11-23')).toBe(1);
    expect(diaSemana('1970-01-01')).toBe(4);
    expect(diaSemana('1969-12-31')).toBe(3);
    expect(esDomingo('2026-11-22')).toBe(true);
    expect(esDomingo('2026-11-21')).toBe(false);
  });

  it('diferenciaDias es positiva cuando la segunda fecha es posterior', () => {
    expect(diferenciaDias('2026-01-01', '2026-03-01')).toBe(59);
    expect(diferenciaDias('2026-03-01', '2026-01-01')).toBe(-59);
    expect(diferenciaDias('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('una fecha inválida no se calcula en silencio', () => {
    expect(() => sumarDias('2026-02-30', 1)).toThrow(RangeError);
    expect(() => sumarMeses('ayer', 1)).toThrow("Fecha inválida: 'ayer'");
  });

  it('coincide con Date en UTC para cualquier fecha entre 1900 y 2200', () => {
    fc.assert(
      fc.property(fc.integer({ min: -25567, max: 84006 }), fc.integer({ min: -1000, max: 1000 }), (numero, dias) => {
        const esperado = new Date(numero * 86_400_000);
        const fecha = desdeNumeroDia(numero);
        expect(fecha).toBe(esperado.toISOString().slice(0, 10));
        expect(diaSemana(fecha)).toBe(esperado.getUTCDay());
        expect(aNumeroDia(fecha)).toBe(numero);
        expect(diferenciaDias(fecha, sumarDias(fecha, dias))).toBe(dias);
      }),
    );
  });

  it('sumarMeses cae en el mismo día o en el último día del mes destino', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10000, max: 60000 }), fc.integer({ min: -200, max: 1200 }), (numero, meses) => {
        const fecha = desdeNumeroDia(numero);
        const resultado = sumarMeses(fecha, meses);
        const [anio, mes, dia] = fecha.split('-').map(Number);
        const [anioR, mesR, diaR] = resultado.split('-').map(Number);
        expect(anioR * 12 + mesR - (anio * 12 + mes)).toBe(meses);
        expect(diaR).toBe(Math.min(dia, diasDelMes(anioR, mesR)));
      }),
    );
  });
});

describe('festivos de Colombia', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('el domingo de Pascua de %d es el %s', (anio, pascua) => expect(domingoDePascua(anio)).toBe(pascua));

  it('2025: lista oficial (San Pedro y Sagrado Corazón coinciden el 30 de junio)', () => {
    expect(festivosColombia(2025)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-03-24',
      '2025-04-17',
      '2025-04-18',
      '2025-05-01',
      '2025-06-02',
      '2025-06-23',
      '2025-06-30',
      '2025-07-20',
      '2025-08-07',
      '2025-08-18',
      '2025-10-13',
      '2025-11-03',
      '2025-11-17',
      '2025-12-08',
      '2025-12-25',
    ]);
  });

  it('2026: lista oficial de 18 festivos', () => {
    expect(festivosColombia(2026)).toEqual([
      '2026-01-01',
      '2026-01-12',
      '2026-03-23',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-05-18',
      '2026-06-08',
      '2026-06-15',
      '2026-06-29',
      '2026-07-20',
      '2026-08-07',
      '2026-08-17',
      '2026-10-12',
      '2026-11-02',
      '2026-11-16',
      '2026-12-08',
      '2026-12-25',
    ]);
  });

  it('los festivos trasladables y los de Pascua caen siempre en lunes, salvo Jueves y Viernes Santo', () => {
    for (let anio = 1990; anio <= 2100; anio++) {
      const festivos = festivosColombia(anio);
      expect(festivos.length).toBeGreaterThanOrEqual(16);
      expect(festivos.length).toBeLessThanOrEqual(18);
      const pascua = domingoDePascua(anio);
      const fijos = ['01-01', '05-01', '07-20', '08-07', '12-08', '12-25'].map((md) => `${anio}-${md}`);
      const santos = [sumarDias(pascua, -3), sumarDias(pascua, -2)];
      for (const festivo of festivos) {
        if (!fijos.includes(festivo) && !santos.includes(festivo)) expect(diaSemana(festivo)).toBe(1);
      }
    }
  });

  it('devuelve una copia: quien la cambia no altera el cálculo', () => {
    festivosColombia(2026).push('2026-12-31');
    expect(festivosColombia(2026)).toHaveLength(18);
  });

  it.each([
    ['2026-03-23', true, false],
    ['2026-03-19', false, true],
    ['2026-03-22', false, false],
    ['2026-03-21', false, true],
  ])('el %s es festivo: %s; es día hábil de cobro: %s', (fecha, festivo, habil) => {
    expect(esFestivoColombia(fecha)).toBe(festivo);
    expect(esDiaHabilColombia(fecha)).toBe(habil);
  });

  it('ajustarADiaHabil salta domingos y festivos seguidos', () => {
    expect(ajustarADiaHabil('2026-03-22')).toBe('2026-03-24');
    expect(ajustarADiaHabil('2026-04-02')).toBe('2026-04-04');
    expect(ajustarADiaHabil('2026-04-04')).toBe('2026-04-04');
  });
});
