import fc from 'fast-check';
import { MENSAJES_REENGANCHE, efectivoReenganche, montoAdicionalMinimo, type TerminosReenganche } from './reenganche';

const adelantado = (saldoAnterior: number, montoAdicional: number, interes = 20): TerminosReenganche => ({
  saldoAnterior,
  montoAdicional,
  interes,
  tipoAmortizacion: 'interes_adelantado',
});

describe('efectivo de un reenganche', () => {
  it('sin interés adelantado sale exactamente el monto adicional', () => {
    for (const tipoAmortizacion of ['amortizable', 'capital_final'] as const) {
      expect(efectivoReenganche({ saldoAnterior: 550_000, montoAdicional: 0, interes: 20, tipoAmortizacion })).toEqual({
        monto: 550_000,
        interesRetenido: 0,
        efectivo: 0,
      });
      expect(efectivoReenganche({ saldoAnterior: 550_000, montoAdicional: 80_000, interes: 20, tipoAmortizacion }).efectivo).toBe(80_000);
    }
  });

  it('con interés adelantado y sin monto adicional, el interés retenido no lo entrega nadie: efectivo negativo', () => {
    expect(efectivoReenganche(adelantado(550_000, 0))).toEqual({ monto: 550_000, interesRetenido: 110_000, efectivo: -110_000 });
    expect(efectivoReenganche(adelantado(550_000, 200_000))).toEqual({ monto: 750_000, interesRetenido: 150_000, efectivo: 50_000 });
  });

  it('el monto adicional mínimo deja el efectivo en cero o más, y uno menos ya no alcanza', () => {
    expect(montoAdicionalMinimo(adelantado(550_000, 0))).toBe(137_500);
    expect(efectivoReenganche(adelantado(550_000, 137_500)).efectivo).toBe(0);
    expect(montoAdicionalMinimo(adelantado(550_000, 200_000))).toBe(200_000);
    expect(montoAdicionalMinimo(adelantado(550_000, 0, 100))).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 9_999 }), (saldo, adicional, centesimas) => {
        const terminos = adelantado(saldo, adicional, centesimas / 100);
        const minimo = montoAdicionalMinimo(terminos);
        // Con un interés de casi el 100 % puede no haber monto adicional dentro del máximo de un préstamo.
        if (minimo === null) return;
        expect(efectivoReenganche({ ...terminos, montoAdicional: minimo }).efectivo).toBeGreaterThanOrEqual(0);
        if (minimo > adicional) expect(efectivoReenganche({ ...terminos, montoAdicional: minimo - 1 }).efectivo).toBeLessThan(0);
      }),
    );
  });

  it('pagar primero el faltante y sumarlo al monto adicional da el mismo préstamo nuevo sin sacar efectivo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 50_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 1, max: 9_999 }), (saldo, adicional, centesimas) => {
        const terminos = adelantado(saldo, adicional, centesimas / 100);
        const antes = efectivoReenganche(terminos);
        fc.pre(antes.efectivo < 0);
        const faltante = -antes.efectivo;
        // Sólo en préstamos de unos pocos pesos el redondeo del interés puede pedir todo el saldo.
        fc.pre(faltante < saldo);
        const despues = efectivoReenganche(adelantado(saldo - faltante, adicional + faltante, centesimas / 100));
        expect(despues).toEqual({ monto: antes.monto, interesRetenido: antes.interesRetenido, efectivo: 0 });
      }),
    );
  });

  it('el mensaje dice cuánto pagar primero y el monto adicional que alcanza', () => {
    const terminos = adelantado(550_000, 0);
    expect(MENSAJES_REENGANCHE.efectivoNegativo(efectivoReenganche(terminos), terminos, 137_500)).toBe(
      'El reenganche no alcanza para el interés adelantado: el préstamo nuevo de $\u00a0550.000 retiene $\u00a0110.000 de ' +
        'interés y cancela $\u00a0550.000 del anterior, así que el cliente tendría que poner $\u00a0110.000. Registre primero ' +
        'ese pago como cobro del préstamo anterior y haga después el reenganche con $\u00a0110.000 de monto adicional (el ' +
        'préstamo nuevo queda igual y no sale efectivo); o, sin ese pago, pida al menos $\u00a0137.500 de monto adicional.',
    );
  });
});
