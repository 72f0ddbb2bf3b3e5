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
exports.ConfiguracionOrganizacionService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
/** Campo JSON → columna y el tipo SQL con que se escribe. */
const COLUMNAS = {
    saldoInicialCaja: { columna: 'saldo_inicial_caja', tipo: 'numeric' },
    fechaSaldoInicial: { columna: 'fecha_saldo_inicial', tipo: 'date' },
    nombreEmpresa: { columna: 'nombre_empresa', tipo: 'text' },
    telefonoEmpresa: { columna: 'telefono_empresa', tipo: 'text' },
    recordatorioCuota: { columna: 'recordatorio_cuota', tipo: 'boolean' },
    avisoMora: { columna: 'aviso_mora', tipo: 'boolean' },
    reciboCobro: { columna: 'recibo_cobro', tipo: 'boolean' },
};
const AJUSTES = Object.keys(COLUMNAS);
const SELECCION = `saldo_inicial_caja, fecha_saldo_inicial::text, nombre_empresa, telefono_empresa,
  recordatorio_cuota, aviso_mora, recibo_cobro, updated_at`;
function aJson(fila) {
    return {
        saldoInicialCaja: Number(fila.saldo_inicial_caja),
        fechaSaldoInicial: fila.fecha_saldo_inicial,
        nombreEmpresa: fila.nombre_empresa,
        telefonoEmpresa: fila.telefono_empresa,
        recordatorioCuota: fila.recordatorio_cuota,
        avisoMora: fila.aviso_mora,
        reciboCobro: fila.recibo_cobro,
        updatedAt: fila.updated_at.toISOString(),
    };
}
let ConfiguracionOrganizacionService = class ConfiguracionOrganizacionService {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async obtener(manager = this.dataSource.manager) {
        const [fila] = await manager.query(`SELECT ${SELECCION} FROM configuracion_organizacion WHERE id = 1`);
        return aJson(fila);
    }
    actualizar(dto, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const [anterior] = await manager.query(`SELECT ${SELECCION} FROM configuracion_organizacion WHERE id = 1 FOR UPDATE`);
            const cambiados = AJUSTES.filter((ajuste) => dto[ajuste] !== undefined);
            const asignaciones = cambiados.map((ajuste, i) => `${COLUMNAS[ajuste].columna} = $${i + 1}::${COLUMNAS[ajuste].tipo}`);
            // UPDATE … RETURNING: TypeORM devuelve [filas, cantidad].
            const [[fila]] = await manager.query(`UPDATE configuracion_organizacion SET ${[...asignaciones, 'updated_at = now()'].join(', ')}
         WHERE id = 1 RETURNING ${SELECCION}`, cambiados.map((ajuste) => dto[ajuste]));
            const previo = aJson(anterior);
            const nuevo = aJson(fila);
            await (0, registrar_evento_1.registrarEvento)(manager, {
                usuarioId: contexto.actor.id,
                usuario: contexto.actor.nombre,
                ip: contexto.ip,
                modulo: 'Sistema',
                tipo: 'success',
                resultado: 'exitoso',
                accion: 'Actualizar configuración de la organización',
                detalles: `Ajustes cambiados: ${cambiados.join(', ') || 'ninguno'}`,
                datosAnteriores: previo,
                datosNuevos: nuevo,
            });
            return nuevo;
        });
    }
};
exports.ConfiguracionOrganizacionService = ConfiguracionOrganizacionService;
exports.ConfiguracionOrganizacionService = ConfiguracionOrganizacionService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], ConfiguracionOrganizacionService);
//# sourceMappingURL=configuracion-organizacion.service.js.map