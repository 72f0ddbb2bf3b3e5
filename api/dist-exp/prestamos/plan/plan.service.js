"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlanService = exports.MENSAJES_PLAN = void 0;
exports.fechaDePago = fechaDePago;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const errores_1 = require("../../common/errores");
const acceso_1 = require("../../cartera/acceso");
const auditar_1 = require("../../cartera/auditar");
const fecha_cobro_1 = require("../../cartera/fecha-cobro");
const configuracion_module_1 = require("../../config/configuracion.module");
const dinero_1 = require("../../cartera/dinero");
const libro_service_1 = require("../../cartera/libro.service");
const uuid_v7_1 = require("../../cartera/uuid-v7");
const notificaciones_1 = require("../../cartera/notificaciones");
const prestamos_lectura_1 = require("../prestamos.lectura");
exports.MENSAJES_PLAN = {
    yaGenerado: 'El plan de pagos ya fue generado',
    fechaFutura: 'La fecha no puede ser posterior a hoy',
};
function cuotaAJson(cuota) {
    return {
        _id: cuota.id,
        numero: cuota.numero,
        fechaProgramada: cuota.fechaProgramada,
        montoCapital: (0, dinero_1.aPesos)(cuota.montoCapital),
        montoInteres: (0, dinero_1.aPesos)(cuota.montoInteres),
        montoTotal: (0, dinero_1.aPesos)(cuota.montoTotal),
        montoPagado: (0, dinero_1.aPesos)(cuota.montoPagado),
        montoRefinanciado: (0, dinero_1.aPesos)(cuota.montoRefinanciado),
        saldoRestante: (0, dinero_1.aPesos)(Math.max(0, cuota.montoTotal - cuota.montoPagado - cuota.montoRefinanciado)),
        estado: cuota.estado,
        fechaPago: cuota.fechaPago,
    };
}
/** El plan que responde la API: el préstamo, sus cuotas y el resumen de lo pagado. */
function planAJson(prestamo, cuotas) {
    const totalPagado = cuotas.reduce((total, cuota) => total + cuota.montoPagado, 0);
    const montoTotal = (0, dinero_1.aCentavos)(prestamo.montoTotal);
    return {
        prestamo,
        cuotas: cuotas.map(cuotaAJson),
        resumen: {
            totalPagado: (0, dinero_1.aPesos)(totalPagado),
            saldoPendiente: prestamo.saldoPendiente,
            cuotasPagadas: cuotas.filter((cuota) => cuota.estado === 'pagada').length,
            porcentajePagado: montoTotal === 0 ? 0 : Math.round((totalPagado * 1000) / montoTotal) / 10,
        },
    };
}
/** Fecha de un pago: la dada (nunca futura) o hoy en Bogotá. */
function fechaDePago(fecha, campo = 'fecha') {
    const hoy = (0, dominio_1.hoyBogota)();
    if (!fecha)
        return hoy;
    if (fecha > hoy)
        throw (0, errores_1.errorValidacion)({ [campo]: [exports.MENSAJES_PLAN.fechaFutura] });
    return fecha;
}
/**
 * El plan de pagos de un préstamo: se genera una sola vez, se lee con el resumen de lo pagado, y sus cuotas se
 * pagan o se revierten como asientos del libro (LibroService).
 */
let PlanService = class PlanService {
    dataSource;
    libro;
    lectura;
    config;
    constructor(dataSource, libro, lectura, config) {
        this.dataSource = dataSource;
        this.libro = libro;
        this.lectura = lectura;
        this.config = config;
    }
    /**
     * Inserta las cuotas del plan con las condiciones guardadas del préstamo y las devuelve (sin recalcular el
     * préstamo). El llamador ya bloqueó el préstamo: dos peticiones a la vez esperan el candado y la segunda encuentra
     * el plan hecho (409).
     */
    async generarEn(manager, prestamo) {
        const [fila] = await manager.query(`SELECT monto, interes, cuotas, modalidad, tipo_amortizacion, fecha_inicio, fecha_primer_pago, plan_generado,
              estado, monto_total, fecha_vencimiento
       FROM prestamos WHERE id = $1`, [prestamo.id]);
        if (fila.plan_generado)
            throw (0, errores_1.conflicto)('PLAN_YA_GENERADO', exports.MENSAJES_PLAN.yaGenerado);
        const plan = (0, dominio_1.calcularPlan)({
            monto: Number(fila.monto),
            interes: Number(fila.interes),
            cuotas: fila.cuotas,
            modalidad: fila.modalidad,
            tipoAmortizacion: fila.tipo_amortizacion,
            fechaInicio: fila.fecha_inicio,
            fechaPrimerPago: fila.fecha_primer_pago,
        });
        // Los ids salen de aquí (UUID v7, como uuid_v7() de la base) para no tener que leer las cuotas de vuelta.
        const cuotas = plan.cuotas.map((cuota) => ({
            id: (0, uuid_v7_1.uuidV7)(),
            numero: cuota.numero,
            fechaProgramada: cuota.fechaProgramada,
            montoCapital: (0, dinero_1.aCentavos)(cuota.montoCapital),
            montoInteres: (0, dinero_1.aCentavos)(cuota.montoInteres),
            montoTotal: (0, dinero_1.aCentavos)(cuota.montoTotal),
            montoPagado: 0,
            montoRefinanciado: 0,
            estado: 'pendiente',
            fechaPago: null,
        }));
        await manager.query(`INSERT INTO cuotas (id, prestamo_id, numero, fecha_programada, monto_capital, monto_interes, monto_total)
       SELECT v.id, $1, v.numero, v.fecha, v.capital, v.interes, v.total
       FROM unnest($2::uuid[], $3::int[], $4::date[], $5::numeric[], $6::numeric[], $7::numeric[])
         AS v(id, numero, fecha, capital, interes, total)`, [
            prestamo.id,
            cuotas.map((c) => c.id),
            cuotas.map((c) => c.numero),
            cuotas.map((c) => c.fechaProgramada),
            cuotas.map((c) => (0, dinero_1.aPesos)(c.montoCapital)),
            cuotas.map((c) => (0, dinero_1.aPesos)(c.montoInteres)),
            cuotas.map((c) => (0, dinero_1.aPesos)(c.montoTotal)),
        ]);
        // La cuota del préstamo es la del plan que se emite ahora (un préstamo creado antes de cambiar el reparto
        // guardó la cuota del reparto anterior).
        await manager.query(`UPDATE prestamos SET plan_generado = true, cuota_diaria = $2, updated_at = now() WHERE id = $1`, [prestamo.id, plan.cuota]);
        prestamo.planGenerado = true;
        const ultima = plan.cuotas[plan.cuotas.length - 1];
        await (0, notificaciones_1.registrarNotificacion)(manager, {
            prestamoId: prestamo.id,
            categoria: 'plan',
            titulo: 'Plan de pagos generado',
            mensaje: `${plan.cuotas.length} cuotas ${fila.modalidad === 'diario' ? 'diarias' : `${fila.modalidad}es`} de ${(0, dominio_1.formatearCOP)(plan.cuota)}` +
                (ultima.montoTotal === plan.cuota
                    ? `, la última el ${(0, dominio_1.formatearFecha)(ultima.fechaProgramada)}`
                    : `; la última, de ${(0, dominio_1.formatearCOP)(ultima.montoTotal)}, el ${(0, dominio_1.formatearFecha)(ultima.fechaProgramada)}`),
        });
        return {
            prestamo: {
                estado: fila.estado,
                planGenerado: true,
                montoTotal: (0, dinero_1.aCentavos)(Number(fila.monto_total)),
                fechaVencimiento: fila.fecha_vencimiento,
            },
            cuotas,
        };
    }
    /** Genera el plan de un préstamo bloqueado y deja saldo, mora y estado de acuerdo con él. */
    async generarYRecalcularEn(manager, prestamo) {
        const insertado = await this.generarEn(manager, prestamo);
        return this.libro.recalcularPlanNuevo(manager, prestamo.id, insertado.prestamo, insertado.cuotas);
    }
    async generar(prestamoId, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const prestamo = await this.libro.bloquearPrestamo(manager, prestamoId);
            this.libro.asegurarAbierto(prestamo);
            const { cuotas } = await this.generarYRecalcularEn(manager, prestamo);
            await (0, auditar_1.auditar)(manager, contexto, 'Préstamos', {
                accion: 'Generar plan de pagos',
                detalles: `Plan de ${cuotas.length} cuotas del préstamo #${prestamo.numero}`,
                datosNuevos: { prestamo: prestamoId, cuotas: cuotas.length },
            });
            return planAJson(await this.lectura.obtener(manager, prestamoId, contexto.actor), cuotas);
        });
    }
    async obtener(prestamoId, actor, manager = this.dataSource.manager) {
        const prestamo = await this.lectura.obtener(manager, prestamoId, actor);
        const filas = await manager.query(`SELECT id, numero, fecha_programada, monto_capital, monto_interes, monto_total, monto_pagado,
              monto_refinanciado, estado, fecha_pago
       FROM cuotas WHERE prestamo_id = $1 ORDER BY numero`, [prestamoId]);
        return planAJson(prestamo, filas.map(libro_service_1.cuotaEnCentavos));
    }
    /** Paga (total o parcialmente) la cuota `numero`: un cobro de origen 'pago_cuota' aplicado sólo a esa cuota. */
    async pagarCuota(prestamoId, numero, dto, contexto) {
        const fecha = fechaDePago(dto.fecha);
        return this.dataSource.transaction(async (manager) => {
            await (0, acceso_1.asegurarAccesoPrestamo)(manager, contexto.actor, prestamoId);
            await (0, fecha_cobro_1.validarFechaCobro)(manager, prestamoId, fecha, contexto.actor, this.config.cobroRetroactivoDias);
            const prestamo = await this.libro.bloquearPrestamo(manager, prestamoId);
            const { cobroId } = await this.libro.registrarCobro(manager, prestamo, {
                monto: dto.monto,
                fecha,
                observaciones: `Pago de la cuota ${numero}`,
                cobradorId: (0, acceso_1.esCobrador)(contexto.actor) ? contexto.actor.id : prestamo.cobradorId,
                registradoPor: contexto.actor.id,
                origen: 'pago_cuota',
                cuotaNumero: numero,
            });
            const { resultado, cuotas } = await this.libro.recalcularPlan(manager, prestamoId);
            await (0, notificaciones_1.registrarNotificacion)(manager, {
                prestamoId,
                categoria: 'pago',
                titulo: 'Pago aplicado',
                mensaje: `Pago de ${(0, dominio_1.formatearCOP)(dto.monto)} a la cuota ${numero}. Saldo pendiente: ${(0, dominio_1.formatearCOP)(resultado.saldoPendiente)}`,
            });
            await (0, auditar_1.auditar)(manager, contexto, 'Préstamos', {
                accion: 'Pagar cuota',
                detalles: `Pago de ${(0, dominio_1.formatearCOP)(dto.monto)} a la cuota ${numero} del préstamo #${prestamo.numero}`,
                datosAnteriores: { saldoPendiente: prestamo.saldoPendiente, estado: prestamo.estado },
                datosNuevos: { cobro: cobroId, cuota: numero, monto: dto.monto, fecha, ...resultado },
            });
            return planAJson(await this.lectura.obtener(manager, prestamoId, contexto.actor), cuotas);
        });
    }
    /** Revierte la cuota `numero`: deshace exactamente sus aplicaciones (ver LibroService.revertirCuota). */
    async revertirCuota(prestamoId, numero, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const prestamo = await this.libro.bloquearPrestamo(manager, prestamoId);
            const reversion = await this.libro.revertirCuota(manager, prestamo, numero);
            const { resultado, cuotas } = await this.libro.recalcularPlan(manager, prestamoId);
            await (0, notificaciones_1.registrarNotificacion)(manager, {
                prestamoId,
                categoria: 'reverso',
                titulo: 'Pago revertido',
                mensaje: `Se revirtieron ${(0, dominio_1.formatearCOP)(reversion.montoRevertido)} de la cuota ${numero}. Saldo pendiente: ${(0, dominio_1.formatearCOP)(resultado.saldoPendiente)}`,
            });
            await (0, auditar_1.auditar)(manager, contexto, 'Préstamos', {
                accion: 'Revertir cuota',
                detalles: `Reverso de ${(0, dominio_1.formatearCOP)(reversion.montoRevertido)} de la cuota ${numero} del préstamo #${prestamo.numero}`,
                datosAnteriores: { saldoPendiente: prestamo.saldoPendiente, estado: prestamo.estado },
                datosNuevos: { cuota: numero, ...reversion, ...resultado },
            });
            return planAJson(await this.lectura.obtener(manager, prestamoId, contexto.actor), cuotas);
        });
    }
};
exports.PlanService = PlanService;
exports.PlanService = PlanService = __decorate([
    (0, common_1.Injectable)(),
    __param(3, (0, common_1.Inject)(configuracion_module_1.CONFIGURACION)),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        libro_service_1.LibroService,
        prestamos_lectura_1.PrestamosLectura, Object])
], PlanService);
//# sourceMappingURL=plan.service.js.map