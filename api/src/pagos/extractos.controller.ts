import {
  EsquemaAplicacionSuspenso,
  EsquemaConciliacionCuenta,
  EsquemaExtractoPago,
  EsquemaLineaExtractoPago,
  EsquemaLineasExtractoPago,
  EsquemaResultadoExtracto,
} from '@cartera/dominio/esquemas';
import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { errorValidacion } from '../common/errores';
import { ParamId } from '../common/id.pipe';
import { Idempotente } from '../common/idempotencia/idempotente.decorator';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ConciliacionService } from './conciliacion.service';
import { ExtractosService } from './extractos.service';
import { LineasTomadasService } from './lineas-tomadas.service';
import { SuspensoService } from './suspenso.service';

/**
 * /api/pagos: extractos, «Recaudos por aplicar» y conciliación de las cuentas de recaudo
 * (docs/decisiones/pagos-por-transferencia.md). La oficina: admin y gerente.
 */
@ApiTags('Pagos')
@ApiBearerAuth()
@Controller('pagos')
export class ExtractosController {
  constructor(
    private readonly extractos: ExtractosService,
    private readonly suspenso: SuspensoService,
    private readonly conciliacion: ConciliacionService,
    private readonly tomadas: LineasTomadasService,
  ) {}

  @Post('extractos')
  @Roles('admin', 'gerente')
  @Idempotente()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['archivo', 'cuenta'],
      properties: {
        archivo: { type: 'string', format: 'binary' },
        cuenta: { type: 'string', format: 'uuid' },
        columnas: { type: 'string', description: 'JSON {fecha, descripcion, valor, referencia?}' },
      },
    },
  })
  @Mensaje('Extracto importado')
  @Responde(EsquemaResultadoExtracto, { estado: 201 })
  @ApiOperation({
    summary:
      'multipart: archivo (XLSX o CSV), cuenta y columnas JSON {fecha, descripcion, valor, referencia?} (recordadas por cuenta) → {id, lineas, conciliadas, enSuspenso, repetidas, debitos, estado, progreso}; lo cruzado se aplica en segundo plano',
  })
  importar(@Req() request: FastifyRequest, @Contexto() contexto: ContextoSolicitud) {
    return this.extractos.importar(request, contexto);
  }

  @Get('extractos/:id')
  @Roles('admin', 'gerente')
  @Responde(EsquemaExtractoPago)
  @ApiQuery({ name: 'detalle', required: false, enum: ['si', 'no'] })
  @ApiOperation({
    summary:
      'Un extracto importado: su estado (aplicando | aplicado), su progreso {hechas, total} y sus líneas nuevas con su ' +
      'resultado (detalle=no: sin las líneas, para seguir el avance)',
  })
  obtener(@ParamId() id: string, @Query('detalle') detalle?: string) {
    if (detalle !== undefined && detalle !== 'si' && detalle !== 'no')
      throw errorValidacion({ detalle: ['El detalle debe ser si o no'] });
    return this.extractos.obtener(id, detalle !== 'no');
  }

  @Get('suspenso')
  @Roles('admin', 'gerente')
  @Responde(EsquemaLineasExtractoPago)
  @ApiQuery({ name: 'estado', required: false, enum: ['en_suspenso', 'no_es_nuestro', 'devuelta'] })
  @ApiOperation({
    summary:
      'Recaudos por aplicar (estado=en_suspenso, por defecto), por devolver (estado=no_es_nuestro) o devueltos (estado=devuelta)',
  })
  listarSuspenso(@Query('estado') estado?: string) {
    if (estado !== undefined && estado !== 'en_suspenso' && estado !== 'no_es_nuestro' && estado !== 'devuelta')
      throw errorValidacion({ estado: ['El estado debe ser en_suspenso, no_es_nuestro o devuelta'] });
    return this.suspenso.listar(estado);
  }

  @Post('suspenso/:lineaId/aplicar')
  @Roles('admin', 'gerente')
  @Idempotente()
  @HttpCode(200)
  @Mensaje('Recaudo decidido')
  @Responde(EsquemaLineaExtractoPago)
  // El esquema como JSON puro (sin los símbolos de TypeBox), lo que publica /api/docs-json.
  @ApiBody({ schema: JSON.parse(JSON.stringify(EsquemaAplicacionSuspenso)) })
  @ApiOperation({
    summary:
      'Exactamente uno: {prestamo} | {reparto: [{prestamo, monto}]} (suma = la línea) | {noEsNuestro: true}',
  })
  aplicarSuspenso(
    @ParamId('lineaId') id: string,
    @Body() cuerpo: unknown,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.suspenso.aplicar(id, cuerpo, contexto);
  }

  @Post('suspenso/:lineaId/devolver')
  @Responde(EsquemaLineaExtractoPago)
  @Roles('admin', 'gerente')
  @Idempotente()
  @HttpCode(200)
  @Mensaje('Recaudo devuelto')
  @ApiOperation({
    summary:
      '{fecha, referencia}: un recaudo en suspenso o «no es nuestro» se devolvió a quien lo consignó (2805 al débito, ' +
      'el banco al crédito, en esa fecha). 409 LINEA_SUSPENSO_DECIDIDA si no está en suspenso.',
  })
  devolverRecaudo(@ParamId('lineaId') id: string, @Body() cuerpo: unknown, @Contexto() contexto: ContextoSolicitud) {
    return this.suspenso.devolver(id, cuerpo, contexto);
  }

  @Post('lineas/:lineaId/devolver-al-suspenso')
  @Responde(EsquemaLineaExtractoPago)
  @Roles('admin', 'gerente')
  @Idempotente()
  @HttpCode(200)
  @Mensaje('Recaudo devuelto al suspenso')
  @ApiOperation({
    summary:
      'Una línea cruzada o aplicada vuelve a «Recaudos por aplicar»: sus cobros se borran y su dinero vuelve a 2805. ' +
      '409 LINEA_SUSPENSO_DECIDIDA si no está aplicada.',
  })
  devolverAlSuspenso(@ParamId('lineaId') id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.tomadas.devolverAlSuspenso(id, contexto);
  }

  @Get('conciliacion')
  @Roles('admin', 'gerente')
  @Responde(EsquemaConciliacionCuenta)
  @ApiOperation({
    summary:
      'Por día: créditos del extracto, cobros por transferencia, suspenso y mayor de la subcuenta; diferencias',
  })
  conciliar(
    @Query('cuenta') cuenta?: string,
    @Query('desde') desde?: string,
    @Query('hasta') hasta?: string,
  ) {
    return this.conciliacion.conciliar({ cuenta, desde, hasta });
  }
}
