import fc from 'fast-check';
import {
  cuadra,
  interesDeUnPago,
  invertir,
  periodoAnterior,
  reglaCastigo,
  reglaCobro,
  reglaCondonacion,
  reglaDesembolso,
  reglaEntrega,
  deudaDespuesDeEntrega,
  reglaLiquidacion,
  reglaMora,
  reglaMovimientoCaja,
  reglaReenganche,
  reglaSaldoInicial,
  type LineaRegla,
  type SaldoContable,
} from './contabilidad';
import { saldosPorCuenta } from './pruebas/saldos';

/** Débito − crédito por cuenta (la caja de un cobrador, por su id). */
const saldos = (lineas: readonly LineaRegla[]) =>
  saldosPorCuenta(lineas, (caja) =>
    caja.tipo === 'oficina'
      ? 'caja'
      : caja.tipo === 'cuenta_pago'
        ? `cuenta_pago:${caja.cuentaPagoId}`
        : `cobrador:${caja.cobradorId}`,
  );

const s = (m: Record<string, number>, cuenta: string) => m[cuenta] ?? 0;

describe('reglas de causación del libro mayor', () => {
  it('los ejemplos del issue 44, con cifras calculadas a mano', () => {
    // Interés adelantado 1.000.000 al 20 %: salen 800.000; la cartera es 800.000 de capital y 200.000 de interés.
    const adelantado = saldos(
      reglaDesembolso({ prestamoId: 'p', efectivo: 800_000_00, pactado: 1_000_000_00 }),
    );
    expect(adelantado).toEqual({
      cartera_capital: 800_000_00,
      cartera_intereses: 200_000_00,
      caja: -800_000_00,
      intereses_diferidos: -200_000_00,
    });
    // Capital al final 1.000.000 al 10 %, liquidado por 1.000.000: vuelve el capital; se perdonan 100.000 de interés.
    const liquidacion = saldos(
      reglaLiquidacion({
        prestamoId: 'p',
        recibido: 1_000_000_00,
        descuento: 100_000_00,
        saldo: { capital: 1_000_000_00, interes: 100_000_00 },
        caja: { tipo: 'oficina' },
      }),
    );
    expect(s(liquidacion, 'descuentos_condonaciones')).toBe(0);
    expect(s(liquidacion, 'ingresos_intereses')).toBe(0);
    expect(s(liquidacion, 'intereses_diferidos')).toBe(100_000_00);
    // Reenganche de 1.000.000 al 20 % el primer día, sin adicional, en uno de 1.200.000 al 10 % (1.320.000 pactados):
    // la cartera de capital no crece; el interés nuevo son 120.000.
    const reenganche = saldos(
      reglaReenganche({
        anterior: { prestamoId: 'a', saldo: { capital: 1_000_000_00, interes: 200_000_00 } },
        nuevo: { prestamoId: 'b', pactado: 1_320_000_00 },
        efectivo: 0,
      }),
    );
    expect(s(reenganche, 'cartera_capital')).toBe(0);
    expect(s(reenganche, 'cartera_intereses')).toBe(120_000_00);
    expect(s(reenganche, 'intereses_diferidos')).toBe(-120_000_00);
    expect(s(reenganche, 'caja')).toBe(0);
  });

  const saldoArb = fc
    .record({ capital: fc.integer({ min: 0, max: 5e9 }), interes: fc.integer({ min: 0, max: 2e9 }) })
    .filter((x) => x.capital + x.interes > 0);

  it('todo comprobante cuadra, y su reverso también', () => {
    fc.assert(
      fc.property(
        saldoArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        (saldo, f, capitalPrimero) => {
          const total = saldo.capital + saldo.interes;
          const monto = Math.max(1, Math.round(total * f));
          const interes = interesDeUnPago(monto, saldo, { tipo: 'proporcional' });
          const comprobantes: LineaRegla[][] = [
            reglaDesembolso({ prestamoId: 'p', efectivo: saldo.capital, pactado: total }),
            reglaCobro({ prestamoId: 'p', monto, interes, caja: { tipo: 'cobrador', cobradorId: 'c' } }),
            reglaLiquidacion({
              prestamoId: 'p',
              recibido: monto,
              descuento: total - monto,
              saldo,
              caja: { tipo: 'oficina' },
            }),
            reglaCondonacion({ prestamoId: 'p', monto, saldo, capitalPrimero }),
            reglaCastigo({ prestamoId: 'p', saldo }),
            reglaEntrega({ cobradorId: 'c', esperado: monto, recibido: Math.round(monto * f), deuda: saldo.capital }),
            reglaMovimientoCaja({ tipo: f > 0.5 ? 'ingreso' : 'egreso', categoria: 'otros', monto }),
            reglaSaldoInicial(monto - total),
          ];
          for (const lineas of comprobantes.filter((c) => c.length > 0)) {
            expect(cuadra(lineas)).toBe(true);
            expect(cuadra(invertir(lineas))).toBe(true);
          }
        },
      ),
    );
  });

  it('la vida de un préstamo: el interés pactado se reparte sin perder un centavo entre cobrado, perdonado, castigado y pendiente', () => {
    const evento = fc.oneof(
      fc.record({
        tipo: fc.constant('cobro' as const),
        f: fc.double({ min: 0, max: 1, noNaN: true }),
        plan: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      fc.record({
        tipo: fc.constant('condonacion' as const),
        f: fc.double({ min: 0, max: 1, noNaN: true }),
        capitalPrimero: fc.boolean(),
      }),
      fc.record({ tipo: fc.constant('liquidacion' as const), f: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.record({ tipo: fc.constant('castigo' as const) }),
    );
    fc.assert(
      fc.property(
        saldoArb,
        fc.boolean(),
        fc.array(evento, { maxLength: 12 }),
        (inicial, proporcional, eventos) => {
          const todas: LineaRegla[] = [
            ...reglaDesembolso({
              prestamoId: 'p',
              efectivo: inicial.capital,
              pactado: inicial.capital + inicial.interes,
            }),
          ];
          // El saldo llevado aparte, con aritmética propia (no con las reglas).
          const saldo: SaldoContable = { ...inicial };
          let cobrado = 0;
          for (const e of eventos) {
            const total = saldo.capital + saldo.interes;
            if (total === 0) break;
            let lineas: LineaRegla[];
            if (e.tipo === 'cobro') {
              const monto = Math.max(1, Math.round(total * e.f));
              const interesPlan = Math.round(monto * e.plan);
              const interes = interesDeUnPago(
                monto,
                saldo,
                proporcional ? { tipo: 'proporcional' } : { tipo: 'plan', interesPlan },
              );
              // Nunca más interés ni más capital de lo que queda.
              expect(interes).toBeGreaterThanOrEqual(Math.max(0, monto - saldo.capital));
              expect(interes).toBeLessThanOrEqual(Math.min(monto, saldo.interes));
              lineas = reglaCobro({ prestamoId: 'p', monto, interes, caja: { tipo: 'oficina' } });
              saldo.capital -= monto - interes;
              saldo.interes -= interes;
              cobrado += monto;
            } else if (e.tipo === 'condonacion') {
              const monto = Math.max(1, Math.round(total * e.f));
              lineas = reglaCondonacion({ prestamoId: 'p', monto, saldo, capitalPrimero: e.capitalPrimero });
              const perdonado = saldos(lineas);
              // Interés primero: sólo se perdona capital cuando ya no queda interés (o si se pidió capital primero).
              if (!e.capitalPrimero && s(perdonado, 'descuentos_condonaciones') > 0) {
                expect(0 - s(perdonado, 'cartera_intereses')).toBe(saldo.interes);
              }
              saldo.capital += s(perdonado, 'cartera_capital');
              saldo.interes += s(perdonado, 'cartera_intereses');
            } else if (e.tipo === 'liquidacion') {
              const recibido = Math.round(total * e.f);
              lineas = reglaLiquidacion({
                prestamoId: 'p',
                recibido,
                descuento: total - recibido,
                saldo,
                caja: { tipo: 'oficina' },
              });
              // Lo recibido paga primero capital: hay ingreso por intereses sólo si se recibió más que el capital.
              expect(0 - s(saldos(lineas), 'ingresos_intereses')).toBe(Math.max(0, recibido - saldo.capital));
              cobrado += recibido;
              saldo.capital = 0;
              saldo.interes = 0;
            } else {
              lineas = reglaCastigo({ prestamoId: 'p', saldo });
              saldo.capital = 0;
              saldo.interes = 0;
            }
            expect(cuadra(lineas) || lineas.length === 0).toBe(true);
            todas.push(...lineas);
            const m = saldos(todas);
            // La cartera del mayor es el saldo llevado aparte, y nunca negativa.
            expect([s(m, 'cartera_capital'), s(m, 'cartera_intereses')]).toEqual([
              saldo.capital,
              saldo.interes,
            ]);
            expect(saldo.capital).toBeGreaterThanOrEqual(0);
            expect(saldo.interes).toBeGreaterThanOrEqual(0);
            // El diferido es siempre el interés pactado que falta por cobrar (el perdonado y el castigado salen de él).
            expect(0 - s(m, 'intereses_diferidos')).toBe(saldo.interes);
            // El efectivo: salió el capital prestado y entró lo cobrado.
            expect(s(m, 'caja')).toBe(cobrado - inicial.capital);
            // Lo que salió de la cartera es lo cobrado, lo perdonado y lo castigado.
            expect(inicial.capital + inicial.interes - saldo.capital - saldo.interes).toBe(
              cobrado +
                s(m, 'descuentos_condonaciones') +
                s(m, 'castigos_cartera') +
                (inicial.interes - saldo.interes + s(m, 'ingresos_intereses')),
            );
          }
        },
      ),
    );
  });

  it('la mora: causada es cartera contra diferido; cobrada es ingreso propio; perdonada no es gasto; cada comprobante cuadra', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.array(
          fc.tuple(fc.constantFrom('cobro', 'reversion', 'perdon'), fc.integer({ min: 1, max: 5_000_000 })),
          {
            maxLength: 30,
          },
        ),
        fc.boolean(),
        (causaciones, eventos, enCobrador) => {
          const caja = enCobrador ? ({ tipo: 'cobrador', cobradorId: 'c1' } as const) : undefined;
          const lineas: LineaRegla[] = [];
          let pendiente = 0;
          let cobrado = 0;
          for (const monto of causaciones) {
            const l = reglaMora({ evento: 'causacion', prestamoId: 'p', monto });
            expect(cuadra(l)).toBe(true);
            lineas.push(...l);
            pendiente += monto;
          }
          for (const [evento, pedido] of eventos) {
            // Nunca se cobra ni se perdona más de lo pendiente, ni se devuelve más de lo cobrado.
            const monto = Math.min(pedido, evento === 'reversion' ? cobrado : pendiente);
            if (monto === 0) continue;
            const l = reglaMora({ evento, prestamoId: 'p', monto, caja });
            expect(cuadra(l)).toBe(true);
            lineas.push(...l);
            if (evento === 'cobro') {
              pendiente -= monto;
              cobrado += monto;
            } else if (evento === 'reversion') {
              pendiente += monto;
              cobrado -= monto;
            } else pendiente -= monto;
          }
          const m = saldos(lineas);
          // Cuentas independientes de las reglas: lo pendiente y lo cobrado se llevaron aquí a mano.
          expect(s(m, 'cartera_mora')).toBe(pendiente);
          expect(s(m, 'mora_diferida')).toBe(0 - pendiente);
          expect(s(m, 'ingresos_mora')).toBe(0 - cobrado);
          expect(s(m, enCobrador ? 'cobrador:c1' : 'caja')).toBe(cobrado);
          // Ni gasto ni ingreso de intereses pactados.
          expect(s(m, 'descuentos_condonaciones')).toBe(0);
          expect(s(m, 'ingresos_intereses')).toBe(0);
        },
      ),
    );
  });

  it('un faltante se paga: el abono y el sobrante abonan primero la 136530 del cobrador y sólo el resto es ingreso', () => {
    // Cifras a mano: entrega de 100.000 con 95.000 recibidos → faltante 5.000; abono de 2.000 → debe 3.000; entrega
    // de 50.000 con 54.000 recibidos → el sobrante de 4.000 paga los 3.000 y 1.000 es ingreso. Queda debiendo 0.
    const lineas = [
      reglaEntrega({ cobradorId: 'c', esperado: 10_000_000, recibido: 9_500_000, deuda: 0 }),
      reglaEntrega({ cobradorId: 'c', esperado: 0, recibido: 200_000, deuda: 500_000 }),
      reglaEntrega({ cobradorId: 'c', esperado: 5_000_000, recibido: 5_400_000, deuda: 300_000 }),
    ];
    for (const l of lineas) expect(cuadra(l)).toBe(true);
    const [faltante, abono, sobrante] = lineas.map(saldos);
    expect(s(faltante, 'faltantes_cobradores')).toBe(500_000);
    expect(s(abono, 'faltantes_cobradores')).toBe(-200_000);
    expect(s(abono, 'caja')).toBe(200_000);
    expect(s(abono, 'sobrantes_caja')).toBe(0);
    expect(s(sobrante, 'faltantes_cobradores')).toBe(-300_000);
    expect(s(sobrante, 'sobrantes_caja')).toBe(-100_000);
    expect(deudaDespuesDeEntrega(300_000, 5_000_000, 5_400_000)).toBe(0);
  });

  it('la 136530 de un cobrador es su deuda recalculada a mano, nunca negativa, y sobrante + abono = lo que sobró', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 })), {
          maxLength: 30,
        }),
        (entregas) => {
          let deuda = 0;
          let cuenta136530 = 0;
          let ingreso = 0;
          // Recalculo aparte: la suma corrida de (esperado − recibido) menos su mínimo (nunca se debe menos de 0).
          let suma = 0;
          let minimo = 0;
          for (const [esperado, recibido] of entregas) {
            const m = saldos(reglaEntrega({ cobradorId: 'c', esperado, recibido, deuda: cuenta136530 }));
            cuenta136530 += s(m, 'faltantes_cobradores');
            ingreso -= s(m, 'sobrantes_caja');
            deuda = deudaDespuesDeEntrega(deuda, esperado, recibido);
            suma += esperado - recibido;
            minimo = Math.min(minimo, suma);
            expect(cuenta136530).toBe(suma - minimo);
            expect(cuenta136530).toBe(deuda);
            expect(cuenta136530).toBeGreaterThanOrEqual(0);
          }
          const sobrantes = entregas.reduce((t, [e, r]) => t + Math.max(0, r - e), 0);
          const faltantes = entregas.reduce((t, [e, r]) => t + Math.max(0, e - r), 0);
          expect(ingreso).toBe(sobrantes - (faltantes - cuenta136530));
        },
      ),
    );
  });

  it('el periodo anterior: el mes anterior para un mes, los mismos días justo antes si no', () => {
    expect(periodoAnterior('2026-03-01', '2026-03-31')).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(periodoAnterior('2026-01-01', '2026-01-31')).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
    expect(periodoAnterior('2026-03-10', '2026-03-19')).toEqual({ desde: '2026-02-28', hasta: '2026-03-09' });
  });
});
