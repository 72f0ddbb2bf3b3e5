"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.esPeriodoValido = esPeriodoValido;
exports.inicioPeriodo = inicioPeriodo;
exports.porcentajeAvance = porcentajeAvance;
exports.estadoMeta = estadoMeta;
exports.sqlEstadoMeta = sqlEstadoMeta;
// Reglas de las metas de cobradores: avance y estado se derivan de lo cobrado, nunca se escriben a mano.
const dominio_1 = require("@cartera/dominio");
/** 'YYYY-MM' con mes 01–12 y año 2000–2999. */
function esPeriodoValido(valor) {
    return typeof valor === 'string' && /^2\d{3}-(0[1-9]|1[0-2])$/.test(valor);
}
/** Primer día del periodo 'YYYY-MM' como fecha de negocio. */
function inicioPeriodo(periodo) {
    return `${periodo}-01`;
}
/** Porcentaje de avance con un decimal; una meta de 0 se da por alcanzada (100 %). */
function porcentajeAvance(alcanzado, meta) {
    if (meta <= 0)
        return 100;
    return (0, dominio_1.calcularPorcentaje)(alcanzado, meta, 1);
}
/**
 * Estado de una meta en la fecha `hoy` (Bogotá): completada si alcanzó monto y cantidad; vencida si pasó su fecha de
 * vencimiento sin completarse; en_progreso si ya hay algún cobro; pendiente si no.
 */
function estadoMeta(avance, hoy) {
    if (avance.montoAlcanzado >= avance.metaMonto && avance.cobrosRealizados >= avance.metaCobros)
        return 'completada';
    if (avance.fechaVencimiento < hoy)
        return 'vencida';
    if (avance.cobrosRealizados > 0)
        return 'en_progreso';
    return 'pendiente';
}
/** La misma regla en SQL (para filtrar por estado en el servidor); `hoy` es un parámetro date. */
function sqlEstadoMeta(a, hoy) {
    return `CASE
    WHEN ${a.monto} >= ${a.metaMonto} AND ${a.cantidad} >= ${a.metaCobros} THEN 'completada'
    WHEN ${a.vence} < ${hoy} THEN 'vencida'
    WHEN ${a.cantidad} > 0 THEN 'en_progreso'
    ELSE 'pendiente' END`;
}
//# sourceMappingURL=metas.rules.js.map