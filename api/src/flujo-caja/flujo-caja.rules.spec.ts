import {
  agruparPeriodos,
  errorFechaConsulta,
  finPeriodo,
  inicioPeriodo,
  periodosDelRango,
  tasaDeCobro,
  type DiaCaja,
} from './flujo-caja.rules';

const dia = (fecha: string, d: Partial<DiaCaja>): DiaCaja => ({
  fecha,
  cobros: 0,
  retenido: 0,
  ingresosOtros: 0,
  gastos: 0,
  comisiones: 0,
  egresosOtros: 0,
  ...d,
});

describe('flujo de caja: periodos', () => {
  it('inicio de semana (lunes), mes y trimestre', () => {
    expect(inicioPeriodo('2026-11-22', 'semanal')).toBe('2026-11-16'); // domingo → lunes anterior
    expect(inicioPeriodo('2026-11-16', 'semanal')).toBe('2026-11-16');
    expect(inicioPeriodo('2026-11-22', 'mensual')).toBe('2026-11-01');
    expect(inicioPeriodo('2026-11-22', 'trimestral')).toBe('2026-10-01');
    expect(inicioPeriodo('2026-03-31', 'trimestral')).toBe('2026-01-01');
  });

  it('fin de mes y trimestre, también en diciembre y febrero bisiesto', () => {
    expect(finPeriodo('2028-02-01', 'mensual')).toBe('2028-02-29');
    expect(finPeriodo('2026-12-01', 'mensual')).toBe('2026-12-31');
    expect(finPeriodo('2026-10-01', 'trimestral')).toBe('2026-12-31');
    expect(finPeriodo('2026-11-16', 'semanal')).toBe('2026-11-22');
  });

  it('los periodos cubren el rango, recortados en los extremos', () => {
    expect(periodosDelRango('2026-01-15', '2026-03-10', 'mensual')).toEqual([
      ['2026-01-15', '2026-01-31'],
      ['2026-02-01', '2026-02-28'],
      ['2026-03-01', '2026-03-10'],
    ]);
    expect(periodosDelRango('2026-01-01', '2026-12-31', 'diario')).toHaveLength(365);
    expect(periodosDelRango('2026-01-01', '2026-12-31', 'trimestral')).toHaveLength(4);
  });

  it('suma por periodo y acumula el saldo desde el saldo anterior', () => {
    const periodos = agruparPeriodos(
      [
        dia('2026-01-05', { cobros: 1000, egresosOtros: 300 }),
        dia('2026-02-10', { retenido: 50, gastos: 20, ingresosOtros: 5, comisiones: 1 }),
        dia('2025-12-31', { cobros: 999_999 }), // fuera del rango
      ],
      '2026-01-01',
      '2026-02-28',
      'mensual',
      10_000,
    );
    expect(periodos).toHaveLength(2);
    expect(periodos[0]).toMatchObject({
      fecha: '2026-01-01',
      fechaFin: '2026-01-31',
      ingresos: { cobros: 1000, nuevosPrestamos: 0, otros: 0, total: 1000 },
      egresos: { otros: 300, total: 300 },
      flujoNeto: 700,
      saldoAcumulado: 10_700,
    });
    expect(periodos[1]).toMatchObject({ flujoNeto: 34, saldoAcumulado: 10_734 });
  });

  it('tasa de cobro', () => {
    expect(tasaDeCobro(50, 200)).toBe(0.25);
    expect(tasaDeCobro(1, 3)).toBe(0.3333);
    expect(tasaDeCobro(0, 0)).toBeNull();
  });
});

describe('flujo de caja: fechas de la consulta', () => {
  it('van del 01/01/2000 al 31/12/2100, la ventana de las fechas de los préstamos; sin fecha, nada que revisar', () => {
    const fuera = 'La fecha debe estar entre el 01/01/2000 y el 31/12/2100';
    expect(errorFechaConsulta('9999-12-31')).toBe(fuera);
    expect(errorFechaConsulta('1999-12-31')).toBe(fuera);
    expect(errorFechaConsulta('2101-01-01')).toBe(fuera);
    for (const fecha of ['2000-01-01', '2026-11-22', '2100-12-31', undefined]) expect(errorFechaConsulta(fecha)).toBeNull();
    // En el borde, el último periodo trimestral todavía se puede calcular (el siguiente empieza en 2101).
    expect(periodosDelRango('2100-10-01', '2100-12-31', 'trimestral')).toEqual([['2100-10-01', '2100-12-31']]);
  });
});
