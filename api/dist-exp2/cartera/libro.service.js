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
exports.LibroService = exports.MENSAJES_LIBRO = void 0;
exports.cuotaEnCentavos = cuotaEnCentavos;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const errores_1 = require("../common/errores");
const automaticos_service_1 = require("../notificaciones/automaticos.service");
const asignacion_rules_1 = require("./asignacion.rules");
const dinero_1 = require("./dinero");
const estado_rules_1 = require("./estado.rules");
const notificaciones_1 = require("./notificaciones");
const uuid_v7_1 = require("./uuid-v7");
function cuotaEnCentavos(fila) {
    return {
        id: fila.id,
        numero: fila.numero,
        fechaProgramada: fila.fecha_programada,
        montoCapital: (0, dinero_1.aCentavos)(Number(fila.monto_capital)),
        montoInteres: (0, dinero_1.aCentavos)(Number(fila.monto_interes)),
        montoTotal: (0, dinero_1.aCentavos)(Number(fila.monto_total)),
        montoPagado: (0, dinero_1.aCentavos)(Number(fila.monto_pagado)),
        montoRefinanciado: (0, dinero_1.aCentavos)(Number(fila.monto_refinanciado)),
        estado: fila.estado,
        fechaPago: fila.fecha_pago,
    };
}
exports.MENSAJES_LIBRO = {
    planNoGenerado: 'Genere el plan de pagos antes de registrar cobros',
    montoSuperaSaldo: 'El monto supera el saldo pendiente del préstamo',
    montoSuperaCuota: 'El monto supera el saldo de la cuota',
    prestamoCerrado: 'El préstamo está cancelado o reenganchado y no admite movimientos',
    prestamoNoEncontrado: 'Préstamo no encontrado',
    cuotaNoEncontrada: 'Cuota no encontrada',
    cuotaSinPagos: 'La cuota no tiene pagos para revertir',
    cuotaPagada: 'La cuota ya está pagada',
};
/**
 * El único libro de dinero. Pagar una cuota y registrar un cobro son el mismo asiento visto desde dos pantallas:
 * un cobro y sus aplicaciones a cuotas. Cada método corre dentro de la transacción del llamador, que antes bloqueó
 * la fila del préstamo con `bloquearPrestamo`; después de cualquier cambio, `recalcular` deja cuotas y préstamo de
 * acuerdo con el libro.
 */
let LibroService = class LibroService {
    automaticos;
    /** Mensajes automáticos (recibo de cobro, aviso de mora) encolados en la misma transacción del movimiento. */
    constructor(automaticos) {
        this.automaticos = automaticos;
    }
    /** Bloquea la fila del préstamo hasta el fin de la transacción: serializa todo movimiento de dinero del préstamo. */
    async bloquearPrestamo(manager, prestamoId) {
        const filas = await manager.query(`SELECT id, numero, cliente_id, cobrador_id, estado, plan_generado, monto_total, saldo_pendiente
       FROM prestamos WHERE id = $1 FOR UPDATE`, [prestamoId]);
        const fila = filas[0];
        if (!fila)
            throw new errores_1.ErrorNegocio('PRESTAMO_NO_ENCONTRADO', exports.MENSAJES_LIBRO.prestamoNoEncontrado, 404);
        return {
            id: fila.id,
            numero: String(fila.numero),
            clienteId: fila.cliente_id,
            cobradorId: fila.cobrador_id,
            estado: fila.estado,
            planGenerado: fila.plan_generado,
            montoTotal: Number(fila.monto_total),
            saldoPendiente: Number(fila.saldo_pendiente),
        };
    }
    /** cancelado y reenganchado congelan el libro del préstamo. */
    asegurarAbierto(prestamo) {
        if ((0, estado_rules_1.esEstadoTerminal)(prestamo.estado)) {
            throw new errores_1.ErrorNegocio('PRESTAMO_CERRADO', exports.MENSAJES_LIBRO.prestamoCerrado, 422);
        }
    }
    /** Lo que se debe de cada cuota según las aplicaciones del libro, por número. */
    async cuotasPorCobrar(manager, prestamoId) {
        const filas = await manager.query(`SELECT c.id, c.numero, c.monto_total - c.monto_refinanciado - coalesce(a.pagado, 0) AS pendiente
       FROM cuotas c
       LEFT JOIN (
         SELECT ca.cuota_id, sum(ca.monto) AS pagado
         FROM cobros co JOIN cobros_aplicaciones ca ON ca.cobro_id = co.id
         WHERE co.prestamo_id = $1
         GROUP BY ca.cuota_id
       ) a ON a.cuota_id = c.id
       WHERE c.prestamo_id = $1
       ORDER BY c.numero`, [prestamoId]);
        return filas.map((fila) => ({ id: fila.id, numero: fila.numero, pendiente: (0, dinero_1.aCentavos)(Number(fila.pendiente)) }));
    }
    /**
     * Reparte `centavos` según la regla del libro: a una sola cuota (pagar cuota) o a las más antiguas (cobro).
     * Rechaza lo que supere lo que se debe.
     */
    async calcularAplicaciones(manager, prestamo, centavos, cuotaNumero) {
        this.asegurarCobrable(prestamo);
        return this.aplicar(await this.cuotasPorCobrar(manager, prestamo.id), centavos, cuotaNumero);
    }
    asegurarCobrable(prestamo) {
        this.asegurarAbierto(prestamo);
        if (!prestamo.planGenerado)
            throw new errores_1.ErrorNegocio('PLAN_NO_GENERADO', exports.MENSAJES_LIBRO.planNoGenerado, 422);
    }
    /** Aplica un monto sobre `cuotas` (lo pendiente de cada una) y descuenta lo aplicado de ellas. */
    aplicar(cuotas, centavos, cuotaNumero) {
        let aplicaciones;
        if (cuotaNumero !== undefined) {
            const cuota = cuotas.find((c) => c.numero === cuotaNumero);
            if (!cuota)
                throw new errores_1.ErrorNegocio('CUOTA_NO_ENCONTRADA', exports.MENSAJES_LIBRO.cuotaNoEncontrada, 404);
            if (cuota.pendiente === 0)
                throw new errores_1.ErrorNegocio('CUOTA_PAGADA', exports.MENSAJES_LIBRO.cuotaPagada, 422);
            if (centavos > cuota.pendiente) {
                throw new errores_1.ErrorNegocio('MONTO_SUPERA_SALDO_CUOTA', exports.MENSAJES_LIBRO.montoSuperaCuota, 422);
            }
            aplicaciones = [{ cuotaId: cuota.id, monto: centavos }];
        }
        else {
            const resultado = (0, asignacion_rules_1.asignarACuotasAntiguas)(cuotas, centavos);
            if (resultado.sobrante > 0)
                throw new errores_1.ErrorNegocio('MONTO_SUPERA_SALDO', exports.MENSAJES_LIBRO.montoSuperaSaldo, 422);
            aplicaciones = resultado.aplicaciones;
        }
        for (const aplicacion of aplicaciones) {
            const cuota = cuotas.find((c) => c.id === aplicacion.cuotaId);
            if (cuota)
                cuota.pendiente -= aplicacion.monto;
        }
        return aplicaciones;
    }
    /** Registra un cobro con sus aplicaciones. No recalcula: el llamador llama a `recalcular` al terminar. */
    async registrarCobro(manager, prestamo, datos) {
        const [registrado] = await this.registrarCobros(manager, prestamo, [datos]);
        return registrado;
    }
    /**
     * Registra varios cobros del mismo préstamo en orden, cada uno aplicado sobre lo que dejó el anterior, con dos
     * INSERT en total (la historia de un préstamo en la carga de demostración o de datos). Todo o nada.
     */
    async registrarCobros(manager, prestamo, lista) {
        if (lista.length === 0)
            return [];
        this.asegurarCobrable(prestamo);
        const cuotas = await this.cuotasPorCobrar(manager, prestamo.id);
        const registrados = lista.map((datos) => ({
            cobroId: (0, uuid_v7_1.uuidV7)(),
            aplicaciones: this.aplicar(cuotas, (0, dinero_1.aCentavos)(datos.monto), datos.cuotaNumero),
        }));
        await manager.query(`INSERT INTO cobros (id, prestamo_id, cliente_id, cobrador_id, monto, fecha, observaciones, origen, cuota_id, registrado_por)
       SELECT v.id, $1, $10, v.cobrador_id, v.monto, v.fecha, v.observaciones, v.origen, v.cuota_id, v.registrado_por
       FROM unnest($2::uuid[], $3::uuid[], $4::numeric[], $5::date[], $6::text[], $7::text[], $8::uuid[], $9::uuid[])
         AS v(id, cobrador_id, monto, fecha, observaciones, origen, cuota_id, registrado_por)`, [
            prestamo.id,
            registrados.map((r) => r.cobroId),
            lista.map((d) => d.cobradorId),
            lista.map((d) => (0, dinero_1.aPesos)((0, dinero_1.aCentavos)(d.monto))),
            lista.map((d) => d.fecha),
            lista.map((d) => d.observaciones),
            lista.map((d) => d.origen),
            registrados.map((r, i) => (lista[i].cuotaNumero !== undefined ? r.aplicaciones[0].cuotaId : null)),
            lista.map((d) => d.registradoPor),
            prestamo.clienteId,
        ]);
        const aplicaciones = registrados.flatMap((r) => r.aplicaciones.map((a) => ({ cobroId: r.cobroId, ...a })));
        await manager.query(`INSERT INTO cobros_aplicaciones (cobro_id, cuota_id, monto)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::numeric[])`, [aplicaciones.map((a) => a.cobroId), aplicaciones.map((a) => a.cuotaId), aplicaciones.map((a) => (0, dinero_1.aPesos)(a.monto))]);
        if (this.automaticos) {
            // Saldo después de cada cobro: el del préstamo bloqueado menos lo cobrado hasta ese cobro.
            let saldo = (0, dinero_1.aCentavos)(prestamo.saldoPendiente);
            await this.automaticos.enviarRecibos(manager, lista.map((datos, i) => {
                saldo -= (0, dinero_1.aCentavos)(datos.monto);
                return {
                    cobroId: registrados[i].cobroId,
                    prestamoId: prestamo.id,
                    monto: (0, dinero_1.aPesos)((0, dinero_1.aCentavos)(datos.monto)),
                    fecha: datos.fecha,
                    cobradorId: datos.cobradorId,
                    saldoDespues: (0, dinero_1.aPesos)(Math.max(0, saldo)),
                };
            }));
        }
        return registrados;
    }
    async insertarAplicaciones(manager, cobroId, aplicaciones) {
        if (aplicaciones.length === 0)
            return;
        await manager.query(`INSERT INTO cobros_aplicaciones (cobro_id, cuota_id, monto)
       SELECT $1, v.cuota_id, v.monto FROM unnest($2::uuid[], $3::numeric[]) AS v(cuota_id, monto)`, [cobroId, aplicaciones.map((a) => a.cuotaId), aplicaciones.map((a) => (0, dinero_1.aPesos)(a.monto))]);
    }
    /** Quita todas las aplicaciones de un cobro (borrar o editar un cobro deshace exactamente lo suyo). */
    async deshacerAplicaciones(manager, cobroId) {
        await manager.query(`DELETE FROM cobros_aplicaciones WHERE cobro_id = $1`, [cobroId]);
    }
    /**
     * Revierte la cuota `numero`: quita exactamente las aplicaciones que tiene, borra los cobros que quedan vacíos
     * y reduce el monto de los que también pagaban otras cuotas.
     */
    async revertirCuota(manager, prestamo, numero) {
        this.asegurarAbierto(prestamo);
        const cuotas = await manager.query(`SELECT id FROM cuotas WHERE prestamo_id = $1 AND numero = $2`, [prestamo.id, numero]);
        const cuota = cuotas[0];
        if (!cuota)
            throw new errores_1.ErrorNegocio('CUOTA_NO_ENCONTRADA', exports.MENSAJES_LIBRO.cuotaNoEncontrada, 404);
        const filas = await manager.query(`SELECT ca.cobro_id, ca.monto, co.monto AS monto_cobro
       FROM cobros_aplicaciones ca JOIN cobros co ON co.id = ca.cobro_id
       WHERE ca.cuota_id = $1
       ORDER BY co.created_at`, [cuota.id]);
        if (filas.length === 0)
            throw new errores_1.ErrorNegocio('CUOTA_SIN_PAGOS', exports.MENSAJES_LIBRO.cuotaSinPagos, 409);
        const plan = (0, asignacion_rules_1.planRevertirCuota)(filas.map((fila) => ({
            cobroId: fila.cobro_id,
            monto: (0, dinero_1.aCentavos)(Number(fila.monto)),
            montoCobro: (0, dinero_1.aCentavos)(Number(fila.monto_cobro)),
        })));
        await manager.query(`DELETE FROM cobros_aplicaciones WHERE cuota_id = $1`, [cuota.id]);
        if (plan.eliminar.length > 0) {
            await manager.query(`DELETE FROM cobros WHERE id = ANY($1::uuid[])`, [plan.eliminar]);
        }
        if (plan.reducir.length > 0) {
            await manager.query(`UPDATE cobros c SET monto = v.monto, updated_at = now()
         FROM unnest($1::uuid[], $2::numeric[]) AS v(id, monto)
         WHERE c.id = v.id`, [plan.reducir.map((r) => r.cobroId), plan.reducir.map((r) => (0, dinero_1.aPesos)(r.montoNuevo))]);
        }
        const montoRevertido = filas.reduce((total, fila) => total + (0, dinero_1.aCentavos)(Number(fila.monto)), 0);
        return {
            cuotaId: cuota.id,
            montoRevertido: (0, dinero_1.aPesos)(montoRevertido),
            cobrosEliminados: plan.eliminar,
            cobrosReducidos: plan.reducir.map((r) => ({ cobroId: r.cobroId, montoNuevo: (0, dinero_1.aPesos)(r.montoNuevo) })),
        };
    }
    /**
     * Deja cuotas y préstamo de acuerdo con el libro: monto pagado, estado y fecha de pago de cada cuota; saldo,
     * cuotas vencidas, días de mora promedio y estado del préstamo. Registra 'Cuota vencida' (una vez por cuota) y
     * 'Préstamo pagado' cuando corresponde. `hoy` es la fecha de negocio en Bogotá.
     */
    async recalcular(manager, prestamoId, hoy = (0, dominio_1.hoyBogota)()) {
        return (await this.recalcularPlan(manager, prestamoId, hoy)).resultado;
    }
    /** `recalcular`, y además las cuotas como quedaron: el plan que se responde sin volver a leerlo. */
    async recalcularPlan(manager, prestamoId, hoy = (0, dominio_1.hoyBogota)()) {
        // Préstamo y cuotas (con lo que el libro les aplicó) en una sola consulta; sin plan, una fila sin cuota.
        const filas = await manager.query(`SELECT p.estado AS prestamo_estado, p.plan_generado, p.monto_total AS prestamo_monto_total, p.fecha_vencimiento,
              p.saldo_pendiente, p.cuotas_vencidas, p.dias_mora_promedio,
              c.id, c.numero, c.fecha_programada, c.monto_capital, c.monto_interes, c.monto_total, c.monto_pagado,
              c.monto_refinanciado, c.estado, c.fecha_pago, coalesce(a.pagado, 0) AS pagado_libro, a.ultima_fecha
       FROM prestamos p
       LEFT JOIN cuotas c ON c.prestamo_id = p.id
       LEFT JOIN (
         SELECT ca.cuota_id, sum(ca.monto) AS pagado, max(co.fecha) AS ultima_fecha
         FROM cobros co JOIN cobros_aplicaciones ca ON ca.cobro_id = co.id
         WHERE co.prestamo_id = $1
         GROUP BY ca.cuota_id
       ) a ON a.cuota_id = c.id
       WHERE p.id = $1
       ORDER BY c.numero`, [prestamoId]);
        const cabecera = filas[0];
        if (!cabecera)
            throw new errores_1.ErrorNegocio('PRESTAMO_NO_ENCONTRADO', exports.MENSAJES_LIBRO.prestamoNoEncontrado, 404);
        const cuotas = filas
            .filter((fila) => fila.id !== null)
            .map((fila) => ({
            guardada: cuotaEnCentavos(fila),
            aplicado: (0, dinero_1.aCentavos)(Number(fila.pagado_libro)),
            ultimaFecha: fila.ultima_fecha,
        }));
        if (cabecera.prestamo_estado === 'cancelado') {
            // Un préstamo cancelado queda congelado tal como se canceló (con sus cuotas abiertas anuladas).
            return {
                resultado: {
                    estadoAnterior: 'cancelado',
                    estado: 'cancelado',
                    saldoPendiente: Number(cabecera.saldo_pendiente),
                    cuotasVencidas: cabecera.cuotas_vencidas,
                    diasMoraPromedio: Number(cabecera.dias_mora_promedio),
                },
                cuotas: cuotas.map((cuota) => cuota.guardada),
            };
        }
        const prestamo = {
            estado: cabecera.prestamo_estado,
            planGenerado: cabecera.plan_generado,
            montoTotal: (0, dinero_1.aCentavos)(Number(cabecera.prestamo_monto_total)),
            fechaVencimiento: cabecera.fecha_vencimiento,
        };
        return this.guardarRecalculo(manager, prestamoId, prestamo, cuotas, hoy);
    }
    /**
     * El recálculo de un plan recién insertado, con sus cuotas en memoria: todavía no tienen aplicaciones, así que no
     * hace falta leerlas (un plan de 1.000 cuotas se ahorra releerlas).
     */
    async recalcularPlanNuevo(manager, prestamoId, prestamo, cuotas, hoy = (0, dominio_1.hoyBogota)()) {
        const nuevas = cuotas.map((guardada) => ({ guardada, aplicado: 0, ultimaFecha: null }));
        return this.guardarRecalculo(manager, prestamoId, prestamo, nuevas, hoy);
    }
    async guardarRecalculo(manager, prestamoId, prestamo, cuotas, hoy) {
        const libro = [];
        const recalculadas = [];
        const cambios = { id: [], pagado: [], estado: [], fechaPago: [] };
        const nuevasVencidas = [];
        for (const { guardada, aplicado, ultimaFecha } of cuotas) {
            const enLibro = {
                fechaProgramada: guardada.fechaProgramada,
                montoTotal: guardada.montoTotal,
                montoPagado: aplicado,
                montoRefinanciado: guardada.montoRefinanciado,
            };
            libro.push(enLibro);
            const estado = (0, estado_rules_1.estadoCuota)(enLibro, hoy);
            const fechaPago = estado === 'pagada' && aplicado > 0 ? ultimaFecha : null;
            if (estado !== guardada.estado || aplicado !== guardada.montoPagado || fechaPago !== guardada.fechaPago) {
                cambios.id.push(guardada.id);
                cambios.pagado.push((0, dinero_1.aPesos)(aplicado));
                cambios.estado.push(estado);
                cambios.fechaPago.push(fechaPago);
            }
            if (estado === 'vencida' && guardada.estado !== 'vencida') {
                nuevasVencidas.push({ id: guardada.id, numero: guardada.numero, fecha: guardada.fechaProgramada, saldo: (0, estado_rules_1.pendienteCuota)(enLibro) });
            }
            recalculadas.push({ ...guardada, montoPagado: aplicado, estado, fechaPago });
        }
        if (cambios.id.length > 0) {
            await manager.query(`UPDATE cuotas c
         SET monto_pagado = v.pagado, estado = v.estado, fecha_pago = v.fecha_pago, updated_at = now()
         FROM unnest($1::uuid[], $2::numeric[], $3::text[], $4::date[]) AS v(id, pagado, estado, fecha_pago)
         WHERE c.id = v.id`, [cambios.id, cambios.pagado, cambios.estado, cambios.fechaPago]);
        }
        const saldo = prestamo.planGenerado ? libro.reduce((total, cuota) => total + (0, estado_rules_1.pendienteCuota)(cuota), 0) : prestamo.montoTotal;
        const mora = (0, estado_rules_1.resumenMora)(libro, hoy);
        const estadoNuevo = (0, estado_rules_1.estadoPrestamo)({ estado: prestamo.estado, saldoPendiente: saldo, cuotasVencidas: mora.cuotasVencidas, fechaVencimiento: prestamo.fechaVencimiento }, hoy);
        await manager.query(`UPDATE prestamos
       SET saldo_pendiente = $2, cuotas_vencidas = $3, dias_mora_promedio = $4, estado = $5, proxima_fecha = $6,
           primera_impaga = $7, updated_at = now()
       WHERE id = $1`, [
            prestamoId,
            (0, dinero_1.aPesos)(saldo),
            mora.cuotasVencidas,
            mora.diasMoraPromedio,
            estadoNuevo,
            (0, estado_rules_1.esEstadoTerminal)(estadoNuevo) ? null : (0, estado_rules_1.proximaFecha)(recalculadas),
            (0, estado_rules_1.primeraImpaga)(recalculadas),
        ]);
        if (estadoNuevo === 'mora' && prestamo.estado !== 'mora')
            await this.automaticos?.avisarMora(manager, [prestamoId], hoy);
        if (!(0, estado_rules_1.esEstadoTerminal)(estadoNuevo) && nuevasVencidas.length > 0) {
            await (0, notificaciones_1.registrarNotificaciones)(manager, nuevasVencidas.map((vencida) => ({
                prestamoId,
                cuotaId: vencida.id,
                categoria: 'mora',
                titulo: 'Cuota vencida',
                mensaje: `La cuota ${vencida.numero} venció el ${(0, dominio_1.formatearFecha)(vencida.fecha)} con un saldo de ${(0, dominio_1.formatearCOP)((0, dinero_1.aPesos)(vencida.saldo))}`,
            })));
        }
        if (estadoNuevo === 'pagado' && prestamo.estado !== 'pagado') {
            await (0, notificaciones_1.registrarNotificacion)(manager, {
                prestamoId,
                categoria: 'estado',
                titulo: 'Préstamo pagado',
                mensaje: 'El préstamo quedó pagado por completo',
            });
        }
        return {
            resultado: {
                estadoAnterior: prestamo.estado,
                estado: estadoNuevo,
                saldoPendiente: (0, dinero_1.aPesos)(saldo),
                cuotasVencidas: mora.cuotasVencidas,
                diasMoraPromedio: mora.diasMoraPromedio,
            },
            cuotas: recalculadas,
        };
    }
};
exports.LibroService = LibroService;
exports.LibroService = LibroService = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Optional)()),
    __metadata("design:paramtypes", [automaticos_service_1.AutomaticosService])
], LibroService);
//# sourceMappingURL=libro.service.js.map