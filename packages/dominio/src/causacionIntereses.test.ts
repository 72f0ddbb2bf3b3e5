import fc from 'fast-check';
import {
  causacionSuspendida,
  diasDeAtraso,
  ingresoInteresesDelDia,
  interesDevengado,
  objetivoIngresoIntereses,
  periodosDeInteres,
  reglaCausacion,
  validarDiasSuspension,
  type PrestamoCausable,
} from './causacionIntereses';
import { cuadra } from './contabilidad';

// Fechas de las pruebas: días contados a mano desde el 1 de enero de 2026 con un calendario aparte (sin fechas.ts).
const DIAS_MES = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function fechaDelDia(n: number): string {
  let mes = 0;
  let dia = n;
  let anio = 2026;
  for (;;) {
    const largo = DIAS_MES[mes] + (mes === 1 && anio % 4 === 0 ? 1 : 0);
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

/**
 * Un préstamo al azar en días contados desde el 1 de enero de 2026: el inicio del plan, el desembolso (antes, el mismo
 * día o después del inicio: un plan con cuotas ya vencidas al desembolsar) y cuotas con su separación y su interés.
 */
const prestamoAlAzar = fc.record({
  inicio: fc.integer({ min: 0, max: 300 }),
  desembolsoDespues: fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 120 })),
  cuotas: fc.array(
    fc.record({
      separacion: fc.integer({ min: 0, max: 40 }),
      interes: fc.integer({ min: 0, max: 50_000_000 }),
      abierta: fc.boolean(),
    }),
    { minLength: 1, maxLength: 24 },
  ),
});
type Azar = typeof prestamoAlAzar extends fc.Arbitrary<infer T> ? T : never;

interface Modelo {
  prestamo: PrestamoCausable;
  desembolso: number;
  /** El primer día que cuenta (el más tardío del desembolso y el inicio). */
  arranque: number;
  vencimientos: number[];
  pactado: number;
}

function modelo(p: Azar): Modelo {
  let dia = p.inicio;
  const vencimientos = p.cuotas.map((c) => (dia += c.separacion));
  const desembolso = p.inicio + p.desembolsoDespues;
  return {
    prestamo: {
      fecha: fechaDelDia(desembolso),
      fechaInicio: fechaDelDia(p.inicio),
      cuotas: p.cuotas.map((c, i) => ({
        fechaProgramada: fechaDelDia(vencimientos[i]),
        interes: c.interes,
        estado: c.abierta ? 'vencida' : 'pagada',
      })),
      interesDeCuotas: true,
      interesPactado: 0,
    },
    desembolso,
    arranque: Math.max(desembolso, p.inicio),
    vencimientos,
    pactado: p.cuotas.reduce((t, c) => t + c.interes, 0),
  };
}

/**
 * El devengado contado de otra manera, con números de día y sin las reglas: cada cuota se gana por partes iguales en
 * los días de su periodo (del vencimiento anterior, o del arranque, excluido, a su vencimiento, incluido); una cuota
 * que vence el día del arranque o antes se gana con la primera que vence después (o, si ninguna, el día siguiente al
 * arranque); una que vence el mismo día que la anterior, con ella. Se cuentan uno a uno los días transcurridos.
 */
function devengadoContado(m: Modelo, p: Azar, hoy: number): number {
  const grupos: Array<{ desde: number; hasta: number; interes: number }> = [];
  let arrastrado = 0;
  let desde = m.arranque;
  p.cuotas.forEach((c, i) => {
    const vence = m.vencimientos[i];
    if (vence <= desde) {
      if (grupos.length > 0) grupos[grupos.length - 1].interes += c.interes;
      else arrastrado += c.interes;
      return;
    }
    grupos.push({ desde, hasta: vence, interes: c.interes + arrastrado });
    arrastrado = 0;
    desde = vence;
  });
  if (arrastrado > 0) grupos.push({ desde: m.arranque, hasta: m.arranque + 1, interes: arrastrado });
  let total = 0;
  for (const g of grupos) {
    let transcurridos = 0;
    for (let d = g.desde + 1; d <= Math.min(hoy, g.hasta); d++) transcurridos += 1;
    total += Math.floor((g.interes * transcurridos) / (g.hasta - g.desde));
  }
  return total;
}

describe('causación del interés pactado', () => {
  it('cada día es el devengado contado día por día, y nunca se gana nada antes de que salga el dinero', () => {
    fc.assert(
      fc.property(prestamoAlAzar, (p) => {
        const m = modelo(p);
        const periodos = periodosDeInteres(m.prestamo);
        const fin = Math.max(m.vencimientos[m.vencimientos.length - 1], m.arranque + 1);
        let anterior = 0;
        for (let d = Math.min(p.inicio, m.desembolso) - 2; d <= fin + 2; d++) {
          const devengado = interesDevengado(periodos, fechaDelDia(d));
          expect(devengado).toBe(devengadoContado(m, p, d));
          expect(devengado).toBeGreaterThanOrEqual(anterior);
          expect(devengado).toBeLessThanOrEqual(m.pactado);
          if (d <= m.desembolso) expect(devengado).toBe(0);
          anterior = devengado;
        }
        expect(interesDevengado(periodos, fechaDelDia(fin))).toBe(m.pactado);
      }),
    );
  });

  it('un préstamo desembolsado hoy con cuotas vencidas en el pasado no gana nada hoy', () => {
    // 120.000 de interés en 4 cuotas semanales de un plan que empezó hace 60 días; el dinero sale hoy (día 60).
    const prestamo: PrestamoCausable = {
      fecha: fechaDelDia(60),
      fechaInicio: fechaDelDia(0),
      cuotas: [7, 14, 21, 28].map((d) => ({ fechaProgramada: fechaDelDia(d), interes: 3_000_000, estado: 'vencida' })),
      interesDeCuotas: true,
      interesPactado: 0,
    };
    const periodos = periodosDeInteres(prestamo);
    expect(interesDevengado(periodos, fechaDelDia(60))).toBe(0);
    expect(interesDevengado(periodos, fechaDelDia(61))).toBe(12_000_000);
    // No está atrasado por los días en que no existía: 0 el día del desembolso, 1 al día siguiente.
    expect(diasDeAtraso(prestamo, fechaDelDia(60))).toBe(0);
    expect(diasDeAtraso(prestamo, fechaDelDia(61))).toBe(1);
  });

  it('ejemplo: tres cuotas mensuales de 10.000 de interés, desembolso el 1 de marzo', () => {
    const periodos = periodosDeInteres({
      fecha: '2026-03-01',
      fechaInicio: '2026-03-01',
      cuotas: ['2026-03-31', '2026-04-30', '2026-05-31'].map((f) => ({
        fechaProgramada: f,
        interes: 1_000_000,
        estado: 'pendiente',
      })),
      interesDeCuotas: true,
      interesPactado: 0,
    });
    // 1 al 16 de marzo: 15 de los 30 días de la primera cuota → 5.000,00.
    expect(interesDevengado(periodos, '2026-03-16')).toBe(500_000);
    // 10 de abril: la primera entera y 10 de 30 días de la segunda → 10.000 + 3.333,33.
    expect(interesDevengado(periodos, '2026-04-10')).toBe(1_000_000 + 333_333);
    expect(interesDevengado(periodos, '2026-05-31')).toBe(3_000_000);
    expect(interesDevengado(periodos, '2026-12-31')).toBe(3_000_000);
  });

  it('interés adelantado: todo lo pactado se gana entre el inicio y el último vencimiento', () => {
    const periodos = periodosDeInteres({
      fecha: '2026-01-01',
      fechaInicio: '2026-01-01',
      cuotas: [
        { fechaProgramada: '2026-01-21', interes: 0, estado: 'pendiente' },
        { fechaProgramada: '2026-01-11', interes: 0, estado: 'pendiente' },
      ],
      interesDeCuotas: false,
      interesPactado: 20_000_000,
    });
    expect(periodos).toEqual([{ desde: '2026-01-01', hasta: '2026-01-21', interes: 20_000_000 }]);
    // 5 de 20 días de 200.000 → 50.000.
    expect(interesDevengado(periodos, '2026-01-06')).toBe(5_000_000);
  });

  it('los días de atraso cuentan desde la cuota abierta más vieja vencida, nunca desde antes del desembolso', () => {
    fc.assert(
      fc.property(prestamoAlAzar, fc.integer({ min: 0, max: 500 }), (p, hoy) => {
        const m = modelo(p);
        const vencidas = p.cuotas
          .map((c, i) => ({ abierta: c.abierta, vence: m.vencimientos[i] }))
          .filter((c) => c.abierta && c.vence < hoy)
          .map((c) => hoy - Math.max(c.vence, m.desembolso));
        const esperado = vencidas.length === 0 ? 0 : Math.max(0, Math.max(...vencidas));
        expect(diasDeAtraso(m.prestamo, fechaDelDia(hoy))).toBe(esperado);
      }),
    );
  });

  it('base de caja, préstamo cerrado o suspendido: el ingreso es lo cobrado; causación: lo devengado sin pasar de lo cobrable', () => {
    const caso = { abierto: true, suspendido: false, devengado: 900, cobrado: 300, porCobrar: 700 };
    expect(objetivoIngresoIntereses({ ...caso, base: 'caja' })).toBe(300);
    expect(objetivoIngresoIntereses({ ...caso, base: 'causacion', abierto: false, porCobrar: 0 })).toBe(300);
    expect(objetivoIngresoIntereses({ ...caso, base: 'causacion', suspendido: true })).toBe(300);
    expect(objetivoIngresoIntereses({ ...caso, base: 'causacion' })).toBe(900);
    // Se condonaron 400 de interés: sólo 300 cobrados + 300 por cobrar pueden ser ingreso.
    expect(objetivoIngresoIntereses({ ...caso, base: 'causacion', porCobrar: 300 })).toBe(600);
    // Cobrado por adelantado: el ingreso baja a lo devengado.
    expect(objetivoIngresoIntereses({ ...caso, base: 'causacion', devengado: 100 })).toBe(100);
    // Suspendida pasados N días: N días de atraso todavía causa, N + 1 no.
    expect(causacionSuspendida(30, 30)).toBe(false);
    expect(causacionSuspendida(31, 30)).toBe(true);
  });

  it('sin cobros, la suma de las causaciones diarias es lo devengado hasta que pasa de N días y desde ese día es 0', () => {
    fc.assert(
      fc.property(prestamoAlAzar, fc.integer({ min: 1, max: 60 }), (p, diasSuspension) => {
        const m = modelo(p);
        const prestamo = {
          ...m.prestamo,
          cuotas: m.prestamo.cuotas.map((c) => ({ ...c, estado: 'vencida' })),
        };
        const fin = Math.max(m.vencimientos[m.vencimientos.length - 1], m.arranque + 1) + diasSuspension + 3;
        let reconocido = 0;
        for (let d = m.desembolso; d <= fin; d++) {
          const dia = ingresoInteresesDelDia({
            prestamo,
            abierto: true,
            politica: { base: 'causacion', diasSuspension },
            hoy: fechaDelDia(d),
            cobrado: 0,
            porCobrar: m.pactado,
          });
          const lineas = reglaCausacion({ prestamoId: 'p', reconocido, objetivo: dia.objetivo });
          if (lineas.length > 0) expect(cuadra(lineas)).toBe(true);
          reconocido += lineas
            .filter((l) => l.cuenta === 'ingresos_intereses')
            .reduce((t, l) => t + l.credito - l.debito, 0);
          // Todas las cuotas están abiertas: el atraso es el de la primera, contado a mano.
          const primera = Math.min(...m.vencimientos);
          const atraso = primera < d ? d - Math.max(primera, m.desembolso) : 0;
          expect(dia.suspendido).toBe(atraso > diasSuspension);
          expect(reconocido).toBe(atraso > diasSuspension ? 0 : devengadoContado(m, p, d));
        }
      }),
    );
  });

  it('con cobros de interés cualquier día: el ingreso es cada día lo devengado, el diferido nunca es negativo y al final es lo pactado', () => {
    fc.assert(
      fc.property(
        prestamoAlAzar,
        fc.array(fc.tuple(fc.nat(400), fc.nat(100_000_000)), { maxLength: 20 }),
        (p, pagos) => {
          const m = modelo(p);
          const periodos = periodosDeInteres(m.prestamo);
          const fin = Math.max(m.vencimientos[m.vencimientos.length - 1], m.arranque + 1);
          let cobrado = 0;
          let causado = 0;
          for (let d = m.desembolso; d <= fin + 1; d++) {
            for (const [dia, monto] of pagos)
              if (m.desembolso + (dia % (fin - m.desembolso + 2)) === d)
                cobrado += Math.min(monto, m.pactado - cobrado);
            const devengado = interesDevengado(periodos, fechaDelDia(d));
            const objetivo = objetivoIngresoIntereses({
              base: 'causacion',
              abierto: true,
              suspendido: false,
              devengado,
              cobrado,
              porCobrar: m.pactado - cobrado,
            });
            const lineas = reglaCausacion({ prestamoId: 'p', reconocido: cobrado + causado, objetivo });
            causado += lineas
              .filter((l) => l.cuenta === 'ingresos_intereses')
              .reduce((t, l) => t + l.credito - l.debito, 0);
            expect(cobrado + causado).toBe(devengado);
            expect(m.pactado - cobrado - causado).toBeGreaterThanOrEqual(0);
          }
          expect(cobrado + causado).toBe(m.pactado);
        },
      ),
    );
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

  it('los días de suspensión: un entero de 1 a 360', () => {
    for (const bueno of [1, 30, 60, 360]) expect(validarDiasSuspension(bueno)).toBeNull();
    for (const malo of [0, -1, 30.5, 361, '30', null, Number.NaN])
      expect(validarDiasSuspension(malo)).toMatch(/entero de 1 a 360/);
  });
});
