import { CODIGOS, esValorDe, FORMATOS_REPORTE_CAJA, MENSAJES_CAJA } from '@cartera/dominio';
import { Body, Controller, Get, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  EsquemaCajasCobradores,
  EsquemaEntregaCaja,
  EsquemaFotoGasto,
  EsquemaGastoCobrador,
  EsquemaLimitesGastos,
  EsquemaReporteCaja,
  EsquemaReporteFueraDeSitio,
} from '@cartera/dominio/esquemas';
import type { FastifyReply } from 'fastify';
import { ErrorNegocio } from '../common/errores';
import { ParamId } from '../common/id.pipe';
import { Idempotente } from '../common/idempotencia/idempotente.decorator';
import { Responde, RespondeArchivo } from '../common/responde.decorator';
import { Mensaje, Respuesta } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, UsuarioActual, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { exportarReporteCaja } from './caja.exportes';
import { CajaService } from './caja.service';
import {
  AbonoFaltanteDto,
  ConfirmarEntregaDto,
  ConsultaEntregasDto,
  ConsultaGastosDto,
  ConsultaReporteCajaDto,
  CrearEntregaDto,
  CrearGastoDto,
  LimitesGastosDto,
  RechazarGastoDto,
} from './dto/caja.dto';
import { ConsultaFueraDeSitioDto } from './dto/fuera-de-sitio.dto';
import { FueraDeSitioService } from './fuera-de-sitio.service';
import { enviarArchivo } from '../common/exportes';

/**
 * /api/caja: el efectivo en poder de los cobradores, sus gastos y sus entregas (docs/decisiones/caja-de-cobradores.md).
 * Un cobrador registra y ve lo suyo; administrador y gerente ven todo, aprueban o rechazan gastos y confirman entregas.
 */
@ApiTags('Caja de cobradores')
@ApiBearerAuth()
@Controller('caja')
export class CajaController {
  constructor(
    private readonly caja: CajaService,
    private readonly fueraDeSitio: FueraDeSitioService,
  ) {}

  @Get('cobradores')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaCajasCobradores)
  @ApiOperation({ summary: 'Efectivo en poder de cada cobrador (un cobrador recibe sólo su fila)' })
  cobradores(@UsuarioActual() actor: Usuario) {
    return this.caja.cobradores(actor);
  }

  @Post('cobradores/:id/abonos-faltante')
  @Idempotente()
  @Responde(EsquemaEntregaCaja, { estado: 201 })
  @Roles('admin', 'gerente')
  @ApiOperation({
    summary:
      'La oficina recibe del cobrador un abono a su faltante: Cr 136530 contra la caja; nunca más de lo que debe (400 ABONO_SUPERA_DEUDA)',
  })
  async abonarFaltante(
    @ParamId() id: string,
    @Body() dto: AbonoFaltanteDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return new Respuesta(await this.caja.abonarFaltante(id, dto, contexto), MENSAJES_CAJA.abonoRegistrado);
  }

  @Get('limites-gastos')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaLimitesGastos)
  @ApiOperation({ summary: 'Límites de los gastos de cobradores y días atrás que se pueden fechar (el formulario del gasto los muestra)' })
  limitesGastos() {
    return this.caja.limites();
  }

  @Put('limites-gastos')
  @Roles('admin')
  @Mensaje('Límites de gastos guardados')
  @Responde(EsquemaLimitesGastos)
  @ApiOperation({ summary: 'Cambia los límites de los gastos de cobradores (sólo admin; auditado)' })
  guardarLimitesGastos(@Body() dto: LimitesGastosDto, @Contexto() contexto: ContextoSolicitud) {
    return this.caja.guardarLimites(dto, contexto);
  }

  @Get('gastos')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaGastoCobrador, { pagina: true })
  @ApiOperation({ summary: 'Gastos de cobradores; ?estado=pendiente, los que esperan aprobación' })
  listarGastos(@Query() consulta: ConsultaGastosDto, @UsuarioActual() actor: Usuario) {
    return this.caja.listarGastos(consulta, actor);
  }

  @Get('gastos/:id')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaGastoCobrador)
  obtenerGasto(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.caja.obtenerGasto(id, actor);
  }

  @Get('gastos/:id/foto')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaFotoGasto)
  @ApiOperation({ summary: 'Foto del recibo del gasto como data URL' })
  fotoGasto(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.caja.fotoGasto(id, actor);
  }

  @Post('gastos')
  @Idempotente()
  @Roles('cobrador')
  @Responde(EsquemaGastoCobrador, { estado: 201 })
  @ApiOperation({ summary: 'El cobrador registra un gasto; si pasa un límite queda pendiente de aprobación' })
  async crearGasto(@Body() dto: CrearGastoDto, @Contexto() contexto: ContextoSolicitud) {
    const gasto = await this.caja.crearGasto(dto, contexto);
    return new Respuesta(gasto, gasto.estado === 'pendiente' ? MENSAJES_CAJA.gastoPorAprobar : MENSAJES_CAJA.gastoRegistrado);
  }

  @Patch('gastos/:id/aprobar')
  @Idempotente()
  @Roles('admin', 'gerente')
  @Mensaje('Gasto aprobado: ahora rebaja lo que el cobrador debe entregar')
  @Responde(EsquemaGastoCobrador)
  @ApiOperation({ summary: 'Aprueba un gasto pendiente (nunca quien lo registró: 403 APROBADOR_ES_REGISTRANTE)' })
  aprobarGasto(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.caja.aprobarGasto(id, contexto);
  }

  @Patch('gastos/:id/rechazar')
  @Idempotente()
  @Roles('admin', 'gerente')
  @Mensaje('Gasto rechazado')
  @Responde(EsquemaGastoCobrador)
  rechazarGasto(@ParamId() id: string, @Body() dto: RechazarGastoDto, @Contexto() contexto: ContextoSolicitud) {
    return this.caja.rechazarGasto(id, dto, contexto);
  }

  @Get('entregas')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaEntregaCaja, { pagina: true })
  @ApiOperation({ summary: 'Entregas de caja, las pendientes primero' })
  listarEntregas(@Query() consulta: ConsultaEntregasDto, @UsuarioActual() actor: Usuario) {
    return this.caja.listarEntregas(consulta, actor);
  }

  @Get('entregas/:id')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaEntregaCaja)
  obtenerEntrega(@ParamId() id: string, @UsuarioActual() actor: Usuario) {
    return this.caja.obtenerEntrega(id, actor);
  }

  @Post('entregas')
  @Idempotente()
  @Roles('cobrador')
  @Mensaje('Entrega registrada: la oficina la confirmará al contar el efectivo')
  @Responde(EsquemaEntregaCaja, { estado: 201 })
  @ApiOperation({ summary: 'El cobrador entrega lo que tiene en su poder: {esperado, montoEntregado, diferencia, estado}' })
  crearEntrega(@Body() dto: CrearEntregaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.caja.crearEntrega(dto, contexto);
  }

  @Patch('entregas/:id/confirmar')
  @Idempotente()
  @Roles('admin', 'gerente')
  @Mensaje('Entrega confirmada')
  @Responde(EsquemaEntregaCaja)
  @ApiOperation({ summary: 'La oficina confirma (o corrige) lo recibido; la diferencia queda como faltante o sobrante' })
  confirmarEntrega(@ParamId() id: string, @Body() dto: ConfirmarEntregaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.caja.confirmarEntrega(id, dto, contexto);
  }

  @Get('reporte')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaReporteCaja)
  @ApiOperation({ summary: 'Cobrado, gastos, entregado, faltantes, sobrantes y días sin entrega por cobrador' })
  reporte(@Query() consulta: ConsultaReporteCajaDto, @UsuarioActual() actor: Usuario) {
    return this.caja.reporte(consulta, actor);
  }

  @Get('fuera-de-sitio')
  @Roles('admin', 'gerente', 'cobrador')
  @Responde(EsquemaReporteFueraDeSitio)
  @ApiOperation({
    summary:
      'Por cobrador y día, los cobros hechos lejos de las coordenadas del cliente («fuera de sitio») y sin ubicación (un cobrador, los suyos)',
  })
  reporteFueraDeSitio(@Query() consulta: ConsultaFueraDeSitioDto, @UsuarioActual() actor: Usuario) {
    return this.fueraDeSitio.reporte(consulta, actor);
  }

  @Get('reporte/export/:formato')
  @RespondeArchivo('csv', 'xlsx')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'El reporte de caja en CSV (UTF-8 con BOM, ;) o XLSX' })
  async exportar(
    @Param('formato') formato: string,
    @Query() consulta: ConsultaReporteCajaDto,
    @UsuarioActual() actor: Usuario,
    @Res() respuesta: FastifyReply,
  ): Promise<void> {
    if (!esValorDe(FORMATOS_REPORTE_CAJA, formato)) {
      throw new ErrorNegocio(CODIGOS.formatoInvalido, 'El formato debe ser csv o xlsx', 400);
    }
    const archivo = await exportarReporteCaja(await this.caja.reporte(consulta, actor), formato);
    await enviarArchivo(respuesta, archivo);
  }
}
