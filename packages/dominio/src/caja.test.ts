import {
  LIMITES_GASTOS_DEFECTO,
  MENSAJES_CAJA,
  cobrosSinEntrega,
  errorAbonoFaltante,
  errorFechaAbono,
  esperadoEntrega,
  estadoEntregaCobrador,
  resumenEntregasCobradores,
  estadoGastoNuevo,
  exigeFotoGasto,
  validarLimitesGastos,
  validarMontoCaja,
} from './caja';
import { MONTO_PAGO_MAXIMO } from './validacion';
import fc from 'fast-check';

describe('caja de cobradores', () => {
  it('un abono a un faltante no pasa lo que el cobrador debe, ni se abona sin deuda', () => {
    expect(errorAbonoFaltante(5_000, 5_000)).toBeNull();
    expect(errorAbonoFaltante(2_000, 5_000)).toBeNull();
    expect(errorAbonoFaltante(5_001, 5_000)).toBe(MENSAJES_CAJA.abonoSuperaDeuda(5_000));
    expect(MENSAJES_CAJA.abonoSuperaDeuda(5_000)).toMatch(/\$\s5\.000/);
    expect(errorAbonoFaltante(1, 0)).toBe(MENSAJES_CAJA.sinDeuda);
    expect(errorFechaAbono('2026-11-27', '2026-11-27', 3)).toBeNull();
    expect(errorFechaAbono('2026-11-24', '2026-11-27', 3)).toBeNull();
    expect(errorFechaAbono('2026-11-23', '2026-11-27', 3)).toBe(MENSAJES_CAJA.abonoAntiguo(3));
    expect(errorFechaAbono('2026-11-28', '2026-11-27', 3)).toBe(MENSAJES_CAJA.abonoFuturo);
  });

  it('lo esperado de una entrega: cobros y efectivo inicial menos gastos, en centavos exactos', () => {
    expect(esperadoEntrega({ cobros: 150_000, saldoInicial: 20_000, gastos: 12_500 })).toBe(157_500);
    // 0,1 + 0,2 − 0,3 en coma flotante no es 0; en centavos sí.
    expect(esperadoEntrega({ cobros: 0.1, saldoInicial: 0.2, gastos: 0.3 })).toBe(0);
    expect(esperadoEntrega({ cobros: 10_000.55, saldoInicial: 0, gastos: 0.56 })).toBe(9_999.99);
    // Gastos que superan lo cobrado: negativo (la entrega no se registra).
    expect(esperadoEntrega({ cobros: 5_000, saldoInicial: 0, gastos: 5_000.01 })).toBe(-0.01);
    // Para cualquier monto de dos decimales, el resultado es la cuenta en centavos enteros.
    const centavos = fc.integer({ min: 0, max: 100_000_000_00 });
    fc.assert(
      fc.property(centavos, centavos, centavos, (c, s, g) => {
        expect(esperadoEntrega({ cobros: c / 100, saldoInicial: s / 100, gastos: g / 100 })).toBe((c + s - g) / 100);
      }),
      { numRuns: 200, seed: 51 },
    );
  });

  it('los cobros sin entrega son los de la caja menos los de la entrega por confirmar', () => {
    expect(cobrosSinEntrega({ cantidadCobros: 0, entregaPendiente: null })).toBe(0);
    expect(cobrosSinEntrega({ cantidadCobros: 3, entregaPendiente: null })).toBe(3);
    const entrega = { cantidadCobros: 2 } as Parameters<typeof cobrosSinEntrega>[0]['entregaPendiente'];
    expect(cobrosSinEntrega({ cantidadCobros: 2, entregaPendiente: entrega })).toBe(0);
    expect(cobrosSinEntrega({ cantidadCobros: 5, entregaPendiente: entrega })).toBe(3);
  });

  it('una entrega por confirmar no es «todos entregaron»: cada fila y la cuenta de arriba dicen lo mismo', () => {
    const entrega = { cantidadCobros: 2 } as Parameters<typeof cobrosSinEntrega>[0]['entregaPendiente'];
    expect(estadoEntregaCobrador({ cantidadCobros: 0, entregaPendiente: null })).toBe('al-dia');
    expect(estadoEntregaCobrador({ cantidadCobros: 3, entregaPendiente: null })).toBe('sin-entregar');
    expect(estadoEntregaCobrador({ cantidadCobros: 2, entregaPendiente: entrega })).toBe('por-confirmar');
    // Cobró más después de entregar: primero la oficina confirma lo entregado.
    expect(estadoEntregaCobrador({ cantidadCobros: 5, entregaPendiente: entrega })).toBe('por-confirmar');
    expect(
      resumenEntregasCobradores([
        { cantidadCobros: 2, entregaPendiente: entrega },
        { cantidadCobros: 0, entregaPendiente: null },
      ]),
    ).toEqual({ 'por-confirmar': 1, 'sin-entregar': 0, 'al-dia': 1 });
    // Para cualquier lista, la cuenta es la de sus filas y suma todos los cobradores.
    const caja = fc.record({
      cantidadCobros: fc.integer({ min: 0, max: 20 }),
      entregaPendiente: fc.option(fc.constant(entrega), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(caja, { maxLength: 12 }), (cajas) => {
        const resumen = resumenEntregasCobradores(cajas);
        expect(resumen['por-confirmar'] + resumen['sin-entregar'] + resumen['al-dia']).toBe(cajas.length);
        expect(resumen['por-confirmar']).toBe(cajas.filter((c) => c.entregaPendiente !== null).length);
        expect(resumen['al-dia']).toBe(cajas.filter((c) => estadoEntregaCobrador(c) === 'al-dia').length);
      }),
      { numRuns: 100, seed: 70 },
    );
  });

  it('lo entregado o recibido son pesos enteros de 0 al tope de un monto (la API y los formularios de entrega)', () => {
    const mensaje = MENSAJES_CAJA.montoEntregadoInvalido;
    for (const valor of [0, 1, 149_000, MONTO_PAGO_MAXIMO]) expect(validarMontoCaja(valor, mensaje)).toBeNull();
    for (const valor of [-1, 0.5, MONTO_PAGO_MAXIMO + 1, Number.NaN, '100', null, undefined]) {
      expect(validarMontoCaja(valor, mensaje)).toBe(mensaje);
    }
  });
});

describe('límites de los gastos de cobradores', () => {
  const limites = { gastoMaximo: 50_000, gastosDiaMaximo: 100_000 };

  it('un gasto de más del límite por gasto, o que con lo aceptado del día pasa el del día, espera aprobación', () => {
    expect(estadoGastoNuevo(50_000, 0, limites)).toEqual({ estado: 'aceptado', limitePasado: null });
    expect(estadoGastoNuevo(50_001, 0, limites)).toEqual({ estado: 'pendiente', limitePasado: 'gasto' });
    expect(estadoGastoNuevo(30_000, 70_000, limites)).toEqual({ estado: 'aceptado', limitePasado: null });
    expect(estadoGastoNuevo(30_000, 70_001, limites)).toEqual({ estado: 'pendiente', limitePasado: 'dia' });
  });

  it('la foto se exige sólo por encima del umbral', () => {
    expect(exigeFotoGasto(20_000, { fotoDesde: 20_000 })).toBe(false);
    expect(exigeFotoGasto(20_001, { fotoDesde: 20_000 })).toBe(true);
  });

  it('los límites son pesos enteros de 0 en adelante y el del día no es menor que el de cada gasto', () => {
    expect(validarLimitesGastos(LIMITES_GASTOS_DEFECTO)).toEqual({});
    expect(validarLimitesGastos({ gastoMaximo: -1, gastosDiaMaximo: 10.5, fotoDesde: '5' })).toEqual({
      gastoMaximo: MENSAJES_CAJA.limiteGastoInvalido,
      gastosDiaMaximo: MENSAJES_CAJA.limiteDiaInvalido,
      fotoDesde: MENSAJES_CAJA.fotoDesdeInvalido,
    });
    expect(validarLimitesGastos({ gastoMaximo: 60_000, gastosDiaMaximo: 50_000, fotoDesde: 0 })).toEqual({
      gastosDiaMaximo: 'El límite por día no puede ser menor que el límite por gasto',
    });
  });
});
