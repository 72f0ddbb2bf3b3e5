import { promesasPorCobrador, type PromesaDeCobrador } from './promesasCobrador';

const promesa = (cambios: Partial<PromesaDeCobrador>): PromesaDeCobrador => ({
  cobradorId: 'c1',
  nombre: 'Ana',
  fechaPromesa: '2026-11-20',
  monto: 10_000,
  pagado: 0,
  ...cambios,
});

describe('las promesas de pago por cobrador', () => {
  it('cumplida si se pagó lo prometido; incumplida si pasó la fecha sin pagarlo; si no, pendiente', () => {
    // Hoy 2026-11-25. Ana: 10.000 pagado 10.000 (cumplida), 20.000,50 pagado 5.000 el 24 (incumplida), 7.500 para el
    // 25 sin pagar (pendiente: la fecha es hoy) → 3 promesas, 10.000 + 20.000,50 + 7.500 = 37.500,50 prometidos.
    // Beto: 3.000 pagado 4.000 el 30 (cumplida antes de su fecha) → 1 promesa, 3.000.
    const filas = promesasPorCobrador(
      [
        promesa({ monto: 10_000, pagado: 10_000 }),
        promesa({ monto: 20_000.5, pagado: 5_000, fechaPromesa: '2026-11-24' }),
        promesa({ monto: 7_500, fechaPromesa: '2026-11-25' }),
        promesa({
          cobradorId: 'c2',
          nombre: 'Beto',
          monto: 3_000,
          pagado: 4_000,
          fechaPromesa: '2026-11-30',
        }),
      ],
      '2026-11-25',
    );
    expect(filas).toEqual([
      {
        cobrador: { _id: 'c1', nombre: 'Ana' },
        promesas: 3,
        cumplidas: 1,
        incumplidas: 1,
        pendientes: 1,
        montoPrometido: 37_500.5,
      },
      {
        cobrador: { _id: 'c2', nombre: 'Beto' },
        promesas: 1,
        cumplidas: 1,
        incumplidas: 0,
        pendientes: 0,
        montoPrometido: 3_000,
      },
    ]);
  });

  it('los montos se suman en centavos: 0,10 + 0,20 son 0,30', () => {
    const [fila] = promesasPorCobrador([promesa({ monto: 0.1 }), promesa({ monto: 0.2 })], '2026-11-01');
    expect(fila.montoPrometido).toBe(0.3);
  });

  it('sin promesas, ninguna fila', () => {
    expect(promesasPorCobrador([], '2026-11-25')).toEqual([]);
  });
});
