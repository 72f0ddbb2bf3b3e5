// Cómo se reparte un cobro entre las cuotas de un préstamo y cómo se deshacen los pagos de una cuota.
// Funciones puras sobre centavos enteros (Centavos: docs/decisiones/dinero-en-centavos.md); el servicio del libro les
// pasa filas leídas con el préstamo bloqueado.
import { CERO_CENTAVOS, menorCentavos, menosCentavos, type Centavos } from '@cartera/dominio';

export interface CuotaPorCobrar {
  id: string;
  numero: number;
  /** Lo que aún se debe de la cuota (total − pagado − refinanciado). */
  pendiente: Centavos;
}

export interface Aplicacion {
  cuotaId: string;
  /** Lo aplicado a la cuota. */
  monto: Centavos;
}

export interface ResultadoAsignacion {
  aplicaciones: Aplicacion[];
  /** Lo que no encontró cuota (más de lo que se debe). */
  sobrante: Centavos;
}

/**
 * Aplica un cobro a las cuotas impagas más antiguas primero y abona a la última que alcanza.
 * Las cuotas se toman por `numero`, lleguen en el orden que lleguen.
 */
export function asignarACuotasAntiguas(cuotas: readonly CuotaPorCobrar[], monto: Centavos): ResultadoAsignacion {
  if (monto <= 0) {
    throw new RangeError(`monto debe ser un entero positivo de centavos: ${monto}`);
  }
  const ordenadas = [...cuotas].filter((cuota) => cuota.pendiente > 0).sort((a, b) => a.numero - b.numero);
  const aplicaciones: Aplicacion[] = [];
  let restante = monto;
  for (const cuota of ordenadas) {
    if (restante === CERO_CENTAVOS) break;
    const aplicado = menorCentavos(restante, cuota.pendiente);
    aplicaciones.push({ cuotaId: cuota.id, monto: aplicado });
    restante = menosCentavos(restante, aplicado);
  }
  return { aplicaciones, sobrante: restante };
}

export interface AplicacionDeCuota {
  cobroId: string;
  /** Lo que este cobro puso en la cuota que se revierte. */
  monto: Centavos;
  /** Monto total del cobro (siempre la suma de todas sus aplicaciones). */
  montoCobro: Centavos;
}

export interface PlanReversion {
  /** Cobros que sólo pagaban esta cuota: desaparecen. */
  eliminar: string[];
  /** Cobros que también pagaban otras cuotas: conservan esas y su monto baja en lo revertido. */
  reducir: Array<{ cobroId: string; montoNuevo: Centavos }>;
}

/** Revertir una cuota quita exactamente sus aplicaciones y nada más. */
export function planRevertirCuota(aplicaciones: readonly AplicacionDeCuota[]): PlanReversion {
  const plan: PlanReversion = { eliminar: [], reducir: [] };
  for (const aplicacion of aplicaciones) {
    const montoNuevo = menosCentavos(aplicacion.montoCobro, aplicacion.monto);
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
export function asignarACuotasRecientes(cuotas: readonly CuotaPorCobrar[], monto: Centavos): ResultadoAsignacion {
  const invertidas = [...cuotas].map((cuota) => ({ ...cuota, numero: -cuota.numero }));
  const resultado = asignarACuotasAntiguas(invertidas, monto);
  return resultado;
}
