import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
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
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { asegurarAccesoPrestamo } from '../common/acceso-cartera';
import { adjunto, enviarArchivo, TIPOS_ARCHIVO } from '../common/exportes';
import { leerRecibo, pdfRecibo } from './recibo';
import { ParamId } from '../common/id.pipe';
import { Idempotente } from '../common/idempotencia/idempotente.decorator';
import { Mensaje, Respuesta } from '../common/respuesta';
import { Responde, RespondeArchivo } from '../common/responde.decorator';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import {
  ConsultaBandejaDto,
  ConsultaDestinatariosDto,
  EjecutarRecordatoriosDto,
  EnviarNotificacionDto,
  FiltrosNotificacionesDto,
} from './dto/notificaciones.dto';
import { AutomaticosService } from './automaticos.service';
import { BandejaService } from './bandeja.service';
import { NotificacionesService } from './notificaciones.service';

/** /api/notificaciones: historial, envío, cancelación y estadísticas (admin y gerente); la bandeja (todos). */
@ApiTags('Notificaciones')
@ApiBearerAuth()
@Controller('notificaciones')
export class NotificacionesController {
  constructor(
    private readonly notificaciones: NotificacionesService,
    private readonly bandejas: BandejaService,
    private readonly automaticos: AutomaticosService,
    private readonly dataSource: DataSource,
  ) {}

  @Get()
  @Roles('admin', 'gerente')
  @Mensaje('Notificaciones obtenidas')
  @ApiOperation({ summary: 'Historial con filtros de tipo, estado, categoría, fechas y búsqueda, paginado' })
  @Responde(EsquemaNotificacionCentro, { pagina: true })
  listar(@Query() filtros: FiltrosNotificacionesDto) {
    return this.notificaciones.listar(filtros);
  }

  @Get('estadisticas')
  @Roles('admin', 'gerente')
  @Mensaje('Estadísticas de notificaciones')
  @ApiOperation({ summary: 'Conteos por estado y tipo, y entregas, con los mismos filtros del historial' })
  @Responde(EsquemaEstadisticasNotificaciones)
  estadisticas(@Query() filtros: FiltrosNotificacionesDto) {
    return this.notificaciones.estadisticas(filtros);
  }

  @Get('bandeja')
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Bandeja obtenida')
  @ApiOperation({
    summary: 'Avisos del canal sistema de quien inició sesión (campana), con el contador de no leídas',
  })
  @Responde(EsquemaAvisoBandeja, { pagina: true, junto: JuntoBandeja })
  async bandeja(@Query() consulta: ConsultaBandejaDto, @UsuarioActual() actor: Usuario) {
    const { data, meta, noLeidas } = await this.bandejas.bandeja(actor, consulta);
    return new Respuesta(data, 'Bandeja obtenida', { meta, noLeidas });
  }

  @Get('bandeja/no-leidas')
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Avisos sin leer')
  @Responde(EsquemaNoLeidas)
  async noLeidas(@UsuarioActual() actor: Usuario) {
    return { noLeidas: await this.bandejas.noLeidas(actor) };
  }

  @Post('bandeja/leer-todas')
  @HttpCode(200)
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Avisos marcados como leídos')
  @Responde(EsquemaLeidasTodas)
  leerTodas(@UsuarioActual() actor: Usuario) {
    return this.bandejas.marcarTodasLeidas(actor);
  }

  @Post('bandeja/:id/leer')
  @HttpCode(200)
  @Roles('admin', 'gerente', 'cobrador')
  @Mensaje('Aviso marcado como leído')
  @Responde(EsquemaNoLeidas)
  leer(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.bandejas.marcarLeida(actor, id);
  }

  @Post()
  @Roles('admin', 'gerente')
  @Idempotente()
  @Mensaje(MENSAJES_NOTIFICACIONES.enviada)
  @ApiOperation({
    summary:
      'Envía (o programa) un mensaje a clientes elegidos, a un grupo filtrado o a usuarios. Acepta Idempotency-Key (una por formulario abierto): repetirla devuelve el primer envío sin volver a enviar',
  })
  @Responde(EsquemaNotificacionCentro, { estado: 201 })
  enviar(@Body() dto: EnviarNotificacionDto, @Contexto() contexto: ContextoSolicitud) {
    return this.notificaciones.enviar(dto, contexto);
  }

  @Post('recordatorios')
  @HttpCode(200)
  @Roles('admin')
  @Mensaje('Recordatorios encolados')
  @ApiOperation({
    summary:
      'Corre ya el trabajo diario: encola el recordatorio de las cuotas que vencen en la fecha (mañana)',
  })
  @Responde(EsquemaRecordatoriosEncolados)
  recordatorios(@Body() dto: EjecutarRecordatoriosDto, @Contexto() contexto: ContextoSolicitud) {
    return this.automaticos.ejecutarRecordatorios(dto.fecha, contexto);
  }

  @Get('recibos/:id/pdf')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Recibo de un cobro en PDF (monto, fecha, cobrador y saldo después del pago)' })
  @RespondeArchivo('pdf')
  async recibo(
    @ParamId() id: string,
    @UsuarioActual() actor: Usuario,
    @Res() respuesta: FastifyReply,
  ): Promise<void> {
    const recibo = await leerRecibo(this.dataSource.manager, id);
    await asegurarAccesoPrestamo(this.dataSource.manager, actor, recibo.prestamoId);
    const nombre = `recibo-${recibo.numeroPrestamo}-${recibo.fecha}.pdf`;
    await enviarArchivo(respuesta, adjunto(TIPOS_ARCHIVO.pdf, nombre, await pdfRecibo(recibo)));
  }

  @Get(':id')
  @Roles('admin', 'gerente')
  @Mensaje('Notificación obtenida')
  @Responde(EsquemaNotificacionCentro)
  obtener(@ParamId() id: string) {
    return this.notificaciones.obtener(id);
  }

  @Get(':id/destinatarios')
  @Roles('admin', 'gerente')
  @Mensaje('Destinatarios obtenidos')
  @ApiOperation({ summary: 'Resultado de la entrega por destinatario, paginado' })
  @Responde(EsquemaDestinatarioNotificacion, { pagina: true })
  destinatarios(@ParamId() id: string, @Query() consulta: ConsultaDestinatariosDto) {
    return this.notificaciones.destinatarios(id, consulta);
  }

  @Post(':id/cancelar')
  @HttpCode(200)
  @Roles('admin', 'gerente')
  @Mensaje('Notificación cancelada')
  @ApiOperation({ summary: 'Cancela una notificación programada (sus entregas salen de la cola)' })
  @Responde(EsquemaNotificacionCentro)
  cancelar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.notificaciones.cancelar(id, contexto);
  }
}
