// Tasa efectiva anual (EA) de un préstamo, la que la regulación colombiana de consumo exige informar: la tasa diaria r
// que iguala lo que el cliente recibe al desembolso con cada cuota en su fecha, Σ cuotaᵢ / (1 + r)^díasᵢ = neto, y
// EA = (1 + r)^365 − 1. El interés plano del préstamo (ARCHITECTURE.md) no dice lo que cuesta: 20 % plano en 30
// cuotas diarias es ≈ 3.385 % EA. Los flujos son los del plan (domingos y festivos como el plan los tiene) y el neto
// es lo entregado (interés descontado por adelantado y cargos restados).
import { aNumeroDia } from './fechas';

export interface FlujoCuota {
  /** 'YYYY-MM-DD'. */
  fecha: string;
  /** Lo que el cliente paga ese día, en pesos. */
  monto: number;
}

/** Días que cuenta el año de la EA. */
export const DIAS_ANIO_EA = 365;

/**
 * La EA en porcentaje con dos decimales, del neto entregado en `fechaDesembolso` y las cuotas. `null` cuando no hay
 * tasa que expresar: nada entregado (neto ≤ 0), ninguna cuota, o una tasa que no cabe en un número (más de ~10^300 %).
 * Se resuelve por bisección sobre x = ln(1 + r), donde Σ cuotaᵢ·e^(−x·díasᵢ) decrece siempre con x: converge sin
 * depender de un punto de partida, también con tasas negativas (cuotas que suman menos que lo entregado).
 */
export function tasaEfectivaAnual(
  neto: number,
  fechaDesembolso: string,
  cuotas: readonly FlujoCuota[],
): number | null {
  if (!(neto > 0) || cuotas.length === 0) return null;
  const inicio = aNumeroDia(fechaDesembolso);
  const flujos = cuotas.map((c) => ({ monto: c.monto, dias: aNumeroDia(c.fecha) - inicio }));
  const exceso = (x: number) => flujos.reduce((suma, f) => suma + f.monto * Math.exp(-x * f.dias), 0) - neto;
  if (flujos.every((f) => f.dias <= 0)) return null;
  let bajo = -1;
  let alto = 1;
  while (exceso(bajo) < 0 && bajo > -50) bajo *= 2;
  while (exceso(alto) > 0 && alto < 50) alto *= 2;
  for (let i = 0; i < 200 && alto - bajo > 1e-15; i++) {
    const medio = (bajo + alto) / 2;
    if (exceso(medio) > 0) bajo = medio;
    else alto = medio;
  }
  const ea = (Math.exp(DIAS_ANIO_EA * ((bajo + alto) / 2)) - 1) * 100;
  if (!Number.isFinite(ea)) return null;
  return Math.round(ea * 100) / 100 + 0;
}

/**
 * La EA de un plan: desembolso en `fechaInicio` por lo que el plan entrega (monto, o monto menos el interés para
 * `interes_adelantado`) menos `cargos`, y las cuotas del plan en sus fechas.
 */
export function tasaEfectivaDelPlan(
  plan: { montoEntregado: number; cuotas: ReadonlyArray<{ fechaProgramada: string; montoTotal: number }> },
  fechaInicio: string,
  cargos = 0,
): number | null {
  return tasaEfectivaAnual(
    plan.montoEntregado - cargos,
    fechaInicio,
    plan.cuotas.map((c) => ({ fecha: c.fechaProgramada, monto: c.montoTotal })),
  );
}
