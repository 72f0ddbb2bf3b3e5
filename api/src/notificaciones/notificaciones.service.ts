import { Inject, Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ESTADOS_PRESTAMO_ABIERTO,
  errorVariables,
  MENSAJES,
  type DestinatarioNotificacion,
  type EstadisticasNotificaciones,
  type NotificacionCentro,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { leerOrden, paginaDe, patronContiene, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ColaService } from '../cola/cola.service';
import { oficinaDeLaCampana } from '../oficinas/oficina-de-alta';
import {
  consultasNotificaciones,
  ORDEN_NOTIFICACIONES,
  type FiltroNotificaciones,
  type FilaNotificacion,
} from './notificaciones.consultas';
import { consultasValores } from './valores.consultas';
import type {
  ConsultaDestinatariosDto,
  EnviarNotificacionDto,
  FiltrosNotificacionesDto,
} from './dto/notificaciones.dto';
import {
  direccionPara,
  EnvioService,
  leerEmpresa,
  valoresCliente,
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

/** Los filtros del historial (también los de las estadísticas), con la búsqueda como patrón LIKE. */
function filtroHistorial(filtros: FiltrosNotificacionesDto): FiltroNotificaciones {
  return {
    tipo: filtros.tipo,
    estado: filtros.estado,
    categoria: filtros.categoria,
    desde: filtros.desde,
    hasta: filtros.hasta,
    patron: filtros.search ? patronContiene(filtros.search) : undefined,
  };
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
    const orden = leerOrden(filtros.sort, ORDEN_NOTIFICACIONES, 'createdAt_desc');
    if ('error' in orden) throw errorValidacion({ sort: [orden.error] });
    const { total, filas } = await consultasNotificaciones.pagina(
      this.dataSource.manager,
      filtroHistorial(filtros),
      { columna: orden.expresion, direccion: orden.direccion },
      tramoDe(filtros),
    );
    return paginaDe(filas.map(aJson), total, filtros);
  }

  estadisticas(filtros: FiltrosNotificacionesDto): Promise<EstadisticasNotificaciones> {
    return consultasNotificaciones.estadisticas(this.dataSource.manager, filtroHistorial(filtros));
  }

  async obtener(id: string, manager: EntityManager = this.dataSource.manager): Promise<NotificacionCentro> {
    const fila = await consultasNotificaciones.una(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_NOTIFICACIONES_API.noEncontrada);
    return aJson(fila);
  }

  async destinatarios(
    id: string,
    consulta: ConsultaDestinatariosDto,
  ): Promise<Pagina<DestinatarioNotificacion>> {
    await this.obtener(id);
    const { total, filas } = await consultasNotificaciones.destinatarios(
      this.dataSource.manager,
      id,
      { estado: consulta.estado, patron: consulta.search ? patronContiene(consulta.search) : undefined },
      tramoDe(consulta),
    );
    return paginaDe(filas.map((f) => ({
        _id: f.id,
        nombre: f.nombre,
        direccion: f.direccion,
        clienteId: f.cliente_id,
        usuarioId: f.usuario_id,
        estado: f.estado,
        intentos: f.intentos,
        error: f.error,
        titulo: f.titulo,
        mensaje: f.mensaje,
        fechaEnvio: f.enviado_at?.toISOString() ?? null,
        leida: f.leida_at !== null,
      })), total, consulta);
  }

  /**
   * Cuota diaria de destinatarios externos de los envíos manuales (NOTIFICACIONES_CUOTA_DIARIA, por día de Bogotá):
   * limita lo que una sesión robada o un error puede mandar a los clientes en un día. Un candado de transacción
   * serializa los envíos simultáneos, así dos envíos a la vez no pasan juntos la cuota.
   */
  private async comprobarCuotaDiaria(manager: EntityManager, pedidos: number): Promise<void> {
    const usados = await consultasNotificaciones.usadosHoyBloqueando(manager);
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
        const existe = await consultasNotificaciones.existePlantilla(manager, dto.plantillaId);
        if (!existe)
          throw errorValidacion({ plantillaId: [MENSAJES_NOTIFICACIONES_API.plantillaNoEncontrada] });
      }
      // La campaña es de una oficina (o de todas) y su público se calcula dentro de ella.
      const oficina = await oficinaDeLaCampana(manager, contexto.actor, dto.oficina);
      const destinatarios = await this.resolverDestinatarios(manager, dto, oficina);
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
          oficina,
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
    oficina: string | null,
  ): Promise<NuevoDestinatario[]> {
    const empresa = await leerEmpresa(manager);
    if (dto.destinatarios === 'usuarios') {
      const usuarios = await consultasNotificaciones.usuariosActivos(manager, dto.usuarioIds ?? [], oficina);
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
    const todos = consultasValores.clientes(manager);
    const clientes = oficina === null ? todos : todos.where('cl.oficina_id', '=', oficina);
    const estado = dto.filtroEstado ?? 'todos';
    // Por filtro: clientes activos con un préstamo en ese estado (y de ese cobrador); 'todos' con cobrador: cualquier
    // préstamo abierto.
    const estados = estado === 'todos' ? [...ESTADOS_PRESTAMO_ABIERTO] : [estado];
    const filas = await (
      dto.destinatarios === 'clientes'
        ? clientes.where('cl.id', 'in', dto.clienteIds ?? [])
        : clientes
            .where('cl.estado', '=', 'activo')
            .$if(estado !== 'todos' || Boolean(dto.filtroCobradorId), (q) =>
              q.where((eb) =>
                eb.exists(
                  eb
                    .selectFrom('prestamos as pf')
                    .select('pf.id')
                    .whereRef('pf.cliente_id', '=', 'cl.id')
                    .where('pf.estado', 'in', estados)
                    .$if(Boolean(dto.filtroCobradorId), (sub) => sub.where('pf.cobrador_id', '=', dto.filtroCobradorId!)),
                ),
              ),
            )
    )
      .orderBy('cl.nombre')
      .orderBy('cl.id')
      .execute();
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
      const estado = await consultasNotificaciones.estadoBloqueado(manager, id);
      if (!estado) throw noEncontrado(MENSAJES_NOTIFICACIONES_API.noEncontrada);
      if (estado !== 'programado')
        throw new ErrorNegocio(CODIGOS.notificacionNoProgramada, MENSAJES_NOTIFICACIONES_API.soloProgramada, 422);
      const anterior = await this.obtener(id, manager);
      const cancelados = await consultasNotificaciones.cancelar(manager, id);
      await this.cola.cancelar(manager, cancelados);
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
}
