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
exports.MetasCobradorService = exports.MENSAJES_METAS = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const acceso_1 = require("../cartera/acceso");
const busqueda_1 = require("../cartera/busqueda");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const metas_rules_1 = require("./metas.rules");
exports.MENSAJES_METAS = {
    noEncontrada: 'Meta no encontrada',
    duplicada: 'El cobrador ya tiene una meta para ese periodo',
    noEsCobrador: 'Sólo los cobradores pueden tener metas',
    cobradorInactivo: 'El cobrador está inactivo: no se le pueden asignar metas nuevas',
};
// El avance sale de `cobros_cobrador_mes` (disparadores sobre cobros, migración 1795350400000): una búsqueda por
// clave primaria por meta.
const FROM_METAS = `
  FROM metas_cobrador m
  JOIN usuarios u ON u.id = m.cobrador_id
  LEFT JOIN cobros_cobrador_mes a ON a.cobrador_id = m.cobrador_id AND a.mes = m.periodo`;
const COLUMNAS_METAS = `
  m.id, m.cobrador_id, u.nombre AS cobrador_nombre, to_char(m.periodo, 'YYYY-MM') AS periodo, m.meta_monto,
  m.meta_cobros, to_char(m.fecha_vencimiento, 'YYYY-MM-DD') AS fecha_vencimiento,
  coalesce(a.monto, 0) AS monto, coalesce(a.cantidad, 0) AS cantidad, m.created_at, m.updated_at`;
function metaAJson(fila, hoy) {
    const metaMonto = Number(fila.meta_monto);
    const metaCobros = Number(fila.meta_cobros);
    const montoAlcanzado = Number(fila.monto);
    const cobrosRealizados = Number(fila.cantidad);
    return {
        _id: fila.id,
        cobradorId: fila.cobrador_id,
        cobradorNombre: fila.cobrador_nombre,
        periodo: fila.periodo,
        metaMonto,
        metaCobros,
        fechaVencimiento: fila.fecha_vencimiento,
        estado: (0, metas_rules_1.estadoMeta)({ metaMonto, metaCobros, montoAlcanzado, cobrosRealizados, fechaVencimiento: fila.fecha_vencimiento }, hoy),
        montoAlcanzado,
        porcentajeMonto: (0, metas_rules_1.porcentajeAvance)(montoAlcanzado, metaMonto),
        cobrosRealizados,
        porcentajeCobros: (0, metas_rules_1.porcentajeAvance)(cobrosRealizados, metaCobros),
        createdAt: new Date(fila.created_at).toISOString(),
        updatedAt: new Date(fila.updated_at).toISOString(),
    };
}
/**
 * Metas de cobradores (especificación §2, §3 y §7 Goals). Una meta por cobrador y mes; su avance se calcula en el
 * servidor a partir del libro de cobros. Admin y gerente escriben; un cobrador sólo lee las suyas.
 */
let MetasCobradorService = class MetasCobradorService {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async listar(consulta, actor) {
        const hoy = (0, dominio_1.hoyBogota)();
        const { valores, param } = (0, busqueda_1.crearParametros)();
        const condiciones = [];
        // Un cobrador sólo ve sus metas, pida lo que pida.
        if ((0, acceso_1.esCobrador)(actor))
            condiciones.push(`m.cobrador_id = ${param(actor.id)}`);
        else if (consulta.cobradorId)
            condiciones.push(`m.cobrador_id = ${param(consulta.cobradorId)}`);
        if (consulta.periodo)
            condiciones.push(`m.periodo = ${param((0, metas_rules_1.inicioPeriodo)(consulta.periodo))}::date`);
        if (consulta.estado) {
            const estado = (0, metas_rules_1.sqlEstadoMeta)({
                metaMonto: 'm.meta_monto',
                metaCobros: 'm.meta_cobros',
                monto: 'coalesce(a.monto, 0)',
                cantidad: 'coalesce(a.cantidad, 0)',
                vence: 'm.fecha_vencimiento',
            }, `${param(hoy)}::date`);
            condiciones.push(`${estado} = ${param(consulta.estado)}`);
        }
        const where = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
        const filas = await this.dataSource.query(`SELECT ${COLUMNAS_METAS}, count(*) OVER () AS total
       ${FROM_METAS}
       ${where}
       ORDER BY m.periodo DESC, u.nombre, m.id
       LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`, valores);
        let total = filas.length ? Number(filas[0].total) : 0;
        if (!filas.length && consulta.page > 1) {
            const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n ${FROM_METAS} ${where}`, valores);
            total = Number(n);
        }
        return new respuesta_1.Pagina(filas.map((f) => metaAJson(f, hoy)), (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit));
    }
    async obtener(id, actor) {
        const meta = await this.leer(this.dataSource.manager, id);
        if ((0, acceso_1.esCobrador)(actor) && meta.cobradorId !== actor.id)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_METAS.noEncontrada);
        return meta;
    }
    async crear(dto, contexto) {
        return this.dataSource.transaction(async (manager) => {
            await this.validarCobrador(manager, dto.cobradorId, true);
            await this.asegurarUnica(manager, dto.cobradorId, dto.periodo, null);
            // Dos altas simultáneas del mismo cobrador y mes: la segunda no inserta nada y es un 409.
            const filas = await manager.query(`INSERT INTO metas_cobrador (cobrador_id, periodo, meta_monto, meta_cobros, fecha_vencimiento)
         VALUES ($1, $2::date, $3, $4, $5::date)
         ON CONFLICT (cobrador_id, periodo) DO NOTHING RETURNING id`, [dto.cobradorId, (0, metas_rules_1.inicioPeriodo)(dto.periodo), dto.metaMonto, dto.metaCobros, dto.fechaVencimiento]);
            const id = filas[0]?.id;
            if (!id)
                throw new errores_1.ErrorNegocio('META_DUPLICADA', exports.MENSAJES_METAS.duplicada, 409, { periodo: [exports.MENSAJES_METAS.duplicada] });
            const meta = await this.leer(manager, id);
            await this.auditar(manager, contexto, {
                accion: 'Crear meta',
                detalles: `Meta ${meta.periodo} de ${meta.cobradorNombre}: ${(0, dominio_1.formatearCOP)(meta.metaMonto)} y ${meta.metaCobros} cobros`,
                datosNuevos: meta,
            });
            return meta;
        });
    }
    async actualizar(id, dto, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const [bloqueada] = await manager.query(`SELECT cobrador_id FROM metas_cobrador WHERE id = $1 FOR UPDATE`, [id]);
            if (!bloqueada)
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_METAS.noEncontrada);
            const anterior = await this.leer(manager, id);
            // Un cobrador inactivo conserva sus metas (se pueden corregir), pero no recibe una meta que era de otro.
            await this.validarCobrador(manager, dto.cobradorId, dto.cobradorId !== anterior.cobradorId);
            await this.asegurarUnica(manager, dto.cobradorId, dto.periodo, id);
            try {
                await manager.query(`UPDATE metas_cobrador SET cobrador_id = $2, periodo = $3::date, meta_monto = $4, meta_cobros = $5,
             fecha_vencimiento = $6::date, updated_at = now()
           WHERE id = $1`, [id, dto.cobradorId, (0, metas_rules_1.inicioPeriodo)(dto.periodo), dto.metaMonto, dto.metaCobros, dto.fechaVencimiento]);
            }
            catch (error) {
                if (error.code === '23505')
                    throw new errores_1.ErrorNegocio('META_DUPLICADA', exports.MENSAJES_METAS.duplicada, 409, { periodo: [exports.MENSAJES_METAS.duplicada] });
                throw error;
            }
            const meta = await this.leer(manager, id);
            await this.auditar(manager, contexto, {
                accion: 'Actualizar meta',
                detalles: `Meta ${meta.periodo} de ${meta.cobradorNombre}`,
                datosAnteriores: anterior,
                datosNuevos: meta,
            });
            return meta;
        });
    }
    async eliminar(id, contexto) {
        await this.dataSource.transaction(async (manager) => {
            const [bloqueada] = await manager.query(`SELECT id FROM metas_cobrador WHERE id = $1 FOR UPDATE`, [id]);
            if (!bloqueada)
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_METAS.noEncontrada);
            const anterior = await this.leer(manager, id);
            await manager.query(`DELETE FROM metas_cobrador WHERE id = $1`, [id]);
            await this.auditar(manager, contexto, {
                accion: 'Eliminar meta',
                detalles: `Meta ${anterior.periodo} de ${anterior.cobradorNombre}`,
                datosAnteriores: anterior,
            });
        });
        return null;
    }
    async leer(manager, id) {
        const [fila] = await manager.query(`SELECT ${COLUMNAS_METAS} ${FROM_METAS} WHERE m.id = $1`, [id]);
        if (!fila)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_METAS.noEncontrada);
        return metaAJson(fila, (0, dominio_1.hoyBogota)());
    }
    /** Sólo usuarios con rol cobrador; uno inactivo no recibe metas nuevas (422). */
    async validarCobrador(manager, cobradorId, exigirActivo) {
        // FOR SHARE: nadie lo desactiva ni lo borra mientras se le asigna la meta.
        const [usuario] = await manager.query(`SELECT rol, estado FROM usuarios WHERE id = $1 FOR SHARE`, [cobradorId]);
        if (!usuario || usuario.rol !== 'cobrador')
            throw (0, errores_1.errorValidacion)({ cobradorId: [exports.MENSAJES_METAS.noEsCobrador] });
        if (exigirActivo && usuario.estado !== 'activo')
            throw new errores_1.ErrorNegocio('COBRADOR_INACTIVO', exports.MENSAJES_METAS.cobradorInactivo, 422, {
                cobradorId: [exports.MENSAJES_METAS.cobradorInactivo],
            });
    }
    async asegurarUnica(manager, cobradorId, periodo, excepto) {
        const [otra] = await manager.query(`SELECT id FROM metas_cobrador WHERE cobrador_id = $1 AND periodo = $2::date AND ($3::uuid IS NULL OR id <> $3)`, [cobradorId, (0, metas_rules_1.inicioPeriodo)(periodo), excepto]);
        if (otra)
            throw new errores_1.ErrorNegocio('META_DUPLICADA', exports.MENSAJES_METAS.duplicada, 409, { periodo: [exports.MENSAJES_METAS.duplicada] });
    }
    auditar(manager, contexto, evento) {
        return (0, registrar_evento_1.registrarEvento)(manager, {
            usuarioId: contexto.actor.id,
            usuario: contexto.actor.nombre,
            ip: contexto.ip,
            modulo: 'Metas',
            tipo: 'success',
            resultado: 'exitoso',
            ...evento,
        });
    }
};
exports.MetasCobradorService = MetasCobradorService;
exports.MetasCobradorService = MetasCobradorService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], MetasCobradorService);
//# sourceMappingURL=metas-cobrador.service.js.map