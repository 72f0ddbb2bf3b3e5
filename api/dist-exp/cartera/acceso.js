"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MENSAJE_PRESTAMO_AJENO = void 0;
exports.esCobrador = esCobrador;
exports.condicionCarteraCobrador = condicionCarteraCobrador;
exports.asegurarAccesoPrestamo = asegurarAccesoPrestamo;
const errores_1 = require("../common/errores");
exports.MENSAJE_PRESTAMO_AJENO = 'No tiene permisos sobre este préstamo';
/** Un actor al que se le limita la cartera (cobrador) o que la ve entera. */
function esCobrador(actor) {
    return actor.rol === 'cobrador';
}
/**
 * Condición SQL que limita `p` (prestamos) a la cartera del cobrador `$parametro`. Usa el cobrador del préstamo o el
 * del cliente, como las rutas de cobro.
 */
function condicionCarteraCobrador(parametro, alias = 'p') {
    // `= ANY(ARRAY(…))`: los clientes del cobrador se leen una vez y el OR se resuelve con los índices de cobrador y de
    // cliente (BitmapOr), en vez de recorrer todos los préstamos probando la subconsulta.
    return `(${alias}.cobrador_id = ${parametro} OR ${alias}.cliente_id = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = ${parametro})))`;
}
/** 403 si un cobrador intenta ver u operar un préstamo que no es de su cartera. */
async function asegurarAccesoPrestamo(manager, actor, prestamoId) {
    if (!esCobrador(actor))
        return;
    const filas = await manager.query(`SELECT 1 FROM prestamos p WHERE p.id = $1 AND ${condicionCarteraCobrador('$2')}`, [prestamoId, actor.id]);
    if (filas.length === 0) {
        const existe = await manager.query(`SELECT 1 FROM prestamos WHERE id = $1`, [prestamoId]);
        if (existe.length > 0)
            throw (0, errores_1.prohibido)(exports.MENSAJE_PRESTAMO_AJENO);
    }
}
//# sourceMappingURL=acceso.js.map