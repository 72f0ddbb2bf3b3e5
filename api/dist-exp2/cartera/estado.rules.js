"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ESTADOS_TERMINALES = void 0;
exports.esEstadoTerminal = esEstadoTerminal;
exports.pendienteCuota = pendienteCuota;
exports.estadoCuota = estadoCuota;
exports.resumenMora = resumenMora;
exports.estadoPrestamo = estadoPrestamo;
exports.proximaFecha = proximaFecha;
exports.primeraImpaga = primeraImpaga;
// Cuándo una cuota y un préstamo están pagados, en mora o vencidos. Es la definición que el libro aplica después
// de cada movimiento de dinero; el barrido periódico (barrido.service.ts) aplica la misma definición en SQL por
// conjuntos y las pruebas e2e comprueban que ambos coinciden. Fechas de negocio 'YYYY-MM-DD' en America/Bogota.
const dominio_1 = require("@cartera/dominio");
/** Estados que el libro ya no mueve. */
exports.ESTADOS_TERMINALES = ['cancelado', 'reenganchado'];
function esEstadoTerminal(estado) {
    return exports.ESTADOS_TERMINALES.includes(estado);
}
function pendienteCuota(cuota) {
    return Math.max(0, cuota.montoTotal - cuota.montoPagado - cuota.montoRefinanciado);
}
/**
 * pagada: no se debe nada (una cuota de 0 nace pagada);
 * refinanciada: la cerró un reenganche;
 * vencida: se debe algo y su fecha es anterior a hoy;
 * parcial: tiene abonos, se debe algo y aún no vence;
 * pendiente: sin abonos y aún no vence.
 */
function estadoCuota(cuota, hoy) {
    if (pendienteCuota(cuota) === 0)
        return cuota.montoRefinanciado > 0 ? 'refinanciada' : 'pagada';
    if (cuota.fechaProgramada < hoy)
        return 'vencida';
    if (cuota.montoPagado > 0)
        return 'parcial';
    return 'pendiente';
}
function resumenMora(cuotas, hoy) {
    const vencidas = cuotas.filter((cuota) => estadoCuota(cuota, hoy) === 'vencida');
    if (vencidas.length === 0)
        return { cuotasVencidas: 0, diasMoraPromedio: 0 };
    const dias = vencidas.reduce((total, cuota) => total + (0, dominio_1.diferenciaDias)(cuota.fechaProgramada, hoy), 0);
    // (dias × 100) / n se redondea bien: las mitades suben igual que round(numeric, 2) de PostgreSQL.
    return { cuotasVencidas: vencidas.length, diasMoraPromedio: Math.round((dias * 100) / vencidas.length) / 100 };
}
/**
 * cancelado y reenganchado son finales. Si no:
 * pagado cuando no se debe nada; vencido cuando la última fecha de pago es anterior a hoy y se debe algo;
 * mora cuando al menos una cuota está vencida; activo en otro caso.
 */
function estadoPrestamo(prestamo, hoy) {
    if (esEstadoTerminal(prestamo.estado))
        return prestamo.estado;
    if (prestamo.saldoPendiente <= 0)
        return 'pagado';
    if (prestamo.fechaVencimiento < hoy)
        return 'vencido';
    if (prestamo.cuotasVencidas > 0)
        return 'mora';
    return 'activo';
}
/**
 * La fecha de la primera cuota que se debe y aún no está vencida (pendiente o parcial): `prestamos.proxima_fecha`.
 * Cuando pasa, el barrido encuentra el préstamo por ella (las cuotas por vencer no tienen índice por fecha).
 */
function proximaFecha(cuotas) {
    let proxima = null;
    for (const cuota of cuotas) {
        if ((cuota.estado === 'pendiente' || cuota.estado === 'parcial') && (proxima === null || cuota.fechaProgramada < proxima)) {
            proxima = cuota.fechaProgramada;
        }
    }
    return proxima;
}
/**
 * La fecha de la cuota impaga más antigua (pendiente, parcial o vencida): `prestamos.primera_impaga`. Con ella el
 * reporte de morosos sabe los días de atraso de cada préstamo (hoy − esa fecha) sin leer sus cuotas.
 */
function primeraImpaga(cuotas) {
    let primera = null;
    for (const cuota of cuotas) {
        if ((cuota.estado === 'pendiente' || cuota.estado === 'parcial' || cuota.estado === 'vencida') &&
            (primera === null || cuota.fechaProgramada < primera)) {
            primera = cuota.fechaProgramada;
        }
    }
    return primera;
}
//# sourceMappingURL=estado.rules.js.map