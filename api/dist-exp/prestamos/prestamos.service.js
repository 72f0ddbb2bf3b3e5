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
Object.defineProperty(exports, "__esModule", { value: true });
exports.PrestamosService = exports.MENSAJES_PRESTAMOS = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const errores_1 = require("../common/errores");
const acceso_1 = require("../cartera/acceso");
const auditar_1 = require("../cartera/auditar");
const dinero_1 = require("../cartera/dinero");
const libro_service_1 = require("../cartera/libro.service");
const notificaciones_1 = require("../cartera/notificaciones");
const terminos_1 = require("./dto/terminos");
const plan_service_1 = require("./plan/plan.service");
const prestamos_lectura_1 = require("./prestamos.lectura");
const prestamos_sql_1 = require("./prestamos.sql");
exports.MENSAJES_PRESTAMOS = {
    clienteNoExiste: 'El cliente no existe',
    cobradorNoExiste: 'El cobrador no existe',
    cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar préstamos',
    condicionesConPagos: 'No se pueden modificar las condiciones de un préstamo con pagos registrados',
    noEditable: 'No se puede modificar un préstamo cancelado o reenganchado',
    noCancelable: 'El préstamo ya está cancelado o reenganchado',
    transicionNoPermitida: 'Transición de estado no permitida',
    noReenganchable: 'Sólo se puede reenganchar un préstamo activo, en mora o vencido',
    sinSaldo: 'El préstamo no tiene saldo pendiente',
};
/** Figuras del motor de amortización que se guardan en el préstamo. */
function figurasDelPlan(terminos) {
    const plan = (0, dominio_1.calcularPlan)(terminos);
    const primera = plan.cuotas[0];
    const ultima = plan.cuotas[plan.cuotas.length - 1];
    return {
        plan,
        columnas: {
            monto: terminos.monto,
            interes: terminos.interes,
            cuotas: terminos.cuotas,
            modalidad: terminos.modalidad,
            tipo_amortizacion: terminos.tipoAmortizacion,
            fecha_inicio: terminos.fechaInicio,
            // La fecha efectiva (un préstamo diario nunca vence en domingo o festivo).
            fecha_primer_pago: primera.fechaProgramada,
            interes_total: plan.interesTotal,
            monto_total: plan.montoTotal,
            monto_entregado: plan.montoEntregado,
            saldo_pendiente: plan.montoTotal,
            cuota_diaria: plan.cuota,
            fecha_vencimiento: ultima.fechaProgramada,
        },
    };
}
function errorDeTerminos(terminos) {
    const errores = (0, dominio_1.validarTerminosPrestamo)(terminos);
    const campos = Object.entries(errores);
    return campos.length ? Object.fromEntries(campos.map(([campo, mensaje]) => [campo, [mensaje]])) : null;
}
/** Préstamos: alta, edición, vista previa, cancelación, reenganche, marcar pagado, notificaciones y aging. */
let PrestamosService = class PrestamosService {
    dataSource;
    libro;
    plan;
    lectura;
    constructor(dataSource, libro, plan, lectura) {
        this.dataSource = dataSource;
        this.libro = libro;
        this.plan = plan;
        this.lectura = lectura;
    }
    /** Cifras del formulario sin tocar la base (el motor de @cartera/dominio). */
    preview(dto, conCuotas) {
        const terminos = (0, terminos_1.terminosValidos)(dto);
        if (!conCuotas)
            return (0, dominio_1.calcularPreview)(terminos);
        const plan = (0, dominio_1.calcularPlan)(terminos);
        return { ...(0, dominio_1.calcularPreview)(terminos), cuotas: plan.cuotas };
    }
    async validarCliente(manager, clienteId) {
        const [cliente] = await manager.query(`SELECT cobrador_id FROM clientes WHERE id = $1`, [clienteId]);
        if (!cliente)
            throw (0, errores_1.errorValidacion)({ cliente: [exports.MENSAJES_PRESTAMOS.clienteNoExiste] });
        return { cobradorId: cliente.cobrador_id };
    }
    async validarCobrador(manager, cobradorId) {
        const [cobrador] = await manager.query(`SELECT estado FROM usuarios WHERE id = $1 AND rol = 'cobrador'`, [cobradorId]);
        if (!cobrador)
            throw (0, errores_1.errorValidacion)({ cobrador: [exports.MENSAJES_PRESTAMOS.cobradorNoExiste] });
        if (cobrador.estado !== 'activo')
            throw (0, errores_1.errorValidacion)({ cobrador: [exports.MENSAJES_PRESTAMOS.cobradorInactivo] });
    }
    /** Alta de un préstamo (sin plan) con sus cifras y su estado según el libro. No audita: lo hace quien llama. */
    async crearEn(manager, dto, hoy = (0, dominio_1.hoyBogota)()) {
        const { columnas } = figurasDelPlan((0, terminos_1.terminosValidos)(dto, hoy));
        const cliente = await this.validarCliente(manager, dto.cliente);
        if (dto.cobrador)
            await this.validarCobrador(manager, dto.cobrador);
        const id = await this.insertar(manager, {
            ...columnas,
            cliente_id: dto.cliente,
            cobrador_id: dto.cobrador === undefined ? cliente.cobradorId : dto.cobrador,
            fecha: dto.fecha ?? hoy,
            prestamo_origen_id: null,
            monto_refinanciado: 0,
        });
        await this.libro.recalcular(manager, id);
        return id;
    }
    async crear(dto, contexto) {
        const id = await this.dataSource.transaction(async (manager) => {
            const id = await this.crearEn(manager, dto);
            const creado = await this.lectura.obtener(manager, id, contexto.actor);
            await (0, auditar_1.auditar)(manager, contexto, 'Préstamos', {
                accion: 'Crear préstamo',
                detalles: `Préstamo #${creado.numero} de ${(0, dominio_1.formatearCOP)(creado.monto)} para ${creado.cliente.nombre}`,
                datosNuevos: (0, prestamos_sql_1.prestamoParaAuditoria)(creado),
            });
            return id;
        });
        return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
    }
    async insertar(manager, columnas) {
        const nombres = Object.keys(columnas);
        const [{ id }] = await manager.query(`INSERT INTO prestamos (${nombres.join(', ')}) VALUES (${nombres.map((_, i) => `$${i + 1}`).join(', ')})
       RETURNING id`, Object.values(columnas));
        return id;
    }
    async actualizar(id, dto, contexto) {
        const terminos = (0, terminos_1.terminosValidos)(dto);
        const { columnas } = figurasDelPlan(terminos);
        await this.dataSource.transaction(async (manager) => {
            const prestamo = await this.libro.bloquearPrestamo(manager, id);
            const anterior = await this.lectura.obtener(manager, id, contexto.actor);
            if (prestamo.estado === 'cancelado' || prestamo.estado === 'reenganchado') {
                throw (0, errores_1.conflicto)('PRESTAMO_NO_EDITABLE', exports.MENSAJES_PRESTAMOS.noEditable);
            }
            if (dto.cliente !== anterior.cliente._id)
                await this.validarCliente(manager, dto.cliente);
            if (dto.cobrador)
                await this.validarCobrador(manager, dto.cobrador);
            const condicionesCambian = dto.cliente !== anterior.cliente._id ||
                columnas.monto !== anterior.monto ||
                columnas.interes !== anterior.interes ||
                columnas.cuotas !== anterior.cuotas ||
                columnas.modalidad !== anterior.modalidad ||
                columnas.tipo_amortizacion !== anterior.tipoAmortizacion ||
                columnas.fecha_inicio !== anterior.fechaInicio ||
                columnas.fecha_primer_pago !== anterior.fechaPrimerPago;
            if (condicionesCambian) {
                const [conPagos] = await manager.query(`SELECT 1 FROM cobros WHERE prestamo_id = $1 LIMIT 1`, [id]);
                if (conPagos)
                    throw (0, errores_1.conflicto)('PRESTAMO_CON_PAGOS', exports.MENSAJES_PRESTAMOS.condicionesConPagos);
                const cambios = { ...columnas, cliente_id: dto.cliente };
                const nombres = Object.keys(cambios);
                await manager.query(`UPDATE prestamos SET ${nombres.map((n, i) => `${n} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [id, ...Object.values(cambios)]);
                if (prestamo.planGenerado) {
                    // Sin pagos no hay aplicaciones: el plan se rehace con las condiciones nuevas en la misma transacción.
                    await manager.query(`DELETE FROM cuotas WHERE prestamo_id = $1`, [id]);
                    await manager.query(`UPDATE prestamos SET plan_generado = false WHERE id = $1`, [id]);
                    prestamo.planGenerado = false;
                    await this.plan.generarEn(manager, prestamo);
                }
            }
            const cobradorId = dto.cobrador === undefined ? anterior.cobrador?._id ?? null : dto.cobrador;
            await manager.query(`UPDATE prestamos SET cobrador_id = $2, fecha = $3, updated_at = now() WHERE id = $1`, [
                id,
                cobradorId,
                dto.fecha ?? anterior.fecha,
            ]);
            await this.libro.recalcular(manager, id);
            // El estado lo decide el libro; del formulario sólo 'pagado' significa algo: marcar pagado.
            if ((0, dominio_1.estadoEditable)(dto.estado) === 'pagado') {
                const actual = await this.libro.bloquearPrestamo(manager, id);
                if (actual.estado !== 'pagado')
                    await this.marcarPagadoEn(manager, actual, contexto);
            }
            const nuevo = await this.lectura.obtener(manager, id, contexto.actor);
            await (0, auditar_1.auditar)(manager, contexto, 'Préstamos', {
                accion: 'Actualizar préstamo',
                detalles: `Préstamo #${nuevo.numero} de ${nuevo.cliente.nombre}`,
                datosAnteriores: (0, prestamos_sql_1.prestamoParaAuditoria)(anterior),
                datosNuevos: (0, prestamos_sql_1.prestamoParaAuditoria)(nuevo),
            });
        });
        return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
    }
    async cancelar(id, contexto) {
        await this.dataSource.transaction(async (manager) => {
            const prestamo = await this.libro.bloquearPrestamo(manager, id);
            await this.cancelarEn(manager, prestamo, contexto.actor.nombre);
            await (0, auditar_1.auditar)(manager, contexto, 'Préstamos', {
                accion: 'Cancelar préstamo',
                detalles: `Préstamo #${prestamo.numero}`,
                datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
                datosNuevos: { estado: 'cancelado' },
            });
        });
        return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
    }
    /** Cancela un préstamo ya bloqueado: queda congelado con el saldo que tenía y sus cuotas abiertas, anuladas. */
    async cancelarEn(manager, prestamo, quien) {
        if (!(0, dominio_1.puedeCancelar)(prestamo.estado))
            throw (0, errores_1.conflicto)('PRESTAMO_NO_CANCELABLE', exports.MENSAJES_PRESTAMOS.noCancelable);
        await manager.query(`UPDATE prestamos SET estado = 'cancelado', proxima_fecha = NULL, primera_impaga = NULL, updated_at = now() WHERE id = $1`, [
            prestamo.id,
        ]);
        // Lo que se debía deja de cobrarse: las cuotas abiertas quedan anuladas (fuera del aging y de las rutas de cobro).
        await manager.query(`UPDATE cuotas SET estado = 'anulada', updated_at = now()
       WHERE prestamo_id = $1 AND estado IN ('pendiente', 'parcial', 'vencida')`, [prestamo.id]);
        await (0, notificaciones_1.registrarNotificacion)(manager, {
            prestamoId: prestamo.id,
            categoria: 'cancelacion',
            titulo: 'Préstamo cancelado',
            mensaje: `Cancelado por ${quien} con un saldo de ${(0, dominio_1.formatearCOP)(prestamo.saldoPendiente)}`,
        });
    }
    async cambiarEstado(id, estado, contexto) {
        await this.dataSource.transaction(async (manager) => {
            const prestamo = await this.libro.bloquearPrestamo(manager, id);
            if (estado !== 'pagado' || !(0, dominio_1.puedeMarcarPagado)(prestamo.estado)) {
                throw (0, errores_1.conflicto)('TRANSICION_NO_PERMITIDA', exports.MENSAJES_PRESTAMOS.transicionNoPermitida);
            }
            await this.marcarPagadoEn(manager, prestamo, contexto);
        });
        return this.lectura.obtener(this.dataSource.manager, id, contexto.actor);
    }
    /**
     * Marcar pagado pasa por el libro: un cobro 'marcado_pagado' por todo el saldo, aplicado a las cuotas más
     * antiguas, así cuotas, saldo, cobros y tablero coinciden. Sin plan, el plan se genera primero.
     */
    async marcarPagadoEn(manager, prestamo, contexto) {
        if (!prestamo.planGenerado) {
            await this.plan.generarYRecalcularEn(manager, prestamo);
        }
        const pendiente = (await this.libro.cuotasPorCobrar(manager, prestamo.id)).reduce((t, c) => t + c.pendiente, 0);
        let cobroId = null;
        if (pendiente > 0) {
            ({ cobroId } = await this.libro.registrarCobro(manager, prestamo, {
                monto: (0, dinero_1.aPesos)(pendiente),
                fecha: (0, dominio_1.hoyBogota)(),
                observaciones: 'Saldo registrado al marcar el préstamo como pagado',
                cobradorId: null,
                registradoPor: contexto.actor.id,
                origen: 'marcado_pagado',
            }));
        }
        const resultado = await this.libro.recalcular(manager, prestamo.id);
        await (0, notificaciones_1.registrarNotificacion)(manager, {
            prestamoId: prestamo.id,
            categoria: 'estado',
            titulo: 'Préstamo marcado como pagado',
            mensaje: `${contexto.actor.nombre} lo marcó como pagado; se registró el saldo de ${(0, dominio_1.formatearCOP)((0, dinero_1.aPesos)(pendiente))}`,
        });
        await (0, auditar_1.auditar)(manager, contexto, 'Préstamos', {
            accion: 'Marcar préstamo pagado',
            detalles: `Préstamo #${prestamo.numero}: saldo de ${(0, dominio_1.formatearCOP)((0, dinero_1.aPesos)(pendiente))} registrado`,
            datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
            datosNuevos: { cobro: cobroId, ...resultado },
        });
    }
    async reenganchar(id, dto, contexto) {
        const nuevoId = await this.dataSource.transaction(async (manager) => {
            const anterior = await this.libro.bloquearPrestamo(manager, id);
            const { nuevoId, saldo } = await this.reengancharEn(manager, anterior, dto);
            const creado = await this.lectura.obtener(manager, nuevoId, contexto.actor);
            await (0, auditar_1.auditar)(manager, contexto, 'Préstamos', {
                accion: 'Reenganchar préstamo',
                detalles: `Préstamo #${anterior.numero} reenganchado en el #${creado.numero} por ${(0, dominio_1.formatearCOP)(creado.monto)}`,
                datosAnteriores: { prestamo: id, estado: anterior.estado, saldoPendiente: saldo },
                datosNuevos: (0, prestamos_sql_1.prestamoParaAuditoria)(creado),
            });
            return nuevoId;
        });
        return this.lectura.obtener(this.dataSource.manager, nuevoId, contexto.actor);
    }
    /**
     * Reenganche de un préstamo ya bloqueado: un préstamo nuevo del mismo cliente por el saldo del anterior más el
     * efectivo adicional, con su plan. Las cuotas abiertas del anterior se cierran como 'refinanciada'
     * (monto_refinanciado, nunca un cobro) y el anterior queda reenganchado con saldo 0. `hoy` es la fecha del
     * préstamo nuevo (y su inicio si el cuerpo no trae `fechaInicio`).
     */
    async reengancharEn(manager, anterior, dto, hoy = (0, dominio_1.hoyBogota)()) {
        const id = anterior.id;
        if (!['activo', 'mora', 'vencido'].includes(anterior.estado)) {
            throw (0, errores_1.conflicto)('PRESTAMO_NO_REENGANCHABLE', exports.MENSAJES_PRESTAMOS.noReenganchable);
        }
        if (!anterior.planGenerado) {
            await this.plan.generarYRecalcularEn(manager, anterior);
        }
        const saldo = (await this.libro.cuotasPorCobrar(manager, id)).reduce((t, c) => t + c.pendiente, 0);
        if (saldo <= 0)
            throw (0, errores_1.conflicto)('PRESTAMO_SIN_SALDO', exports.MENSAJES_PRESTAMOS.sinSaldo);
        const montoAdicional = dto.montoAdicional ?? 0;
        const entrada = (0, terminos_1.completarTerminos)({ ...dto, monto: (0, dinero_1.aPesos)(saldo) + montoAdicional }, hoy);
        const errores = errorDeTerminos(entrada);
        if (errores)
            throw (0, errores_1.errorValidacion)(errores);
        const { columnas } = figurasDelPlan(entrada);
        const nuevoId = await this.insertar(manager, {
            ...columnas,
            cliente_id: anterior.clienteId,
            cobrador_id: anterior.cobradorId,
            fecha: hoy,
            prestamo_origen_id: id,
            monto_refinanciado: (0, dinero_1.aPesos)(saldo),
        });
        const nuevo = await this.libro.bloquearPrestamo(manager, nuevoId);
        await this.plan.generarYRecalcularEn(manager, nuevo);
        // El anterior: lo que se debía pasa al préstamo nuevo, sin contar como cobro.
        await manager.query(`UPDATE cuotas SET monto_refinanciado = monto_total - monto_pagado, updated_at = now()
       WHERE prestamo_id = $1 AND monto_total - monto_pagado - monto_refinanciado > 0`, [id]);
        await manager.query(`UPDATE prestamos SET estado = 'reenganchado', updated_at = now() WHERE id = $1`, [id]);
        await this.libro.recalcular(manager, id);
        await (0, notificaciones_1.registrarNotificacion)(manager, {
            prestamoId: id,
            categoria: 'reenganche',
            titulo: 'Préstamo reenganchado',
            mensaje: `El saldo de ${(0, dominio_1.formatearCOP)((0, dinero_1.aPesos)(saldo))} pasó al préstamo #${nuevo.numero}`,
        });
        await (0, notificaciones_1.registrarNotificacion)(manager, {
            prestamoId: nuevoId,
            categoria: 'reenganche',
            titulo: 'Préstamo creado por reenganche',
            mensaje: `Refinancia ${(0, dominio_1.formatearCOP)((0, dinero_1.aPesos)(saldo))} del préstamo #${anterior.numero}${montoAdicional > 0 ? ` y entrega ${(0, dominio_1.formatearCOP)(montoAdicional)} adicionales` : ''}`,
        });
        return { nuevoId, saldo: (0, dinero_1.aPesos)(saldo) };
    }
    async notificaciones(id, actor) {
        await this.lectura.obtener(this.dataSource.manager, id, actor);
        const filas = await this.dataSource.query(`SELECT id, titulo, categoria, mensaje, created_at FROM prestamos_notificaciones
         WHERE prestamo_id = $1 ORDER BY created_at DESC, id DESC`, [id]);
        return filas.map((fila) => ({
            _id: fila.id,
            titulo: fila.titulo,
            categoria: fila.categoria,
            mensaje: fila.mensaje,
            createdAt: new Date(fila.created_at).toISOString(),
        }));
    }
    /**
     * Aging de mora: cuotas vencidas sin pagar por días de atraso, en las bandas 8/15/30 de RANGOS_MORA. Las cuotas de
     * préstamos cerrados nunca cuentan: las de un reenganchado quedan 'refinanciada' y las de un cancelado 'anulada'.
     * Se cuentan las marcadas 'vencida' (índice parcial, sin juntar con los préstamos) y, para que la cifra sea exacta
     * aunque el barrido aún no haya pasado hoy, las pendientes o parciales cuya fecha ya pasó: están en los préstamos
     * con `proxima_fecha` anterior a hoy (su índice). Para un cobrador, sólo su cartera.
     */
    async aging(actor) {
        const parametros = [(0, dominio_1.hoyBogota)()];
        let cartera = '';
        let carteraPrestamo = '';
        if ((0, acceso_1.esCobrador)(actor)) {
            parametros.push(actor.id);
            cartera = `AND c.prestamo_id IN (SELECT p.id FROM prestamos p WHERE ${(0, acceso_1.condicionCarteraCobrador)('$2')})`;
            carteraPrestamo = `AND ${(0, acceso_1.condicionCarteraCobrador)('$2')}`;
        }
        const columnas = dominio_1.RANGOS_MORA.map((rango) => `count(*) FILTER (WHERE dias >= ${rango.desde}${rango.hasta === null ? '' : ` AND dias <= ${rango.hasta}`})::int AS "${rango.clave}"`).join(', ');
        const [fila] = await this.dataSource.query(`SELECT ${columnas}
       FROM (
         SELECT $1::date - c.fecha_programada AS dias
         FROM cuotas c
         WHERE c.estado = 'vencida' AND c.fecha_programada < $1::date ${cartera}
         UNION ALL
         SELECT $1::date - c.fecha_programada
         FROM prestamos p JOIN cuotas c ON c.prestamo_id = p.id
         WHERE p.proxima_fecha < $1::date ${carteraPrestamo}
           AND c.estado IN ('pendiente', 'parcial') AND c.fecha_programada < $1::date
       ) atrasos`, parametros);
        return Object.fromEntries(dominio_1.RANGOS_MORA.map((rango) => [rango.clave, fila[rango.clave]]));
    }
};
exports.PrestamosService = PrestamosService;
exports.PrestamosService = PrestamosService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        libro_service_1.LibroService,
        plan_service_1.PlanService,
        prestamos_lectura_1.PrestamosLectura])
], PrestamosService);
//# sourceMappingURL=prestamos.service.js.map