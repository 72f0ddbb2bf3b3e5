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
exports.NotificacionesService = exports.MENSAJES_NOTIFICACIONES_API = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const busqueda_1 = require("../cartera/busqueda");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const cola_service_1 = require("./cola.service");
const envio_service_1 = require("./envio.service");
exports.MENSAJES_NOTIFICACIONES_API = {
    noEncontrada: 'Notificación no encontrada',
    sinDestinatarios: 'No hay destinatarios que cumplan la selección',
    sistemaSoloUsuarios: 'El canal sistema sólo llega a usuarios del portal: elija usuarios como destinatarios',
    programadaPasada: 'La fecha programada debe ser futura',
    soloProgramada: 'Sólo se puede cancelar una notificación programada',
    plantillaNoEncontrada: 'Plantilla no encontrada',
    avisoNoEncontrado: 'Aviso no encontrado',
};
const COLUMNAS = `n.id, n.tipo, n.categoria, n.titulo, n.mensaje, n.estado, n.origen, n.plantilla_id, n.programada_para,
  n.enviada_at, u.nombre AS creado_por, n.total, n.pendientes, n.enviados, n.fallidos, n.cancelados, n.created_at`;
const ORDEN = { createdAt: 'n.created_at', titulo: 'n.titulo', estado: 'n.estado', tipo: 'n.tipo' };
function aJson(f) {
    return {
        _id: f.id,
        tipo: f.tipo,
        categoria: f.categoria,
        titulo: f.titulo,
        mensaje: f.mensaje,
        estado: f.estado,
        origen: f.origen,
        plantillaId: f.plantilla_id,
        fechaProgramada: f.programada_para?.toISOString() ?? null,
        fechaEnvio: f.enviada_at?.toISOString() ?? null,
        creadoPor: f.creado_por,
        createdAt: f.created_at.toISOString(),
        estadisticas: {
            destinatarios: f.total,
            enviados: f.enviados,
            fallidos: f.fallidos,
            pendientes: f.pendientes,
            cancelados: f.cancelados,
        },
    };
}
/** Condiciones SQL de los filtros del historial (también las usan las estadísticas). */
function condiciones(filtros, param) {
    const lista = [];
    if (filtros.tipo)
        lista.push(`n.tipo = ${param(filtros.tipo)}`);
    if (filtros.estado)
        lista.push(`n.estado = ${param(filtros.estado)}`);
    if (filtros.categoria)
        lista.push(`n.categoria = ${param(filtros.categoria)}`);
    // Días de Bogotá: [desde 00:00, hasta+1 00:00).
    if (filtros.desde)
        lista.push(`n.created_at >= (${param(filtros.desde)}::date)::timestamp AT TIME ZONE 'America/Bogota'`);
    if (filtros.hasta)
        lista.push(`n.created_at < (${param(filtros.hasta)}::date + 1)::timestamp AT TIME ZONE 'America/Bogota'`);
    if (filtros.search) {
        const patron = param((0, paginacion_1.patronContiene)(filtros.search));
        lista.push(`(sin_acentos(n.titulo) ILIKE sin_acentos(${patron}) OR sin_acentos(n.mensaje) ILIKE sin_acentos(${patron}))`);
    }
    return lista.length ? `WHERE ${lista.join(' AND ')}` : '';
}
/**
 * Historial, envío, cancelación y estadísticas del centro de notificaciones, y la bandeja (canal sistema) de cada
 * usuario. Admin y gerente envían y ven el historial; cualquier usuario ve su bandeja.
 */
let NotificacionesService = class NotificacionesService {
    dataSource;
    envio;
    cola;
    constructor(dataSource, envio, cola) {
        this.dataSource = dataSource;
        this.envio = envio;
        this.cola = cola;
    }
    async listar(filtros) {
        const orden = (0, paginacion_1.leerOrden)(filtros.sort, ORDEN, 'createdAt_desc');
        if ('error' in orden)
            throw (0, errores_1.errorValidacion)({ sort: [orden.error] });
        const { valores, param } = (0, busqueda_1.crearParametros)();
        const where = condiciones(filtros, param);
        const filas = await this.dataSource.query(`SELECT ${COLUMNAS}, count(*) OVER () AS conteo
       FROM notificaciones n LEFT JOIN usuarios u ON u.id = n.creado_por
       ${where}
       ORDER BY ${orden.expresion} ${orden.direccion}, n.id ${orden.direccion}
       LIMIT ${filtros.limit} OFFSET ${(filtros.page - 1) * filtros.limit}`, valores);
        let total = filas.length ? Number(filas[0].conteo) : 0;
        if (!filas.length && filtros.page > 1) {
            const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM notificaciones n ${where}`, valores);
            total = Number(n);
        }
        return new respuesta_1.Pagina(filas.map(aJson), (0, paginacion_1.metaPagina)(total, filtros.page, filtros.limit));
    }
    async estadisticas(filtros) {
        const { valores, param } = (0, busqueda_1.crearParametros)();
        const where = condiciones(filtros, param);
        const [fila] = await this.dataSource.query(`SELECT count(*) AS total,
              count(*) FILTER (WHERE estado = 'enviado') AS enviado,
              count(*) FILTER (WHERE estado = 'pendiente') AS pendiente,
              count(*) FILTER (WHERE estado = 'fallido') AS fallido,
              count(*) FILTER (WHERE estado = 'programado') AS programado,
              count(*) FILTER (WHERE estado = 'cancelado') AS cancelado,
              coalesce(sum(total), 0) AS destinatarios,
              coalesce(sum(enviados), 0) AS entregas_enviadas,
              coalesce(sum(fallidos), 0) AS entregas_fallidas,
              coalesce(sum(pendientes), 0) AS entregas_pendientes,
              count(*) FILTER (WHERE tipo = 'email') AS email,
              count(*) FILTER (WHERE tipo = 'sms') AS sms,
              count(*) FILTER (WHERE tipo = 'whatsapp') AS whatsapp,
              count(*) FILTER (WHERE tipo = 'sistema') AS sistema
       FROM notificaciones n ${where}`, valores);
        const n = (clave) => Number(fila[clave]);
        return {
            total: n('total'),
            porEstado: {
                enviado: n('enviado'),
                pendiente: n('pendiente'),
                fallido: n('fallido'),
                programado: n('programado'),
                cancelado: n('cancelado'),
            },
            porTipo: { email: n('email'), sms: n('sms'), whatsapp: n('whatsapp'), sistema: n('sistema') },
            entregas: {
                destinatarios: n('destinatarios'),
                enviadas: n('entregas_enviadas'),
                fallidas: n('entregas_fallidas'),
                pendientes: n('entregas_pendientes'),
            },
        };
    }
    async obtener(id, manager = this.dataSource.manager) {
        const [fila] = await manager.query(`SELECT ${COLUMNAS} FROM notificaciones n LEFT JOIN usuarios u ON u.id = n.creado_por WHERE n.id = $1`, [id]);
        if (!fila)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_NOTIFICACIONES_API.noEncontrada);
        return aJson(fila);
    }
    async destinatarios(id, consulta) {
        await this.obtener(id);
        const { valores, param } = (0, busqueda_1.crearParametros)();
        const condicion = [`d.notificacion_id = ${param(id)}`];
        if (consulta.estado)
            condicion.push(`d.estado = ${param(consulta.estado)}`);
        if (consulta.search)
            condicion.push(`sin_acentos(d.nombre) ILIKE sin_acentos(${param((0, paginacion_1.patronContiene)(consulta.search))})`);
        const filas = await this.dataSource.query(`SELECT d.id, d.nombre, d.direccion, d.cliente_id, d.usuario_id, d.estado, d.intentos, d.error, d.titulo, d.mensaje,
              d.enviado_at, d.leida_at, count(*) OVER () AS conteo
       FROM notificaciones_destinatarios d WHERE ${condicion.join(' AND ')}
       ORDER BY d.id LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`, valores);
        const total = filas.length ? Number(filas[0].conteo) : 0;
        return new respuesta_1.Pagina(filas.map((f) => ({
            _id: f.id,
            nombre: f.nombre,
            direccion: f.direccion,
            clienteId: f.cliente_id,
            usuarioId: f.usuario_id,
            estado: f.estado,
            intentos: Number(f.intentos),
            error: f.error,
            titulo: f.titulo,
            mensaje: f.mensaje,
            fechaEnvio: f.enviado_at?.toISOString() ?? null,
            leida: f.leida_at !== null,
        })), (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit));
    }
    /** Escribe el mensaje, sus destinatarios y sus entregas en la cola en una sola transacción, auditada. */
    async enviar(dto, contexto) {
        const problema = (0, dominio_1.errorVariables)(dto.titulo, dto.mensaje);
        if (problema)
            throw (0, errores_1.errorValidacion)({ mensaje: [problema] });
        let programada = null;
        if (dto.programada) {
            programada = new Date(dto.programada);
            if (programada.getTime() <= Date.now())
                throw (0, errores_1.errorValidacion)({ programada: [exports.MENSAJES_NOTIFICACIONES_API.programadaPasada] });
        }
        if (dto.tipo === 'sistema' && dto.destinatarios !== 'usuarios') {
            throw (0, errores_1.errorValidacion)({ destinatarios: [exports.MENSAJES_NOTIFICACIONES_API.sistemaSoloUsuarios] });
        }
        if (dto.destinatarios === 'clientes' && !dto.clienteIds?.length)
            throw (0, errores_1.errorValidacion)({ clienteIds: [dominio_1.MENSAJES.camposObligatorios] });
        if (dto.destinatarios === 'usuarios' && !dto.usuarioIds?.length)
            throw (0, errores_1.errorValidacion)({ usuarioIds: [dominio_1.MENSAJES.camposObligatorios] });
        if (dto.destinatarios === 'filtro' && !dto.filtroEstado && !dto.filtroCobradorId) {
            throw (0, errores_1.errorValidacion)({ filtroEstado: [dominio_1.MENSAJES.camposObligatorios] });
        }
        return this.dataSource.transaction(async (manager) => {
            if (dto.plantillaId) {
                const existe = await manager.query(`SELECT 1 FROM notificaciones_plantillas WHERE id = $1`, [dto.plantillaId]);
                if (existe.length === 0)
                    throw (0, errores_1.errorValidacion)({ plantillaId: [exports.MENSAJES_NOTIFICACIONES_API.plantillaNoEncontrada] });
            }
            const destinatarios = await this.resolverDestinatarios(manager, dto);
            if (destinatarios.length === 0)
                throw new errores_1.ErrorNegocio('SIN_DESTINATARIOS', exports.MENSAJES_NOTIFICACIONES_API.sinDestinatarios, 422);
            const [id] = await this.envio.registrar(manager, [
                {
                    tipo: dto.tipo,
                    categoria: dto.categoria,
                    titulo: dto.titulo,
                    mensaje: dto.mensaje,
                    origen: 'manual',
                    plantillaId: dto.plantillaId ?? null,
                    programadaPara: programada,
                    creadoPor: contexto.actor.id,
                    destinatarios,
                },
            ]);
            const notificacion = await this.obtener(id, manager);
            await (0, registrar_evento_1.registrarEvento)(manager, {
                usuarioId: contexto.actor.id,
                usuario: contexto.actor.nombre,
                ip: contexto.ip,
                modulo: 'Sistema',
                tipo: 'success',
                resultado: 'exitoso',
                accion: programada ? 'Programar notificación' : 'Enviar notificación',
                detalles: `${dto.tipo} «${dto.titulo}» a ${destinatarios.length} destinatario(s)${programada ? ` para ${programada.toISOString()}` : ''}`,
                datosNuevos: {
                    ...notificacion,
                    seleccion: {
                        destinatarios: dto.destinatarios,
                        filtroEstado: dto.filtroEstado,
                        filtroCobradorId: dto.filtroCobradorId,
                    },
                },
            });
            return notificacion;
        });
    }
    async resolverDestinatarios(manager, dto) {
        const empresa = await (0, envio_service_1.leerEmpresa)(manager);
        if (dto.destinatarios === 'usuarios') {
            const usuarios = await manager.query(`SELECT id, nombre, telefono, email FROM usuarios WHERE id = ANY($1::uuid[]) AND estado = 'activo' ORDER BY nombre, id`, [dto.usuarioIds]);
            return usuarios.map((u) => ({
                usuarioId: u.id,
                nombre: u.nombre,
                ...(0, envio_service_1.direccionPara)(dto.tipo, u),
                valores: {
                    nombre_empresa: empresa.nombre_empresa,
                    telefono_empresa: empresa.telefono_empresa ?? undefined,
                },
            }));
        }
        const { valores, param } = (0, busqueda_1.crearParametros)();
        let condicion;
        if (dto.destinatarios === 'clientes') {
            condicion = `cl.id = ANY(${param(dto.clienteIds)}::uuid[])`;
        }
        else {
            const partes = [`cl.estado = 'activo'`];
            const estado = dto.filtroEstado ?? 'todos';
            if (estado !== 'todos' || dto.filtroCobradorId) {
                // Clientes con un préstamo en ese estado (y de ese cobrador); 'todos' con cobrador: cualquier préstamo abierto.
                const estados = estado === 'todos' ? ['activo', 'mora', 'vencido'] : [estado];
                const cobrador = dto.filtroCobradorId
                    ? ` AND p.cobrador_id = ${param(dto.filtroCobradorId)}::uuid`
                    : '';
                partes.push(`EXISTS (SELECT 1 FROM prestamos p WHERE p.cliente_id = cl.id AND p.estado = ANY(${param(estados)}::text[])${cobrador})`);
            }
            condicion = partes.join(' AND ');
        }
        const filas = await manager.query(`${(0, envio_service_1.consultaValoresClientes)(condicion)} ORDER BY cl.nombre, cl.id`, valores);
        return filas.map((f) => ({
            clienteId: f.cliente_id,
            nombre: f.cliente,
            ...(0, envio_service_1.direccionPara)(dto.tipo, f),
            valores: (0, envio_service_1.valoresCliente)(f, empresa),
        }));
    }
    /** Cancela un mensaje programado: sus entregas salen de la cola en la misma transacción. */
    cancelar(id, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const [fila] = await manager.query(`SELECT estado FROM notificaciones WHERE id = $1 FOR UPDATE`, [id]);
            if (!fila)
                throw (0, errores_1.noEncontrado)(exports.MENSAJES_NOTIFICACIONES_API.noEncontrada);
            if (fila.estado !== 'programado')
                throw new errores_1.ErrorNegocio('NOTIFICACION_NO_PROGRAMADA', exports.MENSAJES_NOTIFICACIONES_API.soloProgramada, 422);
            const anterior = await this.obtener(id, manager);
            const [cancelados] = await manager.query(`UPDATE notificaciones_destinatarios SET estado = 'cancelado' WHERE notificacion_id = $1 AND estado = 'pendiente' RETURNING id`, [id]);
            await this.cola.cancelar(manager, cancelados.map((c) => c.id));
            await manager.query(`UPDATE notificaciones SET estado = 'cancelado', cancelados = cancelados + $2, pendientes = pendientes - $2, updated_at = now()
         WHERE id = $1`, [id, cancelados.length]);
            const notificacion = await this.obtener(id, manager);
            await (0, registrar_evento_1.registrarEvento)(manager, {
                usuarioId: contexto.actor.id,
                usuario: contexto.actor.nombre,
                ip: contexto.ip,
                modulo: 'Sistema',
                tipo: 'warning',
                resultado: 'exitoso',
                accion: 'Cancelar notificación programada',
                detalles: `«${anterior.titulo}»: ${cancelados.length} entrega(s) canceladas`,
                datosAnteriores: anterior,
                datosNuevos: notificacion,
            });
            return notificacion;
        });
    }
    // --- Bandeja (canal sistema) ---
    async bandeja(actor, consulta) {
        const filtro = consulta.noLeidas ? 'AND d.leida_at IS NULL' : '';
        const filas = await this.dataSource.query(`SELECT d.id, d.notificacion_id, d.titulo, d.mensaje, n.categoria, coalesce(d.enviado_at, d.created_at) AS fecha,
              d.leida_at, count(*) OVER () AS conteo
       FROM notificaciones_destinatarios d JOIN notificaciones n ON n.id = d.notificacion_id
       WHERE d.usuario_id = $1 AND d.estado = 'enviado' ${filtro}
       ORDER BY d.created_at DESC, d.id DESC
       LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`, [actor.id]);
        const total = filas.length ? Number(filas[0].conteo) : 0;
        return {
            data: filas.map((f) => ({
                _id: f.id,
                notificacionId: f.notificacion_id,
                titulo: f.titulo,
                mensaje: f.mensaje,
                categoria: f.categoria,
                fecha: f.fecha.toISOString(),
                leida: f.leida_at !== null,
            })),
            meta: (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit),
            noLeidas: await this.noLeidas(actor),
        };
    }
    async noLeidas(actor) {
        const [{ n }] = await this.dataSource.query(`SELECT count(*)::int AS n FROM notificaciones_destinatarios
       WHERE usuario_id = $1 AND estado = 'enviado' AND leida_at IS NULL`, [actor.id]);
        return n;
    }
    async marcarLeida(actor, id) {
        const [filas] = await this.dataSource.query(`UPDATE notificaciones_destinatarios SET leida_at = coalesce(leida_at, now())
       WHERE id = $1 AND usuario_id = $2 AND estado = 'enviado' RETURNING id`, [id, actor.id]);
        if (filas.length === 0)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_NOTIFICACIONES_API.avisoNoEncontrado);
        return { noLeidas: await this.noLeidas(actor) };
    }
    async marcarTodasLeidas(actor) {
        const [filas] = await this.dataSource.query(`UPDATE notificaciones_destinatarios SET leida_at = now()
       WHERE usuario_id = $1 AND estado = 'enviado' AND leida_at IS NULL RETURNING id`, [actor.id]);
        return { marcadas: filas.length, noLeidas: 0 };
    }
};
exports.NotificacionesService = NotificacionesService;
exports.NotificacionesService = NotificacionesService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        envio_service_1.EnvioService,
        cola_service_1.ColaService])
], NotificacionesService);
//# sourceMappingURL=notificaciones.service.js.map