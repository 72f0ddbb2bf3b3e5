import { estadoCuota, estadoPrestamo, primeraImpaga, resumenMora, type CuotaLibro } from './estadoLibro';

const HOY = '2026-03-10';
const cuota = (
  fechaProgramada: string,
  montoTotal: number,
  montoPagado = 0,
  montoRefinanciado = 0,
  montoCondonado = 0,
): CuotaLibro => ({
  fechaProgramada,
  montoTotal,
  montoPagado,
  montoRefinanciado,
  montoCondonado,
});

describe('estadoCuota', () => {
  it('una cuota sin pagos que vence hoy o después está pendiente', () => {
    expect(estadoCuota(cuota('2026-03-10', 1000), HOY)).toBe('pendiente');
  });
  it('un abono antes del vencimiento la deja parcial', () => {
    expect(estadoCuota(cuota('2026-03-11', 1000, 400), HOY)).toBe('parcial');
  });
  it('con saldo y fecha anterior a hoy está vencida, aunque tenga abonos', () => {
    expect(estadoCuota(cuota('2026-03-09', 1000), HOY)).toBe('vencida');
    expect(estadoCuota(cuota('2026-03-09', 1000, 999), HOY)).toBe('vencida');
  });
  it('lo que faltaba, perdonado, la deja condonada y sin atraso aunque su fecha haya pasado', () => {
    expect(estadoCuota(cuota('2026-01-01', 1000, 600, 0, 400), HOY)).toBe('condonada');
    expect(estadoCuota(cuota('2026-01-01', 1000, 600, 0, 300), HOY)).toBe('vencida');
  });
  it('pagada por completo está pagada aunque su fecha haya pasado', () => {
    expect(estadoCuota(cuota('2026-01-01', 1000, 1000), HOY)).toBe('pagada');
  });
  it('una cuota de valor cero no se debe: está pagada', () => {
    expect(estadoCuota(cuota('2026-01-01', 0), HOY)).toBe('pagada');
  });
  it('cerrada por un reenganche está refinanciada', () => {
    expect(estadoCuota(cuota('2026-01-01', 1000, 300, 700), HOY)).toBe('refinanciada');
  });
});

describe('resumenMora', () => {
  it('cuenta las cuotas vencidas y promedia sus días de atraso', () => {
    const cuotas = [
      cuota('2026-03-01', 1000), // 9 días
      cuota('2026-03-08', 1000, 500), // 2 días
      cuota('2026-02-01', 1000, 1000), // pagada
      cuota('2026-03-15', 1000), // futura
    ];
    expect(resumenMora(cuotas, HOY)).toEqual({ cuotasVencidas: 2, diasMoraPromedio: 5.5 });
  });
  it('sin cuotas vencidas no hay mora', () => {
    expect(resumenMora([cuota('2026-03-10', 1000)], HOY)).toEqual({ cuotasVencidas: 0, diasMoraPromedio: 0 });
  });
});

describe('estadoPrestamo', () => {
  const base = {
    estado: 'activo' as const,
    saldoPendiente: 1000,
    cuotasVencidas: 0,
    fechaVencimiento: '2026-06-01',
  };
  it('al día está activo', () => expect(estadoPrestamo(base, HOY)).toBe('activo'));
  it('con una cuota vencida está en mora', () =>
    expect(estadoPrestamo({ ...base, cuotasVencidas: 1 }, HOY)).toBe('mora'));
  it('pasada la última fecha con saldo está vencido', () =>
    expect(estadoPrestamo({ ...base, cuotasVencidas: 4, fechaVencimiento: '2026-03-09' }, HOY)).toBe(
      'vencido',
    ));
  it('el día de la última cuota todavía no está vencido', () =>
    expect(estadoPrestamo({ ...base, fechaVencimiento: HOY }, HOY)).toBe('activo'));
  it('sin saldo está pagado, y vuelve atrás si el saldo reaparece', () => {
    expect(estadoPrestamo({ ...base, estado: 'mora', saldoPendiente: 0 }, HOY)).toBe('pagado');
    expect(estadoPrestamo({ ...base, estado: 'pagado' }, HOY)).toBe('activo');
  });
  it('cancelado y reenganchado no se mueven', () => {
    expect(estadoPrestamo({ ...base, estado: 'cancelado', saldoPendiente: 0 }, HOY)).toBe('cancelado');
    expect(estadoPrestamo({ ...base, estado: 'reenganchado', cuotasVencidas: 3 }, HOY)).toBe('reenganchado');
  });
});

describe('primeraImpaga', () => {
  it.each<[string, Array<[string, string]>, string | null]>([
    [
      'la fecha más antigua entre las cuotas pendientes, parciales o vencidas',
      [['pagada', '2026-01-01'], ['pendiente', '2026-01-09'], ['vencida', '2026-01-05'], ['parcial', '2026-01-07']],
      '2026-01-05',
    ],
    [
      'null si no queda ninguna impaga (pagadas, refinanciadas, anuladas)',
      [['pagada', '2026-01-01'], ['refinanciada', '2026-01-02'], ['anulada', '2026-01-03']],
      null,
    ],
    ['null sin cuotas', [], null],
  ])('es %s', (_caso, cuotas, esperada) => {
    expect(primeraImpaga(cuotas.map(([estado, fechaProgramada]) => ({ estado, fechaProgramada })))).toBe(esperada);
  });
});
