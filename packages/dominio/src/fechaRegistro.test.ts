import { errorFechaRegistro } from './fechaRegistro';

describe('errorFechaRegistro', () => {
  const base = { hoy: '2026-11-23', diasAtras: 3 } as const;

  it('un gasto o un cobro de hasta N días atrás vale; uno más viejo o futuro, no', () => {
    expect(errorFechaRegistro({ ...base, fecha: '2026-11-20', registro: 'gastos' })).toBeNull();
    expect(errorFechaRegistro({ ...base, fecha: '2026-11-23', registro: 'gastos' })).toBeNull();
    expect(errorFechaRegistro({ ...base, fecha: '2026-11-19', registro: 'gastos' })).toBe(
      'Un cobrador sólo puede registrar gastos de hasta 3 días atrás',
    );
    expect(errorFechaRegistro({ ...base, fecha: '2001-01-01', registro: 'cobros' })).toBe(
      'Un cobrador sólo puede registrar cobros de hasta 3 días atrás',
    );
    expect(errorFechaRegistro({ ...base, fecha: '2026-11-24', registro: 'gastos' })).toBe(
      'La fecha del gasto no puede ser posterior a hoy',
    );
  });

  it('con 0 días, sólo hoy; con 1, en singular', () => {
    expect(errorFechaRegistro({ ...base, diasAtras: 0, fecha: '2026-11-22', registro: 'gastos' })).toBe(
      'Un cobrador sólo puede registrar gastos con la fecha de hoy',
    );
    expect(errorFechaRegistro({ ...base, diasAtras: 1, fecha: '2026-11-21', registro: 'cobros' })).toBe(
      'Un cobrador sólo puede registrar cobros de hasta 1 día atrás',
    );
  });
});
