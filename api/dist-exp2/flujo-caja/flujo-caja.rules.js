"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PERIODOS_FLUJO = void 0;
exports.inicioPeriodo = inicioPeriodo;
exports.finPeriodo = finPeriodo;
exports.periodosDelRango = periodosDelRango;
exports.flujoDelDia = flujoDelDia;
exports.agruparPeriodos = agruparPeriodos;
exports.tasaDeCobro = tasaDeCobro;
// Reglas puras del flujo de caja: agrupar días en periodos y acumular el saldo. Dinero en centavos enteros.
const dominio_1 = require("@cartera/dominio");
exports.PERIODOS_FLUJO = ['diario', 'semanal', 'mensual', 'trimestral'];
/** Primer día del periodo que contiene `fecha` (semana de lunes a domingo; trimestres ene, abr, jul, oct). */
function inicioPeriodo(fecha, periodo) {
    switch (periodo) {
        case 'diario':
            return fecha;
        case 'semanal':
            return (0, dominio_1.sumarDias)(fecha, -(((0, dominio_1.diaSemana)(fecha) + 6) % 7));
        case 'mensual':
            return `${fecha.slice(0, 7)}-01`;
        case 'trimestral': {
            const mes = Number(fecha.slice(5, 7));
            const inicio = Math.floor((mes - 1) / 3) * 3 + 1;
            return `${fecha.slice(0, 4)}-${String(inicio).padStart(2, '0')}-01`;
        }
    }
}
/** Último día del periodo que empieza en `inicio`. */
function finPeriodo(inicio, periodo) {
    switch (periodo) {
        case 'diario':
            return inicio;
        case 'semanal':
            return (0, dominio_1.sumarDias)(inicio, 6);
        case 'mensual':
        case 'trimestral': {
            const meses = periodo === 'mensual' ? 1 : 3;
            const total = Number(inicio.slice(0, 4)) * 12 + Number(inicio.slice(5, 7)) - 1 + meses;
            const siguiente = `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
            return (0, dominio_1.sumarDias)(siguiente, -1);
        }
    }
}
/** Periodos (inicio y fin, recortados al rango) que cubren [desde, hasta]. */
function periodosDelRango(desde, hasta, periodo) {
    const periodos = [];
    let inicio = desde;
    while (inicio <= hasta) {
        const fin = finPeriodo(inicioPeriodo(inicio, periodo), periodo);
        periodos.push([inicio, fin < hasta ? fin : hasta]);
        inicio = (0, dominio_1.sumarDias)(fin, 1);
    }
    return periodos;
}
function flujoDelDia(dia) {
    return dia.cobros + dia.retenido + dia.ingresosOtros - dia.gastos - dia.comisiones - dia.egresosOtros;
}
/**
 * Agrupa los días (sólo los que tienen movimiento, en cualquier orden) en los periodos de [desde, hasta].
 * `saldoAntes` es el saldo de caja al cierre del día anterior a `desde`; el saldo de cada periodo es el de su
 * último día: saldoAntes + Σ flujoNeto hasta ese día.
 */
function agruparPeriodos(dias, desde, hasta, periodo, saldoAntes) {
    const rangos = periodosDelRango(desde, hasta, periodo);
    const indice = new Map();
    rangos.forEach(([inicio], i) => indice.set(inicioPeriodo(inicio, periodo), i));
    const sumas = rangos.map(() => ({ cobros: 0, retenido: 0, ingOtros: 0, gastos: 0, comisiones: 0, egrOtros: 0 }));
    for (const dia of dias) {
        if (dia.fecha < desde || dia.fecha > hasta)
            continue;
        const i = indice.get(inicioPeriodo(dia.fecha, periodo));
        if (i === undefined)
            continue;
        const s = sumas[i];
        s.cobros += dia.cobros;
        s.retenido += dia.retenido;
        s.ingOtros += dia.ingresosOtros;
        s.gastos += dia.gastos;
        s.comisiones += dia.comisiones;
        s.egrOtros += dia.egresosOtros;
    }
    let saldo = saldoAntes;
    return rangos.map(([inicio, fin], i) => {
        const s = sumas[i];
        const ingresos = s.cobros + s.retenido + s.ingOtros;
        const egresos = s.gastos + s.comisiones + s.egrOtros;
        saldo += ingresos - egresos;
        return {
            fecha: inicio,
            fechaFin: fin,
            ingresos: { cobros: s.cobros, nuevosPrestamos: s.retenido, otros: s.ingOtros, total: ingresos },
            egresos: { gastos: s.gastos, comisiones: s.comisiones, otros: s.egrOtros, total: egresos },
            flujoNeto: ingresos - egresos,
            saldoAcumulado: saldo,
        };
    });
}
/** Tasa de cobro histórica: pagado / exigible (0 a 1, 4 decimales); null si nada venció en la ventana. */
function tasaDeCobro(pagado, exigible) {
    if (exigible <= 0)
        return null;
    return Math.round(Math.min(1, Math.max(0, pagado / exigible)) * 10000) / 10000;
}
//# sourceMappingURL=flujo-caja.rules.js.map