import { centavos as c } from '@cartera/dominio';
import fc from 'fast-check';
import { asignarACuotasAntiguas, planRevertirCuota, type CuotaPorCobrar } from './asignacion.rules';

const cuota = (numero: number, pendiente: number): CuotaPorCobrar => ({ id: `c${numero}`, numero, pendiente: c(pendiente) });

describe('asignarACuotasAntiguas', () => {
  it('paga primero la cuota más antigua y abona a la última que alcanza', () => {
    const resultado = asignarACuotasAntiguas([cuota(1, 1000), cuota(2, 1000), cuota(3, 1000)], c(2500));
    expect(resultado).toEqual({
      aplicaciones: [
        { cuotaId: 'c1', monto: 1000 },
        { cuotaId: 'c2', monto: 1000 },
        { cuotaId: 'c3', monto: 500 },
      ],
      sobrante: 0,
    });
  });

  it('salta las cuotas ya pagadas y respeta el número aunque lleguen desordenadas', () => {
    const resultado = asignarACuotasAntiguas([cuota(3, 1000), cuota(1, 0), cuota(2, 400)], c(900));
    expect(resultado.aplicaciones).toEqual([
      { cuotaId: 'c2', monto: 400 },
      { cuotaId: 'c3', monto: 500 },
    ]);
  });

  it('informa el sobrante cuando el monto supera lo que se debe', () => {
    expect(asignarACuotasAntiguas([cuota(1, 300)], c(500))).toEqual({
      aplicaciones: [{ cuotaId: 'c1', monto: 300 }],
      sobrante: 200,
    });
  });

  it('rechaza montos que no son centavos positivos', () => {
    expect(() => asignarACuotasAntiguas([cuota(1, 300)], c(0))).toThrow(RangeError);
    expect(() => asignarACuotasAntiguas([cuota(1, 300)], c(1.5))).toThrow(RangeError);
  });

  it('nunca aplica más de lo pendiente y reparte exactamente el monto (propiedad)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 5_000_000 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 300_000_000 }),
        (pendientes, monto) => {
          const cuotas = pendientes.map((pendiente, i) => cuota(i + 1, pendiente));
          const { aplicaciones, sobrante } = asignarACuotasAntiguas(cuotas, c(monto));
          const aplicado = aplicaciones.reduce((total, a) => total + a.monto, 0);
          expect(aplicado + sobrante).toBe(monto);
          const deuda = pendientes.reduce((total, p) => total + p, 0);
          expect(sobrante).toBe(Math.max(0, monto - deuda));
          for (const aplicacion of aplicaciones) {
            const destino = cuotas.find((c) => c.id === aplicacion.cuotaId)!;
            expect(aplicacion.monto).toBeGreaterThan(0);
            expect(aplicacion.monto).toBeLessThanOrEqual(destino.pendiente);
          }
          // Sólo la última cuota alcanzada puede quedar con abono parcial.
          aplicaciones.slice(0, -1).forEach((aplicacion) => {
            expect(aplicacion.monto).toBe(cuotas.find((c) => c.id === aplicacion.cuotaId)!.pendiente);
          });
        },
      ),
    );
  });
});

describe('planRevertirCuota', () => {
  it('elimina los cobros que sólo pagaban esa cuota y reduce los que pagaban otras', () => {
    const plan = planRevertirCuota([
      { cobroId: 'solo', monto: c(5000), montoCobro: c(5000) },
      { cobroId: 'compartido', monto: c(2000), montoCobro: c(9000) },
    ]);
    expect(plan).toEqual({ eliminar: ['solo'], reducir: [{ cobroId: 'compartido', montoNuevo: 7000 }] });
  });

  it('rechaza una aplicación mayor que su cobro (libro inconsistente)', () => {
    expect(() => planRevertirCuota([{ cobroId: 'x', monto: c(10), montoCobro: c(5) }])).toThrow(RangeError);
  });
});
