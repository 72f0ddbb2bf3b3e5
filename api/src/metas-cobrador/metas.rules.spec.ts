import { esPeriodoValido, estadoMeta, porcentajeAvance } from './metas.rules';

describe('reglas de metas', () => {
  const base = { metaMonto: 1000, metaCobros: 2, montoAlcanzado: 0, cobrosRealizados: 0, fechaVencimiento: '2026-11-30' };

  it('periodo AAAA-MM', () => {
    expect(esPeriodoValido('2026-11')).toBe(true);
    expect(esPeriodoValido('2026-13')).toBe(false);
    expect(esPeriodoValido('2026-1')).toBe(false);
    expect(esPeriodoValido('2026-11-01')).toBe(false);
    expect(esPeriodoValido(202611)).toBe(false);
  });

  it('porcentaje con un decimal y meta 0 alcanzada', () => {
    expect(porcentajeAvance(500, 1000)).toBe(50);
    expect(porcentajeAvance(1, 3)).toBe(33.3);
    expect(porcentajeAvance(2500, 1000)).toBe(250);
    expect(porcentajeAvance(0, 0)).toBe(100);
  });

  it('estado derivado', () => {
    expect(estadoMeta(base, '2026-11-10')).toBe('pendiente');
    expect(estadoMeta({ ...base, cobrosRealizados: 1, montoAlcanzado: 10 }, '2026-11-10')).toBe('en_progreso');
    expect(estadoMeta({ ...base, cobrosRealizados: 2, montoAlcanzado: 999 }, '2026-11-30')).toBe('en_progreso');
    expect(estadoMeta({ ...base, cobrosRealizados: 2, montoAlcanzado: 1000 }, '2026-12-10')).toBe('completada');
    expect(estadoMeta({ ...base, cobrosRealizados: 5, montoAlcanzado: 10 }, '2026-12-01')).toBe('vencida');
    expect(estadoMeta(base, '2026-12-01')).toBe('vencida');
  });
});
