import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_TIPO_SOLICITUD,
  formatearFecha,
  hoyBogota,
  MENSAJES_SOLICITUD_DATOS,
  solicitudPorVencer,
  transicionSolicitudPermitida,
  vencimientoSolicitud,
  type AvisoPrivacidad,
  type AvisosPrivacidad,
  type CanalRespuestaSolicitud,
  type SolicitudDatos,
} from '@cartera/dominio';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, conflicto, errorValidacion, noEncontrado } from '../common/errores';
import { paginaDe, tramoDe } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import { ColaService } from '../cola/cola.service';
import { EnvioService, direccionPara } from '../notificaciones/envio.service';
import { consultasUsuarios } from '../usuarios/usuarios.consultas';
import { consultasSolicitudes, type FilaSolicitud } from './solicitudes.consultas';
import type {
  AvisoPrivacidadDto,
  CambiarSolicitudDto,
  ConsultaSolicitudesDto,
  CrearSolicitudDto,
} from './dto/habeas-data.dto';

export const MENSAJES_SOLICITUDES = {
  noEncontrada: 'Solicitud no encontrada',
  clienteNoExiste: 'El cliente no existe',
  respuestaObligatoria: MENSAJES_SOLICITUD_DATOS.respuestaObligatoria,
  cerrada: 'La solicitud ya fue respondida o rechazada: no cambia más',
  transicion: 'No se puede volver una solicitud a «Recibida»',
  sinContacto: 'El cliente no tiene dirección para ese canal',
  canalSinCliente: MENSAJES_SOLICITUD_DATOS.canalSinCliente,
} as const;

/** Cola de pg-boss del aviso de solicitudes por vencer (una vez al día, a esta hora de Bogotá). */
export const COLA_AVISO_SOLICITUDES = 'habeas-data-aviso';
export const HORA_AVISO_SOLICITUDES = 8;

export function solicitudAJson(fila: FilaSolicitud, hoy: string = hoyBogota()): SolicitudDatos {
  const abierta = fila.estado === 'recibida' || fila.estado === 'en_tramite';
  return {
    _id: fila.id,
    numero: fila.numero,
    tipo: fila.tipo,
    estado: fila.estado,
    cliente: fila.cliente_id && fila.cliente_nombre ? { _id: fila.cliente_id, nombre: fila.cliente_nombre } : null,
    titular: fila.titular,
    contacto: fila.contacto,
    descripcion: fila.descripcion,
    fechaRecibida: fila.fecha_recibida,
    fechaVence: fila.fecha_vence,
    vencida: abierta && hoy > fila.fecha_vence,
    respuesta: fila.respuesta,
    canalRespuesta: fila.canal_respuesta,
    respondidaEn: fila.respondida_en ? instanteJson(fila.respondida_en) : null,
    registradaPor: fila.usuario_nombre,
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}

/** Las solicitudes de un cliente (para el exporte de sus datos). */
export async function solicitudesDeCliente(manager: EntityManager, clienteId: string): Promise<SolicitudDatos[]> {
  const filas = await consultasSolicitudes.deCliente(manager, clienteId);
  return filas.map((fila) => solicitudAJson(fila));
}

const avisoAJson = (fila: Awaited<ReturnType<typeof consultasSolicitudes.insertarAviso>>): AvisoPrivacidad => ({
  version: fila.version,
  texto: fila.texto,
  creadoPor: fila.usuario_nombre,
  createdAt: instanteJson(fila.created_at),
});

/**
 * El registro de solicitudes de los titulares (consultas y reclamos, Ley 1581 arts. 14 y 15) y el aviso de privacidad
 * versionado (docs/decisiones/datos-personales.md).
 */
@Injectable()
export class SolicitudesService implements OnModuleInit {
  private readonly logger = new Logger(SolicitudesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly envio: EnvioService,
    private readonly cola: ColaService,
  ) {}

  onModuleInit(): void {
    this.cola.programarDiario(COLA_AVISO_SOLICITUDES, HORA_AVISO_SOLICITUDES, async () => {
      const avisadas = await this.avisarPorVencer();
      if (avisadas > 0) this.logger.log(`Solicitudes de datos por vencer avisadas: ${avisadas}`);
    });
  }

  async listar(consulta: ConsultaSolicitudesDto): Promise<Pagina<SolicitudDatos>> {
    const { total, filas } = await consultasSolicitudes.pagina(this.dataSource.manager, consulta, tramoDe(consulta));
    const hoy = hoyBogota();
    return paginaDe(filas.map((fila) => solicitudAJson(fila, hoy)), total, consulta);
  }

  async obtener(manager: EntityManager, id: string): Promise<SolicitudDatos> {
    const fila = await consultasSolicitudes.una(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_SOLICITUDES.noEncontrada);
    return solicitudAJson(fila);
  }

  /** Registra la solicitud con su fecha límite: 10 o 15 días hábiles después del recibo, festivos excluidos. */
  async crear(dto: CrearSolicitudDto, contexto: ContextoSolicitud): Promise<SolicitudDatos> {
    const recibida = dto.fechaRecibida ?? hoyBogota();
    if (recibida > hoyBogota()) throw errorValidacion({ fechaRecibida: ['La fecha de recibo no puede ser futura'] });
    return this.dataSource.transaction(async (manager) => {
      if (dto.cliente) {
        const existe = await consultasSolicitudes.existeCliente(manager, dto.cliente);
        if (!existe) throw errorValidacion({ cliente: [MENSAJES_SOLICITUDES.clienteNoExiste] });
      }
      const id = await consultasSolicitudes.insertar(manager, {
        tipo: dto.tipo,
        cliente_id: dto.cliente ?? null,
        titular: dto.titular,
        contacto: dto.contacto ?? null,
        descripcion: dto.descripcion,
        fecha_recibida: recibida,
        fecha_vence: vencimientoSolicitud(dto.tipo, recibida),
        usuario_id: contexto.actor.id,
        usuario_nombre: contexto.actor.nombre,
      });
      const creada = await this.obtener(manager, id);
      await auditar(manager, contexto, 'Clientes', {
        oficina: { de: 'habeas_solicitudes', id },
        accion: 'Registrar solicitud de datos',
        detalles: `${ETIQUETAS_TIPO_SOLICITUD[creada.tipo]} #${creada.numero} de ${creada.titular}; vence el ${formatearFecha(creada.fechaVence)}`,
        datosNuevos: creada,
      });
      return creada;
    });
  }

  /**
   * Cambia el estado y la respuesta. Cerrar (respondida o rechazada) pide la respuesta; con `canalRespuesta` la
   * respuesta se encola para el cliente por ese canal del centro de notificaciones. Una cerrada no cambia más.
   */
  async cambiar(id: string, dto: CambiarSolicitudDto, contexto: ContextoSolicitud): Promise<SolicitudDatos> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await consultasSolicitudes.bloquear(manager, id))) throw noEncontrado(MENSAJES_SOLICITUDES.noEncontrada);
      const anterior = await this.obtener(manager, id);
      const estado = dto.estado ?? anterior.estado;
      if (!transicionSolicitudPermitida(anterior.estado, estado) || (anterior.estado !== 'recibida' && anterior.estado !== 'en_tramite')) {
        const cerrada = anterior.estado === 'respondida' || anterior.estado === 'rechazada';
        throw conflicto(CODIGOS.transicionNoPermitida, cerrada ? MENSAJES_SOLICITUDES.cerrada : MENSAJES_SOLICITUDES.transicion);
      }
      const respuesta = dto.respuesta === undefined ? anterior.respuesta : dto.respuesta;
      const cierra = estado === 'respondida' || estado === 'rechazada';
      if (cierra && !respuesta) throw errorValidacion({ respuesta: [MENSAJES_SOLICITUDES.respuestaObligatoria] });
      const canal = dto.canalRespuesta ?? null;
      if (canal && !anterior.cliente) throw errorValidacion({ canalRespuesta: [MENSAJES_SOLICITUDES.canalSinCliente] });
      await consultasSolicitudes.cambiar(manager, id, { estado, respuesta, canal, cierra });
      if (cierra && canal && anterior.cliente && respuesta) {
        await this.enviarRespuesta(manager, anterior, canal, respuesta, contexto);
      }
      const cambiada = await this.obtener(manager, id);
      await auditar(manager, contexto, 'Clientes', {
        oficina: { de: 'habeas_solicitudes', id },
        accion: 'Actualizar solicitud de datos',
        detalles: `Solicitud #${cambiada.numero}: ${anterior.estado} → ${cambiada.estado}${canal && cierra ? `, respuesta por ${canal}` : ''}`,
        datosAnteriores: anterior,
        datosNuevos: cambiada,
      });
      return cambiada;
    });
  }

  /** La respuesta al titular por el canal elegido (email, SMS o WhatsApp), como cualquier mensaje del centro. */
  private async enviarRespuesta(
    manager: EntityManager,
    solicitud: SolicitudDatos,
    canal: CanalRespuestaSolicitud,
    respuesta: string,
    contexto: ContextoSolicitud,
  ): Promise<void> {
    if (!solicitud.cliente) return;
    const cliente = await consultasSolicitudes.contactoCliente(manager, solicitud.cliente._id);
    if (!cliente) return;
    const destino = direccionPara(canal, cliente);
    if (destino.sinEntrega) throw errorValidacion({ canalRespuesta: [`${MENSAJES_SOLICITUDES.sinContacto}: ${destino.sinEntrega}`] });
    await this.envio.registrar(manager, [
      {
        tipo: canal,
        categoria: 'sistema',
        titulo: `Respuesta a su ${ETIQUETAS_TIPO_SOLICITUD[solicitud.tipo].toLowerCase()} #${solicitud.numero}`,
        mensaje: respuesta,
        origen: 'habeas_data',
        claveOrigen: `habeas_respuesta:${solicitud._id}`,
        creadoPor: contexto.actor.id,
        destinatarios: [{ clienteId: cliente.id, nombre: cliente.nombre, direccion: destino.direccion, valores: {} }],
      },
    ]);
  }

  /**
   * El aviso diario a gerentes y administradores activos (campana del portal) de cada solicitud abierta a la que le
   * quedan dos días hábiles o menos, o que ya venció: uno por solicitud y día (clave de origen). Devuelve cuántas avisó.
   */
  async avisarPorVencer(hoy: string = hoyBogota()): Promise<number> {
    const filas = await consultasSolicitudes.abiertas(this.dataSource.manager);
    const porVencer = filas.map((f) => solicitudAJson(f, hoy)).filter((s) => solicitudPorVencer(s.estado, s.fechaVence, hoy));
    if (porVencer.length === 0) return 0;
    const oficina = await consultasUsuarios.oficina(this.dataSource.manager);
    if (oficina.length === 0) return 0;
    let avisadas = 0;
    for (const solicitud of porVencer) {
      const escritos = await this.dataSource.transaction((manager) =>
        this.envio.registrar(manager, [
          {
            tipo: 'sistema',
            categoria: 'sistema',
            titulo: `${ETIQUETAS_TIPO_SOLICITUD[solicitud.tipo]} #${solicitud.numero} ${solicitud.vencida ? 'vencida' : 'por vencer'}`,
            mensaje:
              `La solicitud de {{cliente}} vence el ${formatearFecha(solicitud.fechaVence)}` +
              `${solicitud.vencida ? ' y sigue sin respuesta' : ''}. Respóndala en Clientes › Datos personales.`,
            origen: 'habeas_data',
            claveOrigen: `habeas_aviso:${solicitud._id}:${hoy}`,
            destinatarios: oficina.map((u) => ({
              usuarioId: u.id,
              nombre: u.nombre,
              direccion: null,
              valores: { cliente: solicitud.titular },
            })),
          },
        ]),
      );
      if (escritos.length > 0) avisadas += 1;
    }
    return avisadas;
  }

  async avisosPrivacidad(): Promise<AvisosPrivacidad> {
    const filas = await consultasSolicitudes.avisosPrivacidad(this.dataSource.manager);
    const versiones = filas.map(avisoAJson);
    return { vigente: versiones[0], versiones };
  }

  /** Una versión nueva del aviso (la anterior queda: las autorizaciones dicen cuál aceptó cada cliente). */
  async nuevoAvisoPrivacidad(dto: AvisoPrivacidadDto, contexto: ContextoSolicitud): Promise<AvisoPrivacidad> {
    return this.dataSource.transaction(async (manager) => {
      const ultimo = await consultasSolicitudes.ultimoAvisoBloqueado(manager);
      if (ultimo && ultimo.texto === dto.texto) {
        throw new ErrorNegocio(CODIGOS.sinCambios, 'El texto es igual al de la versión vigente', 422, {
          texto: ['El texto es igual al de la versión vigente'],
        });
      }
      const fila = await consultasSolicitudes.insertarAviso(manager, {
        version: (ultimo?.version ?? 0) + 1,
        texto: dto.texto,
        usuario_id: contexto.actor.id,
        usuario_nombre: contexto.actor.nombre,
      });
      const aviso = avisoAJson(fila);
      await auditar(manager, contexto, 'Clientes', {
        oficina: null,
        accion: 'Nueva versión del aviso de privacidad',
        detalles: `Aviso de privacidad versión ${aviso.version}`,
        datosNuevos: { version: aviso.version },
      });
      return aviso;
    });
  }
}
