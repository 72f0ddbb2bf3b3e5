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
exports.CobrosService = exports.MENSAJES_COBROS = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const consulta_preparada_1 = require("../database/consulta-preparada");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const acceso_1 = require("../cartera/acceso");
const auditar_1 = require("../cartera/auditar");
const fecha_cobro_1 = require("../cartera/fecha-cobro");
const configuracion_module_1 = require("../config/configuracion.module");
const busqueda_1 = require("../cartera/busqueda");
const dinero_1 = require("../cartera/dinero");
const libro_service_1 = require("../cartera/libro.service");
const notificaciones_1 = require("../cartera/notificaciones");
const plan_service_1 = require("../prestamos/plan/plan.service");
exports.MENSAJES_COBROS = {
    noEncontrado: 'Cobro no encontrado',
    ajeno: 'No tiene permisos sobre este cobro',
    cobradorNoExiste: 'El cobrador no existe',
    cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar cobros',
    otroPrestamo: 'No se puede cambiar el préstamo de un cobro; elimínelo y regístrelo en el otro préstamo',
};
const COLUMNAS_COBRO = `
  co.id, co.monto, co.fecha, co.observaciones, co.origen, co.cobrador_id, co.cuota_id, co.created_at, co.updated_at,
  u.nombre AS cobrador_nombre, p.id AS prestamo_id, p.numero AS prestamo_numero,
  c.id AS cliente_id, c.nombre AS cliente_nombre`;
const FROM_COBROS = `
  FROM cobros co
  JOIN prestamos p ON p.id = co.prestamo_id
  JOIN clientes c ON c.id = p.cliente_id
  LEFT JOIN usuarios u ON u.id = co.cobrador_id`;
function cobroAJson(fila) {
    return {
        _id: fila.id,
        prestamo: {
            _id: fila.prestamo_id,
            numero: Number(fila.prestamo_numero),
            cliente: { _id: fila.cliente_id, nombre: fila.cliente_nombre },
        },
        monto: Number(fila.monto),
        fecha: fila.fecha,
        observaciones: fila.observaciones,
        origen: fila.origen,
        cobrador: fila.cobrador_id ? { _id: fila.cobrador_id, nombre: fila.cobrador_nombre ?? '' } : null,
        createdAt: new Date(fila.created_at).toISOString(),
        updatedAt: new Date(fila.updated_at).toISOString(),
    };
}
const COLUMNAS_ORDEN = {
    fecha: 'co.fecha',
    monto: 'co.monto',
    createdAt: 'co.created_at',
};
/** "cuotas 3, 4 y 5" */
function listaCuotas(numeros) {
    if (numeros.length === 1)
        return `la cuota ${numeros[0]}`;
    return `las cuotas ${numeros.slice(0, -1).join(', ')} y ${numeros[numeros.length - 1]}`;
}
/**
 * Cobros (especificación §7 Collections): cada uno es un asiento del libro (LibroService) aplicado a las cuotas
 * más antiguas. Un cobrador ve sus propios cobros y cobra sólo en su cartera; borrar es de admin y gerente.
 */
let CobrosService = class CobrosService {
    dataSource;
    libro;
    config;
    constructor(dataSource, libro, config) {
        this.dataSource = dataSource;
        this.libro = libro;
        this.config = config;
    }
    async listar(consulta, actor) {
        const { valores, param } = (0, busqueda_1.crearParametros)();
        const condiciones = [];
        if ((0, acceso_1.esCobrador)(actor))
            condiciones.push(`co.cobrador_id = ${param(actor.id)}`);
        if (consulta.cobrador)
            condiciones.push(`co.cobrador_id = ${param(consulta.cobrador)}`);
        if (consulta.prestamo)
            condiciones.push(`co.prestamo_id = ${param(consulta.prestamo)}`);
        if (consulta.fechaDesde)
            condiciones.push(`co.fecha >= ${param(consulta.fechaDesde)}`);
        if (consulta.fechaHasta)
            condiciones.push(`co.fecha <= ${param(consulta.fechaHasta)}`);
        const [campo, direccion] = (consulta.sort ?? 'fecha_desc').split('_');
        const orden = `${COLUMNAS_ORDEN[campo] ?? 'co.fecha'} ${direccion === 'asc' ? 'ASC' : 'DESC'}, co.created_at DESC, co.id DESC`;
        const pagina = (where) => (0, consulta_preparada_1.consultaPreparada)(this.dataSource, 
        // La página se elige sólo en cobros (todas las condiciones son de co) y después se junta con préstamo,
        // cliente y cobrador: diez joins, no los de todos los cobros que cumplen el filtro.
        `SELECT ${COLUMNAS_COBRO}
         FROM (
           SELECT co.* FROM cobros co ${where}
           ORDER BY ${orden} LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}
         ) co
         JOIN prestamos p ON p.id = co.prestamo_id
         JOIN clientes c ON c.id = p.cliente_id
         LEFT JOIN usuarios u ON u.id = co.cobrador_id
         ORDER BY ${orden}`, valores);
        const responder = (filas, total) => new respuesta_1.Pagina(filas.map(cobroAJson), (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit));
        if (!consulta.search && condiciones.length === 0) {
            // Sin filtros: el total del registro de conteos (sin contar un millón de filas).
            const [filas, [{ total }]] = await Promise.all([
                pagina(''),
                (0, consulta_preparada_1.consultaPreparada)(this.dataSource, `SELECT coalesce(sum(cantidad), 0)::int AS total FROM cobros_resumen`),
            ]);
            return responder(filas, total);
        }
        if (consulta.search && condiciones.length === 0 && !(0, busqueda_1.esBusquedaNumerica)(consulta.search)) {
            // Sólo una búsqueda por nombre: el total es la suma de `clientes_cobros` de los clientes que coinciden (sin
            // contar sus cobros uno por uno) y decide cómo elegir la página (condicionPaginaPorCliente).
            const clientes = (0, busqueda_1.clientesQueCoinciden)(consulta.search, param);
            const [{ total }] = await (0, consulta_preparada_1.consultaPreparada)(this.dataSource, `SELECT coalesce(sum(cantidad), 0)::int AS total FROM clientes_cobros WHERE cliente_id IN (${clientes})`, valores);
            return responder(total === 0 ? [] : await pagina(`WHERE ${(0, busqueda_1.condicionPaginaPorCliente)(clientes, 'co', total)}`), total);
        }
        if (consulta.search) {
            // Por cliente (nombre o cédula) con el índice de cliente de los cobros; con dígitos, también el préstamo de ese
            // número. Cada parte se resuelve como arreglo una sola vez: nunca un OR de subconsultas sobre toda la tabla.
            const digitos = (0, dominio_1.soloDigitos)(consulta.search);
            condiciones.push((0, busqueda_1.esBusquedaNumerica)(consulta.search) && digitos.length <= 18
                ? `(co.cliente_id = ANY (ARRAY(${(0, busqueda_1.clientesQueCoinciden)(consulta.search, param)}))
              OR co.prestamo_id = ANY (ARRAY(SELECT id FROM prestamos WHERE numero = ${param(digitos)}::bigint)))`
                : (0, busqueda_1.condicionBusquedaCliente)(consulta.search, param, 'co'));
        }
        const where = `WHERE ${condiciones.join(' AND ')}`;
        const [filas, [{ total }]] = await Promise.all([
            pagina(where),
            this.dataSource.query(`SELECT count(*)::int AS total FROM cobros co ${where}`, valores),
        ]);
        return responder(filas, total);
    }
    async leer(manager, id) {
        const [fila] = await manager.query(`SELECT ${COLUMNAS_COBRO} ${FROM_COBROS} WHERE co.id = $1`, [id]);
        if (!fila)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_COBROS.noEncontrado);
        return fila;
    }
    async obtener(id, actor) {
        const fila = await this.leer(this.dataSource.manager, id);
        if ((0, acceso_1.esCobrador)(actor) && fila.cobrador_id !== actor.id)
            throw (0, errores_1.prohibido)(exports.MENSAJES_COBROS.ajeno);
        const aplicaciones = await this.dataSource.query(`SELECT ca.cuota_id, cu.numero, cu.fecha_programada, ca.monto
         FROM cobros_aplicaciones ca JOIN cuotas cu ON cu.id = ca.cuota_id
         WHERE ca.cobro_id = $1 ORDER BY cu.numero`, [id]);
        return {
            ...cobroAJson(fila),
            aplicaciones: aplicaciones.map((a) => ({
                cuota: { _id: a.cuota_id, numero: a.numero, fechaProgramada: a.fecha_programada },
                monto: Number(a.monto),
            })),
        };
    }
    /** Los cobros de un préstamo, del más reciente al más antiguo. */
    async porPrestamo(prestamoId, actor) {
        const [existe] = await this.dataSource.query(`SELECT 1 FROM prestamos WHERE id = $1`, [prestamoId]);
        if (!existe)
            throw (0, errores_1.noEncontrado)(libro_service_1.MENSAJES_LIBRO.prestamoNoEncontrado);
        await (0, acceso_1.asegurarAccesoPrestamo)(this.dataSource.manager, actor, prestamoId);
        const filas = await this.dataSource.query(`SELECT ${COLUMNAS_COBRO} ${FROM_COBROS} WHERE co.prestamo_id = $1 ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC`, [prestamoId]);
        return filas.map(cobroAJson);
    }
    async validarCobrador(manager, cobradorId) {
        const [cobrador] = await manager.query(`SELECT estado FROM usuarios WHERE id = $1 AND rol = 'cobrador'`, [cobradorId]);
        if (!cobrador)
            throw (0, errores_1.errorValidacion)({ cobrador: [exports.MENSAJES_COBROS.cobradorNoExiste] });
        if (cobrador.estado !== 'activo')
            throw (0, errores_1.errorValidacion)({ cobrador: [exports.MENSAJES_COBROS.cobradorInactivo] });
    }
    /** La fecha del cobro: no antes del inicio del préstamo, y un cobrador no más de COBRO_RETROACTIVO_DIAS atrás. */
    validarFechaCobro(manager, prestamoId, fecha, actor) {
        return (0, fecha_cobro_1.validarFechaCobro)(manager, prestamoId, fecha, actor, this.config.cobroRetroactivoDias);
    }
    async numerosDeCuotas(manager, aplicaciones) {
        const filas = await manager.query(`SELECT numero FROM cuotas WHERE id = ANY($1::uuid[]) ORDER BY numero`, [aplicaciones.map((a) => a.cuotaId)]);
        return filas.map((f) => f.numero);
    }
    async crear(dto, contexto) {
        const fecha = (0, plan_service_1.fechaDePago)(dto.fecha);
        const { actor } = contexto;
        const cobroId = await this.dataSource.transaction(async (manager) => {
            const [existe] = await manager.query(`SELECT 1 FROM prestamos WHERE id = $1`, [dto.prestamo]);
            if (!existe)
                throw (0, errores_1.errorValidacion)({ prestamo: [libro_service_1.MENSAJES_LIBRO.prestamoNoEncontrado] });
            await (0, acceso_1.asegurarAccesoPrestamo)(manager, actor, dto.prestamo);
            if (!(0, acceso_1.esCobrador)(actor) && dto.cobrador)
                await this.validarCobrador(manager, dto.cobrador);
            await this.validarFechaCobro(manager, dto.prestamo, fecha, actor);
            const prestamo = await this.libro.bloquearPrestamo(manager, dto.prestamo);
            const cobradorId = (0, acceso_1.esCobrador)(actor) ? actor.id : dto.cobrador === undefined ? prestamo.cobradorId : dto.cobrador;
            const { cobroId, aplicaciones } = await this.libro.registrarCobro(manager, prestamo, {
                monto: dto.monto,
                fecha,
                observaciones: dto.observaciones ?? null,
                cobradorId,
                registradoPor: actor.id,
                origen: 'cobro',
            });
            const resultado = await this.libro.recalcular(manager, prestamo.id);
            const cuotas = await this.numerosDeCuotas(manager, aplicaciones);
            await (0, notificaciones_1.registrarNotificacion)(manager, {
                prestamoId: prestamo.id,
                categoria: 'pago',
                titulo: 'Pago aplicado',
                mensaje: `Cobro de ${(0, dominio_1.formatearCOP)(dto.monto)} aplicado a ${listaCuotas(cuotas)}. Saldo pendiente: ${(0, dominio_1.formatearCOP)(resultado.saldoPendiente)}`,
            });
            await (0, auditar_1.auditar)(manager, contexto, 'Cobros', {
                accion: 'Registrar cobro',
                detalles: `Cobro de ${(0, dominio_1.formatearCOP)(dto.monto)} al préstamo #${prestamo.numero}`,
                datosAnteriores: { saldoPendiente: prestamo.saldoPendiente, estado: prestamo.estado },
                datosNuevos: {
                    cobro: cobroId,
                    prestamo: prestamo.id,
                    monto: dto.monto,
                    fecha,
                    cobrador: cobradorId,
                    cuotas,
                    ...resultado,
                },
            });
            return cobroId;
        });
        return this.obtener(cobroId, actor);
    }
    /** Editar un cobro deshace sus aplicaciones y lo vuelve a aplicar con el monto nuevo, en una transacción. */
    async actualizar(id, dto, contexto) {
        const fecha = dto.fecha === undefined ? undefined : (0, plan_service_1.fechaDePago)(dto.fecha);
        await this.dataSource.transaction(async (manager) => {
            const previo = await this.leer(manager, id);
            const prestamo = await this.libro.bloquearPrestamo(manager, previo.prestamo_id);
            const anterior = await this.leer(manager, id); // releído bajo el candado: otro pudo borrarlo o cambiarlo
            if (dto.prestamo && dto.prestamo !== anterior.prestamo_id) {
                throw new errores_1.ErrorNegocio('COBRO_OTRO_PRESTAMO', exports.MENSAJES_COBROS.otroPrestamo, 422);
            }
            if (dto.cobrador)
                await this.validarCobrador(manager, dto.cobrador);
            if (fecha !== undefined)
                await this.validarFechaCobro(manager, anterior.prestamo_id, fecha, contexto.actor);
            this.libro.asegurarAbierto(prestamo);
            const monto = dto.monto ?? Number(anterior.monto);
            await this.libro.deshacerAplicaciones(manager, id);
            let cuotaNumero;
            if (anterior.origen === 'pago_cuota' && anterior.cuota_id) {
                const [cuota] = await manager.query(`SELECT numero FROM cuotas WHERE id = $1`, [
                    anterior.cuota_id,
                ]);
                cuotaNumero = cuota?.numero;
            }
            const aplicaciones = await this.libro.calcularAplicaciones(manager, prestamo, (0, dinero_1.aCentavos)(monto), cuotaNumero);
            await this.libro.insertarAplicaciones(manager, id, aplicaciones);
            await manager.query(`UPDATE cobros SET monto = $2, fecha = $3, observaciones = $4, cobrador_id = $5, updated_at = now() WHERE id = $1`, [
                id,
                (0, dinero_1.aPesos)((0, dinero_1.aCentavos)(monto)),
                fecha ?? anterior.fecha,
                dto.observaciones === undefined ? anterior.observaciones : dto.observaciones,
                dto.cobrador === undefined ? anterior.cobrador_id : dto.cobrador,
            ]);
            const resultado = await this.libro.recalcular(manager, prestamo.id);
            await (0, notificaciones_1.registrarNotificacion)(manager, {
                prestamoId: prestamo.id,
                categoria: 'pago',
                titulo: 'Cobro modificado',
                mensaje: `El cobro del ${(0, dominio_1.formatearFecha)(anterior.fecha)} pasó de ${(0, dominio_1.formatearCOP)(Number(anterior.monto))} a ${(0, dominio_1.formatearCOP)(monto)}. Saldo pendiente: ${(0, dominio_1.formatearCOP)(resultado.saldoPendiente)}`,
            });
            await (0, auditar_1.auditar)(manager, contexto, 'Cobros', {
                accion: 'Actualizar cobro',
                detalles: `Cobro del préstamo #${prestamo.numero}: ${(0, dominio_1.formatearCOP)(Number(anterior.monto))} → ${(0, dominio_1.formatearCOP)(monto)}`,
                datosAnteriores: cobroAJson(anterior),
                datosNuevos: { monto, fecha: fecha ?? anterior.fecha, cuotas: await this.numerosDeCuotas(manager, aplicaciones), ...resultado },
            });
        });
        return this.obtener(id, contexto.actor);
    }
    /** Borrar un cobro deshace exactamente sus aplicaciones. */
    async eliminar(id, contexto) {
        await this.dataSource.transaction(async (manager) => {
            const previo = await this.leer(manager, id);
            const prestamo = await this.libro.bloquearPrestamo(manager, previo.prestamo_id);
            const anterior = await this.leer(manager, id);
            this.libro.asegurarAbierto(prestamo);
            await this.libro.deshacerAplicaciones(manager, id);
            await manager.query(`DELETE FROM cobros WHERE id = $1`, [id]);
            const resultado = await this.libro.recalcular(manager, prestamo.id);
            await (0, notificaciones_1.registrarNotificacion)(manager, {
                prestamoId: prestamo.id,
                categoria: 'reverso',
                titulo: 'Pago revertido',
                mensaje: `Se eliminó el cobro de ${(0, dominio_1.formatearCOP)(Number(anterior.monto))} del ${(0, dominio_1.formatearFecha)(anterior.fecha)}. Saldo pendiente: ${(0, dominio_1.formatearCOP)(resultado.saldoPendiente)}`,
            });
            await (0, auditar_1.auditar)(manager, contexto, 'Cobros', {
                accion: 'Eliminar cobro',
                detalles: `Cobro de ${(0, dominio_1.formatearCOP)(Number(anterior.monto))} del préstamo #${prestamo.numero}`,
                datosAnteriores: cobroAJson(anterior),
                datosNuevos: resultado,
            });
        });
        return null;
    }
};
exports.CobrosService = CobrosService;
exports.CobrosService = CobrosService = __decorate([
    (0, common_1.Injectable)(),
    __param(2, (0, common_1.Inject)(configuracion_module_1.CONFIGURACION)),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        libro_service_1.LibroService, Object])
], CobrosService);
//# sourceMappingURL=cobros.service.js.map