import fc from 'fast-check';
import {
  cuadra,
  reglaAplicacionRecaudo,
  reglaCobro,
  reglaDevolucionRecaudo,
  reglaRecaudoPorAplicar,
  type LineaRegla,
} from './contabilidad';
import {
  cedulaSinCeros,
  cruzarExtracto,
  cruzarLineaExtracto,
  estadoAlLlegar,
  type DatosConciliacion,
} from './pagosCruce';
import { diferenciasConciliacion } from './conciliacion';
import { motivoCobroNoCorregible, validarDevolucionRecaudo, validarAplicacionSuspenso } from './pagosExtractos';
import { cajaPorTipo, saldosPorCuenta } from './pruebas/saldos';

/** Débito − crédito por cuenta (el banco por su cuenta de recaudo), sin las que quedan en 0. */
const saldos = (lineas: readonly LineaRegla[]) => saldosPorCuenta(lineas, cajaPorTipo, { sinCeros: true });

const PRESTAMO = '0190a5b0-0000-7000-8000-000000000001';
const OTRO = '0190a5b0-0000-7000-8000-000000000002';

describe('recaudos por aplicar en el libro mayor', () => {
  it('lo que no se cruzó entra al banco contra 2805, y aplicarlo deja el banco con un solo débito', () => {
    // 45.000 pesos (4.500.000 centavos) llegan sin dueño; después se aplican a un préstamo: 5.000 de interés.
    const entrada = reglaRecaudoPorAplicar({ cuentaPagoId: 'b1', monto: 4_500_000 });
    expect(saldos(entrada)).toEqual({ 'banco:b1': 4_500_000, recaudos_por_aplicar: -4_500_000 });
    const cobro = reglaCobro({
      prestamoId: PRESTAMO,
      monto: 4_500_000,
      interes: 500_000,
      caja: { tipo: 'cuenta_pago', cuentaPagoId: 'b1' },
    });
    const salida = reglaAplicacionRecaudo({ cuentaPagoId: 'b1', monto: 4_500_000 });
    expect(saldos([...entrada, ...cobro, ...salida])).toEqual({
      'banco:b1': 4_500_000,
      cartera_capital: -4_000_000,
      cartera_intereses: -500_000,
      intereses_diferidos: 500_000,
      ingresos_intereses: -500_000,
    });
  });

  it('propiedad: cada comprobante cuadra y entrada + salida dejan el banco y 2805 como estaban', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (monto) => {
        const entrada = reglaRecaudoPorAplicar({ cuentaPagoId: 'b', monto });
        const salida = reglaAplicacionRecaudo({ cuentaPagoId: 'b', monto });
        expect(cuadra(entrada) && cuadra(salida)).toBe(true);
        expect(saldos([...entrada, ...salida])).toEqual({});
      }),
      { numRuns: 100, seed: 53 },
    );
  });
});

describe('el cruce no cuenta dos veces un cobro ya registrado', () => {
  const datos: DatosConciliacion = {
    numerosPrestamo: new Set([1234, 77]),
    cedulas: new Set(['1020304050']),
    pendientes: [{ id: 't1', monto: 30_000, fecha: '2026-11-20' }],
    registrados: [
      { id: 'c-1234', monto: 50_000, fecha: '2026-11-19', numeroPrestamo: 1234, cedula: '99999999' },
      { id: 'c-77', monto: 30_000, fecha: '2026-11-21', numeroPrestamo: 77, cedula: '1020304050' },
    ],
  };
  const linea = (descripcion: string, valor: number, fecha = '2026-11-20') => ({ fecha, descripcion, valor });

  it('la referencia de un préstamo con su cobro del mismo valor a ±2 días: ese cobro; sin él, el préstamo', () => {
    expect(cruzarLineaExtracto(linea('REF 12344', 50_000), datos)).toEqual({
      tipo: 'cobro',
      cobroId: 'c-1234',
    });
    expect(cruzarLineaExtracto(linea('REF 12344', 50_000, '2026-11-25'), datos)).toEqual({
      tipo: 'referencia',
      numero: 1234,
    });
    expect(cruzarLineaExtracto(linea('REF 12344', 51_000), datos)).toEqual({
      tipo: 'referencia',
      numero: 1234,
    });
  });

  it('la cédula del banco (6 a 10 dígitos) encuentra la guardada con ceros a la izquierda (11 dígitos)', () => {
    const conCeros = { ...datos, registrados: [], cedulas: new Set([cedulaSinCeros('00052123456')]) };
    expect(cruzarLineaExtracto(linea('PAGO CC 52123456', 10_000), conCeros)).toEqual({
      tipo: 'cedula',
      cedula: '52123456',
    });
    expect(cruzarLineaExtracto(linea('PAGO CC 00052123456', 10_000), conCeros)).toEqual({
      tipo: 'cedula',
      cedula: '52123456',
    });
  });

  it('la cédula busca el cobro de ese cliente; sin nombre, cualquier cobro del mismo valor gana a la transferencia pendiente', () => {
    expect(cruzarLineaExtracto(linea('CC 1020304050', 30_000), datos)).toEqual({
      tipo: 'cobro',
      cobroId: 'c-77',
    });
    expect(cruzarLineaExtracto(linea('NEQUI', 30_000), datos)).toEqual({ tipo: 'cobro', cobroId: 'c-77' });
    expect(cruzarLineaExtracto(linea('NEQUI', 30_000), { ...datos, registrados: [] })).toEqual({
      tipo: 'transferencia',
      transferenciaId: 't1',
    });
  });
});

describe('el cruce de un extracto entero', () => {
  it('dos pagos iguales el mismo día con una sola transferencia por confirmar: una línea la confirma, la otra al suspenso', () => {
    const datos: DatosConciliacion = {
      numerosPrestamo: new Set(),
      cedulas: new Set(),
      pendientes: [{ id: 't1', monto: 20_000, fecha: '2026-11-20' }],
    };
    const linea = { fecha: '2026-11-20', descripcion: 'NEQUI', valor: 20_000 };
    expect(cruzarExtracto([linea, linea], datos)).toEqual([
      { tipo: 'transferencia', transferenciaId: 't1' },
      { tipo: 'suspenso' },
    ]);
  });

  it('propiedad: cada transferencia y cada cobro registrado se usa una vez, con su mismo valor y a ±2 días', () => {
    const dia = (n: number) => `2026-11-${String(10 + n).padStart(2, '0')}`;
    const arbPago = fc.record({
      dia: fc.integer({ min: 0, max: 8 }),
      monto: fc.constantFrom(10_000, 20_000, 30_000),
    });
    fc.assert(
      fc.property(
        fc.array(arbPago, { maxLength: 12 }),
        fc.array(arbPago, { maxLength: 6 }),
        fc.array(arbPago, { maxLength: 6 }),
        (lineas, pendientes, registrados) => {
          const datos: DatosConciliacion = {
            numerosPrestamo: new Set(),
            cedulas: new Set(),
            pendientes: pendientes.map((p, i) => ({ id: `t${i}`, monto: p.monto, fecha: dia(p.dia) })),
            registrados: registrados.map((r, i) => ({
              id: `c${i}`,
              monto: r.monto,
              fecha: dia(r.dia),
              numeroPrestamo: 1,
              cedula: '1',
            })),
          };
          const leidas = lineas.map((l) => ({
            fecha: dia(l.dia),
            descripcion: 'TRANSFERENCIA',
            valor: l.monto,
          }));
          const cruces = cruzarExtracto(leidas, datos);
          expect(cruces).toHaveLength(leidas.length);
          const usados = cruces.flatMap((c) =>
            c.tipo === 'transferencia' ? [c.transferenciaId] : c.tipo === 'cobro' ? [c.cobroId] : [],
          );
          expect(new Set(usados).size).toBe(usados.length);
          cruces.forEach((c, i) => {
            const usado =
              c.tipo === 'transferencia'
                ? pendientes[Number(c.transferenciaId.slice(1))]
                : c.tipo === 'cobro'
                  ? registrados[Number(c.cobroId.slice(1))]
                  : null;
            if (!usado) return;
            expect(usado.monto).toBe(lineas[i].monto);
            expect(Math.abs(usado.dia - lineas[i].dia)).toBeLessThanOrEqual(2);
          });
          // Sin nombre en la línea, un cobro ya registrado gana a una transferencia: ninguna línea confirma una
          // transferencia mientras quede un cobro registrado libre de su mismo valor a ±2 días.
          const libres = new Set(registrados.map((_, i) => `c${i}`));
          cruces.forEach((c, i) => {
            if (c.tipo === 'cobro') libres.delete(c.cobroId);
            if (c.tipo === 'transferencia') {
              const hay = registrados.some(
                (r, j) =>
                  libres.has(`c${j}`) && r.monto === lineas[i].monto && Math.abs(r.dia - lineas[i].dia) <= 2,
              );
              expect(hay).toBe(false);
            }
          });
        },
      ),
      { numRuns: 200, seed: 53 },
    );
  });
});
describe('aplicar una línea en suspenso', () => {
  it('exactamente una forma', () => {
    expect(validarAplicacionSuspenso({ prestamo: PRESTAMO }, 45_000)).toEqual({
      decision: { tipo: 'aplicar', partes: [{ prestamo: PRESTAMO, centavos: 4_500_000 }] },
    });
    expect(validarAplicacionSuspenso({ noEsNuestro: true }, 45_000)).toEqual({
      decision: { tipo: 'no_es_nuestro' },
    });
    expect('errores' in validarAplicacionSuspenso({ prestamo: PRESTAMO, noEsNuestro: true }, 45_000)).toBe(
      true,
    );
    expect('errores' in validarAplicacionSuspenso({}, 45_000)).toBe(true);
    expect('errores' in validarAplicacionSuspenso({ noEsNuestro: false }, 45_000)).toBe(true);
  });

  it('un reparto suma exactamente la línea, entre préstamos distintos', () => {
    expect(
      validarAplicacionSuspenso(
        {
          reparto: [
            { prestamo: PRESTAMO, monto: 20_000 },
            { prestamo: OTRO, monto: 25_000.5 },
          ],
        },
        45_000.5,
      ),
    ).toEqual({
      decision: {
        tipo: 'aplicar',
        partes: [
          { prestamo: PRESTAMO, centavos: 2_000_000 },
          { prestamo: OTRO, centavos: 2_500_050 },
        ],
      },
    });
    expect(validarAplicacionSuspenso({ reparto: [{ prestamo: PRESTAMO, monto: 20_000 }] }, 45_000)).toEqual({
      errores: { reparto: ['El reparto suma $ 20.000 y la línea es de $ 45.000: deben ser iguales'] },
    });
    expect(
      'errores' in
        validarAplicacionSuspenso(
          {
            reparto: [
              { prestamo: PRESTAMO, monto: 1 },
              { prestamo: PRESTAMO, monto: 1 },
            ],
          },
          2,
        ),
    ).toBe(true);
    expect('errores' in validarAplicacionSuspenso({ reparto: [{ prestamo: PRESTAMO, monto: -5 }] }, -5)).toBe(
      true,
    );
  });

  it('propiedad: un reparto se acepta si y sólo si suma la línea al centavo', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: -3, max: 3 }),
        (centavos, ajuste) => {
          const reparto = centavos.map((c, i) => ({
            prestamo: `0190a5b0-0000-7000-8000-${String(i).padStart(12, '0')}`,
            monto: c / 100,
          }));
          const suma = centavos.reduce((t, c) => t + c, 0);
          const r = validarAplicacionSuspenso({ reparto }, (suma + ajuste) / 100);
          expect('decision' in r).toBe(ajuste === 0);
        },
      ),
      { numRuns: 100, seed: 53 },
    );
  });
});

describe('las diferencias de la conciliación', () => {
  it('un día cuadrado no tiene diferencias; uno con un cobro que el banco no muestra tiene una', () => {
    expect(
      diferenciasConciliacion([
        { fecha: '2026-11-20', extracto: 100_000, cobros: 70_000, suspenso: 30_000, mayor: 100_000 },
      ]),
    ).toEqual([]);
    const [d] = diferenciasConciliacion([
      { fecha: '2026-11-21', extracto: 50_000, cobros: 80_000, suspenso: 0, mayor: 80_000 },
    ]);
    expect(d).toMatchObject({ fecha: '2026-11-21', tipo: 'extracto_mayor', monto: -30_000 });
    expect(d.explicacion).toContain('$ 30.000');
  });
});

describe('motivoCobroNoCorregible', () => {
  it('el cobro de una línea del extracto no se borra ni cambia de monto, fecha o préstamo; lo demás sí', () => {
    for (const cambio of [{ borrar: true }, { monto: true }, { fecha: true }, { prestamo: true }])
      expect(motivoCobroNoCorregible('extracto', cambio)).toContain('«Devolver al suspenso»');
    expect(motivoCobroNoCorregible('extracto', {})).toBeNull();
  });
  it('el de Wompi se puede pasar a otro préstamo (su dinero no cambia), no borrar ni cambiar monto o fecha', () => {
    expect(motivoCobroNoCorregible('wompi', { prestamo: true })).toBeNull();
    for (const cambio of [{ borrar: true }, { monto: true }, { fecha: true }])
      expect(motivoCobroNoCorregible('wompi', cambio)).toContain('Wompi');
  });
  it('un cobro que no vino del banco se corrige como siempre', () => {
    expect(
      motivoCobroNoCorregible(null, { borrar: true, monto: true, fecha: true, prestamo: true }),
    ).toBeNull();
  });
});

describe('devolver un recaudo que no es nuestro', () => {
  it('el comprobante saca de 2805 y del banco lo mismo, y cuadra', () => {
    const lineas = reglaDevolucionRecaudo({ cuentaPagoId: 'c1', monto: 700_000 });
    expect(cuadra(lineas)).toBe(true);
    expect(saldos(lineas)).toEqual({ recaudos_por_aplicar: 700_000, 'banco:c1': -700_000 });
  });
  it('pide una fecha entre la de la línea y hoy, y la referencia del banco', () => {
    const linea = { fecha: '2026-11-20' };
    expect(
      validarDevolucionRecaudo({ fecha: '2026-11-22', referencia: ' DEV-1 ' }, linea, '2026-11-27'),
    ).toEqual({
      fecha: '2026-11-22',
      referencia: 'DEV-1',
    });
    for (const fecha of ['2026-11-19', '2026-11-28', '2026-02-30', '22/11/2026', undefined])
      expect(validarDevolucionRecaudo({ fecha, referencia: 'R' }, linea, '2026-11-27')).toHaveProperty(
        'errores.fecha',
      );
    expect(
      validarDevolucionRecaudo({ fecha: '2026-11-22', referencia: 'x'.repeat(61) }, linea, '2026-11-27'),
    ).toHaveProperty('errores.referencia');
    expect(validarDevolucionRecaudo(null, linea, '2026-11-27')).toHaveProperty('errores.referencia');
  });
});

describe('el estado de una línea nueva del extracto', () => {
  it('un crédito espera su cruce; un débito o un valor en cero no es un recaudo', () => {
    expect(estadoAlLlegar({ valor: 45_000 })).toBe('por_cruzar');
    expect(estadoAlLlegar({ valor: 0.01 })).toBe('por_cruzar');
    expect(estadoAlLlegar({ valor: 0 })).toBe('debito');
    expect(estadoAlLlegar({ valor: -12_000 })).toBe('debito');
  });
});
