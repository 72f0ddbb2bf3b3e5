"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MENSAJES_REPORTES = exports.DIAS_MAXIMOS_RANGO = void 0;
exports.resolverRango = resolverRango;
exports.porcentaje = porcentaje;
exports.diasDelRango = diasDelRango;
// Reglas puras de los reportes: rango de fechas por defecto y su validación, porcentajes.
const dominio_1 = require("@cartera/dominio");
/** Días máximos de un rango (un año bisiesto completo). */
exports.DIAS_MAXIMOS_RANGO = 366;
exports.MENSAJES_REPORTES = {
    rangoInvertido: 'La fecha inicial no puede ser posterior a la fecha final',
    rangoLargo: `El rango de fechas no puede superar ${exports.DIAS_MAXIMOS_RANGO} días`,
    cobradorNoExiste: 'El cobrador no existe',
    tipoInvalido: 'Tipo de reporte no válido. Opciones: general, prestamos, cobros, morosos',
    formatoInvalido: 'Formato no válido. Opciones: csv, xlsx',
};
/**
 * Rango inclusivo: por defecto los últimos 30 días de Bogotá (hoy y los 29 anteriores). Si sólo llega una punta, la
 * otra se completa a 30 días. Devuelve los errores por campo en vez de lanzar.
 */
function resolverRango(desde, hasta, hoy = (0, dominio_1.hoyBogota)()) {
    const fin = hasta ?? (desde ? (0, dominio_1.sumarDias)(desde, 29) : hoy);
    const inicio = desde ?? (0, dominio_1.sumarDias)(fin, -29);
    if (inicio > fin)
        return { errores: { desde: [exports.MENSAJES_REPORTES.rangoInvertido] } };
    if ((0, dominio_1.diferenciaDias)(inicio, fin) + 1 > exports.DIAS_MAXIMOS_RANGO)
        return { errores: { hasta: [exports.MENSAJES_REPORTES.rangoLargo] } };
    return { desde: inicio, hasta: fin };
}
/** Parte ÷ total × 100 con un decimal (0 si el total es 0); en centavos para no arrastrar errores de coma flotante. */
function porcentaje(parteCentavos, totalCentavos) {
    return totalCentavos === 0 ? 0 : Math.round((parteCentavos * 1000) / totalCentavos) / 10;
}
/** Días del rango, en orden (para rellenar con ceros los días sin movimientos). */
function diasDelRango({ desde, hasta }) {
    const dias = [];
    for (let dia = desde; dia <= hasta; dia = (0, dominio_1.sumarDias)(dia, 1))
        dias.push(dia);
    return dias;
}
//# sourceMappingURL=reportes.rules.js.map