// Congelado (docs/decisiones/migraciones-congeladas.md): el motor del plan de pagos y la tasa efectiva anual con que
// las migraciones 1795352500000-libro-prestamos y 1795353640000-tasa-efectiva-y-usura calculaban los préstamos
// existentes cuando se publicaron, en pesos enteros. No se corrige ni se refactoriza: una regla distinta va en
// @cartera/dominio y, si debe rehacer datos ya migrados, en una migración nueva.
import { aNumeroDia, desdeNumeroDia, primerDiaHabilDesde, sumarMeses } from './fechas';

export type Modalidad = 'diario' | 'semanal' | 'quincenal' | 'mensual';
export type TipoAmortizacion = 'amortizable' | 'capital_final' | 'interes_adelantado';

export interface TerminosCongelados {
  monto: number;
  interes: number;
  cuotas: number;
  modalidad: Modalidad;
  tipoAmortizacion: TipoAmortizacion;
  fechaInicio: string;
  fechaPrimerPago?: string | null;
}

export interface CuotaCongelada {
  numero: number;
  fechaProgramada: string;
  montoCapital: number;
  montoInteres: number;
  montoTotal: number;
}

export interface PlanCongelado {
  montoEntregado: number;
  cuota: number;
  cuotas: CuotaCongelada[];
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const DIAS_POR_PERIODO = { diario: 1, semanal: 7, quincenal: 15 } as const;

function interesTotal(monto: number, interes: number): number {
  const centesimas = Math.round(interes * 100);
  const bloques = Math.floor(monto / 10_000);
  return bloques * centesimas + Math.round(((monto - bloques * 10_000) * centesimas) / 10_000);
}

/** Los límites de los términos de entonces; el motor se negaba a calcular fuera de ellos. */
function sonValidos(t: TerminosCongelados): boolean {
  const fechaEnRango = (f: string) => FECHA.test(f) && f >= '2000-01-01' && f <= '2100-12-31';
  const centesimas = t.interes * 100;
  return (
    Number.isInteger(t.monto) &&
    t.monto >= 1 &&
    t.monto <= 100_000_000_000 &&
    t.interes >= 0 &&
    t.interes <= 100 &&
    Math.abs(centesimas - Math.round(centesimas)) < 1e-6 &&
    Number.isInteger(t.cuotas) &&
    t.cuotas >= 1 &&
    t.cuotas <= 1000 &&
    ['diario', 'semanal', 'quincenal', 'mensual'].includes(t.modalidad) &&
    ['amortizable', 'capital_final', 'interes_adelantado'].includes(t.tipoAmortizacion) &&
    fechaEnRango(t.fechaInicio) &&
    (!t.fechaPrimerPago || (fechaEnRango(t.fechaPrimerPago) && t.fechaPrimerPago >= t.fechaInicio)) &&
    !(t.tipoAmortizacion === 'interes_adelantado' && interesTotal(t.monto, t.interes) >= t.monto)
  );
}

function fechasDePago(t: TerminosCongelados): string[] {
  const fechas: string[] = [];
  if (t.modalidad === 'mensual') {
    const [ancla, desplazamiento] = t.fechaPrimerPago ? [t.fechaPrimerPago, 0] : [t.fechaInicio, 1];
    for (let i = 0; i < t.cuotas; i++) fechas.push(sumarMeses(ancla, i + desplazamiento));
    return fechas;
  }
  const paso = DIAS_POR_PERIODO[t.modalidad];
  const primera = t.fechaPrimerPago ? aNumeroDia(t.fechaPrimerPago) : aNumeroDia(t.fechaInicio) + paso;
  let dia = t.modalidad === 'diario' ? primerDiaHabilDesde(primera) : primera;
  for (let i = 0; i < t.cuotas; i++) {
    if (i > 0) dia = t.modalidad === 'diario' ? primerDiaHabilDesde(dia + 1) : dia + paso;
    fechas.push(desdeNumeroDia(dia));
  }
  return fechas;
}

/** `partes` enteros iguales de `total`; la última lleva el resto. */
function repartir(total: number, partes: number, indice: number): number {
  const base = Math.floor(total / partes);
  return indice === partes - 1 ? total - base * (partes - 1) : base;
}

/** El plan de entonces; lanza si los términos no pasaban su validación. */
export function calcularPlanCongelado(t: TerminosCongelados): PlanCongelado {
  if (!sonValidos(t)) throw new Error('Términos de préstamo inválidos');
  const interes = interesTotal(t.monto, t.interes);
  const fechas = fechasDePago(t);
  const n = t.cuotas;
  const adelantado = t.tipoAmortizacion === 'interes_adelantado';
  const montoTotal = adelantado ? t.monto : t.monto + interes;
  let acumulado = 0;
  let capitalAcumulado = 0;
  const cuotas = fechas.map((fechaProgramada, i): CuotaCongelada => {
    let montoCapital: number;
    let montoInteres: number;
    if (t.tipoAmortizacion === 'capital_final') {
      montoCapital = i === n - 1 ? t.monto : 0;
      montoInteres = repartir(interes, n, i);
    } else if (adelantado) {
      montoCapital = repartir(t.monto, n, i);
      montoInteres = 0;
    } else {
      const totalCuota = repartir(montoTotal, n, i);
      acumulado += totalCuota;
      const capitalHasta = i === n - 1 ? t.monto : Number((BigInt(t.monto) * BigInt(acumulado)) / BigInt(montoTotal));
      montoCapital = capitalHasta - capitalAcumulado;
      capitalAcumulado = capitalHasta;
      montoInteres = totalCuota - montoCapital;
    }
    return { numero: i + 1, fechaProgramada, montoCapital, montoInteres, montoTotal: montoCapital + montoInteres };
  });
  return { montoEntregado: adelantado ? t.monto - interes : t.monto, cuota: cuotas[0].montoTotal, cuotas };
}

/**
 * La tasa efectiva anual de entonces, en porcentaje con dos decimales: la tasa diaria que iguala el neto entregado en
 * `fechaDesembolso` con cada cuota en su fecha, llevada a 365 días; null si no hay tasa que expresar.
 */
export function tasaEfectivaCongelada(
  neto: number,
  fechaDesembolso: string,
  cuotas: ReadonlyArray<{ fecha: string; monto: number }>,
): number | null {
  if (!(neto > 0) || cuotas.length === 0) return null;
  const inicio = aNumeroDia(fechaDesembolso);
  const flujos = cuotas.map((c) => ({ monto: c.monto, dias: aNumeroDia(c.fecha) - inicio }));
  if (flujos.every((f) => f.dias <= 0)) return null;
  const exceso = (x: number) => flujos.reduce((suma, f) => suma + f.monto * Math.exp(-x * f.dias), 0) - neto;
  let bajo = -1;
  let alto = 1;
  while (exceso(bajo) < 0 && bajo > -50) bajo *= 2;
  while (exceso(alto) > 0 && alto < 50) alto *= 2;
  for (let i = 0; i < 200 && alto - bajo > 1e-15; i++) {
    const medio = (bajo + alto) / 2;
    if (exceso(medio) > 0) bajo = medio;
    else alto = medio;
  }
  const ea = (Math.exp(365 * ((bajo + alto) / 2)) - 1) * 100;
  return Number.isFinite(ea) ? Math.round(ea * 100) / 100 + 0 : null;
}

/** La EA de un plan congelado, desembolsado en `fechaInicio`. */
export function tasaEfectivaDelPlanCongelado(plan: PlanCongelado, fechaInicio: string): number | null {
  return tasaEfectivaCongelada(
    plan.montoEntregado,
    fechaInicio,
    plan.cuotas.map((c) => ({ fecha: c.fechaProgramada, monto: c.montoTotal })),
  );
}
