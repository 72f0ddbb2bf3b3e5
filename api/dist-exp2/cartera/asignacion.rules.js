"use strict";
// Cómo se reparte un cobro entre las cuotas de un préstamo y cómo se deshacen los pagos de una cuota.
// Funciones puras sobre centavos enteros; el servicio del libro les pasa filas leídas con el préstamo bloqueado.
Object.defineProperty(exports, "__esModule", { value: true });
exports.asignarACuotasAntiguas = asignarACuotasAntiguas;
exports.planRevertirCuota = planRevertirCuota;
/**
 * Aplica un cobro a las cuotas impagas más antiguas primero y abona a la última que alcanza.
 * Las cuotas se toman por `numero`, lleguen en el orden que lleguen.
 */
function asignarACuotasAntiguas(cuotas, monto) {
    if (!Number.isInteger(monto) || monto <= 0) {
        throw new RangeError(`monto debe ser un entero positivo de centavos: ${monto}`);
    }
    const ordenadas = [...cuotas].filter((cuota) => cuota.pendiente > 0).sort((a, b) => a.numero - b.numero);
    const aplicaciones = [];
    let restante = monto;
    for (const cuota of ordenadas) {
        if (restante === 0)
            break;
        const aplicado = Math.min(restante, cuota.pendiente);
        aplicaciones.push({ cuotaId: cuota.id, monto: aplicado });
        restante -= aplicado;
    }
    return { aplicaciones, sobrante: restante };
}
/** Revertir una cuota quita exactamente sus aplicaciones y nada más. */
function planRevertirCuota(aplicaciones) {
    const plan = { eliminar: [], reducir: [] };
    for (const aplicacion of aplicaciones) {
        const montoNuevo = aplicacion.montoCobro - aplicacion.monto;
        if (montoNuevo < 0) {
            throw new RangeError(`la aplicación del cobro ${aplicacion.cobroId} supera su monto`);
        }
        if (montoNuevo === 0)
            plan.eliminar.push(aplicacion.cobroId);
        else
            plan.reducir.push({ cobroId: aplicacion.cobroId, montoNuevo });
    }
    return plan;
}
//# sourceMappingURL=asignacion.rules.js.map