import fc from 'fast-check';
import { CLAVES_CUENTA, CUENTAS_BASE, cuadra, reglaFondeoCaja, reglaMovimientoCaja, type LineaRegla } from './contabilidad';
import { avisoCajaNegativa, decidirCajaDesembolso } from './fondeo';
import { CATEGORIAS_FONDEO, CATEGORIAS_MOVIMIENTO, TIPOS_MOVIMIENTO_CAJA } from './flujoCaja';
import { saldosPorCuenta } from './pruebas/saldos';

/** Débito − crédito por cuenta; la caja de la oficina es 'caja'. */
const saldos = (lineas: readonly LineaRegla[]) =>
  saldosPorCuenta(lineas, (caja) => (caja.tipo === 'oficina' ? 'caja' : 'cobrador'));

const CLASE = new Map(CUENTAS_BASE.map((c) => [c.clave, c.clase]));
const resultado = (lineas: readonly LineaRegla[]) =>
  lineas
    .filter((l) => typeof l.cuenta === 'string' && ['ingreso', 'gasto'].includes(CLASE.get(l.cuenta) ?? ''))
    .reduce((t, l) => t + l.credito - l.debito, 0);

describe('fondeo de la caja de la oficina', () => {
  it('cada cuenta del fondeo está en el plan con su clase', () => {
    expect(CLAVES_CUENTA).toEqual(expect.arrayContaining(['bancos', 'aportes_dueno', 'prestamos_recibidos']));
    expect(CLASE.get('bancos')).toBe('activo');
    expect(CLASE.get('aportes_dueno')).toBe('patrimonio');
    expect(CLASE.get('prestamos_recibidos')).toBe('pasivo');
  });

  it('los ejemplos, con sus cuentas escritas a mano', () => {
    // Aporte de capital de 50.000.000: caja +50.000.000, patrimonio (crédito) 50.000.000.
    expect(saldos(reglaFondeoCaja({ tipo: 'ingreso', categoria: 'capital', monto: 5_000_000_000 }))).toEqual({
      caja: 5_000_000_000,
      aportes_dueno: -5_000_000_000,
    });
    // Consignación de 3.000.000 al banco: sale de la caja, entra al banco.
    expect(saldos(reglaFondeoCaja({ tipo: 'egreso', categoria: 'banco', monto: 300_000_000 }))).toEqual({
      caja: -300_000_000,
      bancos: 300_000_000,
    });
    // Retiro del banco de 1.200.000: entra a la caja, sale del banco.
    expect(saldos(reglaFondeoCaja({ tipo: 'ingreso', categoria: 'banco', monto: 120_000_000 }))).toEqual({
      caja: 120_000_000,
      bancos: -120_000_000,
    });
    // Préstamo recibido de 10.000.000 y un abono de 2.500.000: la deuda queda en 7.500.000.
    const prestamo = [
      ...reglaFondeoCaja({ tipo: 'ingreso', categoria: 'prestamo_recibido', monto: 1_000_000_000 }),
      ...reglaFondeoCaja({ tipo: 'egreso', categoria: 'prestamo_recibido', monto: 250_000_000 }),
    ];
    expect(saldos(prestamo)).toEqual({ caja: 750_000_000, prestamos_recibidos: -750_000_000 });
    // Retiro del dueño de 400.000: sale de la caja y baja el patrimonio.
    expect(saldos(reglaFondeoCaja({ tipo: 'egreso', categoria: 'capital', monto: 40_000_000 }))).toEqual({
      caja: -40_000_000,
      aportes_dueno: 40_000_000,
    });
  });

  it('un movimiento de caja de fondeo usa la regla del fondeo; los de resultado siguen en ingresos y gastos', () => {
    expect(reglaMovimientoCaja({ tipo: 'ingreso', categoria: 'capital', monto: 100 })).toEqual(
      reglaFondeoCaja({ tipo: 'ingreso', categoria: 'capital', monto: 100 }),
    );
    expect(saldos(reglaMovimientoCaja({ tipo: 'ingreso', categoria: 'otros', monto: 100 }))).toEqual({
      caja: 100,
      otros_ingresos: -100,
    });
  });

  it('propiedad: el fondeo cuadra, mueve la caja lo que dice su tipo y nunca cambia la utilidad', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CATEGORIAS_FONDEO),
        fc.constantFrom(...TIPOS_MOVIMIENTO_CAJA),
        fc.integer({ min: 1, max: 9_999_999_999_99 }),
        (categoria, tipo, monto) => {
          const lineas = reglaFondeoCaja({ tipo, categoria, monto });
          expect(cuadra(lineas)).toBe(true);
          expect(saldos(lineas).caja).toBe(tipo === 'ingreso' ? monto : -monto);
          expect(resultado(lineas)).toBe(0);
        },
      ),
    );
  });

  it('propiedad: una secuencia de movimientos de caja cambia la utilidad sólo por los de resultado', () => {
    const movimiento = fc.record({
      tipo: fc.constantFrom(...TIPOS_MOVIMIENTO_CAJA),
      categoria: fc.constantFrom(...CATEGORIAS_MOVIMIENTO),
      monto: fc.integer({ min: 1, max: 1_000_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(movimiento, { maxLength: 30 }), (movimientos) => {
        const lineas = movimientos.flatMap((m) => reglaMovimientoCaja(m));
        const esperado = movimientos
          .filter((m) => ['gastos', 'comisiones', 'otros'].includes(m.categoria))
          .reduce((t, m) => t + (m.tipo === 'ingreso' ? m.monto : -m.monto), 0);
        expect(resultado(lineas)).toBe(esperado);
        const caja = movimientos.reduce((t, m) => t + (m.tipo === 'ingreso' ? m.monto : -m.monto), 0);
        expect(saldos(lineas).caja ?? 0).toBe(caja);
      }),
    );
  });
});

describe('efectivo disponible para un desembolso', () => {
  it('alcanza cuando cabe, con lo justo, y cuando no sale efectivo', () => {
    expect(decidirCajaDesembolso({ disponible: 100, desembolso: 100, politica: 'rechazar' })).toEqual({ tipo: 'alcanza' });
    expect(decidirCajaDesembolso({ disponible: -500, desembolso: 0, politica: 'rechazar' })).toEqual({ tipo: 'alcanza' });
  });

  it('rechaza con lo disponible en el mensaje, o avisa cuánto queda la caja', () => {
    // Caja con 300.000, desembolso de 500.000.
    const rechazo = decidirCajaDesembolso({ disponible: 30_000_000, desembolso: 50_000_000, politica: 'rechazar' });
    expect(rechazo).toEqual({
      tipo: 'rechazar',
      mensaje: expect.stringContaining('supera el efectivo disponible en la caja de la oficina ($\u00a0300.000)'),
    });
    const aviso = decidirCajaDesembolso({ disponible: 30_000_000, desembolso: 50_000_000, politica: 'advertir' });
    expect(aviso.tipo).toBe('advertir');
    expect(aviso.tipo === 'advertir' && aviso.mensaje).toContain('la caja queda en -$\u00a0200.000');
    // Con la caja ya en negativo, lo disponible es 0.
    const sinCaja = decidirCajaDesembolso({ disponible: -1_000, desembolso: 100, politica: 'rechazar' });
    expect(sinCaja.tipo === 'rechazar' && sinCaja.mensaje).toContain('($\u00a00)');
  });

  it('propiedad: alcanza si y sólo si el desembolso cabe', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.constantFrom('advertir' as const, 'rechazar' as const),
        (disponible, desembolso, politica) => {
          const decision = decidirCajaDesembolso({ disponible, desembolso, politica });
          expect(decision.tipo === 'alcanza').toBe(desembolso === 0 || desembolso <= disponible);
          if (decision.tipo !== 'alcanza') expect(decision.tipo).toBe(politica);
        },
      ),
    );
  });

  it('el balance dice por qué una caja está en negativo y calla si no lo está', () => {
    expect(avisoCajaNegativa('Caja de la oficina', 0)).toBeNull();
    expect(avisoCajaNegativa('Caja de la oficina', -11_147_747_000)).toContain(
      '«Caja de la oficina» está en -$\u00a0111.477.470: salió más efectivo del que se registró en ella',
    );
  });
});
