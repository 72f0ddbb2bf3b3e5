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
exports.PrestamosLectura = exports.MENSAJE_PRESTAMO_NO_ENCONTRADO = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const consulta_preparada_1 = require("../database/consulta-preparada");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const acceso_1 = require("../cartera/acceso");
const busqueda_1 = require("../cartera/busqueda");
const prestamos_sql_1 = require("./prestamos.sql");
exports.MENSAJE_PRESTAMO_NO_ENCONTRADO = 'Préstamo no encontrado';
const COLUMNAS_ORDEN = {
    createdAt: 'p.created_at',
    monto: 'p.monto',
    fecha: 'p.fecha',
    estado: 'p.orden_estado',
    cliente: 'c.nombre',
};
/** Lecturas de préstamos con la visibilidad de cada rol. */
let PrestamosLectura = class PrestamosLectura {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    /**
     * Una página de préstamos: `data` con la página, `meta` y `resumen` (conteos por estado y saldo de los mismos
     * filtros, sin el filtro de estado) en la raíz de la respuesta.
     */
    async listar(consulta, actor) {
        const { valores, param } = (0, busqueda_1.crearParametros)();
        const condiciones = [];
        if ((0, acceso_1.esCobrador)(actor))
            condiciones.push((0, acceso_1.condicionCarteraCobrador)(param(actor.id)));
        if (consulta.cobrador)
            condiciones.push(`p.cobrador_id = ${param(consulta.cobrador)}`);
        if (consulta.cliente)
            condiciones.push(`p.cliente_id = ${param(consulta.cliente)}`);
        if (consulta.modalidad)
            condiciones.push(`p.modalidad = ${param(consulta.modalidad)}`);
        if (consulta.fechaDesde)
            condiciones.push(`p.fecha >= ${param(consulta.fechaDesde)}`);
        if (consulta.fechaHasta)
            condiciones.push(`p.fecha <= ${param(consulta.fechaHasta)}`);
        // Con búsqueda, la página se elige después del resumen, cuando ya se sabe cuántos préstamos coinciden.
        const clientes = consulta.search ? (0, busqueda_1.clientesQueCoinciden)(consulta.search, param) : null;
        const busqueda = clientes ? condiciones.push(`p.cliente_id IN (${clientes})`) - 1 : -1;
        const valoresSinEstado = [...valores];
        const whereSinEstado = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
        if (consulta.estado)
            condiciones.push(`p.estado = ${param(consulta.estado)}`);
        const [campo, direccion] = (consulta.sort ?? 'createdAt_desc').split('_');
        const sentido = direccion === 'asc' ? 'ASC' : 'DESC';
        const orden = `${COLUMNAS_ORDEN[campo] ?? 'p.created_at'} ${sentido}, p.created_at DESC, p.id DESC`;
        const desde = (consulta.page - 1) * consulta.limit;
        // Sin más filtros que el estado, el resumen es el de toda la cartera: sale del registro de conteos
        // (prestamos_resumen, mantenido por disparadores) en vez de recorrer todos los préstamos.
        const resumenSql = condiciones.length === (consulta.estado ? 1 : 0)
            ? `SELECT estado, sum(cantidad)::int AS n, sum(saldo) AS saldo FROM prestamos_resumen GROUP BY estado`
            : `SELECT p.estado, count(*)::int AS n, coalesce(sum(p.saldo_pendiente), 0) AS saldo
           FROM prestamos p ${whereSinEstado} GROUP BY p.estado`;
        const pagina = (lista) => (0, consulta_preparada_1.consultaPreparada)(this.dataSource, `SELECT ${prestamos_sql_1.COLUMNAS_PRESTAMO} ${prestamos_sql_1.FROM_PRESTAMOS} ${lista.length ? `WHERE ${lista.join(' AND ')}` : ''}
         ORDER BY ${orden} LIMIT ${consulta.limit} OFFSET ${desde}`, valores);
        const contar = () => (0, consulta_preparada_1.consultaPreparada)(this.dataSource, resumenSql, valoresSinEstado);
        let filas;
        let conteos;
        if (clientes) {
            conteos = await contar();
            const coinciden = conteos.reduce((suma, c) => suma + (!consulta.estado || c.estado === consulta.estado ? c.n : 0), 0);
            const condicionPagina = (0, busqueda_1.condicionPaginaPorCliente)(clientes, 'p', coinciden);
            filas = await pagina(condiciones.map((condicion, i) => (i === busqueda ? condicionPagina : condicion)));
        }
        else {
            [filas, conteos] = await Promise.all([pagina(condiciones), contar()]);
        }
        const resumen = Object.fromEntries([['total', 0], ...dominio_1.ESTADOS_PRESTAMO.map((e) => [e, 0])]);
        let saldoCentavos = 0;
        for (const conteo of conteos) {
            resumen[conteo.estado] = conteo.n;
            resumen.total += conteo.n;
            saldoCentavos += Math.round(Number(conteo.saldo) * 100);
        }
        resumen.saldoPendiente = saldoCentavos / 100;
        const total = consulta.estado ? resumen[consulta.estado] : resumen.total;
        return new respuesta_1.Respuesta(filas.map(prestamos_sql_1.prestamoAJson), undefined, {
            meta: (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit),
            resumen,
        });
    }
    /** Un préstamo con su cliente y cobrador; 404 si no existe, 403 si un cobrador no lo tiene en su cartera. */
    async obtener(manager, id, actor) {
        const [fila] = await manager.query(`SELECT ${prestamos_sql_1.COLUMNAS_PRESTAMO} ${prestamos_sql_1.FROM_PRESTAMOS} WHERE p.id = $1`, [id]);
        if (!fila)
            throw (0, errores_1.noEncontrado)(exports.MENSAJE_PRESTAMO_NO_ENCONTRADO);
        if ((0, acceso_1.esCobrador)(actor)) {
            const [propio] = await manager.query(`SELECT 1 FROM prestamos p WHERE p.id = $1 AND ${(0, acceso_1.condicionCarteraCobrador)('$2')}`, [id, actor.id]);
            if (!propio)
                throw (0, errores_1.prohibido)(acceso_1.MENSAJE_PRESTAMO_AJENO);
        }
        return (0, prestamos_sql_1.prestamoAJson)(fila);
    }
    async detalle(id, actor) {
        const manager = this.dataSource.manager;
        const prestamo = await this.obtener(manager, id, actor);
        const [resumen] = await manager.query(`SELECT count(*)::int AS total,
              count(*) FILTER (WHERE estado = 'pagada')::int AS pagadas,
              count(*) FILTER (WHERE estado = 'parcial')::int AS parciales,
              count(*) FILTER (WHERE estado = 'vencida')::int AS vencidas,
              count(*) FILTER (WHERE estado = 'pendiente')::int AS pendientes,
              count(*) FILTER (WHERE estado = 'refinanciada')::int AS refinanciadas,
              count(*) FILTER (WHERE estado = 'anulada')::int AS anuladas,
              coalesce(sum(monto_pagado), 0) AS total_pagado,
              (SELECT id FROM prestamos WHERE prestamo_origen_id = $1) AS reenganche
       FROM cuotas WHERE prestamo_id = $1`, [id]);
        return {
            ...prestamo,
            prestamoReenganche: resumen.reenganche ?? null,
            resumenCuotas: {
                total: Number(resumen.total),
                pagadas: Number(resumen.pagadas),
                parciales: Number(resumen.parciales),
                vencidas: Number(resumen.vencidas),
                pendientes: Number(resumen.pendientes),
                refinanciadas: Number(resumen.refinanciadas),
                anuladas: Number(resumen.anuladas),
                totalPagado: Number(resumen.total_pagado),
            },
        };
    }
};
exports.PrestamosLectura = PrestamosLectura;
exports.PrestamosLectura = PrestamosLectura = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], PrestamosLectura);
//# sourceMappingURL=prestamos.lectura.js.map