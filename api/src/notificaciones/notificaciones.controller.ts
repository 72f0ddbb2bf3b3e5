import { MENSAJES_NOTIFICACIONES } from '@cartera/dominio';
import {
  EsquemaAvisoBandeja,
  EsquemaDestinatarioNotificacion,
  EsquemaEstadisticasNotificaciones,
  EsquemaLeidasTodas,
  EsquemaNoLeidas,
  EsquemaNotificacionCentro,
  EsquemaRecordatoriosEncolados,
  JuntoBandeja,
} from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { asegurarAccesoPrestamo } from '../common/acceso-cartera';
import { adjunto, TIPOS_ARCHIVO } from '../common/exportes';
import { leerRecibo, pdfRecibo } from './recibo';
import { ParamId } from '../common/id.pipe';
import { Respuesta } from '../common/respuesta';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { Consulta, Escritura } from '../common/entrada.decorator';
import {
  EsquemaConsultaBandeja,
  EsquemaConsultaDestinatarios,
  EsquemaEjecutarRecordatorios,
  EsquemaEnviarNotificacion,
  EsquemaFiltrosNotificaciones,
  type ConsultaBandejaDto,
  type ConsultaDestinatariosDto,
  type EjecutarRecordatoriosDto,
  type EnviarNotificacionDto,
  type FiltrosNotificacionesDto,
} from './dto/notificaciones.dto';
import { AutomaticosService } from './automaticos.service';
import { BandejaService } from './bandeja.service';
import { NotificacionesService } from './notificaciones.service';
import { OFICINA, SOLO_ADMIN, TODOS } from '../common/roles.decorator';
import { Ruta, descarga, Recurso } from '../common/ruta.decorator';

/** /api/notificaciones: historial, envío, cancelación y estadísticas (admin y gerente); la bandeja (todos). */
@Recurso('notificaciones', 'Notificaciones')
export class NotificacionesController {
  constructor(
    private readonly notificaciones: NotificacionesService,
    private readonly bandejas: BandejaService,
    private readonly automaticos: AutomaticosService,
    private readonly dataSource: DataSource,
  ) {}

  @Ruta.get('/', OFICINA, EsquemaNotificacionCentro, { pagina: true, mensaje: 'Notificaciones obtenidas' })
  @ApiOperation({ summary: 'Historial con filtros de tipo, estado, categoría, fechas y búsqueda, paginado' })
  listar(@Consulta(EsquemaFiltrosNotificaciones) filtros: FiltrosNotificacionesDto) {
    return this.notificaciones.listar(filtros);
  }

  @Ruta.get('estadisticas', OFICINA, EsquemaEstadisticasNotificaciones, {
    mensaje: 'Estadísticas de notificaciones',
  })
  @ApiOperation({ summary: 'Conteos por estado y tipo, y entregas, con los mismos filtros del historial' })
  estadisticas(@Consulta(EsquemaFiltrosNotificaciones) filtros: FiltrosNotificacionesDto) {
    return this.notificaciones.estadisticas(filtros);
  }

  @Ruta.get('bandeja', TODOS, EsquemaAvisoBandeja, {
    pagina: true,
    junto: JuntoBandeja,
    mensaje: 'Bandeja obtenida',
  })
  @ApiOperation({
    summary: 'Avisos del canal sistema de quien inició sesión (campana), con el contador de no leídas',
  })
  async bandeja(
    @Consulta(EsquemaConsultaBandeja) consulta: ConsultaBandejaDto,
    @UsuarioActual() actor: Usuario,
  ) {
    const { data, meta, noLeidas } = await this.bandejas.bandeja(actor, consulta);
    return new Respuesta(data, 'Bandeja obtenida', { meta, noLeidas });
  }

  @Ruta.get('bandeja/no-leidas', TODOS, EsquemaNoLeidas, { mensaje: 'Avisos sin leer' })
  async noLeidas(@UsuarioActual() actor: Usuario) {
    return { noLeidas: await this.bandejas.noLeidas(actor) };
  }

  @Ruta.post('bandeja/leer-todas', TODOS, EsquemaLeidasTodas, {
    estado: 200,
    mensaje: 'Avisos marcados como leídos',
  })
  leerTodas(@UsuarioActual() actor: Usuario) {
    return this.bandejas.marcarTodasLeidas(actor);
  }

  @Ruta.post('bandeja/:id/leer', TODOS, EsquemaNoLeidas, { estado: 200, mensaje: 'Aviso marcado como leído' })
  leer(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.bandejas.marcarLeida(actor, id);
  }

  @Ruta.post('/', OFICINA, EsquemaNotificacionCentro, {
    idempotente: true,
    mensaje: MENSAJES_NOTIFICACIONES.enviada,
  })
  @ApiOperation({
    summary:
      'Envía (o programa) un mensaje a clientes elegidos, a un grupo filtrado o a usuarios. Acepta Idempotency-Key (una por formulario abierto): repetirla devuelve el primer envío sin volver a enviar',
  })
  enviar(@Escritura(EsquemaEnviarNotificacion) { cuerpo, contexto }: Escritura<EnviarNotificacionDto>) {
    return this.notificaciones.enviar(cuerpo, contexto);
  }

  @Ruta.post('recordatorios', SOLO_ADMIN, EsquemaRecordatoriosEncolados, {
    estado: 200,
    mensaje: 'Recordatorios encolados',
  })
  @ApiOperation({
    summary:
      'Corre ya el trabajo diario: encola el recordatorio de las cuotas que vencen en la fecha (mañana)',
  })
  recordatorios(
    @Escritura(EsquemaEjecutarRecordatorios) { cuerpo, contexto }: Escritura<EjecutarRecordatoriosDto>,
  ) {
    return this.automaticos.ejecutarRecordatorios(cuerpo.fecha, contexto);
  }

  @Ruta.get('recibos/:id/pdf', TODOS, descarga('pdf'))
  @ApiOperation({ summary: 'Recibo de un cobro en PDF (monto, fecha, cobrador y saldo después del pago)' })
  async recibo(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    const recibo = await leerRecibo(this.dataSource.manager, id);
    await asegurarAccesoPrestamo(this.dataSource.manager, actor, recibo.prestamoId);
    const nombre = `recibo-${recibo.numeroPrestamo}-${recibo.fecha}.pdf`;
    return adjunto(TIPOS_ARCHIVO.pdf, nombre, await pdfRecibo(recibo));
  }

  @Ruta.get(':id', OFICINA, EsquemaNotificacionCentro, { mensaje: 'Notificación obtenida' })
  obtener(@ParamId() id: string) {
    return this.notificaciones.obtener(id);
  }

  @Ruta.get(':id/destinatarios', OFICINA, EsquemaDestinatarioNotificacion, {
    pagina: true,
    mensaje: 'Destinatarios obtenidos',
  })
  @ApiOperation({ summary: 'Resultado de la entrega por destinatario, paginado' })
  destinatarios(
    @ParamId() id: string,
    @Consulta(EsquemaConsultaDestinatarios) consulta: ConsultaDestinatariosDto,
  ) {
    return this.notificaciones.destinatarios(id, consulta);
  }

  @Ruta.post(':id/cancelar', OFICINA, EsquemaNotificacionCentro, {
    estado: 200,
    mensaje: 'Notificación cancelada',
  })
  @ApiOperation({ summary: 'Cancela una notificación programada (sus entregas salen de la cola)' })
  cancelar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.notificaciones.cancelar(id, contexto);
  }
}
