// Motor de amortización (ARCHITECTURE.md, "Domain decisions"). Calcula en pesos enteros: el peso
// colombiano no usa decimales, así que cada cuota es un número entero de pesos. Primero se reparte el TOTAL
// de las cuotas (todas iguales a la cuota del préstamo, la última absorbe lo que no se divide) y después el
// capital dentro de cada total; el interés de una cuota es su total menos su capital.
// Invariantes: Σ capital = monto; Σ cuotas = montoTotal; todas las cuotas menos la última valen la cuota
// del préstamo; ningún monto negativo.

import { LIMITES, MODALIDADES, TIPOS_AMORTIZACION, esValorDe, type Modalidad, type TipoAmortizacion } from './constantes';
import { aNumeroDia, desdeNumeroDia, esFechaValida, primerDiaHabilDesde, sumarMeses } from './fechas';
import { CODIGOS } from './errores';
import { hoyBogota } from './formato';
import { tasaEfectivaDelPlan } from './tasaEfectiva';
import { MENSAJES } from './validacion';

/** Condiciones de un préstamo con las que se calcula su plan. */
export interface TerminosPrestamo {
  /** Capital prestado en pesos enteros. */
  monto: number;
  /** Porcentaje plano sobre todo el préstamo (0 a 100, hasta dos decimales). */
  interes: number;
  /** Número de cuotas, de 1 a 1000. */
  cuotas: number;
  modalidad: Modalidad;
  tipoAmortizacion: TipoAmortizacion;
  /** 'YYYY-MM-DD'. */
  fechaInicio: string;
  /** 'YYYY-MM-DD'; por defecto un periodo después de `fechaInicio`. */
  fechaPrimerPago?: string | null;
}

export type CampoTerminosPrestamo = keyof TerminosPrestamo;

/** `{ campo: mensaje }`; vacío cuando los términos son válidos. */
export type ErroresTerminosPrestamo = Partial<Record<CampoTerminosPrestamo, string>>;

export interface CuotaPlan {
  numero: number;
  fechaProgramada: string;
  montoCapital: number;
  montoInteres: number;
  montoTotal: number;
}

export interface PlanAmortizacion {
  interesTotal: number;
  /** Lo que el cliente debe pagar en total (Σ de las cuotas). */
  montoTotal: number;
  /** Lo que el cliente recibe al desembolso. */
  montoEntregado: number;
  /**
   * La cuota del préstamo: lo que se cobra en cada cuota menos, quizá, la última (es el total de la primera).
   * amortizable: ⌊montoTotal / cuotas⌋; capital_final: ⌊interesTotal / cuotas⌋ (con una sola cuota, todo);
   * interes_adelantado: ⌊monto / cuotas⌋. Es el `cuotaDiaria` del préstamo y el `montoCuotaProm` de la vista previa.
   */
  cuota: number;
  cuotas: CuotaPlan[];
}

/** Vista previa del formulario de préstamo (§3 "Preview"). */
export interface PreviewPrestamo {
  montoTotalCalculado: number;
  /** La cuota del préstamo (`PlanAmortizacion.cuota`); el nombre es el de la especificación. */
  montoCuotaProm: number;
  primeraFecha: string;
  ultimaFecha: string;
  interesTotal: number;
  montoEntregado: number;
  /** Tasa efectiva anual en porcentaje con dos decimales (tasaEfectiva.ts); null si no hay tasa que expresar. */
  tasaEfectivaAnual: number | null;
}

/** Términos de préstamo inválidos; `errores` trae el mensaje de cada campo. */
export class TerminosPrestamoInvalidosError extends Error {
  readonly code = CODIGOS.terminosPrestamoInvalidos;

  constructor(readonly errores: ErroresTerminosPrestamo) {
    super(Object.values(errores)[0] ?? 'Términos de préstamo inválidos');
    this.name = 'TerminosPrestamoInvalidosError';
  }
}

function estaVacio(valor: unknown): boolean {
  return valor === undefined || valor === null || valor === '';
}

function esNumero(valor: unknown): valor is number {
  return typeof valor === 'number' && Number.isFinite(valor);
}

/** Interés expresado en centésimas de punto porcentual (12.5 % → 1250), o null si tiene más de dos decimales. */
function interesEnCentesimas(interes: number): number | null {
  const centesimas = Math.round(interes * 100);
  return Math.abs(interes * 100 - centesimas) < 1e-6 ? centesimas : null;
}

/**
 * Interés total en pesos enteros: monto × interes / 100, redondeado al peso (mitades hacia arriba).
 * Se calcula por partes para que sea exacto aun con montos grandes.
 */
export function calcularInteresTotal(monto: number, interes: number): number {
  const centesimas = interesEnCentesimas(interes) ?? Math.round(interes * 100);
  const bloques = Math.floor(monto / 10_000);
  const resto = monto - bloques * 10_000;
  return bloques * centesimas + Math.round((resto * centesimas) / 10_000);
}

/**
 * Unos términos que `validarTerminosPrestamo` aceptó tienen el tipo de cada campo: esta comprobación se lo dice al
 * compilador (el formulario y la API la usan después de validar; la fecha del primer pago, null si no se dio).
 */
export function tienenSuTipo(
  terminos: { readonly [K in CampoTerminosPrestamo]?: unknown },
): terminos is Required<TerminosPrestamo> {
  const { monto, interes, cuotas, modalidad, tipoAmortizacion, fechaInicio, fechaPrimerPago } = terminos;
  return (
    typeof monto === 'number' &&
    typeof interes === 'number' &&
    typeof cuotas === 'number' &&
    esValorDe(MODALIDADES, modalidad) &&
    esValorDe(TIPOS_AMORTIZACION, tipoAmortizacion) &&
    typeof fechaInicio === 'string' &&
    (fechaPrimerPago === null || typeof fechaPrimerPago === 'string')
  );
}

/**
 * Reglas de §5 para los términos de un préstamo (monto ≥ 1 en pesos enteros, interés de 0 a 100, cuotas
 * enteras de 1 a 1000, modalidad y tipo conocidos, fechas válidas). Acepta datos sin tipar (un cuerpo JSON).
 */
export function validarTerminosPrestamo(
  input: { readonly [K in CampoTerminosPrestamo]?: unknown },
): ErroresTerminosPrestamo {
  const errores: ErroresTerminosPrestamo = {};
  const { monto, interes, cuotas, modalidad, tipoAmortizacion, fechaInicio, fechaPrimerPago } = input;

  if (estaVacio(monto)) errores.monto = MENSAJES.montoObligatorio;
  else if (!esNumero(monto) || monto < LIMITES.montoMinimo) errores.monto = MENSAJES.montoMinimo;
  else if (!Number.isInteger(monto)) errores.monto = MENSAJES.montoEntero;
  else if (monto > LIMITES.montoMaximo) errores.monto = MENSAJES.montoMaximo;

  if (estaVacio(interes)) errores.interes = MENSAJES.interesObligatorio;
  else if (!esNumero(interes) || interes < LIMITES.interesMinimo || interes > LIMITES.interesMaximo)
    errores.interes = MENSAJES.interesRango;
  else if (interesEnCentesimas(interes) === null) errores.interes = MENSAJES.interesDecimales;

  if (estaVacio(cuotas)) errores.cuotas = MENSAJES.cuotasObligatorias;
  else if (
    !esNumero(cuotas) ||
    !Number.isInteger(cuotas) ||
    cuotas < LIMITES.cuotasMinimo ||
    cuotas > LIMITES.cuotasMaximo
  )
    errores.cuotas = MENSAJES.cuotasRango;

  if (!esValorDe(MODALIDADES, modalidad)) errores.modalidad = MENSAJES.modalidadInvalida;
  if (!esValorDe(TIPOS_AMORTIZACION, tipoAmortizacion)) errores.tipoAmortizacion = MENSAJES.tipoAmortizacionInvalido;

  if (estaVacio(fechaInicio)) errores.fechaInicio = MENSAJES.fechaInicioObligatoria;
  else if (!esFechaValida(fechaInicio)) errores.fechaInicio = MENSAJES.fechaInicioInvalida;
  else if (fechaInicio < LIMITES.fechaPrestamoMinima || fechaInicio > LIMITES.fechaPrestamoMaxima)
    errores.fechaInicio = MENSAJES.fechaPrestamoFueraDeRango;

  if (!estaVacio(fechaPrimerPago)) {
    if (!esFechaValida(fechaPrimerPago)) errores.fechaPrimerPago = MENSAJES.fechaPrimerPagoInvalida;
    else if (fechaPrimerPago < LIMITES.fechaPrestamoMinima || fechaPrimerPago > LIMITES.fechaPrestamoMaxima)
      errores.fechaPrimerPago = MENSAJES.fechaPrestamoFueraDeRango;
    else if (esFechaValida(fechaInicio) && fechaPrimerPago < fechaInicio)
      errores.fechaPrimerPago = MENSAJES.fechaPrimerPagoAnterior;
  }

  // Con interés adelantado el cliente recibe monto − interés: tiene que recibir al menos un peso.
  if (
    tipoAmortizacion === 'interes_adelantado' &&
    !errores.monto &&
    !errores.interes &&
    calcularInteresTotal(monto as number, interes as number) >= (monto as number)
  )
    errores.interes = MENSAJES.interesAdelantadoExcesivo;

  return errores;
}

const DIAS_POR_PERIODO: Readonly<Record<Exclude<Modalidad, 'mensual'>, number>> = {
  diario: 1,
  semanal: 7,
  quincenal: 15,
};

/**
 * Fechas de vencimiento de las cuotas, estrictamente crecientes.
 * - La primera es `fechaPrimerPago` o, sin ella, un periodo después de `fechaInicio`.
 * - diario: día a día, saltando domingos y festivos de Colombia (también la primera).
 * - semanal y quincenal: cada 7 o 15 días desde la primera.
 * - mensual: el mismo día de cada mes contado desde la fecha ancla (la primera, o `fechaInicio` si la
 *   primera no se dio), y el último día del mes cuando ese día no existe: 31 ene → 28/29 feb → 31 mar.
 */
export function calcularFechasPago(
  modalidad: Modalidad,
  cuotas: number,
  fechaInicio: string,
  fechaPrimerPago?: string | null,
): string[] {
  const fechas: string[] = [];
  if (modalidad === 'mensual') {
    const [ancla, desplazamiento] = fechaPrimerPago ? [fechaPrimerPago, 0] : [fechaInicio, 1];
    for (let i = 0; i < cuotas; i++) fechas.push(sumarMeses(ancla, i + desplazamiento));
    return fechas;
  }
  const paso = DIAS_POR_PERIODO[modalidad];
  const primera = fechaPrimerPago ? aNumeroDia(fechaPrimerPago) : aNumeroDia(fechaInicio) + paso;
  if (modalidad === 'diario') {
    let dia = primerDiaHabilDesde(primera);
    for (let i = 0; i < cuotas; i++) {
      if (i > 0) dia = primerDiaHabilDesde(dia + 1);
      fechas.push(desdeNumeroDia(dia));
    }
    return fechas;
  }
  for (let i = 0; i < cuotas; i++) fechas.push(desdeNumeroDia(primera + i * paso));
  return fechas;
}

/** Reparte `total` en `partes` enteros iguales; la última lleva el resto. */
function repartir(total: number, partes: number): { base: number; ultima: number } {
  const base = Math.floor(total / partes);
  return { base, ultima: total - base * (partes - 1) };
}

/**
 * Plan de pagos de un préstamo. Lanza `TerminosPrestamoInvalidosError` si los términos no pasan
 * `validarTerminosPrestamo`. Primero se fija el total de cada cuota y después el capital dentro de él:
 * - amortizable: cuotas de ⌊(monto + interesTotal) / cuotas⌋ (la última lleva el resto); el capital de cada
 *   cuota es su parte proporcional del total (capital acumulado = ⌊monto × total acumulado / montoTotal⌋), así
 *   que capital e interés de una cuota pueden diferir en un peso de los de otra, pero el total no.
 * - capital_final: cuotas de ⌊interesTotal / cuotas⌋ de sólo interés; la última lleva el resto del interés
 *   y devuelve todo el capital.
 * - interes_adelantado: el interés se descuenta al desembolso (montoEntregado = monto − interesTotal) y
 *   las cuotas de ⌊monto / cuotas⌋ sólo devuelven capital; montoTotal = monto.
 */
export function calcularPlan(input: TerminosPrestamo): PlanAmortizacion {
  const errores = validarTerminosPrestamo(input);
  if (Object.keys(errores).length > 0) throw new TerminosPrestamoInvalidosError(errores);

  const { monto, interes, cuotas: numeroCuotas, modalidad, tipoAmortizacion, fechaInicio, fechaPrimerPago } = input;
  const interesTotal = calcularInteresTotal(monto, interes);
  const fechas = calcularFechasPago(modalidad, numeroCuotas, fechaInicio, fechaPrimerPago);
  const adelantado = tipoAmortizacion === 'interes_adelantado';
  const montoTotal = adelantado ? monto : monto + interesTotal;

  let partes: Array<{ montoCapital: number; montoInteres: number }>;
  if (tipoAmortizacion === 'capital_final') {
    const interesCuota = repartir(interesTotal, numeroCuotas);
    partes = fechas.map((_, i) =>
      i === numeroCuotas - 1
        ? { montoCapital: monto, montoInteres: interesCuota.ultima }
        : { montoCapital: 0, montoInteres: interesCuota.base },
    );
  } else if (adelantado) {
    const capital = repartir(monto, numeroCuotas);
    partes = fechas.map((_, i) => ({
      montoCapital: i === numeroCuotas - 1 ? capital.ultima : capital.base,
      montoInteres: 0,
    }));
  } else {
    // amortizable: el total se reparte primero; el capital acumulado sigue al total acumulado en proporción
    // monto / montoTotal (BigInt: monto × acumulado puede pasar de 2^53). Capital e interés acumulados crecen
    // con el total acumulado, así que ninguno de los dos es negativo en ninguna cuota.
    const total = repartir(montoTotal, numeroCuotas);
    const montoBig = BigInt(monto);
    const montoTotalBig = BigInt(montoTotal);
    let acumulado = 0;
    let capitalAcumulado = 0;
    partes = fechas.map((_, i) => {
      const totalCuota = i === numeroCuotas - 1 ? total.ultima : total.base;
      acumulado += totalCuota;
      const capitalHasta =
        i === numeroCuotas - 1 ? monto : Number((montoBig * BigInt(acumulado)) / montoTotalBig);
      const montoCapital = capitalHasta - capitalAcumulado;
      capitalAcumulado = capitalHasta;
      return { montoCapital, montoInteres: totalCuota - montoCapital };
    });
  }

  const cuotas: CuotaPlan[] = fechas.map((fechaProgramada, indice) => {
    const { montoCapital, montoInteres } = partes[indice];
    return { numero: indice + 1, fechaProgramada, montoCapital, montoInteres, montoTotal: montoCapital + montoInteres };
  });

  return {
    interesTotal,
    montoTotal,
    montoEntregado: adelantado ? monto - interesTotal : monto,
    cuota: cuotas[0].montoTotal,
    cuotas,
  };
}

/**
 * Vista previa para el formulario (POST /prestamos/preview). Sin `fechaInicio` toma hoy en Bogotá.
 * Lanza `TerminosPrestamoInvalidosError` como `calcularPlan`.
 */
export function calcularPreview(
  input: Omit<TerminosPrestamo, 'fechaInicio'> & { fechaInicio?: string | null },
): PreviewPrestamo {
  const fechaInicio = input.fechaInicio || hoyBogota();
  const plan = calcularPlan({ ...input, fechaInicio });
  return {
    montoTotalCalculado: plan.montoTotal,
    montoCuotaProm: plan.cuota,
    primeraFecha: plan.cuotas[0].fechaProgramada,
    ultimaFecha: plan.cuotas[plan.cuotas.length - 1].fechaProgramada,
    interesTotal: plan.interesTotal,
    montoEntregado: plan.montoEntregado,
    tasaEfectivaAnual: tasaEfectivaDelPlan(plan, fechaInicio),
  };
}
