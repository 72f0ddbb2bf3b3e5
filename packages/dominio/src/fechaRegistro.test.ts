import {
  errorFechaNegocio,
  errorFechaRegistro,
  erroresFechasPrestamo,
  validarDiasAtrasFechas,
} from './fechaRegistro';

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

describe('la ventana de fechas de la oficina', () => {
  const hoy = '2026-11-27';
  const ventana = { hoy, diasAtras: 365 };

  it('un préstamo del 31/12/2999 o del 03/01/2000 no vale; uno de hace 200 días sí', () => {
    expect(erroresFechasPrestamo({ ...ventana, fecha: '2999-12-31', fechaInicio: '2999-12-31' })).toEqual({
      fecha: 'La fecha del préstamo no puede ser posterior a hoy',
    });
    // 365 días antes del 27/11/2026: el 27/11/2025.
    expect(
      erroresFechasPrestamo({ ...ventana, fecha: '2000-01-03', fechaInicio: '2000-01-03' }),
    ).toMatchObject({
      fecha:
        'La fecha del préstamo no puede ser anterior al 27/11/2025: la organización admite fechas de hasta 365 días ' +
        'atrás (Configuración › Sistema)',
    });
    expect(erroresFechasPrestamo({ ...ventana, fecha: '2026-05-11', fechaInicio: '2026-05-11' })).toEqual({});
  });

  it('el inicio nunca antes de la fecha del préstamo que trae el cuerpo, ni antes de la ventana', () => {
    expect(erroresFechasPrestamo({ ...ventana, fecha: '2026-11-20', fechaInicio: '2026-11-19' })).toEqual({
      fechaInicio: 'La fecha de inicio no puede ser anterior a la fecha del préstamo (20/11/2026)',
    });
    expect(erroresFechasPrestamo({ ...ventana, fechaInicio: '2025-11-26' }).fechaInicio).toContain(
      'no puede ser anterior al 27/11/2025',
    );
    // Sin fecha en el cuerpo, un préstamo de hoy que empezó hace unos días (la cartera que ya corría) vale; un inicio
    // futuro también.
    expect(erroresFechasPrestamo({ ...ventana, fechaInicio: '2026-11-07' })).toEqual({});
    expect(erroresFechasPrestamo({ ...ventana, fecha: hoy, fechaInicio: '2026-12-07' })).toEqual({});
  });

  it('el ajuste son días enteros de 0 a 3650', () => {
    expect(validarDiasAtrasFechas(0)).toBeNull();
    expect(validarDiasAtrasFechas(3650)).toBeNull();
    for (const malo of [-1, 3651, 1.5, '30', null]) {
      expect(validarDiasAtrasFechas(malo)).toBe('Los días atrás deben ser un número entero de 0 a 3650');
    }
  });

  it('con 0 días, sólo hoy', () => {
    expect(errorFechaNegocio({ fecha: '2026-11-26', hoy, diasAtras: 0, nombre: 'del cobro' })).toBe(
      'La fecha del cobro no puede ser anterior al 27/11/2026: la organización admite fechas de hasta 0 días atrás (Configuración › Sistema)',
    );
    expect(errorFechaNegocio({ fecha: hoy, hoy, diasAtras: 0, nombre: 'del cobro' })).toBeNull();
  });
});
