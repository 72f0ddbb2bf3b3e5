import { corteDelMes, mesDe } from './periodos';

describe('periodos de la contabilidad', () => {
  it('el mes de un día va del primero al último, con los bisiestos', () => {
    expect(mesDe('2026-11-20')).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
    expect(mesDe('2028-02-10')).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
    expect(mesDe('2026-12-31')).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
  });

  it('el corte del balance general es el último día del mes, u hoy si el mes no ha terminado', () => {
    expect(corteDelMes('2026-10-01', '2026-11-20')).toBe('2026-10-31');
    expect(corteDelMes('2026-11-01', '2026-11-20')).toBe('2026-11-20');
    expect(corteDelMes('2026-11-01', '2026-11-30')).toBe('2026-11-30');
  });
});
