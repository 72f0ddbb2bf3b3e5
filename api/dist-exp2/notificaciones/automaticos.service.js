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
var AutomaticosService_1;
Object.defineProperty(exports, "__esModule", { value: true });
exports.AutomaticosService = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const candados_1 = require("../database/candados");
const cola_service_1 = require("./cola.service");
const envio_service_1 = require("./envio.service");
/** Qué interruptor de la organización enciende cada mensaje automático, y su categoría en el historial. */
const USOS = {
    recordatorio_cuota: { columna: 'recordatorio_cuota', categoria: 'recordatorio' },
    aviso_mora: { columna: 'aviso_mora', categoria: 'cobranza' },
    recibo_cobro: { columna: 'recibo_cobro', categoria: 'cobranza' },
};
/**
 * Mensajes automáticos del libro, cada uno encendido por su interruptor en la configuración de la organización y
 * escrito con la plantilla marcada con su uso (la plantilla decide el canal): recordatorio el día antes de una
 * cuota (trabajo diario), aviso al entrar un préstamo en mora y recibo después de un cobro. Se encolan en la
 * transacción del hecho que los produce y una sola vez por hecho (clave de origen).
 */
let AutomaticosService = AutomaticosService_1 = class AutomaticosService {
    dataSource;
    envio;
    cola;
    logger = new common_1.Logger(AutomaticosService_1.name);
    constructor(dataSource, envio, cola) {
        this.dataSource = dataSource;
        this.envio = envio;
        this.cola = cola;
    }
    onModuleInit() {
        this.cola.alRecordar(async () => {
            const encolados = await this.encolarRecordatorios();
            if (encolados > 0)
                this.logger.log(`Recordatorios de cuota encolados: ${encolados}`);
        });
    }
    /** La plantilla activa del uso si su interruptor está encendido; si no, null (no se envía nada). */
    async plantillaActiva(manager, uso) {
        const filas = await manager.query(`SELECT p.id, p.tipo, p.asunto, p.contenido
       FROM notificaciones_plantillas p, configuracion_organizacion o
       WHERE p.uso = $1 AND p.activa AND o.id = 1 AND o.${USOS[uso].columna}`, [uso]);
        return filas[0] ?? null;
    }
    /**
     * Encola el recordatorio de cada cuota por cobrar que vence `manana` (por defecto, mañana en Bogotá) de un
     * préstamo abierto: **un mensaje por corrida** con un destinatario por cuota (su texto ya renderizado), así el
     * historial muestra «Recordatorio de cuota · N destinatarios» una vez al día y no N filas. Una cuota que ya tiene su
     * recordatorio (`clave_origen` del destinatario, `recordatorio:<cuota>`) no se vuelve a encolar: otra corrida el
     * mismo día sólo agrega las cuotas nuevas (p. ej. un préstamo creado después), en un mensaje propio. Devuelve
     * cuántos recordatorios (destinatarios) escribió: 0 con el interruptor apagado o si ya estaban todos.
     */
    async encolarRecordatorios(manana = (0, dominio_1.sumarDias)((0, dominio_1.hoyBogota)(), 1)) {
        return this.dataSource.transaction(async (manager) => {
            const plantilla = await this.plantillaActiva(manager, 'recordatorio_cuota');
            if (!plantilla)
                return 0;
            // El cron y una corrida a pedido no eligen a la vez las mismas cuotas.
            await manager.query(`SELECT pg_advisory_xact_lock($1)`, [candados_1.CANDADOS.recordatorios]);
            // Trabajo por lotes: cientos de miles de filas en una transacción (sentencias de 10.000), más allá del límite
            // por sentencia de las peticiones interactivas.
            await manager.query(`SET LOCAL statement_timeout = '10min'`);
            const empresa = await (0, envio_service_1.leerEmpresa)(manager);
            const filas = await manager.query(`SELECT c.id AS cuota_id, cl.id AS cliente_id, cl.nombre AS cliente, cl.telefono, cl.email,
                p.numero::text AS numero_prestamo, p.monto AS monto_prestamo, p.saldo_pendiente, p.cuotas_vencidas,
                u.nombre AS cobrador, u.id AS cobrador_id, u.telefono AS cobrador_telefono, u.email AS cobrador_email,
                c.numero AS numero_cuota, c.fecha_programada::text AS fecha_cuota,
                c.monto_total - c.monto_pagado - c.monto_refinanciado AS monto_cuota
         FROM cuotas c
         JOIN prestamos p ON p.id = c.prestamo_id
         JOIN clientes cl ON cl.id = p.cliente_id
         LEFT JOIN usuarios u ON u.id = p.cobrador_id
         WHERE c.fecha_programada = $1::date AND c.estado IN ('pendiente', 'parcial')
           AND p.estado IN ('activo', 'mora', 'vencido')
           AND NOT EXISTS (SELECT 1 FROM notificaciones_destinatarios d WHERE d.clave_origen = 'recordatorio:' || c.id)`, [manana]);
            const destinatarios = filas.flatMap((fila) => {
                const valores = (0, envio_service_1.valoresCliente)(fila, empresa);
                const claveOrigen = `recordatorio:${fila.cuota_id}`;
                // En el canal sistema el recordatorio le llega al cobrador del préstamo.
                if (plantilla.tipo === 'sistema') {
                    return fila.cobrador_id
                        ? [
                            {
                                usuarioId: fila.cobrador_id,
                                nombre: fila.cobrador ?? '',
                                direccion: null,
                                valores,
                                claveOrigen,
                            },
                        ]
                        : [];
                }
                return [
                    {
                        clienteId: fila.cliente_id,
                        nombre: fila.cliente,
                        ...(0, envio_service_1.direccionPara)(plantilla.tipo, fila),
                        valores,
                        claveOrigen,
                    },
                ];
            });
            if (destinatarios.length === 0)
                return 0;
            await this.envio.registrar(manager, [
                this.automatico('recordatorio_cuota', plantilla, null, destinatarios),
            ]);
            return destinatarios.length;
        });
    }
    /** El trabajo diario a pedido de un admin (operación y bench), auditado con lo que encoló. */
    async ejecutarRecordatorios(fecha, contexto) {
        const dia = fecha ?? (0, dominio_1.sumarDias)((0, dominio_1.hoyBogota)(), 1);
        const encolados = await this.encolarRecordatorios(dia);
        await this.dataSource.transaction((manager) => (0, registrar_evento_1.registrarEvento)(manager, {
            usuarioId: contexto.actor.id,
            usuario: contexto.actor.nombre,
            ip: contexto.ip,
            modulo: 'Sistema',
            tipo: 'info',
            resultado: 'exitoso',
            accion: 'Ejecutar recordatorios de cuota',
            detalles: `Cuotas que vencen el ${dia}: ${encolados} recordatorio(s) encolado(s)`,
        }));
        return { fecha: dia, encolados };
    }
    automatico(uso, plantilla, clave, destinatarios) {
        return {
            tipo: plantilla.tipo,
            categoria: USOS[uso].categoria,
            titulo: plantilla.asunto ?? '',
            mensaje: plantilla.contenido,
            origen: uso,
            claveOrigen: clave,
            plantillaId: plantilla.id,
            destinatarios,
        };
    }
    /** Préstamos que acaban de entrar en mora (en la transacción que los movió): un aviso por préstamo y día. */
    async avisarMora(manager, prestamoIds, hoy = (0, dominio_1.hoyBogota)()) {
        if (prestamoIds.length === 0)
            return;
        const plantilla = await this.plantillaActiva(manager, 'aviso_mora');
        if (!plantilla)
            return;
        const empresa = await (0, envio_service_1.leerEmpresa)(manager);
        const filas = await manager.query(envio_service_1.CONSULTA_VALORES_PRESTAMOS, [prestamoIds]);
        const lista = filas
            .filter(() => plantilla.tipo !== 'sistema')
            .map((fila) => this.automatico('aviso_mora', plantilla, `mora:${fila.prestamo_id}:${hoy}`, [
            {
                clienteId: fila.cliente_id,
                nombre: fila.cliente,
                ...(0, envio_service_1.direccionPara)(plantilla.tipo, fila),
                valores: (0, envio_service_1.valoresCliente)(fila, empresa),
            },
        ]));
        await this.envio.registrar(manager, lista);
    }
    /** Recibo de cada cobro (en la transacción del cobro): monto, fecha, cobrador y saldo después del cobro. */
    async enviarRecibos(manager, cobros) {
        if (cobros.length === 0)
            return;
        const plantilla = await this.plantillaActiva(manager, 'recibo_cobro');
        if (!plantilla || plantilla.tipo === 'sistema')
            return;
        const empresa = await (0, envio_service_1.leerEmpresa)(manager);
        const filas = await manager.query(envio_service_1.CONSULTA_VALORES_PRESTAMOS, [[...new Set(cobros.map((c) => c.prestamoId))]]);
        const cobradores = await manager.query(`SELECT id, nombre FROM usuarios WHERE id = ANY($1::uuid[])`, [[...new Set(cobros.map((c) => c.cobradorId).filter((id) => id !== null))]]);
        const porPrestamo = new Map(filas.map((f) => [f.prestamo_id, f]));
        const nombres = new Map(cobradores.map((c) => [c.id, c.nombre]));
        const lista = cobros.flatMap((cobro) => {
            const fila = porPrestamo.get(cobro.prestamoId);
            if (!fila)
                return [];
            const valores = {
                ...(0, envio_service_1.valoresCliente)(fila, empresa),
                numero_prestamo: fila.numero_prestamo ?? undefined,
                monto_cobro: (0, dominio_1.formatearCOP)(cobro.monto),
                fecha_cobro: (0, dominio_1.formatearFecha)(cobro.fecha),
                saldo_pendiente: (0, dominio_1.formatearCOP)(cobro.saldoDespues),
                cobrador: (cobro.cobradorId && nombres.get(cobro.cobradorId)) || fila.cobrador || '',
            };
            return [
                this.automatico('recibo_cobro', plantilla, `recibo:${cobro.cobroId}`, [
                    {
                        clienteId: fila.cliente_id,
                        nombre: fila.cliente,
                        ...(0, envio_service_1.direccionPara)(plantilla.tipo, fila),
                        valores,
                    },
                ]),
            ];
        });
        await this.envio.registrar(manager, lista);
    }
};
exports.AutomaticosService = AutomaticosService;
exports.AutomaticosService = AutomaticosService = AutomaticosService_1 = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        envio_service_1.EnvioService,
        cola_service_1.ColaService])
], AutomaticosService);
//# sourceMappingURL=automaticos.service.js.map