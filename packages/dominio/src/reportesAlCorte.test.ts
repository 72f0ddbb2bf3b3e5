import fc from 'fast-check';
import { ESTADOS_PRESTAMO, ESTADOS_PRESTAMO_ABIERTO } from './constantes';
import { estadoPrestamo } from './estadoLibro';
import { estadoAlCorte, type PrestamoAlCorte } from './reportesAlCorte';

const CORTE = '2026-10-31';
const fecha = fc
  .integer({ min: 0, max: 120 })
  .map((d) => new Date(Date.UTC(2026, 8, 1 + d)).toISOString().slice(0, 10));

describe('estadoAlCorte', () => {
  const base: PrestamoAlCorte = {
    estadoHoy: 'cancelado',
    desembolsado: true,
    anulado: false,
    castigado: false,
    reenganchado: false,
    conSaldo: true,
    conCuotasVencidas: true,
    planVencido: false,
  };

  it('un préstamo anulado después del corte estaba en mora ese día, no cancelado', () => {
    expect(estadoAlCorte(base, CORTE)).toBe('mora');
    expect(estadoAlCorte({ ...base, conCuotasVencidas: false }, CORTE)).toBe('activo');
    expect(estadoAlCorte({ ...base, planVencido: true }, CORTE)).toBe('vencido');
    expect(estadoAlCorte({ ...base, conSaldo: false }, CORTE)).toBe('pagado');
  });

  it('los finales cuentan por su asiento hasta el corte; sin desembolso, una solicitud (o la rechazada de hoy)', () => {
    expect(estadoAlCorte({ ...base, anulado: true, conSaldo: false }, CORTE)).toBe('cancelado');
    expect(estadoAlCorte({ ...base, castigado: true, conSaldo: false }, CORTE)).toBe('castigado');
    expect(estadoAlCorte({ ...base, reenganchado: true, conSaldo: false }, CORTE)).toBe('reenganchado');
    expect(estadoAlCorte({ ...base, desembolsado: false, estadoHoy: 'activo' }, CORTE)).toBe('solicitado');
    expect(estadoAlCorte({ ...base, desembolsado: false, estadoHoy: 'rechazado' }, CORTE)).toBe('rechazado');
  });

  it('propiedad: es la regla del libro (estadoPrestamo) sobre las cifras del corte, y el estado de hoy no cuenta', () => {
    const caso = fc.record({
      estadoHoy: fc.constantFrom(...ESTADOS_PRESTAMO),
      otroHoy: fc.constantFrom(...ESTADOS_PRESTAMO),
      saldo: fc.integer({ min: 0, max: 1_000_000_000 }),
      cuotasVencidas: fc.integer({ min: 0, max: 60 }),
      vencimiento: fecha,
    });
    fc.assert(
      fc.property(caso, ({ estadoHoy, otroHoy, saldo, cuotasVencidas, vencimiento }) => {
        const alCorte: PrestamoAlCorte = {
          estadoHoy,
          desembolsado: true,
          anulado: false,
          castigado: false,
          reenganchado: false,
          conSaldo: saldo > 0,
          conCuotasVencidas: cuotasVencidas > 0,
          planVencido: vencimiento < CORTE,
        };
        const libro = estadoPrestamo(
          { estado: 'activo', saldoPendiente: saldo, cuotasVencidas, fechaVencimiento: vencimiento },
          CORTE,
        );
        expect(estadoAlCorte(alCorte, CORTE)).toBe(libro);
        expect(estadoAlCorte({ ...alCorte, estadoHoy: otroHoy }, CORTE)).toBe(libro);
        if (saldo > 0) expect(ESTADOS_PRESTAMO_ABIERTO).toContain(libro);
      }),
    );
  });
});
