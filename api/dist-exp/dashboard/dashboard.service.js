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
exports.DashboardService = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const consulta_preparada_1 = require("../database/consulta-preparada");
const acceso_1 = require("../cartera/acceso");
/**
 * Cifras del tablero calculadas en la base con unas pocas agregaciones (nunca descargando listas), exactas a
 * cualquier volumen (docs/decisiones.md, "Tablero"). Para toda la cartera, préstamos y cobros salen de los registros
 * de conteos (prestamos_resumen, cobros_resumen) que mantienen los disparadores:
 * - montoPrestado = Σ (monto − monto_refinanciado) de los préstamos no cancelados: lo refinanciado en un reenganche
 *   no es dinero nuevo;
 * - montoCobrado = Σ cobros.monto: sólo cobros reales (un saldo refinanciado nunca es un cobro);
 * - porcentajeRecuperacion = cobrado ÷ prestado × 100 con un decimal;
 * - prestamosActivos = préstamos con saldo en curso (activo, mora o vencido); clientesActivos = clientes con estado
 *   activo.
 * Para un cobrador, todo se limita a su cartera (sus clientes y los préstamos que tiene asignados o son de sus
 * clientes, y los cobros de esos préstamos).
 */
let DashboardService = class DashboardService {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async resumen(actor) {
        const cobrador = (0, acceso_1.esCobrador)(actor);
        const parametros = cobrador ? [actor.id] : [];
        const carteraPrestamos = cobrador ? `WHERE ${(0, acceso_1.condicionCarteraCobrador)('$1')}` : '';
        const carteraClientes = cobrador ? 'WHERE cobrador_id = $1' : '';
        // Cobros de la cartera: de sus clientes o de los préstamos asignados a él (cada parte por su índice).
        const carteraCobros = cobrador
            ? `WHERE (co.cliente_id = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = $1))
                OR co.prestamo_id = ANY (ARRAY(SELECT id FROM prestamos WHERE cobrador_id = $1)))`
            : '';
        const recientes = dominio_1.LIMITES.recientes;
        const [[clientes], [prestamos], [cobros], ultimosPrestamos, ultimosCobros] = await Promise.all([
            (0, consulta_preparada_1.consultaPreparada)(this.dataSource, `SELECT count(*)::int AS total, count(*) FILTER (WHERE estado = 'activo')::int AS activos
         FROM clientes ${carteraClientes}`, parametros),
            (0, consulta_preparada_1.consultaPreparada)(this.dataSource, cobrador
                ? `SELECT count(*)::int AS total,
                    count(*) FILTER (WHERE p.estado IN ('activo', 'mora', 'vencido'))::int AS activos,
                    coalesce(sum(p.monto - p.monto_refinanciado) FILTER (WHERE p.estado <> 'cancelado'), 0) AS prestado
             FROM prestamos p ${carteraPrestamos}`
                : // Toda la cartera: del registro de conteos que mantienen los disparadores (sin recorrer los préstamos).
                    `SELECT coalesce(sum(cantidad), 0)::int AS total,
                    coalesce(sum(cantidad) FILTER (WHERE estado IN ('activo', 'mora', 'vencido')), 0)::int AS activos,
                    coalesce(sum(prestado) FILTER (WHERE estado <> 'cancelado'), 0) AS prestado
             FROM prestamos_resumen`, parametros),
            (0, consulta_preparada_1.consultaPreparada)(this.dataSource, cobrador
                ? `SELECT count(*)::int AS total, coalesce(sum(co.monto), 0) AS cobrado FROM cobros co ${carteraCobros}`
                : `SELECT coalesce(sum(cantidad), 0)::int AS total, coalesce(sum(monto), 0) AS cobrado FROM cobros_resumen`, parametros),
            (0, consulta_preparada_1.consultaPreparada)(this.dataSource, `SELECT p.id, p.numero, p.monto, p.fecha, p.estado, c.id AS cliente_id, c.nombre AS cliente_nombre
         FROM prestamos p JOIN clientes c ON c.id = p.cliente_id ${carteraPrestamos}
         ORDER BY p.created_at DESC, p.id DESC LIMIT ${recientes}`, parametros),
            (0, consulta_preparada_1.consultaPreparada)(this.dataSource, `SELECT co.id, co.monto, co.fecha, co.cobrador_id, u.nombre AS cobrador_nombre,
                p.id AS prestamo_id, p.numero, c.id AS cliente_id, c.nombre AS cliente_nombre
         FROM (
           -- Primero los cinco cobros; después sus joins (no los de todos los cobros de la cartera).
           SELECT co.* FROM cobros co ${carteraCobros}
           ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC LIMIT ${recientes}
         ) co
         JOIN prestamos p ON p.id = co.prestamo_id
         JOIN clientes c ON c.id = p.cliente_id
         LEFT JOIN usuarios u ON u.id = co.cobrador_id
         ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC`, parametros),
        ]);
        const prestado = Math.round(Number(prestamos.prestado) * 100);
        const cobrado = Math.round(Number(cobros.cobrado) * 100);
        return {
            totalClientes: clientes.total,
            clientesActivos: clientes.activos,
            totalPrestamos: prestamos.total,
            prestamosActivos: prestamos.activos,
            montoPrestado: prestado / 100,
            montoCobrado: cobrado / 100,
            totalCobros: cobros.total,
            porcentajeRecuperacion: prestado === 0 ? 0 : Math.round((cobrado * 1000) / prestado) / 10,
            ultimosPrestamos: ultimosPrestamos.map((f) => ({
                _id: f.id,
                numero: Number(f.numero),
                cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
                monto: Number(f.monto),
                fecha: f.fecha,
                estado: f.estado,
            })),
            ultimosCobros: ultimosCobros.map((f) => ({
                _id: f.id,
                prestamo: {
                    _id: f.prestamo_id,
                    numero: Number(f.numero),
                    cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
                },
                monto: Number(f.monto),
                fecha: f.fecha,
                cobrador: f.cobrador_id ? { _id: f.cobrador_id, nombre: f.cobrador_nombre ?? '' } : null,
            })),
        };
    }
};
exports.DashboardService = DashboardService;
exports.DashboardService = DashboardService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], DashboardService);
//# sourceMappingURL=dashboard.service.js.map