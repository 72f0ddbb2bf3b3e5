import fc from 'fast-check';
import {
  cobroPropuesto,
  debeHoy,
  deudaDeCuotas,
  diasVencido,
  maximoCobro,
  MENSAJES_DEUDA,
  totalParaCancelar,
  validarMontoCobro,
  type DeudaPrestamo,
} from './deudaHoy';
import { MENSAJES } from './validacion';

const deuda = (cambios: Partial<DeudaPrestamo>): DeudaPrestamo => ({
  mora: 0,
  vencido: 0,
  cuotaHoy: 0,
  saldoPendiente: 0,
  ...cambios,
});

describe('lo que un préstamo debe hoy y lo más que se le cobra', () => {
  // Las cifras, sumadas a mano: 588.000 de saldo y 5.261 de mora → 593.261.
  it('la parada de la demo: debe hoy 593.261 y se aceptan exactamente 593.261', () => {
    const parada = deuda({ mora: 5_261, vencido: 470_400, cuotaHoy: 117_600, saldoPendiente: 588_000 });
    expect(debeHoy(parada)).toBe(593_261);
    expect(maximoCobro(parada)).toBe(593_261);
    expect(validarMontoCobro(593_261, parada)).toBeNull();
    expect(validarMontoCobro(593_262, parada)).toBe('El monto supera lo que se debe: hasta $\u00a0593.261 (saldo y mora)');
  });

  it('al día: lo de hoy; con cuotas por delante, nunca el saldo entero', () => {
    // 110.000 de hoy + 0 vencido; saldo 440.000.
    expect(debeHoy(deuda({ cuotaHoy: 110_000, saldoPendiente: 440_000 }))).toBe(110_000);
    // 30.000 vencido + 10.000 de hoy + 1.234 de mora = 41.234.
    expect(debeHoy(deuda({ mora: 1_234, vencido: 30_000, cuotaHoy: 10_000, saldoPendiente: 100_000 }))).toBe(41_234);
  });

  it('lo vencido que pasa el saldo (abonos a cuotas futuras) se recorta al saldo más la mora', () => {
    // 25.000 de saldo + 500 de mora = 25.500, aunque las cuotas vencidas sumen 30.000.
    expect(debeHoy(deuda({ mora: 500, vencido: 20_000, cuotaHoy: 10_000, saldoPendiente: 25_000 }))).toBe(25_500);
  });

  it('sin mora, el mensaje habla del saldo', () => {
    expect(validarMontoCobro(100_001, deuda({ saldoPendiente: 100_000 }))).toBe(
      'El monto supera el saldo pendiente del préstamo: hasta $\u00a0100.000',
    );
  });

  it('la regla de todo monto va primero; sin deuda conocida, sólo ella', () => {
    expect(validarMontoCobro(undefined, deuda({ saldoPendiente: 10 }))).toBe(MENSAJES.montoObligatorio);
    expect(validarMontoCobro(10.5, deuda({ saldoPendiente: 10 }))).toBe(MENSAJES.montoEntero);
    expect(validarMontoCobro(0, null, MENSAJES.montoInvalido)).toBe(MENSAJES.montoInvalido);
    expect(validarMontoCobro(5_000_000, null)).toBeNull();
  });

  const enteros = fc.integer({ min: 0, max: 10_000_000_000 });
  const deudas = fc.record({ mora: enteros, vencido: enteros, cuotaHoy: enteros, saldoPendiente: enteros });

  it('lo que se propone hoy siempre se acepta (si es al menos un peso)', () => {
    fc.assert(
      fc.property(deudas, (d) => {
        const propuesto = debeHoy(d);
        expect(propuesto).toBeLessThanOrEqual(maximoCobro(d));
        if (propuesto >= 1 && propuesto <= 999_999_999_999) expect(validarMontoCobro(propuesto, d)).toBeNull();
      }),
    );
  });

  it('se acepta hasta lo que cancela el préstamo y ni un peso más', () => {
    fc.assert(
      fc.property(deudas, fc.integer({ min: 1, max: 999_999_999_999 }), (d, monto) => {
        const aceptado = validarMontoCobro(monto, d) === null;
        expect(aceptado).toBe(monto <= d.mora + d.saldoPendiente);
      }),
    );
  });

  it('debe hoy es la mora más lo vencido más lo de hoy, recortado a lo que cancela el préstamo', () => {
    fc.assert(
      fc.property(deudas, (d) => {
        const sinTope = d.mora + d.vencido + d.cuotaHoy;
        expect(debeHoy(d)).toBe(sinTope <= d.mora + d.saldoPendiente ? sinTope : d.mora + d.saldoPendiente);
        expect(totalParaCancelar(d)).toBe(d.mora + d.saldoPendiente);
      }),
    );
  });

  it('el mensaje nombra el máximo', () => {
    expect(MENSAJES_DEUDA.superaMaximo(1_000, 0)).toContain('$\u00a01.000');
  });
});

describe('los días que un préstamo lleva vencido', () => {
  it('desde su primera cuota impaga hasta la fecha; al día, sin cuota impaga o con ella en el futuro, 0', () => {
    // Del 28 de octubre al 3 de noviembre de 2026: 4 días de octubre (28→1) más 2 de noviembre = 6.
    expect(diasVencido('2026-10-28', '2026-11-03')).toBe(6);
    expect(diasVencido('2026-11-02', '2026-11-03')).toBe(1);
    expect(diasVencido('2026-11-03', '2026-11-03')).toBe(0);
    expect(diasVencido('2026-11-10', '2026-11-03')).toBe(0);
    expect(diasVencido(null, '2026-11-03')).toBe(0);
  });
});

describe('lo que propone un cobro de la oficina', () => {
  const HOY = '2026-11-28';
  const plan = [
    { fechaProgramada: '2026-11-26', saldoRestante: 0 },
    { fechaProgramada: '2026-11-27', saldoRestante: 51_250 },
    { fechaProgramada: '2026-11-28', saldoRestante: 51_250 },
    { fechaProgramada: '2026-11-29', saldoRestante: 51_250 },
    { fechaProgramada: '2026-11-30', saldoRestante: 51_250 },
  ];

  it('propone lo vencido y la cuota de hoy con la mora, no el saldo entero', () => {
    expect(deudaDeCuotas(plan, HOY, 1_200)).toEqual({ mora: 1_200, vencido: 51_250, cuotaHoy: 51_250, saldoPendiente: 205_000 });
    expect(cobroPropuesto(plan, HOY, 1_200)).toBe(103_700);
  });

  it('al día, propone la próxima cuota', () => {
    expect(cobroPropuesto(plan, '2026-11-25', 0)).toBe(51_250);
    expect(cobroPropuesto([], HOY, 0)).toBe(0);
  });

  const cuota = fc.record({
    fechaProgramada: fc.constantFrom('2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'),
    saldoRestante: fc.integer({ min: 0, max: 10_000_000 }),
  });

  it('lo propuesto nunca pasa de lo que cancela el préstamo y siempre se acepta', () => {
    fc.assert(
      fc.property(fc.array(cuota, { maxLength: 12 }), fc.integer({ min: 0, max: 1_000_000 }), (cuotas, mora) => {
        const deuda = deudaDeCuotas(cuotas, HOY, mora);
        const propuesto = cobroPropuesto(cuotas, HOY, mora);
        expect(propuesto).toBeLessThanOrEqual(maximoCobro(deuda));
        if (propuesto >= 1) expect(validarMontoCobro(propuesto, deuda)).toBeNull();
        // With something due today or before, it is exactly what is due today.
        if (deuda.vencido + deuda.cuotaHoy > 0) expect(propuesto).toBe(debeHoy(deuda));
      }),
    );
  });
});
