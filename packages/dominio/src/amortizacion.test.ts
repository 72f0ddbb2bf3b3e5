import {
  tienenSuTipo,
  TerminosPrestamoInvalidosError,
  calcularFechasPago,
  calcularInteresTotal,
  calcularPlan,
  calcularPreview,
  validarTerminosPrestamo,
  type PlanAmortizacion,
  type TerminosPrestamo,
} from './amortizacion';
import { suma } from './pruebas/plan';

const filas = (plan: PlanAmortizacion) =>
  plan.cuotas.map(({ fechaProgramada, montoCapital, montoInteres, montoTotal }) => [
    fechaProgramada,
    montoCapital,
    montoInteres,
    montoTotal,
  ]);

describe('términos con su tipo', () => {
  const aceptados = {
    monto: 500_000,
    interes: 20,
    cuotas: 30,
    modalidad: 'diario',
    tipoAmortizacion: 'amortizable',
    fechaInicio: '2026-11-28',
    fechaPrimerPago: null,
  };

  it('unos términos que la validación aceptó tienen el tipo de cada campo; uno que no, no', () => {
    expect(validarTerminosPrestamo(aceptados)).toEqual({});
    expect(tienenSuTipo(aceptados)).toBe(true);
    expect(tienenSuTipo({ ...aceptados, fechaPrimerPago: '2026-11-29' })).toBe(true);
    expect(tienenSuTipo({ ...aceptados, monto: '500000' })).toBe(false);
    expect(tienenSuTipo({ ...aceptados, modalidad: 'anual' })).toBe(false);
    expect(tienenSuTipo({ ...aceptados, fechaPrimerPago: undefined })).toBe(false);
  });
});

describe('interés total', () => {
  it('es un porcentaje plano del monto, redondeado al peso', () => {
    expect(calcularInteresTotal(1_000_000, 10)).toBe(100_000);
    expect(calcularInteresTotal(1_234_567, 12.5)).toBe(154_321);
    expect(calcularInteresTotal(999, 0.1)).toBe(1);
    expect(calcularInteresTotal(100_000_000_000, 99.99)).toBe(99_990_000_000);
    expect(calcularInteresTotal(500_000, 0)).toBe(0);
  });
});

type Fila = [string, number, number, number];

const terminosDe = (
  monto: number,
  interes: number,
  cuotas: number,
  modalidad: TerminosPrestamo['modalidad'],
  tipoAmortizacion: TerminosPrestamo['tipoAmortizacion'],
  fechaInicio: string,
): TerminosPrestamo => ({ monto, interes, cuotas, modalidad, tipoAmortizacion, fechaInicio });

/** Planes escritos a mano, cuota por cuota (fecha, capital, interés, total), y lo que resume el préstamo. */
const PLANES: Array<{
  caso: string;
  terminos: TerminosPrestamo;
  resumen?: Partial<PlanAmortizacion>;
  cuotas: Fila[];
}> = [
  {
    caso: 'capital al final: cada cuota paga el interés y la última además todo el capital',
    terminos: terminosDe(1_000_000, 10, 4, 'semanal', 'capital_final', '2026-01-05'),
    resumen: { interesTotal: 100_000, montoTotal: 1_100_000, montoEntregado: 1_000_000, cuota: 25_000 },
    cuotas: [
      ['2026-01-12', 0, 25_000, 25_000],
      ['2026-01-19', 0, 25_000, 25_000],
      ['2026-01-26', 0, 25_000, 25_000],
      ['2026-02-02', 1_000_000, 25_000, 1_025_000],
    ],
  },
  {
    caso: 'capital al final: la última cuota absorbe el peso que sobra al repartir el interés',
    terminos: terminosDe(100_000, 10, 3, 'quincenal', 'capital_final', '2026-01-01'),
    cuotas: [
      ['2026-01-16', 0, 3_333, 3_333],
      ['2026-01-31', 0, 3_333, 3_333],
      ['2026-02-15', 100_000, 3_334, 103_334],
    ],
  },
  {
    caso: 'amortizable: cuotas iguales, el capital va dentro del total, mensuales al fin de mes',
    terminos: terminosDe(1_000_000, 20, 3, 'mensual', 'amortizable', '2025-12-31'),
    resumen: { interesTotal: 200_000, montoTotal: 1_200_000, montoEntregado: 1_000_000, cuota: 400_000 },
    cuotas: [
      ['2026-01-31', 333_333, 66_667, 400_000],
      ['2026-02-28', 333_333, 66_667, 400_000],
      ['2026-03-31', 333_334, 66_666, 400_000],
    ],
  },
  {
    caso: 'amortizable: con primer pago el 31 de enero, las siguientes caen el 28 de febrero y el 31 de marzo',
    terminos: {
      ...terminosDe(600_000, 0, 3, 'mensual', 'amortizable', '2026-01-10'),
      fechaPrimerPago: '2026-01-31',
    },
    cuotas: [
      ['2026-01-31', 200_000, 0, 200_000],
      ['2026-02-28', 200_000, 0, 200_000],
      ['2026-03-31', 200_000, 0, 200_000],
    ],
  },
  {
    caso: 'interés adelantado: se descuenta al desembolso y las cuotas sólo devuelven capital',
    terminos: terminosDe(500_000, 10, 6, 'quincenal', 'interes_adelantado', '2026-03-01'),
    resumen: { interesTotal: 50_000, montoTotal: 500_000, montoEntregado: 450_000, cuota: 83_333 },
    cuotas: [
      ['2026-03-16', 83_333, 0, 83_333],
      ['2026-03-31', 83_333, 0, 83_333],
      ['2026-04-15', 83_333, 0, 83_333],
      ['2026-04-30', 83_333, 0, 83_333],
      ['2026-05-15', 83_333, 0, 83_333],
      ['2026-05-30', 83_335, 0, 83_335],
    ],
  },
  {
    caso: 'diario: salta domingos y festivos (San José 2026 cae el lunes 23 de marzo)',
    terminos: terminosDe(300_000, 20, 5, 'diario', 'amortizable', '2026-03-20'),
    cuotas: [
      ['2026-03-21', 60_000, 12_000, 72_000],
      ['2026-03-24', 60_000, 12_000, 72_000],
      ['2026-03-25', 60_000, 12_000, 72_000],
      ['2026-03-26', 60_000, 12_000, 72_000],
      ['2026-03-27', 60_000, 12_000, 72_000],
    ],
  },
];

describe('planes escritos cuota por cuota', () => {
  it.each(PLANES)('$caso', ({ terminos, resumen, cuotas }) => {
    const plan = calcularPlan(terminos);
    if (resumen) expect(plan).toMatchObject(resumen);
    expect(filas(plan)).toEqual(cuotas);
    expect(plan.cuotas.map((c) => c.numero)).toEqual(cuotas.map((_, i) => i + 1));
  });
});

describe('amortizable', () => {
  it('1.000.000 al 20 % en 24 cuotas diarias: 24 cuotas de exactamente 50.000', () => {
    const plan = calcularPlan(terminosDe(1_000_000, 20, 24, 'diario', 'amortizable', '2026-03-02'));
    expect(plan).toMatchObject({ interesTotal: 200_000, montoTotal: 1_200_000, cuota: 50_000 });
    expect(plan.cuotas.map((c) => c.montoTotal)).toEqual(Array(24).fill(50_000));
    expect(suma(plan, 'montoCapital')).toBe(1_000_000);
    expect(suma(plan, 'montoInteres')).toBe(200_000);
    // El capital de cada cuota es su parte del total: 41.666 o 41.667, nunca un peso de más en el total.
    expect(new Set(plan.cuotas.map((c) => c.montoCapital))).toEqual(new Set([41_666, 41_667]));
  });

  it('si el total no se divide, sólo la última cuota lleva el resto', () => {
    const plan = calcularPlan(terminosDe(100_000, 10, 7, 'semanal', 'amortizable', '2026-01-05'));
    // 110.000 / 7 = 15.714,28…
    expect(plan.cuota).toBe(15_714);
    expect(plan.cuotas.map((c) => c.montoTotal)).toEqual([
      15_714, 15_714, 15_714, 15_714, 15_714, 15_714, 15_716,
    ]);
    expect(suma(plan, 'montoCapital')).toBe(100_000);
  });

  it('con interés chico y muchas cuotas ningún capital ni interés es negativo', () => {
    const plan = calcularPlan(terminosDe(2, 100, 4, 'diario', 'amortizable', '2026-01-05'));
    expect(plan.cuotas.map((c) => [c.montoCapital, c.montoInteres, c.montoTotal])).toEqual([
      [0, 1, 1],
      [1, 0, 1],
      [0, 1, 1],
      [1, 0, 1],
    ]);
  });
});

describe('préstamos diarios', () => {
  it('saltan Jueves y Viernes Santo y el domingo de Pascua', () => {
    expect(calcularFechasPago('diario', 4, '2026-03-31', '2026-04-01')).toEqual([
      '2026-04-01',
      '2026-04-04',
      '2026-04-06',
      '2026-04-07',
    ]);
  });

  it('una primera fecha en festivo pasa al siguiente día hábil', () => {
    expect(calcularFechasPago('diario', 2, '2025-12-31', '2026-01-01')).toEqual(['2026-01-02', '2026-01-03']);
  });
});

describe('vista previa', () => {
  it('resume el plan con la primera y la última fecha', () => {
    expect(
      calcularPreview(terminosDe(1_000_000, 10, 4, 'semanal', 'capital_final', '2026-01-05')),
    ).toEqual({
      montoTotalCalculado: 1_100_000,
      montoCuotaProm: 25_000,
      primeraFecha: '2026-01-12',
      ultimaFecha: '2026-02-02',
      interesTotal: 100_000,
      montoEntregado: 1_000_000,
      // Same flows as the weekly worked example of tasaEfectiva.test.ts (every day count is the same).
      tasaEfectivaAnual: 262.39,
    });
  });

  it('sin fecha de inicio parte de hoy', () => {
    const preview = calcularPreview({ monto: 10_000, interes: 10, cuotas: 1, modalidad: 'semanal', tipoAmortizacion: 'capital_final' });
    expect(preview.primeraFecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(preview.montoTotalCalculado).toBe(11_000);
  });
});

describe('validación de los términos', () => {
  const validos: TerminosPrestamo = terminosDe(1_000_000, 10, 30, 'semanal', 'capital_final', '2026-01-05');

  it('términos correctos no tienen errores', () => {
    expect(validarTerminosPrestamo(validos)).toEqual({});
    expect(validarTerminosPrestamo({ ...validos, interes: 0, cuotas: 1000, fechaPrimerPago: '2026-01-05' })).toEqual({});
  });

  it('un cuerpo vacío indica cada campo obligatorio', () => {
    expect(validarTerminosPrestamo({})).toEqual({
      monto: 'El monto es obligatorio',
      interes: 'El interés es obligatorio',
      cuotas: 'El número de cuotas es obligatorio',
      modalidad: 'La modalidad debe ser diario, semanal, quincenal o mensual',
      tipoAmortizacion: 'El tipo de amortización debe ser capital_final, amortizable o interes_adelantado',
      fechaInicio: 'La fecha de inicio es obligatoria',
    });
  });

  it('rechaza valores fuera de las reglas con mensajes en español', () => {
    expect(
      validarTerminosPrestamo({
        monto: 0,
        interes: 100.5,
        cuotas: 1001,
        modalidad: 'anual',
        tipoAmortizacion: 'frances',
        fechaInicio: '2026-02-30',
        fechaPrimerPago: 'pronto',
      }),
    ).toEqual({
      monto: 'El monto debe ser mayor o igual a 1',
      interes: 'El interés debe estar entre 0 y 100',
      cuotas: 'Las cuotas deben ser un número entero entre 1 y 1000',
      modalidad: 'La modalidad debe ser diario, semanal, quincenal o mensual',
      tipoAmortizacion: 'El tipo de amortización debe ser capital_final, amortizable o interes_adelantado',
      fechaInicio: 'La fecha de inicio no es válida',
      fechaPrimerPago: 'La fecha del primer pago no es válida',
    });
  });

  it('rechaza monto con centavos, interés con tres decimales, cuotas fraccionarias y texto en lugar de números', () => {
    expect(validarTerminosPrestamo({ ...validos, monto: 1000.5 }).monto).toBe('El monto debe ser en pesos, sin decimales');
    expect(validarTerminosPrestamo({ ...validos, monto: '1000' }).monto).toBe('El monto debe ser mayor o igual a 1');
    expect(validarTerminosPrestamo({ ...validos, monto: 200_000_000_000 }).monto).toBe('El monto no puede superar 100.000.000.000');
    expect(validarTerminosPrestamo({ ...validos, interes: 10.125 }).interes).toBe('El interés admite como máximo dos decimales');
    expect(validarTerminosPrestamo({ ...validos, interes: -1 }).interes).toBe('El interés debe estar entre 0 y 100');
    expect(validarTerminosPrestamo({ ...validos, cuotas: 2.5 }).cuotas).toBe('Las cuotas deben ser un número entero entre 1 y 1000');
    expect(validarTerminosPrestamo({ ...validos, cuotas: 0 }).cuotas).toBe('Las cuotas deben ser un número entero entre 1 y 1000');
  });

  it('el primer pago no puede ser antes de la fecha de inicio', () => {
    expect(validarTerminosPrestamo({ ...validos, fechaPrimerPago: '2026-01-04' })).toEqual({
      fechaPrimerPago: 'La fecha del primer pago no puede ser anterior a la fecha de inicio',
    });
  });

  it('con interés adelantado el cliente debe recibir al menos un peso', () => {
    expect(validarTerminosPrestamo({ ...validos, tipoAmortizacion: 'interes_adelantado', interes: 100 })).toEqual({
      interes: 'Con interés adelantado, el interés debe ser menor que el monto',
    });
    expect(validarTerminosPrestamo({ ...validos, tipoAmortizacion: 'interes_adelantado', interes: 99.99 })).toEqual({});
  });

  it('calcularPlan lanza un error con los mensajes por campo', () => {
    expect.assertions(3);
    try {
      calcularPlan({ ...validos, cuotas: 0 });
    } catch (error) {
      expect(error).toBeInstanceOf(TerminosPrestamoInvalidosError);
      expect((error as TerminosPrestamoInvalidosError).code).toBe('TERMINOS_PRESTAMO_INVALIDOS');
      expect((error as TerminosPrestamoInvalidosError).errores).toEqual({
        cuotas: 'Las cuotas deben ser un número entero entre 1 y 1000',
      });
    }
  });
});
