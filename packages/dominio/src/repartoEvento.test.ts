import fc from 'fast-check';
import { cuadra, reglaDelReparto, totalCreditos, totalDebitos, type CajaEfectivo, type LineaRegla, type SaldoContable } from './contabilidad';
import { repartirEvento, saldoDespues, type EventoPrestamo } from './repartoEvento';

// El oráculo: otra manera de decir la regla, escrita aquí sin usar el código que se prueba. Un interés es admisible si
// no baja más interés ni más capital de los que hay; de los admisibles, el más cercano al que se desea.
function masCercanoAdmisible(monto: number, hay: { capital: number; interes: number }, deseado: number): number {
  let mejor = -1;
  for (let i = 0; i <= monto; i++) {
    if (i > hay.interes || monto - i > hay.capital) continue;
    if (mejor < 0 || Math.abs(i - deseado) < Math.abs(mejor - deseado)) mejor = i;
  }
  if (mejor < 0) throw new Error('sin interés admisible');
  return mejor;
}

function oraculo(evento: EventoPrestamo, saldo: SaldoContable): { capital: number; interes: number; perdonado: [number, number] } {
  const total = saldo.capital + saldo.interes;
  switch (evento.tipo) {
    case 'cobro': {
      const deseado =
        evento.interes.tipo === 'plan' ? evento.interes.interesPlan : Math.round((evento.monto * saldo.interes) / total);
      const interes = masCercanoAdmisible(evento.monto, saldo, deseado);
      return { capital: evento.monto - interes, interes, perdonado: [0, 0] };
    }
    case 'liquidacion': {
      // Se paga capital peso a peso hasta que se acaba; lo que sobra es interés; lo que falta se perdona.
      let capital = 0;
      let interes = 0;
      for (let peso = 0; peso < evento.monto; peso++) {
        if (capital < saldo.capital) capital++;
        else interes++;
      }
      return { capital, interes, perdonado: [saldo.capital - capital, saldo.interes - interes] };
    }
    case 'reversion': {
      const { resto } = evento;
      const monto = Math.min(evento.monto, resto.monto);
      const deseado =
        evento.deseado === 'proporcional' ? Math.round((monto * resto.interes) / resto.monto) : evento.deseado;
      const interes = masCercanoAdmisible(monto, { capital: resto.monto - resto.interes, interes: resto.interes }, deseado);
      return { capital: monto - interes, interes, perdonado: [0, 0] };
    }
    case 'condonacion': {
      const monto = Math.min(evento.monto, total);
      const primero = evento.capitalPrimero ? Math.min(monto, saldo.capital) : Math.min(monto, saldo.interes);
      return evento.capitalPrimero
        ? { capital: primero, interes: monto - primero, perdonado: [0, 0] }
        : { capital: monto - primero, interes: primero, perdonado: [0, 0] };
    }
    default:
      throw new Error(`sin oráculo para ${evento.tipo}`);
  }
}

/** Lo que un comprobante baja de la cartera de capital y de interés del préstamo (créditos − débitos). */
function bajaDeCartera(lineas: readonly LineaRegla[]): { capital: number; interes: number } {
  const neto = (clave: string) => lineas.filter((l) => l.cuenta === clave).reduce((t, l) => t + l.credito - l.debito, 0);
  return { capital: neto('cartera_capital'), interes: neto('cartera_intereses') };
}

/** El efectivo que el comprobante pone (débitos − créditos) en cajas, cobradores y cuentas de recaudo. */
function efectivoDe(lineas: readonly LineaRegla[]): number {
  return lineas.filter((l) => typeof l.cuenta !== 'string').reduce((t, l) => t + l.debito - l.credito, 0);
}

const caja: fc.Arbitrary<CajaEfectivo> = fc.oneof(
  fc.constant<CajaEfectivo>({ tipo: 'oficina' }),
  fc.constant<CajaEfectivo>({ tipo: 'cobrador', cobradorId: 'c1' }),
  fc.constant<CajaEfectivo>({ tipo: 'cuenta_pago', cuentaPagoId: 'b1' }),
);

const saldo = fc.record({ capital: fc.integer({ min: 0, max: 3000 }), interes: fc.integer({ min: 0, max: 1500 }) });

/** Un evento que cabe en el saldo, con lo que el libro del préstamo sabe de él. */
const eventoYSaldo: fc.Arbitrary<[EventoPrestamo, SaldoContable]> = saldo
  .filter((s) => s.capital + s.interes > 0)
  .chain((s) => {
    const total = s.capital + s.interes;
    const monto = fc.integer({ min: 0, max: total });
    const mora = fc.integer({ min: 0, max: 500 });
    const cobro = fc.record({
      tipo: fc.constant<'cobro'>('cobro'),
      monto,
      mora,
      caja,
      interes: fc.oneof(
        fc.record({ tipo: fc.constant<'plan'>('plan'), interesPlan: fc.integer({ min: 0, max: 2000 }) }),
        fc.constant<{ tipo: 'proporcional' }>({ tipo: 'proporcional' }),
      ),
    }).map((e): EventoPrestamo => ({ ...e, efectivo: e.monto + e.mora }));
    const liquidacion = fc
      .record({ tipo: fc.constant<'liquidacion'>('liquidacion'), monto, mora, caja })
      .map((e): EventoPrestamo => ({ ...e, efectivo: e.monto + e.mora }));
    const condonacion = fc
      .record({
        tipo: fc.constant<'condonacion'>('condonacion'),
        monto: fc.integer({ min: 1, max: total + 500 }),
        mora,
        capitalPrimero: fc.boolean(),
        interesCuotas: fc.integer({ min: 0, max: 2000 }),
      })
      .map((e): EventoPrestamo => e);
    const reversion = fc
      .record({ restoMonto: fc.integer({ min: 1, max: 3000 }), parte: fc.double({ min: 0, max: 1, noNaN: true }) })
      .chain(({ restoMonto, parte }) =>
        fc.record({
          tipo: fc.constant<'reversion'>('reversion'),
          monto: fc.integer({ min: 0, max: restoMonto + 200 }),
          mora,
          caja,
          resto: fc.constant({ monto: restoMonto, interes: Math.floor(restoMonto * parte) }),
          deseado: fc.oneof(fc.integer({ min: 0, max: 2000 }), fc.constant<'proporcional'>('proporcional')),
        }),
      )
      .map((e): EventoPrestamo => ({ ...e, efectivo: -(e.monto + e.mora) }));
    return fc.tuple(fc.oneof(cobro, liquidacion, condonacion, reversion), fc.constant(s));
  });

describe('el procesador de eventos: un reparto para el libro del préstamo y el libro mayor', () => {
  it('un cobro de 300.000 sobre 1.000.000 de capital y 100.000 de interés con 50.000 de interés en las cuotas', () => {
    const r = repartirEvento(
      { tipo: 'cobro', monto: 30_000_000, mora: 500_000, efectivo: 30_500_000, caja: { tipo: 'oficina' }, interes: { tipo: 'plan', interesPlan: 5_000_000 } },
      { capital: 100_000_000, interes: 10_000_000 },
    );
    expect(r).toMatchObject({ capital: 25_000_000, interes: 5_000_000, mora: 500_000, efectivo: 30_500_000, enCartera: true });
    expect(bajaDeCartera(reglaDelReparto('p', r))).toEqual({ capital: 25_000_000, interes: 5_000_000 });
  });

  it('la condonación del resto de una liquidación no vuelve a perdonar en el mayor: el saldo ya está en cero', () => {
    const r = repartirEvento(
      { tipo: 'condonacion', monto: 9_756_098, mora: 0, capitalPrimero: false, interesCuotas: 9_756_098 },
      { capital: 0, interes: 0 },
    );
    expect(r).toMatchObject({ capital: 0, interes: 9_756_098, enCartera: false });
    expect(reglaDelReparto('p', r)).toEqual([]);
  });

  it('reparte como el oráculo, y el comprobante asienta exactamente el reparto', () => {
    fc.assert(
      fc.property(eventoYSaldo, ([evento, s]) => {
        const r = repartirEvento(evento, s);
        const esperado = oraculo(evento, s);
        expect([r.capital, r.interes]).toEqual([esperado.capital, esperado.interes]);
        expect([r.perdonado.capital, r.perdonado.interes]).toEqual(esperado.perdonado);
        expect(r.capital).toBeGreaterThanOrEqual(0);
        expect(r.interes).toBeGreaterThanOrEqual(0);
        // El segundo escritor: el comprobante cuadra, baja de la cartera lo repartido y mueve el efectivo repartido.
        const lineas = reglaDelReparto('p', r);
        expect(lineas.length === 0 || cuadra(lineas)).toBe(true);
        expect(totalDebitos(lineas)).toBe(totalCreditos(lineas));
        const signo = r.tipo === 'reversion' ? -1 : 1;
        expect(bajaDeCartera(lineas)).toEqual({
          capital: signo * (r.capital + r.perdonado.capital) || 0,
          interes: signo * (r.interes + r.perdonado.interes) || 0,
        });
        if (r.tipo === 'cobro' || r.tipo === 'liquidacion' || r.tipo === 'reversion')
          expect(efectivoDe(lineas)).toBe(signo * (r.capital + r.interes) || 0);
        // Nada deja la cartera en negativo, salvo la reversión, que la devuelve.
        if (r.tipo !== 'reversion') {
          const despues = saldoDespues(s, r);
          expect(despues.capital).toBeGreaterThanOrEqual(0);
          expect(despues.interes).toBeGreaterThanOrEqual(0);
        }
      }),
      { seed: 67, numRuns: 300 },
    );
  });

  it('el desembolso y su anulación: capital lo que salió, interés el resto de lo pactado; la anulación lo deshace', () => {
    const desembolso = repartirEvento({ tipo: 'desembolso', pactado: 120_000, efectivo: -100_000 }, { capital: 0, interes: 0 });
    const anulacion = repartirEvento({ tipo: 'anulacion', pactado: 120_000, efectivo: 100_000 }, { capital: 100_000, interes: 20_000 });
    expect([desembolso.capital, desembolso.interes, anulacion.capital, anulacion.interes]).toEqual([100_000, 20_000, 100_000, 20_000]);
    expect(saldoDespues(saldoDespues({ capital: 0, interes: 0 }, desembolso), anulacion)).toEqual({ capital: 0, interes: 0 });
    expect(bajaDeCartera([...reglaDelReparto('p', desembolso), ...reglaDelReparto('p', anulacion)])).toEqual({ capital: 0, interes: 0 });
  });
});
