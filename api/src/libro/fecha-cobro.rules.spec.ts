import { errorFechaCobro } from './fecha-cobro.rules';

describe('errorFechaCobro', () => {
  const base = { fechaInicioPrestamo: '2026-11-01', hoy: '2026-11-23', retroactivoDias: 3 } as const;

  it('un cobro nunca es anterior al inicio del préstamo, para ningún rol', () => {
    expect(errorFechaCobro({ ...base, fecha: '2026-10-31', rol: 'admin' })).toBe(
      'La fecha del cobro no puede ser anterior al inicio del préstamo (01/11/2026)',
    );
    expect(errorFechaCobro({ ...base, fecha: '2026-11-01', rol: 'admin' })).toBeNull();
  });

  it('un cobrador fecha como mucho COBRO_RETROACTIVO_DIAS atrás; admin y gerente hasta el inicio', () => {
    expect(errorFechaCobro({ ...base, fecha: '2026-11-20', rol: 'cobrador' })).toBeNull();
    expect(errorFechaCobro({ ...base, fecha: '2026-11-19', rol: 'cobrador' })).toBe(
      'Un cobrador sólo puede registrar cobros de hasta 3 días atrás',
    );
    expect(errorFechaCobro({ ...base, fecha: '2026-11-19', rol: 'gerente' })).toBeNull();
    expect(errorFechaCobro({ ...base, fecha: '2026-11-22', rol: 'cobrador', retroactivoDias: 0 })).toBe(
      'Un cobrador sólo puede registrar cobros con la fecha de hoy',
    );
  });
});

describe('errorFechaCobro con la ventana de la organización', () => {
  const base = {
    fechaInicioPrestamo: '2024-01-01',
    hoy: '2026-11-23',
    retroactivoDias: 3,
    ventanaDias: 30,
  } as const;

  it('la oficina fecha dentro de la ventana; un cobrador sigue con COBRO_RETROACTIVO_DIAS', () => {
    expect(errorFechaCobro({ ...base, fecha: '2026-10-24', rol: 'admin' })).toBeNull();
    expect(errorFechaCobro({ ...base, fecha: '2026-10-23', rol: 'gerente' })).toBe(
      'La fecha del cobro no puede ser anterior al 24/10/2026: la organización admite fechas de hasta 30 días atrás (Configuración › Sistema)',
    );
    expect(errorFechaCobro({ ...base, fecha: '2026-11-19', rol: 'cobrador' })).toBe(
      'Un cobrador sólo puede registrar cobros de hasta 3 días atrás',
    );
  });
});
