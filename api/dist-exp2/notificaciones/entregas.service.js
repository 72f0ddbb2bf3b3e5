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
var EntregasService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.EntregasService = void 0;
const common_1 = require("@nestjs/common");
const typeorm_1 = require("typeorm");
const cola_service_1 = require("./cola.service");
const canales_service_1 = require("./canales/canales.service");
/** Entregas simultáneas por lote de trabajos (conexiones SMTP o peticiones HTTP abiertas a la vez). */
const ENVIOS_SIMULTANEOS = 16;
async function enParalelo(elementos, limite, tarea) {
    let siguiente = 0;
    const hilos = Array.from({ length: Math.min(limite, elementos.length) }, async () => {
        while (siguiente < elementos.length)
            await tarea(elementos[siguiente++]);
    });
    await Promise.all(hilos);
}
/**
 * El trabajador de la cola: toma un lote de entregas, envía cada una por su canal y guarda el resultado por
 * destinatario. Un error deja el destinatario pendiente y el trabajo en reintento (pg-boss, con espera creciente);
 * en el último intento, el destinatario queda fallido con el error. Lo ya resuelto (enviado, cancelado) no se repite.
 */
let EntregasService = EntregasService_1 = class EntregasService {
    dataSource;
    cola;
    canales;
    logger = new common_1.Logger(EntregasService_1.name);
    constructor(dataSource, cola, canales) {
        this.dataSource = dataSource;
        this.cola = cola;
        this.canales = canales;
    }
    onModuleInit() {
        this.cola.alEnviar((trabajos) => this.procesar(trabajos));
    }
    async procesar(trabajos) {
        // El id del trabajo es el del destinatario (ColaService.encolar).
        const porId = new Map(trabajos.map((t) => [t.id, t]));
        const filas = await this.dataSource.query(`SELECT d.id, d.notificacion_id, n.tipo, d.direccion, d.titulo, d.mensaje
       FROM notificaciones_destinatarios d JOIN notificaciones n ON n.id = d.notificacion_id
       WHERE d.id = ANY($1::uuid[]) AND d.estado = 'pendiente'`, [[...porId.keys()]]);
        const enviados = [];
        const errores = new Map();
        const abiertos = new Map();
        for (const tipo of new Set(filas.map((f) => f.tipo))) {
            if (tipo === 'sistema')
                continue;
            abiertos.set(tipo, await this.canales
                .abrir(tipo)
                .catch((e) => (e instanceof Error ? e : new Error(String(e)))));
        }
        try {
            await enParalelo(filas, ENVIOS_SIMULTANEOS, async (fila) => {
                if (fila.tipo === 'sistema') {
                    enviados.push(fila.id);
                    return;
                }
                const canal = abiertos.get(fila.tipo);
                try {
                    if (!canal || canal instanceof Error)
                        throw canal ?? new Error('Canal no disponible');
                    if (!fila.direccion)
                        throw new Error('Sin dirección de entrega');
                    await canal.enviar({
                        id: fila.id,
                        direccion: fila.direccion,
                        titulo: fila.titulo,
                        mensaje: fila.mensaje,
                    });
                    enviados.push(fila.id);
                }
                catch (error) {
                    errores.set(fila.id, (error instanceof Error ? error.message : String(error)).slice(0, 500));
                }
            });
        }
        finally {
            for (const canal of abiertos.values())
                if (!(canal instanceof Error))
                    canal.cerrar?.();
        }
        const finales = [...errores.keys()].filter((id) => {
            const trabajo = porId.get(id);
            return !trabajo || trabajo.retryCount >= trabajo.retryLimit;
        });
        await this.guardar(enviados, errores, new Set(finales));
        // Los que fallaron vuelven a pg-boss como fallidos: reintento con espera creciente o fallo definitivo.
        for (const [id, error] of errores)
            await this.cola.fallar(id, error);
        if (errores.size > 0)
            this.logger.warn(`${errores.size} entrega(s) fallida(s) de ${trabajos.length}`);
    }
    async guardar(enviados, errores, finales) {
        const conError = [...errores.keys()];
        await this.dataSource.transaction(async (manager) => {
            const resueltos = await manager
                .query(`WITH v AS (
           SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) AS v(id, estado, error)
         )
         UPDATE notificaciones_destinatarios d
         SET estado = v.estado, error = v.error, intentos = d.intentos + 1,
             enviado_at = CASE WHEN v.estado = 'enviado' THEN now() END
         FROM v
         WHERE d.id = v.id AND d.estado = 'pendiente'
         RETURNING d.notificacion_id, d.estado`, [
                [...enviados, ...conError],
                [
                    ...enviados.map(() => 'enviado'),
                    ...conError.map((id) => (finales.has(id) ? 'fallido' : 'pendiente')),
                ],
                [...enviados.map(() => null), ...conError.map((id) => errores.get(id) ?? null)],
            ])
                .then((r) => r[0]);
            const deltas = new Map();
            for (const fila of resueltos) {
                const delta = deltas.get(fila.notificacion_id) ?? { enviados: 0, fallidos: 0 };
                if (fila.estado === 'enviado')
                    delta.enviados++;
                if (fila.estado === 'fallido')
                    delta.fallidos++;
                deltas.set(fila.notificacion_id, delta);
            }
            const ids = [...deltas.keys()].sort();
            if (ids.length === 0)
                return;
            // Orden fijo de bloqueo: dos trabajadores que tocan los mismos mensajes no se bloquean mutuamente.
            await manager.query(`SELECT id FROM notificaciones WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [
                ids,
            ]);
            await manager.query(`UPDATE notificaciones n
         SET enviados = n.enviados + v.enviados,
             fallidos = n.fallidos + v.fallidos,
             pendientes = n.pendientes - v.enviados - v.fallidos,
             estado = CASE
               WHEN n.estado = 'cancelado' THEN 'cancelado'
               WHEN n.pendientes - v.enviados - v.fallidos > 0 THEN 'pendiente'
               WHEN n.enviados + v.enviados > 0 THEN 'enviado'
               ELSE 'fallido'
             END,
             enviada_at = CASE WHEN n.pendientes - v.enviados - v.fallidos = 0 THEN now() ELSE n.enviada_at END,
             updated_at = now()
         FROM unnest($1::uuid[], $2::int[], $3::int[]) AS v(id, enviados, fallidos)
         WHERE n.id = v.id`, [ids, ids.map((id) => deltas.get(id).enviados), ids.map((id) => deltas.get(id).fallidos)]);
        });
    }
};
exports.EntregasService = EntregasService;
exports.EntregasService = EntregasService = EntregasService_1 = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        cola_service_1.ColaService,
        canales_service_1.CanalesService])
], EntregasService);
//# sourceMappingURL=entregas.service.js.map