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
exports.CanalesService = exports.MENSAJES_CANALES = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const node_crypto_1 = require("node:crypto");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../../auditoria/registrar-evento");
const configuracion_module_1 = require("../../config/configuracion.module");
const errores_1 = require("../../common/errores");
const email_canal_1 = require("./email.canal");
const http_canal_1 = require("./http.canal");
const secreto_1 = require("./secreto");
exports.MENSAJES_CANALES = {
    noConfigurado: (canal) => `El canal ${canal} no está configurado o está desactivado`,
    pruebaFallida: (error) => `No se pudo enviar el mensaje de prueba: ${error}`,
    destinoEmail: 'El destino debe ser un email válido',
    destinoTelefono: 'El destino debe ser un teléfono de 10 dígitos',
};
function ajustesPorDefecto(canal) {
    return canal === 'email'
        ? { host: '', puerto: 587, usuario: null, remitente: '', seguro: false }
        : { url: '', cuerpo: dominio_1.CUERPO_PROVEEDOR_POR_DEFECTO };
}
/**
 * Ajustes de los canales externos: email por SMTP; SMS y WhatsApp por un proveedor HTTP (webhook JSON). Sólo admin
 * los lee y los cambia; cada cambio y cada mensaje de prueba queda en la auditoría.
 */
let CanalesService = class CanalesService {
    dataSource;
    cifrado;
    constructor(dataSource, config) {
        this.dataSource = dataSource;
        this.cifrado = new secreto_1.CifradoSecretos(config.jwt.secreto);
    }
    async listar() {
        const filas = await this.dataSource.query(`SELECT canal, activo, ajustes, secreto, updated_at FROM notificaciones_canales ORDER BY array_position(ARRAY['email','sms','whatsapp'], canal)`);
        return filas.map((f) => this.aJson(f));
    }
    aJson(fila) {
        return {
            canal: fila.canal,
            activo: fila.activo,
            ajustes: { ...ajustesPorDefecto(fila.canal), ...fila.ajustes },
            secretoConfigurado: fila.secreto !== null,
            updatedAt: fila.updated_at.toISOString(),
        };
    }
    actualizarEmail(dto, contexto) {
        const ajustes = {
            host: dto.host,
            puerto: dto.puerto,
            usuario: dto.usuario ? dto.usuario : null,
            remitente: dto.remitente,
            seguro: dto.seguro,
        };
        return this.guardar('email', dto.activo, ajustes, dto.contrasena, contexto);
    }
    actualizarHttp(canal, dto, contexto) {
        const prueba = (0, dominio_1.renderizarCuerpoProveedor)(dto.cuerpo, {
            telefono: '3000000000',
            mensaje: 'prueba "con" comillas',
            titulo: 'Prueba',
            canal,
            id: (0, node_crypto_1.randomUUID)(),
        });
        if ('error' in prueba)
            throw (0, errores_1.errorValidacion)({ cuerpo: [prueba.error] });
        return this.guardar(canal, dto.activo, { url: dto.url, cuerpo: dto.cuerpo }, dto.token, contexto);
    }
    guardar(canal, activo, ajustes, secreto, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const [anterior] = await manager.query(`SELECT canal, activo, ajustes, secreto, updated_at FROM notificaciones_canales WHERE canal = $1 FOR UPDATE`, [canal]);
            // Omitido: se conserva el guardado; vacío: se borra; otro valor: se cifra y reemplaza.
            const nuevoSecreto = secreto === undefined ? anterior.secreto : secreto === '' ? null : this.cifrado.cifrar(secreto);
            const [[fila]] = await manager.query(`UPDATE notificaciones_canales SET activo = $2, ajustes = $3::jsonb, secreto = $4, updated_at = now()
         WHERE canal = $1 RETURNING canal, activo, ajustes, secreto, updated_at`, [canal, activo, JSON.stringify(ajustes), nuevoSecreto]);
            const previo = this.aJson(anterior);
            const nuevo = this.aJson(fila);
            await (0, registrar_evento_1.registrarEvento)(manager, {
                usuarioId: contexto.actor.id,
                usuario: contexto.actor.nombre,
                ip: contexto.ip,
                modulo: 'Sistema',
                tipo: 'success',
                resultado: 'exitoso',
                accion: 'Configurar canal de notificaciones',
                detalles: `Canal ${canal} ${activo ? 'activo' : 'inactivo'}${secreto === undefined ? '' : secreto === '' ? '; secreto borrado' : '; secreto cambiado'}`,
                datosAnteriores: previo,
                datosNuevos: nuevo,
            });
            return nuevo;
        });
    }
    /** El canal listo para enviar, o un error de entrega si no está configurado y activo. */
    async abrir(canal, manager = this.dataSource.manager) {
        const config = await this.leer(canal, manager);
        if (!config.activo || !config.ajustes)
            throw new errores_1.ErrorNegocio('CANAL_NO_CONFIGURADO', exports.MENSAJES_CANALES.noConfigurado(canal), 422);
        if (canal === 'email')
            return new email_canal_1.EmailCanal(config.ajustes, config.secreto);
        return new http_canal_1.HttpCanal(canal, config.ajustes, config.secreto);
    }
    async leer(canal, manager) {
        const [fila] = await manager.query(`SELECT canal, activo, ajustes, secreto, updated_at FROM notificaciones_canales WHERE canal = $1`, [canal]);
        const vacio = !fila || Object.keys(fila.ajustes).length === 0;
        return {
            canal,
            activo: Boolean(fila?.activo),
            ajustes: vacio ? null : fila.ajustes,
            secreto: fila?.secreto ? this.cifrado.descifrar(fila.secreto) : null,
        };
    }
    /** Envía un mensaje de prueba ya (sin cola) con los ajustes guardados y deja el resultado en la auditoría. */
    async probar(canal, dto, contexto) {
        const destino = canal === 'email' ? dto.destino : (0, dominio_1.soloDigitos)(dto.destino);
        if (canal === 'email' && !(0, dominio_1.esEmailValido)(destino))
            throw (0, errores_1.errorValidacion)({ destino: [exports.MENSAJES_CANALES.destinoEmail] });
        if (canal !== 'email' && !(0, dominio_1.esTelefonoValido)(destino))
            throw (0, errores_1.errorValidacion)({ destino: [exports.MENSAJES_CANALES.destinoTelefono] });
        const abierto = await this.abrir(canal);
        let error = null;
        try {
            await abierto.enviar({
                id: (0, node_crypto_1.randomUUID)(),
                direccion: destino,
                titulo: 'Mensaje de prueba de Cartera',
                mensaje: dto.mensaje?.trim() || `Mensaje de prueba del canal ${canal} enviado por ${contexto.actor.nombre}.`,
            });
        }
        catch (e) {
            error = e instanceof Error ? e.message : String(e);
        }
        finally {
            abierto.cerrar?.();
        }
        await this.dataSource.transaction((manager) => (0, registrar_evento_1.registrarEvento)(manager, {
            usuarioId: contexto.actor.id,
            usuario: contexto.actor.nombre,
            ip: contexto.ip,
            modulo: 'Sistema',
            tipo: error ? 'error' : 'success',
            resultado: error ? 'fallido' : 'exitoso',
            accion: 'Probar canal de notificaciones',
            detalles: `Mensaje de prueba por ${canal} a ${destino}${error ? `: ${error}` : ''}`,
        }));
        if (error)
            throw new errores_1.ErrorNegocio('PRUEBA_CANAL_FALLIDA', exports.MENSAJES_CANALES.pruebaFallida(error), 422);
        return { enviado: true, destino };
    }
};
exports.CanalesService = CanalesService;
exports.CanalesService = CanalesService = __decorate([
    (0, common_1.Injectable)(),
    __param(1, (0, common_1.Inject)(configuracion_module_1.CONFIGURACION)),
    __metadata("design:paramtypes", [typeorm_1.DataSource, Object])
], CanalesService);
//# sourceMappingURL=canales.service.js.map