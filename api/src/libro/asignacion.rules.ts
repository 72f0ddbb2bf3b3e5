// Cómo se reparte un cobro entre las cuotas de un préstamo y cómo se deshacen los pagos de una cuota.
// Funciones puras sobre centavos enteros; el servicio del libro les pasa filas leídas con el préstamo bloqueado.

export interface CuotaPorCobrar {
  id: string;
  numero: number;
  /** Lo que aún se debe de la cuota, en centavos (total − pagado − refinanciado). */
  pendiente: number;
}

export interface Aplicacion {
  cuotaId: string;
  /** Centavos aplicados a la cuota. */
  monto: number;
}

export interface ResultadoAsignacion {
  aplicaciones: Aplicacion[];
  /** Centavos que no encontraron cuota (más de lo que se debe). */
  sobrante: number;
}

/**
 * Aplica un cobro a las cuotas impagas más antiguas primero y abona a la última que alcanza.
 * Las cuotas se toman por `numero`, lleguen en el orden que lleguen.
 */
export function asignarACuotasAntiguas(cuotas: readonly CuotaPorCobrar[], monto: number): ResultadoAsignacion {
  if (!Number.isInteger(monto) || monto <= 0) {
    throw new RangeError(`monto debe ser un entero positivo de centavos: ${monto}`);
  }
  const ordenadas = [...cuotas].filter((cuota) => cuota.pendiente > 0).sort((a, b) => a.numero - b.numero);
  const aplicaciones: Aplicacion[] = [];
  let restante = monto;
  for (const cuota of ordenadas) {
    if (restante === 0) break;
    const aplicado = Math.min(restante, cuota.pendiente);
    aplicaciones.push({ cuotaId: cuota.id, monto: aplicado });
    restante -= aplicado;
  }
  return { aplicaciones, sobrante: restante };
}

export interface AplicacionDeCuota {
  cobroId: string;
  /** Centavos que este cobro puso en la cuota que se revierte. */
  monto: number;
  /** Monto total del cobro en centavos (siempre la suma de todas sus aplicaciones). */
  montoCobro: number;
}

export interface PlanReversion {
  /** Cobros que sólo pagaban esta cuota: desaparecen. */
  eliminar: string[];
  /** Cobros que también pagaban otras cuotas: conservan esas y su monto baja en lo revertido. */
  reducir: Array<{ cobroId: string; montoNuevo: number }>;
}

/** Revertir una cuota quita exactamente sus aplicaciones y nada más. */
export function planRevertirCuota(aplicaciones: readonly AplicacionDeCuota[]): PlanReversion {
  const plan: PlanReversion = { eliminar: [], reducir: [] };
  for (const aplicacion of aplicaciones) {
    const montoNuevo = aplicacion.montoCobro - aplicacion.monto;
    if (montoNuevo < 0) {
      throw new RangeError(`la aplicación del cobro ${aplicacion.cobroId} supera su monto`);
    }
    if (montoNuevo === 0) plan.eliminar.push(aplicacion.cobroId);
    else plan.reducir.push({ cobroId: aplicacion.cobroId, montoNuevo });
  }
  return plan;
}

/**
 * Reparte una condonación desde el final del plan: perdona primero las últimas cuotas (el descuento acorta el
 * préstamo y deja intacto lo que ya venció). Sin sobrante: quien llama comprobó que no supera el saldo.
 */
export function asignarACuotasRecientes(cuotas: readonly CuotaPorCobrar[], monto: number): ResultadoAsignacion {
  const invertidas = [...cuotas].map((cuota) => ({ ...cuota, numero: -cuota.numero }));
  const resultado = asignarACuotasAntiguas(invertidas, monto);
  return resultado;
}
