import { Inject, Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ESTADOS_PRESTAMO_ABIERTO,
  errorVariables,
  MENSAJES,
  type AvisoBandeja,
  type DestinatarioNotificacion,
  type EstadisticasNotificaciones,
  type NotificacionCentro,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { crearParametros, type Parametro } from '../cartera/busqueda';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { CANDADOS } from '../database/candados';
import { leerOrden, metaPagina, patronContiene } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { ColaService } from './cola.service';
import type {
  ConsultaBandejaDto,
  ConsultaDestinatariosDto,
  EnviarNotificacionDto,
  FiltrosNotificacionesDto,
} from './dto/notificaciones.dto';
import {
  consultaValoresClientes,
  direccionPara,
  EnvioService,
  leerEmpresa,
  valoresCliente,
  type FilaValoresCliente,
  type NuevoDestinatario,
} from './envio.service';

export const MENSAJES_NOTIFICACIONES_API = {
  noEncontrada: 'Notificación no encontrada',
  sinDestinatarios: 'No hay destinatarios que cumplan la selección',
  sistemaSoloUsuarios: 'El canal sistema sólo llega a usuarios del portal: elija usuarios como destinatarios',
  programadaPasada: 'La fecha programada debe ser futura',
  soloProgramada: 'Sólo se puede cancelar una notificación programada',
  plantillaNoEncontrada: 'Plantilla no encontrada',
  avisoNoEncontrado: 'Aviso no encontrado',
  cuotaDiaria: (cuota: number, usados: number, pedidos: number) =>
    `Se superaría la cuota diaria de ${cuota.toLocaleString('es-CO')} destinatarios externos (email, SMS y WhatsApp): hoy van ${usados.toLocaleString('es-CO')} y este envío suma ${pedidos.toLocaleString('es-CO')}. Intente mañana o pida al administrador que amplíe NOTIFICACIONES_CUOTA_DIARIA.`,
} as const;

interface FilaNotificacion {
  id: string;
  tipo: NotificacionCentro['tipo'];
  categoria: NotificacionCentro['categoria'];
  titulo: string;
  mensaje: string;
  estado: NotificacionCentro['estado'];
  origen: NotificacionCentro['origen'];
  plantilla_id: string | null;
  programada_para: Date | null;
  enviada_at: Date | null;
  creado_por: string | null;
  total: number;
  pendientes: number;
  enviados: number;
  fallidos: number;
  cancelados: number;
  created_at: Date;
  conteo?: string;
}

const COLUMNAS = `n.id, n.tipo, n.categoria, n.titulo, n.mensaje, n.estado, n.origen, n.plantilla_id, n.programada_para,
  n.enviada_at, u.nombre AS creado_por, n.total, n.pendientes, n.enviados, n.fallidos, n.cancelados, n.created_at`;

const ORDEN = { createdAt: 'n.created_at', titulo: 'n.titulo', estado: 'n.estado', tipo: 'n.tipo' } as const;

function aJson(f: FilaNotificacion): NotificacionCentro {
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
function condiciones(filtros: FiltrosNotificacionesDto, param: Parametro): string {
  const lista: string[] = [];
  if (filtros.tipo) lista.push(`n.tipo = ${param(filtros.tipo)}`);
  if (filtros.estado) lista.push(`n.estado = ${param(filtros.estado)}`);
  if (filtros.categoria) lista.push(`n.categoria = ${param(filtros.categoria)}`);
  // Días de Bogotá: [desde 00:00, hasta+1 00:00).
  if (filtros.desde)
    lista.push(`n.created_at >= (${param(filtros.desde)}::date)::timestamp AT TIME ZONE 'America/Bogota'`);
  if (filtros.hasta)
    lista.push(`n.created_at < (${param(filtros.hasta)}::date + 1)::timestamp AT TIME ZONE 'America/Bogota'`);
  if (filtros.search) {
    const patron = param(patronContiene(filtros.search));
    lista.push(
      `(sin_acentos(n.titulo) ILIKE sin_acentos(${patron}) OR sin_acentos(n.mensaje) ILIKE sin_acentos(${patron}))`,
    );
  }
  return lista.length ? `WHERE ${lista.join(' AND ')}` : '';
}

/**
 * Historial, envío, cancelación y estadísticas del centro de notificaciones, y la bandeja (canal sistema) de cada
 * usuario. Admin y gerente envían y ven el historial; cualquier usuario ve su bandeja.
 */
@Injectable()
export class NotificacionesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly envio: EnvioService,
    private readonly cola: ColaService,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  async listar(filtros: FiltrosNotificacionesDto): Promise<Pagina<NotificacionCentro>> {
    const orden = leerOrden(filtros.sort, ORDEN, 'createdAt_desc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    const { valores, param } = crearParametros();
    const where = condiciones(filtros, param);
    const filas: FilaNotificacion[] = await this.dataSource.query(
      `SELECT ${COLUMNAS}, count(*) OVER () AS conteo
       FROM notificaciones n LEFT JOIN usuarios u ON u.id = n.creado_por
       ${where}
       ORDER BY ${orden.expresion} ${orden.direccion}, n.id ${orden.direccion}
       LIMIT ${filtros.limit} OFFSET ${(filtros.page - 1) * filtros.limit}`,
      valores,
    );
    let total = filas.length ? Number(filas[0].conteo) : 0;
    if (!filas.length && filtros.page > 1) {
      const [{ n }] = await this.dataSource.query(
        `SELECT count(*)::int AS n FROM notificaciones n ${where}`,
        valores,
      );
      total = Number(n);
    }
    return new Pagina(filas.map(aJson), metaPagina(total, filtros.page, filtros.limit));
  }

  async estadisticas(filtros: FiltrosNotificacionesDto): Promise<EstadisticasNotificaciones> {
    const { valores, param } = crearParametros();
    const where = condiciones(filtros, param);
    const [fila]: Array<Record<string, string>> = await this.dataSource.query(
      `SELECT count(*) AS total,
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
       FROM notificaciones n ${where}`,
      valores,
    );
    const n = (clave: string) => Number(fila[clave]);
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

  async obtener(id: string, manager: EntityManager = this.dataSource.manager): Promise<NotificacionCentro> {
    const [fila]: FilaNotificacion[] = await manager.query(
      `SELECT ${COLUMNAS} FROM notificaciones n LEFT JOIN usuarios u ON u.id = n.creado_por WHERE n.id = $1`,
      [id],
    );
    if (!fila) throw noEncontrado(MENSAJES_NOTIFICACIONES_API.noEncontrada);
    return aJson(fila);
  }

  async destinatarios(
    id: string,
    consulta: ConsultaDestinatariosDto,
  ): Promise<Pagina<DestinatarioNotificacion>> {
    await this.obtener(id);
    const { valores, param } = crearParametros();
    const condicion = [`d.notificacion_id = ${param(id)}`];
    if (consulta.estado) condicion.push(`d.estado = ${param(consulta.estado)}`);
    if (consulta.search)
      condicion.push(`sin_acentos(d.nombre) ILIKE sin_acentos(${param(patronContiene(consulta.search))})`);
    const filas: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT d.id, d.nombre, d.direccion, d.cliente_id, d.usuario_id, d.estado, d.intentos, d.error, d.titulo, d.mensaje,
              d.enviado_at, d.leida_at, count(*) OVER () AS conteo
       FROM notificaciones_destinatarios d WHERE ${condicion.join(' AND ')}
       ORDER BY d.id LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`,
      valores,
    );
    const total = filas.length ? Number(filas[0].conteo) : 0;
    return new Pagina(
      filas.map((f) => ({
        _id: f.id as string,
        nombre: f.nombre as string,
        direccion: f.direccion as string | null,
        clienteId: f.cliente_id as string | null,
        usuarioId: f.usuario_id as string | null,
        estado: f.estado as DestinatarioNotificacion['estado'],
        intentos: Number(f.intentos),
        error: f.error as string | null,
        titulo: f.titulo as string,
        mensaje: f.mensaje as string,
        fechaEnvio: (f.enviado_at as Date | null)?.toISOString() ?? null,
        leida: f.leida_at !== null,
      })),
      metaPagina(total, consulta.page, consulta.limit),
    );
  }

  /** Escribe el mensaje, sus destinatarios y sus entregas en la cola en una sola transacción, auditada. */
  /**
   * Cuota diaria de destinatarios externos de los envíos manuales (NOTIFICACIONES_CUOTA_DIARIA, por día de Bogotá):
   * limita lo que una sesión robada o un error puede mandar a los clientes en un día. Un candado de transacción
   * serializa los envíos simultáneos, así dos envíos a la vez no pasan juntos la cuota.
   */
  private async comprobarCuotaDiaria(manager: EntityManager, pedidos: number): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1)`, [CANDADOS.cuotaNotificaciones]);
    const [{ usados }]: Array<{ usados: number }> = await manager.query(
      `SELECT coalesce(sum(total), 0)::int AS usados FROM notificaciones
       WHERE origen = 'manual' AND tipo IN ('email', 'sms', 'whatsapp')
         AND created_at >= (date_trunc('day', now() AT TIME ZONE 'America/Bogota') AT TIME ZONE 'America/Bogota')`,
    );
    const cuota = this.config.notificaciones.cuotaDiaria;
    if (usados + pedidos > cuota)
      throw new ErrorNegocio(
        CODIGOS.cuotaDiariaNotificaciones,
        MENSAJES_NOTIFICACIONES_API.cuotaDiaria(cuota, usados, pedidos),
        422,
      );
  }

  async enviar(dto: EnviarNotificacionDto, contexto: ContextoSolicitud): Promise<NotificacionCentro> {
    const problema = errorVariables(dto.titulo, dto.mensaje);
    if (problema) throw errorValidacion({ mensaje: [problema] });
    let programada: Date | null = null;
    if (dto.programada) {
      programada = new Date(dto.programada);
      if (programada.getTime() <= Date.now())
        throw errorValidacion({ programada: [MENSAJES_NOTIFICACIONES_API.programadaPasada] });
    }
    if (dto.tipo === 'sistema' && dto.destinatarios !== 'usuarios') {
      throw errorValidacion({ destinatarios: [MENSAJES_NOTIFICACIONES_API.sistemaSoloUsuarios] });
    }
    if (dto.destinatarios === 'clientes' && !dto.clienteIds?.length)
      throw errorValidacion({ clienteIds: [MENSAJES.camposObligatorios] });
    if (dto.destinatarios === 'usuarios' && !dto.usuarioIds?.length)
      throw errorValidacion({ usuarioIds: [MENSAJES.camposObligatorios] });
    if (dto.destinatarios === 'filtro' && !dto.filtroEstado && !dto.filtroCobradorId) {
      throw errorValidacion({ filtroEstado: [MENSAJES.camposObligatorios] });
    }
    return this.dataSource.transaction(async (manager) => {
      if (dto.plantillaId) {
        const existe: unknown[] = await manager.query(
          `SELECT 1 FROM notificaciones_plantillas WHERE id = $1`,
          [dto.plantillaId],
        );
        if (existe.length === 0)
          throw errorValidacion({ plantillaId: [MENSAJES_NOTIFICACIONES_API.plantillaNoEncontrada] });
      }
      const destinatarios = await this.resolverDestinatarios(manager, dto);
      if (destinatarios.length === 0)
        throw new ErrorNegocio(CODIGOS.sinDestinatarios, MENSAJES_NOTIFICACIONES_API.sinDestinatarios, 422);
      if (dto.tipo !== 'sistema') await this.comprobarCuotaDiaria(manager, destinatarios.length);
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
      await auditar(manager, contexto, 'Sistema', {
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

  private async resolverDestinatarios(
    manager: EntityManager,
    dto: EnviarNotificacionDto,
  ): Promise<NuevoDestinatario[]> {
    const empresa = await leerEmpresa(manager);
    if (dto.destinatarios === 'usuarios') {
      const usuarios: Array<{ id: string; nombre: string; telefono: string | null; email: string }> =
        await manager.query(
          `SELECT id, nombre, telefono, email FROM usuarios WHERE id = ANY($1::uuid[]) AND estado = 'activo' ORDER BY nombre, id`,
          [dto.usuarioIds],
        );
      return usuarios.map((u) => ({
        usuarioId: u.id,
        nombre: u.nombre,
        ...direccionPara(dto.tipo, u),
        valores: {
          nombre_empresa: empresa.nombre_empresa,
          telefono_empresa: empresa.telefono_empresa ?? undefined,
        },
      }));
    }
    const { valores, param } = crearParametros();
    let condicion: string;
    if (dto.destinatarios === 'clientes') {
      condicion = `cl.id = ANY(${param(dto.clienteIds)}::uuid[])`;
    } else {
      const partes = [`cl.estado = 'activo'`];
      const estado = dto.filtroEstado ?? 'todos';
      if (estado !== 'todos' || dto.filtroCobradorId) {
        // Clientes con un préstamo en ese estado (y de ese cobrador); 'todos' con cobrador: cualquier préstamo abierto.
        const estados = estado === 'todos' ? [...ESTADOS_PRESTAMO_ABIERTO] : [estado];
        const cobrador = dto.filtroCobradorId
          ? ` AND p.cobrador_id = ${param(dto.filtroCobradorId)}::uuid`
          : '';
        partes.push(
          `EXISTS (SELECT 1 FROM prestamos p WHERE p.cliente_id = cl.id AND p.estado = ANY(${param(estados)}::text[])${cobrador})`,
        );
      }
      condicion = partes.join(' AND ');
    }
    const filas: FilaValoresCliente[] = await manager.query(
      `${consultaValoresClientes(condicion)} ORDER BY cl.nombre, cl.id`,
      valores,
    );
    return filas.map((f) => ({
      clienteId: f.cliente_id,
      nombre: f.cliente,
      ...direccionPara(dto.tipo, f),
      valores: valoresCliente(f, empresa),
    }));
  }

  /** Cancela un mensaje programado: sus entregas salen de la cola en la misma transacción. */
  cancelar(id: string, contexto: ContextoSolicitud): Promise<NotificacionCentro> {
    return this.dataSource.transaction(async (manager) => {
      const [fila]: Array<{ estado: string }> = await manager.query(
        `SELECT estado FROM notificaciones WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!fila) throw noEncontrado(MENSAJES_NOTIFICACIONES_API.noEncontrada);
      if (fila.estado !== 'programado')
        throw new ErrorNegocio(CODIGOS.notificacionNoProgramada, MENSAJES_NOTIFICACIONES_API.soloProgramada, 422);
      const anterior = await this.obtener(id, manager);
      const [cancelados]: [Array<{ id: string }>, number] = await manager.query(
        `UPDATE notificaciones_destinatarios SET estado = 'cancelado' WHERE notificacion_id = $1 AND estado = 'pendiente' RETURNING id`,
        [id],
      );
      await this.cola.cancelar(
        manager,
        cancelados.map((c) => c.id),
      );
      await manager.query(
        `UPDATE notificaciones SET estado = 'cancelado', cancelados = cancelados + $2, pendientes = pendientes - $2, updated_at = now()
         WHERE id = $1`,
        [id, cancelados.length],
      );
      const notificacion = await this.obtener(id, manager);
      await auditar(manager, contexto, 'Sistema', {
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

  async bandeja(
    actor: Usuario,
    consulta: ConsultaBandejaDto,
  ): Promise<{ data: AvisoBandeja[]; meta: ReturnType<typeof metaPagina>; noLeidas: number }> {
    const filtro = consulta.noLeidas ? 'AND d.leida_at IS NULL' : '';
    const filas: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT d.id, d.notificacion_id, d.titulo, d.mensaje, n.categoria, coalesce(d.enviado_at, d.created_at) AS fecha,
              d.leida_at, count(*) OVER () AS conteo
       FROM notificaciones_destinatarios d JOIN notificaciones n ON n.id = d.notificacion_id
       WHERE d.usuario_id = $1 AND d.estado = 'enviado' ${filtro}
       ORDER BY d.created_at DESC, d.id DESC
       LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}`,
      [actor.id],
    );
    const total = filas.length ? Number(filas[0].conteo) : 0;
    return {
      data: filas.map((f) => ({
        _id: f.id as string,
        notificacionId: f.notificacion_id as string,
        titulo: f.titulo as string,
        mensaje: f.mensaje as string,
        categoria: f.categoria as AvisoBandeja['categoria'],
        fecha: (f.fecha as Date).toISOString(),
        leida: f.leida_at !== null,
      })),
      meta: metaPagina(total, consulta.page, consulta.limit),
      noLeidas: await this.noLeidas(actor),
    };
  }

  async noLeidas(actor: Usuario): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM notificaciones_destinatarios
       WHERE usuario_id = $1 AND estado = 'enviado' AND leida_at IS NULL`,
      [actor.id],
    );
    return n;
  }

  async marcarLeida(actor: Usuario, id: string): Promise<{ noLeidas: number }> {
    const [filas]: [unknown[], number] = await this.dataSource.query(
      `UPDATE notificaciones_destinatarios SET leida_at = coalesce(leida_at, now())
       WHERE id = $1 AND usuario_id = $2 AND estado = 'enviado' RETURNING id`,
      [id, actor.id],
    );
    if (filas.length === 0) throw noEncontrado(MENSAJES_NOTIFICACIONES_API.avisoNoEncontrado);
    return { noLeidas: await this.noLeidas(actor) };
  }

  async marcarTodasLeidas(actor: Usuario): Promise<{ marcadas: number; noLeidas: number }> {
    const [filas]: [unknown[], number] = await this.dataSource.query(
      `UPDATE notificaciones_destinatarios SET leida_at = now()
       WHERE usuario_id = $1 AND estado = 'enviado' AND leida_at IS NULL RETURNING id`,
      [actor.id],
    );
    return { marcadas: filas.length, noLeidas: 0 };
  }
}
