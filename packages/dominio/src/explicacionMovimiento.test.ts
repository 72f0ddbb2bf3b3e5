import { explicarMovimiento } from './explicacionMovimiento';

const simple = { tipoAmortizacion: 'amortizable' as const, prestamoOrigenNumero: null, montoRefinanciado: 0 };
const adelantado = { ...simple, tipoAmortizacion: 'interes_adelantado' as const };
const reenganche = { ...simple, prestamoOrigenNumero: 7, montoRefinanciado: 300_000 };

describe('lo que el contrato y los libros dicen distinto, en palabras', () => {
  it('interés adelantado: el desembolso dice lo pactado, lo entregado y lo retenido (1.100.000 − 1.000.000 = 100.000)', () => {
    expect(explicarMovimiento({ tipo: 'desembolso', monto: 1_100_000, interes: 100_000, efectivo: -1_000_000 }, adelantado)).toBe(
      'Interés adelantado: de $\u00a01.100.000 pactados, el cliente recibió $\u00a01.000.000 y $\u00a0100.000 de interés se ' +
        'retuvieron al desembolsar. Según el contrato ese interés ya se pagó; en los libros es interés diferido que se ' +
        'reconoce a medida que se cobra el préstamo.',
    );
  });

  it('reenganche: el desembolso dice cuánto del saldo anterior pasó y cuánto se entregó', () => {
    expect(explicarMovimiento({ tipo: 'desembolso', monto: 900_000, interes: 100_000, efectivo: -500_000 }, reenganche)).toMatch(
      /^Reenganche del préstamo #7: \$\s300\.000 de su saldo pasan a este préstamo y \$\s500\.000 se entregaron en efectivo/,
    );
  });

  it('los pagos de esos préstamos dicen que su interés es proporcional y por qué', () => {
    expect(explicarMovimiento({ tipo: 'cobro', monto: 50_000, interes: 4_545, efectivo: 50_000 }, adelantado)).toBe(
      'En los libros, $\u00a04.545 de este pago son interés, en proporción a lo que falta por cobrar: las cuotas no ' +
        'separan el interés retenido al desembolsar.',
    );
    expect(explicarMovimiento({ tipo: 'liquidacion', monto: 50_000, interes: 0, efectivo: 50_000 }, reenganche)).toMatch(
      /interés refinanciado del préstamo #7\.$/,
    );
  });

  it('el reenganche en el préstamo anterior: el interés según el contrato y el de los libros, con el préstamo nuevo', () => {
    const reenganchado = { ...simple, reenganchadoEn: { numero: 9, interesContrato: 37_500 } };
    expect(explicarMovimiento({ tipo: 'reenganche', monto: 500_000, interes: 0, efectivo: 0 }, reenganchado)).toBe(
      'El saldo de $\u00a0500.000 pasó al préstamo #9. Según el contrato, las cuotas que pasaron llevaban $\u00a037.500 de ' +
        'interés, que ahora es parte de las cuotas del préstamo #9. En los libros, $\u00a00 de ese saldo son interés ' +
        'pactado aún sin cobrar: pasa al préstamo nuevo como interés diferido y se reconoce a medida que se cobre.',
    );
  });

  it('cuando el contrato y los libros dicen lo mismo, nada', () => {
    expect(explicarMovimiento({ tipo: 'desembolso', monto: 1_100_000, interes: 100_000, efectivo: -1_000_000 }, simple)).toBeNull();
    expect(explicarMovimiento({ tipo: 'cobro', monto: 10_000, interes: 1_000, efectivo: 10_000 }, simple)).toBeNull();
    expect(explicarMovimiento({ tipo: 'condonacion', monto: 10_000, interes: 1_000, efectivo: 0 }, adelantado)).toBeNull();
  });
});
