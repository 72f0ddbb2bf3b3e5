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
  type EstadoSolicitudDatos,
  type SolicitudDatos,
  type TipoSolicitudDatos,
} from '@cartera/dominio';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, conflicto, errorValidacion, noEncontrado } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import { ColaService } from '../notificaciones/cola.service';
import { EnvioService, direccionPara } from '../notificaciones/envio.service';
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

interface FilaSolicitud {
  id: string;
  numero: number;
  tipo: TipoSolicitudDatos;
  estado: EstadoSolicitudDatos;
  cliente_id: string | null;
  cliente_nombre: string | null;
  titular: string;
  contacto: string | null;
  descripcion: string;
  fecha_recibida: string;
  fecha_vence: string;
  respuesta: string | null;
  canal_respuesta: CanalRespuestaSolicitud | null;
  respondida_en: Date | null;
  usuario_nombre: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNAS_SOLICITUD = `s.id, s.numero, s.tipo, s.estado, s.cliente_id, c.nombre AS cliente_nombre, s.titular, s.contacto,
  s.descripcion, s.fecha_recibida::text AS fecha_recibida, s.fecha_vence::text AS fecha_vence, s.respuesta,
  s.canal_respuesta, s.respondida_en, s.usuario_nombre, s.created_at, s.updated_at`;
const DESDE_SOLICITUDES = `FROM habeas_solicitudes s LEFT JOIN clientes c ON c.id = s.cliente_id`;

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
  const filas: FilaSolicitud[] = await manager.query(
    `SELECT ${COLUMNAS_SOLICITUD} ${DESDE_SOLICITUDES} WHERE s.cliente_id = $1 ORDER BY s.numero`,
    [clienteId],
  );
  return filas.map((fila) => solicitudAJson(fila));
}

interface FilaAviso {
  version: number;
  texto: string;
  usuario_nombre: string | null;
  created_at: Date;
}

const avisoAJson = (fila: FilaAviso): AvisoPrivacidad => ({
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
    const valores: unknown[] = [];
    const condiciones: string[] = [];
    const param = (valor: unknown) => {
      valores.push(valor);
      return `$${valores.length}`;
    };
    if (consulta.estado) condiciones.push(`s.estado = ${param(consulta.estado)}`);
    if (consulta.tipo) condiciones.push(`s.tipo = ${param(consulta.tipo)}`);
    if (consulta.cliente) condiciones.push(`s.cliente_id = ${param(consulta.cliente)}`);
    if (consulta.abiertas) condiciones.push(`s.estado IN ('recibida', 'en_tramite')`);
    if (consulta.search) condiciones.push(`(s.titular ILIKE ${param(`%${consulta.search}%`)} OR c.nombre ILIKE $${valores.length})`);
    const where = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
    const desde = (consulta.page - 1) * consulta.limit;
    const filas: FilaSolicitud[] = await this.dataSource.query(
      `SELECT ${COLUMNAS_SOLICITUD} ${DESDE_SOLICITUDES} ${where}
       ORDER BY (s.estado IN ('recibida', 'en_tramite')) DESC, s.fecha_vence, s.numero
       LIMIT ${consulta.limit} OFFSET ${desde}`,
      valores,
    );
    const [{ total }]: Array<{ total: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS total ${DESDE_SOLICITUDES} ${where}`,
      valores,
    );
    const hoy = hoyBogota();
    return new Pagina(
      filas.map((fila) => solicitudAJson(fila, hoy)),
      metaPagina(total, consulta.page, consulta.limit),
    );
  }

  async obtener(manager: EntityManager, id: string): Promise<SolicitudDatos> {
    const [fila]: FilaSolicitud[] = await manager.query(`SELECT ${COLUMNAS_SOLICITUD} ${DESDE_SOLICITUDES} WHERE s.id = $1`, [id]);
    if (!fila) throw noEncontrado(MENSAJES_SOLICITUDES.noEncontrada);
    return solicitudAJson(fila);
  }

  /** Registra la solicitud con su fecha límite: 10 o 15 días hábiles después del recibo, festivos excluidos. */
  async crear(dto: CrearSolicitudDto, contexto: ContextoSolicitud): Promise<SolicitudDatos> {
    const recibida = dto.fechaRecibida ?? hoyBogota();
    if (recibida > hoyBogota()) throw errorValidacion({ fechaRecibida: ['La fecha de recibo no puede ser futura'] });
    return this.dataSource.transaction(async (manager) => {
      if (dto.cliente) {
        const existe: unknown[] = await manager.query(`SELECT 1 FROM clientes WHERE id = $1`, [dto.cliente]);
        if (existe.length === 0) throw errorValidacion({ cliente: [MENSAJES_SOLICITUDES.clienteNoExiste] });
      }
      const [{ id }]: Array<{ id: string }> = await manager.query(
        `INSERT INTO habeas_solicitudes (tipo, cliente_id, titular, contacto, descripcion, fecha_recibida, fecha_vence,
                                         usuario_id, usuario_nombre)
         VALUES ($1, $2, $3, $4, $5, $6::date, $7::date, $8, $9) RETURNING id`,
        [
          dto.tipo,
          dto.cliente ?? null,
          dto.titular,
          dto.contacto ?? null,
          dto.descripcion,
          recibida,
          vencimientoSolicitud(dto.tipo, recibida),
          contexto.actor.id,
          contexto.actor.nombre,
        ],
      );
      const creada = await this.obtener(manager, id);
      await auditar(manager, contexto, 'Clientes', {
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
      const filas: Array<{ estado: EstadoSolicitudDatos }> = await manager.query(
        `SELECT estado FROM habeas_solicitudes WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (filas.length === 0) throw noEncontrado(MENSAJES_SOLICITUDES.noEncontrada);
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
      await manager.query(
        `UPDATE habeas_solicitudes SET estado = $2, respuesta = $3, canal_respuesta = coalesce($4, canal_respuesta),
                respondida_en = CASE WHEN $5 THEN now() ELSE respondida_en END, updated_at = now()
         WHERE id = $1`,
        [id, estado, respuesta, canal, cierra],
      );
      if (cierra && canal && anterior.cliente && respuesta) {
        await this.enviarRespuesta(manager, anterior, canal, respuesta, contexto);
      }
      const cambiada = await this.obtener(manager, id);
      await auditar(manager, contexto, 'Clientes', {
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
    const [cliente]: Array<{ id: string; nombre: string; telefono: string | null; email: string | null }> = await manager.query(
      `SELECT id, nombre, telefono, email FROM clientes WHERE id = $1`,
      [solicitud.cliente?._id],
    );
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
    const filas: FilaSolicitud[] = await this.dataSource.query(
      `SELECT ${COLUMNAS_SOLICITUD} ${DESDE_SOLICITUDES} WHERE s.estado IN ('recibida', 'en_tramite') ORDER BY s.fecha_vence`,
    );
    const porVencer = filas.map((f) => solicitudAJson(f, hoy)).filter((s) => solicitudPorVencer(s.estado, s.fechaVence, hoy));
    if (porVencer.length === 0) return 0;
    const oficina: Array<{ id: string; nombre: string }> = await this.dataSource.query(
      `SELECT id, nombre FROM usuarios WHERE rol IN ('admin', 'gerente') AND estado = 'activo' ORDER BY nombre, id`,
    );
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
    const filas: FilaAviso[] = await this.dataSource.query(
      `SELECT version, texto, usuario_nombre, created_at FROM avisos_privacidad ORDER BY version DESC`,
    );
    const versiones = filas.map(avisoAJson);
    return { vigente: versiones[0], versiones };
  }

  /** Una versión nueva del aviso (la anterior queda: las autorizaciones dicen cuál aceptó cada cliente). */
  async nuevoAvisoPrivacidad(dto: AvisoPrivacidadDto, contexto: ContextoSolicitud): Promise<AvisoPrivacidad> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`LOCK TABLE avisos_privacidad IN SHARE ROW EXCLUSIVE MODE`);
      const [ultimo]: FilaAviso[] = await manager.query(
        `SELECT version, texto, usuario_nombre, created_at FROM avisos_privacidad ORDER BY version DESC LIMIT 1`,
      );
      if (ultimo && ultimo.texto === dto.texto) {
        throw new ErrorNegocio(CODIGOS.sinCambios, 'El texto es igual al de la versión vigente', 422, {
          texto: ['El texto es igual al de la versión vigente'],
        });
      }
      const [fila]: FilaAviso[] = await manager.query(
        `INSERT INTO avisos_privacidad (version, texto, usuario_id, usuario_nombre) VALUES ($1, $2, $3, $4)
         RETURNING version, texto, usuario_nombre, created_at`,
        [(ultimo?.version ?? 0) + 1, dto.texto, contexto.actor.id, contexto.actor.nombre],
      );
      const aviso = avisoAJson(fila);
      await auditar(manager, contexto, 'Clientes', {
        accion: 'Nueva versión del aviso de privacidad',
        detalles: `Aviso de privacidad versión ${aviso.version}`,
        datosNuevos: { version: aviso.version },
      });
      return aviso;
    });
  }
}
