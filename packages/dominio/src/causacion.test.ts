import fc from 'fast-check';
import {
  PORCENTAJES_DETERIORO_DEFECTO,
  balanceConInteresDiferidoNeto,
  interesDevengado,
  leerPorcentajesDeterioro,
  objetivoIngresoIntereses,
  periodosDeInteres,
  provisionDeterioro,
  reglaCausacion,
  reglaDeterioro,
  reglaOrdenCastigo,
  reglaOrdenRecuperacion,
  validarPorcentajesDeterioro,
  type PeriodoInteres,
} from './causacion';
import { cuadra, type BalanceGeneral } from './contabilidad';

// Fechas de las pruebas: días contados a mano desde el 1 de enero de 2026 con un calendario aparte (sin fechas.ts).
const DIAS_MES_2026 = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function fechaDelDia(n: number): string {
  let mes = 0;
  let dia = n;
  let anio = 2026;
  for (;;) {
    const largo = anio === 2026 ? DIAS_MES_2026[mes] : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mes];
    if (dia < largo) break;
    dia -= largo;
    mes += 1;
    if (mes === 12) {
      mes = 0;
      anio += 1;
    }
  }
  return `${anio}-${String(mes + 1).padStart(2, '0')}-${String(dia + 1).padStart(2, '0')}`;
}

/** Un préstamo al azar: día del desembolso y cuotas con su separación en días y su interés (centavos). */
const prestamo = fc.record({
  inicio: fc.integer({ min: 0, max: 300 }),
  cuotas: fc.array(
    fc.record({
      separacion: fc.integer({ min: 0, max: 40 }),
      interes: fc.integer({ min: 0, max: 50_000_000 }),
    }),
    {
      minLength: 1,
      maxLength: 24,
    },
  ),
});

function periodosDe(p: { inicio: number; cuotas: Array<{ separacion: number; interes: number }> }): {
  periodos: PeriodoInteres[];
  fin: number;
  pactado: number;
} {
  let dia = p.inicio;
  const cuotas = p.cuotas.map((c) => {
    dia += c.separacion;
    return { fechaProgramada: fechaDelDia(dia), interes: c.interes };
  });
  const periodos = periodosDeInteres({
    fecha: fechaDelDia(p.inicio),
    cuotas,
    interesDeCuotas: true,
    interesPactado: 0,
  });
  return { periodos, fin: dia, pactado: p.cuotas.reduce((t, c) => t + c.interes, 0) };
}

describe('causación del interés pactado', () => {
  it('en la vida del préstamo se causa exactamente el interés pactado, sin pasarlo nunca ni bajar de un día al otro', () => {
    fc.assert(
      fc.property(prestamo, (p) => {
        const { periodos, fin, pactado } = periodosDe(p);
        let anterior = 0;
        for (let d = p.inicio - 2; d <= fin + 2; d++) {
          const causado = interesDevengado(periodos, fechaDelDia(d));
          expect(causado).toBeGreaterThanOrEqual(anterior);
          expect(causado).toBeLessThanOrEqual(pactado);
          anterior = causado;
        }
        expect(interesDevengado(periodos, fechaDelDia(fin))).toBe(pactado);
        expect(interesDevengado(periodos, fechaDelDia(p.inicio - 1))).toBe(0);
      }),
    );
  });

  it('la suma de las causaciones diarias (cada día lo que falta hasta el devengado) es el interés pactado', () => {
    fc.assert(
      fc.property(prestamo, (p) => {
        const { periodos, fin, pactado } = periodosDe(p);
        let reconocido = 0;
        for (let d = p.inicio; d <= fin + 1; d++) {
          const devengado = interesDevengado(periodos, fechaDelDia(d));
          const objetivo = objetivoIngresoIntereses({
            base: 'causacion',
            abierto: true,
            devengado,
            cobrado: 0,
            porCobrar: pactado,
          });
          const lineas = reglaCausacion({ prestamoId: 'p', reconocido, objetivo });
          if (lineas.length > 0) expect(cuadra(lineas)).toBe(true);
          reconocido += lineas
            .filter((l) => l.cuenta === 'ingresos_intereses')
            .reduce((t, l) => t + l.credito - l.debito, 0);
        }
        expect(reconocido).toBe(pactado);
      }),
    );
  });

  it('con cobros de interés cualquier día: el ingreso es cada día lo devengado, el diferido nunca es negativo y al final es lo pactado', () => {
    fc.assert(
      fc.property(
        prestamo,
        fc.array(fc.tuple(fc.nat(400), fc.nat(100_000_000)), { maxLength: 20 }),
        (p, pagos) => {
          const { periodos, fin, pactado } = periodosDe(p);
          let cobrado = 0;
          let causado = 0;
          for (let d = p.inicio; d <= fin + 1; d++) {
            // Los cobros del día pasan a ingreso por su regla (base de caja), sin pasar de lo pactado.
            for (const [dia, monto] of pagos)
              if (p.inicio + (dia % (fin - p.inicio + 2)) === d)
                cobrado += Math.min(monto, pactado - cobrado);
            const devengado = interesDevengado(periodos, fechaDelDia(d));
            const objetivo = objetivoIngresoIntereses({
              base: 'causacion',
              abierto: true,
              devengado,
              cobrado,
              porCobrar: pactado - cobrado,
            });
            const lineas = reglaCausacion({ prestamoId: 'p', reconocido: cobrado + causado, objetivo });
            causado += lineas
              .filter((l) => l.cuenta === 'ingresos_intereses')
              .reduce((t, l) => t + l.credito - l.debito, 0);
            expect(cobrado + causado).toBe(devengado);
            // El diferido del préstamo (270505): lo pactado por cobrar (140510) menos lo causado y no cobrado.
            expect(pactado - cobrado - causado).toBeGreaterThanOrEqual(0);
          }
          expect(cobrado + causado).toBe(pactado);
        },
      ),
    );
  });

  it('ejemplo: tres cuotas mensuales de 10.000 de interés, desembolso el 1 de marzo', () => {
    const periodos = periodosDeInteres({
      fecha: '2026-03-01',
      cuotas: [
        { fechaProgramada: '2026-03-31', interes: 1_000_000 },
        { fechaProgramada: '2026-04-30', interes: 1_000_000 },
        { fechaProgramada: '2026-05-31', interes: 1_000_000 },
      ],
      interesDeCuotas: true,
      interesPactado: 0,
    });
    // 1 al 16 de marzo: 15 de los 30 días de la primera cuota → 5.000,00.
    expect(interesDevengado(periodos, '2026-03-16')).toBe(500_000);
    // 10 de abril: la primera entera y 10 de 30 días de la segunda → 10.000 + 3.333,33.
    expect(interesDevengado(periodos, '2026-04-10')).toBe(1_000_000 + 333_333);
    // 31 de mayo: todo.
    expect(interesDevengado(periodos, '2026-05-31')).toBe(3_000_000);
    expect(interesDevengado(periodos, '2026-12-31')).toBe(3_000_000);
  });

  it('interés adelantado: todo lo pactado se gana entre el desembolso y el último vencimiento', () => {
    const periodos = periodosDeInteres({
      fecha: '2026-01-01',
      cuotas: [
        { fechaProgramada: '2026-01-21', interes: 0 },
        { fechaProgramada: '2026-01-11', interes: 0 },
      ],
      interesDeCuotas: false,
      interesPactado: 20_000_000,
    });
    expect(periodos).toEqual([{ desde: '2026-01-01', hasta: '2026-01-21', interes: 20_000_000 }]);
    // 5 de 20 días de 200.000 → 50.000.
    expect(interesDevengado(periodos, '2026-01-06')).toBe(5_000_000);
  });

  it('base de caja, o un préstamo cerrado: el ingreso es lo cobrado; causación: lo devengado sin pasar de lo cobrable', () => {
    expect(
      objetivoIngresoIntereses({ base: 'caja', abierto: true, devengado: 900, cobrado: 300, porCobrar: 700 }),
    ).toBe(300);
    expect(
      objetivoIngresoIntereses({
        base: 'causacion',
        abierto: false,
        devengado: 900,
        cobrado: 300,
        porCobrar: 0,
      }),
    ).toBe(300);
    expect(
      objetivoIngresoIntereses({
        base: 'causacion',
        abierto: true,
        devengado: 900,
        cobrado: 300,
        porCobrar: 700,
      }),
    ).toBe(900);
    // Se condonaron 400 de interés: sólo 300 cobrados + 300 por cobrar pueden ser ingreso.
    expect(
      objetivoIngresoIntereses({
        base: 'causacion',
        abierto: true,
        devengado: 900,
        cobrado: 300,
        porCobrar: 300,
      }),
    ).toBe(600);
    // Cobrado por adelantado: el ingreso baja a lo devengado.
    expect(
      objetivoIngresoIntereses({
        base: 'causacion',
        abierto: true,
        devengado: 100,
        cobrado: 300,
        porCobrar: 700,
      }),
    ).toBe(100);
  });

  it('el comprobante pasa lo que falta del diferido al ingreso, y devuelve lo que sobra', () => {
    expect(reglaCausacion({ prestamoId: 'p', reconocido: 100, objetivo: 100 })).toEqual([]);
    expect(reglaCausacion({ prestamoId: 'p', reconocido: 100, objetivo: 350 })).toEqual([
      { cuenta: 'intereses_diferidos', debito: 250, credito: 0, prestamoId: 'p' },
      { cuenta: 'ingresos_intereses', debito: 0, credito: 250, prestamoId: 'p' },
    ]);
    expect(reglaCausacion({ prestamoId: 'p', reconocido: 350, objetivo: 300 })).toEqual([
      { cuenta: 'ingresos_intereses', debito: 50, credito: 0, prestamoId: 'p' },
      { cuenta: 'intereses_diferidos', debito: 0, credito: 50, prestamoId: 'p' },
    ]);
  });
});

describe('interés diferido restado de la cartera', () => {
  const balance: BalanceGeneral = {
    fecha: '2026-03-31',
    fechaAnterior: '2026-02-28',
    activos: [
      { codigo: '110505', nombre: 'Caja de la oficina', monto: 500, anterior: 400 },
      { codigo: '140505', nombre: 'Cartera — capital', monto: 1000, anterior: 1000 },
      { codigo: '140510', nombre: 'Cartera — intereses pactados', monto: 300.5, anterior: 200 },
    ],
    pasivos: [
      { codigo: '219505', nombre: 'Préstamos recibidos', monto: 100, anterior: 0 },
      { codigo: '270505', nombre: 'Intereses pactados diferidos', monto: 250.25, anterior: 200 },
    ],
    patrimonio: [{ codigo: '3605', nombre: 'Resultados acumulados', monto: 1450.25, anterior: 1400 }],
    totalActivos: 1800.5,
    totalPasivos: 350.25,
    totalPatrimonio: 1450.25,
    totalActivosAnterior: 1600,
    totalPasivosAnterior: 200,
    totalPatrimonioAnterior: 1400,
    avisos: [],
    interesDiferidoNeto: false,
  };

  it('el diferido sale de los pasivos y resta bajo su cartera, en palabras; el balance sigue cuadrando', () => {
    const neto = balanceConInteresDiferidoNeto(balance, [{ diferido: '270505', cartera: '140510' }]);
    expect(neto.activos.map((f) => [f.codigo, f.nombre, f.monto, f.anterior])).toEqual([
      ['110505', 'Caja de la oficina', 500, 400],
      ['140505', 'Cartera — capital', 1000, 1000],
      ['140510', 'Cartera — intereses pactados', 300.5, 200],
      ['270505', 'Menos: Intereses pactados diferidos', -250.25, -200],
    ]);
    expect(neto.pasivos.map((f) => f.codigo)).toEqual(['219505']);
    // 1.800,50 − 250,25 = 1.550,25 = 100 + 1.450,25.
    expect(neto.totalActivos).toBe(1550.25);
    expect(neto.totalPasivos).toBe(100);
    expect(neto.totalActivosAnterior).toBe(1400);
    expect(neto.totalPasivosAnterior).toBe(0);
    expect(neto.interesDiferidoNeto).toBe(true);
  });
});

describe('deterioro de la cartera', () => {
  it('los porcentajes guardados se leen tal como se validaron; unos inválidos son un error', () => {
    const guardados = { al_dia: 1, '1-8': 5.5, '9-15': 20, '16-30': 60, '31+': 100 };
    expect(leerPorcentajesDeterioro(guardados)).toEqual(guardados);
    expect(() => leerPorcentajesDeterioro({ ...guardados, '31+': 50 })).toThrow(/porcentajes_deterioro/);
    expect(() => leerPorcentajesDeterioro(null)).toThrow(/porcentajes_deterioro/);
  });
  it('ejemplo con los porcentajes por defecto (0, 5, 20, 50 y 100 %)', () => {
    const { edades, total } = provisionDeterioro(
      [
        { capital: 100_000_00, diasAtraso: 0 },
        { capital: 40_000_00, diasAtraso: 3 },
        { capital: 33_333_33, diasAtraso: 12 },
        { capital: 10_000_00, diasAtraso: 30 },
        { capital: 7_000_00, diasAtraso: 90 },
        { capital: 0, diasAtraso: 90 },
      ],
      PORCENTAJES_DETERIORO_DEFECTO,
    );
    // 5 % de 40.000 = 2.000; 20 % de 33.333,33 = 6.666,666 → 6.666,67; 50 % de 10.000 = 5.000; 100 % de 7.000.
    expect(edades.map((e) => [e.banda, e.capital, e.provision])).toEqual([
      ['al_dia', 100_000_00, 0],
      ['1-8', 40_000_00, 2_000_00],
      ['9-15', 33_333_33, 6_666_67],
      ['16-30', 10_000_00, 5_000_00],
      ['31+', 7_000_00, 7_000_00],
    ]);
    expect(total).toBe(2_000_00 + 6_666_67 + 5_000_00 + 7_000_00);
  });

  it('la provisión nunca pasa del capital ni baja de cero, y el ajuste cuadra', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            capital: fc.integer({ min: 0, max: 1e10 }),
            diasAtraso: fc.integer({ min: 0, max: 400 }),
          }),
        ),
        fc.integer({ min: 0, max: 1e11 }),
        (prestamos, actual) => {
          const { total } = provisionDeterioro(prestamos, PORCENTAJES_DETERIORO_DEFECTO);
          const capital = prestamos.reduce((t, p) => t + p.capital, 0);
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBeLessThanOrEqual(capital);
          const lineas = reglaDeterioro({ actual, objetivo: total });
          if (actual === total) expect(lineas).toEqual([]);
          else {
            expect(cuadra(lineas)).toBe(true);
            const provision = lineas
              .filter((l) => l.cuenta === 'deterioro_cartera')
              .reduce((t, l) => t + l.credito - l.debito, 0);
            expect(actual + provision).toBe(total);
          }
        },
      ),
    );
  });

  it('los porcentajes: cinco edades de 0 a 100, sin bajar con la mora', () => {
    expect(validarPorcentajesDeterioro(PORCENTAJES_DETERIORO_DEFECTO)).toBeNull();
    expect(validarPorcentajesDeterioro({ ...PORCENTAJES_DETERIORO_DEFECTO, '31+': 101 })).toMatch(
      /Más de 30 días/,
    );
    expect(validarPorcentajesDeterioro({ ...PORCENTAJES_DETERIORO_DEFECTO, '9-15': 1 })).toMatch(
      /porcentaje menor/,
    );
    expect(validarPorcentajesDeterioro({ al_dia: 0 })).toMatch(/cinco edades/);
    expect(validarPorcentajesDeterioro({ ...PORCENTAJES_DETERIORO_DEFECTO, '1-8': 1.234 })).toMatch(
      /dos decimales/,
    );
  });
});

describe('cuentas de orden de lo castigado', () => {
  it('el castigo las carga y la recuperación las descarga sin pasar de lo castigado', () => {
    expect(reglaOrdenCastigo({ prestamoId: 'p', castigado: 0 })).toEqual([]);
    expect(reglaOrdenCastigo({ prestamoId: 'p', castigado: 500 })).toEqual([
      { cuenta: 'castigados_orden', debito: 500, credito: 0, prestamoId: 'p' },
      { cuenta: 'castigados_orden_contra', debito: 0, credito: 500, prestamoId: 'p' },
    ]);
    expect(reglaOrdenRecuperacion({ prestamoId: 'p', monto: 800, enOrden: 500 })).toEqual([
      { cuenta: 'castigados_orden_contra', debito: 500, credito: 0, prestamoId: 'p' },
      { cuenta: 'castigados_orden', debito: 0, credito: 500, prestamoId: 'p' },
    ]);
    expect(reglaOrdenRecuperacion({ prestamoId: 'p', monto: 800, enOrden: 0 })).toEqual([]);
  });
});
