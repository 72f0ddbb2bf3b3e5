"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.errorFechaCobro = errorFechaCobro;
// Reglas puras de la fecha de un cobro (docs/decisiones.md, «Endurecimiento de la API»). Sin Nest ni base.
const dominio_1 = require("@cartera/dominio");
/** Motivo por el que la fecha de un cobro no vale, o null. */
function errorFechaCobro({ fecha, fechaInicioPrestamo, hoy, rol, retroactivoDias }) {
    if (fecha < fechaInicioPrestamo) {
        return `La fecha del cobro no puede ser anterior al inicio del préstamo (${(0, dominio_1.formatearFecha)(fechaInicioPrestamo)})`;
    }
    if (rol === 'cobrador' && fecha < (0, dominio_1.sumarDias)(hoy, -retroactivoDias)) {
        return retroactivoDias === 0
            ? 'Un cobrador sólo puede registrar cobros con la fecha de hoy'
            : `Un cobrador sólo puede registrar cobros de hasta ${retroactivoDias} ${retroactivoDias === 1 ? 'día' : 'días'} atrás`;
    }
    return null;
}
//# sourceMappingURL=fecha-cobro.rules.js.map