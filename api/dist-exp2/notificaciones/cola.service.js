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
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
var ColaService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.ColaService = void 0;
const common_1 = require("@nestjs/common");
const pg_boss_1 = __importDefault(require("pg-boss"));
const configuracion_module_1 = require("../config/configuracion.module");
const cola_1 = require("./cola");
/** Trabajos en lotes de este tamaño por INSERT (100.000 recordatorios son 10 sentencias). */
const TRABAJOS_POR_INSERT = 10_000;
/** Tiempo máximo de una entrega tomada: pasado, pg-boss la da por perdida y la reintenta. */
const SEGUNDOS_POR_ENTREGA = 300;
/**
 * La cola (pg-boss) con el ciclo de vida de Nest: arranca con la aplicación (crea su esquema si falta), arranca los
 * trabajadores y el cron diario, y se detiene con ella esperando lo que esté en curso. Con N réplicas, cada trabajo
 * lo toma un solo proceso (pg-boss lo reserva con FOR UPDATE SKIP LOCKED).
 */
let ColaService = ColaService_1 = class ColaService {
    config;
    logger = new common_1.Logger(ColaService_1.name);
    boss;
    manejadorEnvios;
    manejadorRecordatorios;
    iniciada;
    constructor(config) {
        this.config = config;
        this.boss = new pg_boss_1.default({
            connectionString: config.baseDatos.url,
            schema: cola_1.ESQUEMA_COLA,
            application_name: 'cartera-cola',
            max: Math.max(2, Math.min(config.notificaciones.trabajadores + 2, 10)),
            migrate: true,
            supervise: true,
            schedule: true,
        });
        this.boss.on('error', (error) => this.logger.error(`Cola de notificaciones: ${error.message}`));
    }
    /** Lo registra el servicio de entregas antes del arranque. */
    alEnviar(manejador) {
        this.manejadorEnvios = manejador;
    }
    alRecordar(manejador) {
        this.manejadorRecordatorios = manejador;
    }
    async onApplicationBootstrap() {
        this.iniciada = this.iniciar();
        await this.iniciada;
    }
    async iniciar() {
        await this.boss.start();
        for (const cola of [cola_1.COLA_ENVIOS, cola_1.COLA_RECORDATORIOS]) {
            if (await this.boss.getQueue(cola))
                continue;
            try {
                await this.boss.createQueue(cola);
            }
            catch (error) {
                // Otra réplica la creó al mismo tiempo.
                if (!(await this.boss.getQueue(cola)))
                    throw error;
            }
        }
        const { trabajadores, lote, sondeoMs, horaRecordatorios, reintentos, reintentoSegundos } = this.config.notificaciones;
        // Reintentos y vencimiento de las entregas son de la cola, no de cada trabajo: el JSON de 100.000 trabajos lleva
        // sólo su id (el del destinatario) y pg-boss toma lo demás de aquí (se reescribe en cada arranque, así manda la
        // configuración vigente).
        await this.boss.updateQueue(cola_1.COLA_ENVIOS, {
            name: cola_1.COLA_ENVIOS,
            retryLimit: reintentos,
            retryDelay: reintentoSegundos,
            retryBackoff: true,
            expireInSeconds: SEGUNDOS_POR_ENTREGA,
        });
        if (trabajadores === 0)
            return;
        const manejador = this.manejadorEnvios;
        if (manejador) {
            for (let i = 0; i < trabajadores; i++) {
                await this.boss.work(cola_1.COLA_ENVIOS, { batchSize: lote, pollingIntervalSeconds: sondeoMs / 1000, includeMetadata: true }, (trabajos) => manejador(trabajos));
            }
        }
        const recordar = this.manejadorRecordatorios;
        if (recordar) {
            // pg-boss guarda el cron en su esquema y lo dispara una sola vez por minuto para todas las réplicas.
            await this.boss.schedule(cola_1.COLA_RECORDATORIOS, `0 ${horaRecordatorios} * * *`, {}, { tz: 'America/Bogota' });
            await this.boss.work(cola_1.COLA_RECORDATORIOS, { pollingIntervalSeconds: 30 }, () => recordar());
        }
    }
    async onApplicationShutdown() {
        await this.iniciada?.catch(() => undefined);
        await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    }
    /**
     * Encola las entregas dentro de la transacción de `manager` (exactamente una vez con la escritura de negocio). El
     * trabajo es sólo el id del destinatario (su id de trabajo); reintentos y vencimiento son los de la cola.
     */
    async encolar(manager, destinatarioIds, despuesDe = null) {
        if (destinatarioIds.length === 0)
            return;
        const db = await (0, cola_1.dbDeTransaccion)(manager);
        const inicio = despuesDe ? { startAfter: despuesDe.toISOString() } : {};
        for (let i = 0; i < destinatarioIds.length; i += TRABAJOS_POR_INSERT) {
            const trabajos = destinatarioIds
                .slice(i, i + TRABAJOS_POR_INSERT)
                .map((id) => ({ id, name: cola_1.COLA_ENVIOS, ...inicio }));
            await this.boss.insert(trabajos, { db });
        }
    }
    /** Cancela trabajos aún no tomados, en la transacción de `manager`. */
    async cancelar(manager, destinatarioIds) {
        if (destinatarioIds.length === 0)
            return;
        await this.boss.cancel(cola_1.COLA_ENVIOS, [...destinatarioIds], { db: await (0, cola_1.dbDeTransaccion)(manager) });
    }
    /** Marca trabajos fallidos (pg-boss decide reintento o fallo según sus intentos) con el error. */
    async fallar(id, error) {
        await this.boss.fail(cola_1.COLA_ENVIOS, id, { message: error });
    }
    /** Dispara ya el trabajo de recordatorios (pruebas y operación manual). */
    async encolarRecordatoriosAhora() {
        await this.boss.send(cola_1.COLA_RECORDATORIOS, {});
    }
};
exports.ColaService = ColaService;
exports.ColaService = ColaService = ColaService_1 = __decorate([
    (0, common_1.Injectable)(),
    __param(0, (0, common_1.Inject)(configuracion_module_1.CONFIGURACION)),
    __metadata("design:paramtypes", [Object])
], ColaService);
//# sourceMappingURL=cola.service.js.map