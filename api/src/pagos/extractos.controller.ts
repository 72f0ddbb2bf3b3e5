import {
  EsquemaAplicacionSuspenso,
  EsquemaConciliacionCuenta,
  EsquemaExtractoPago,
  EsquemaLineaExtractoPago,
  EsquemaLineasExtractoPago,
  EsquemaResultadoExtracto,
} from '@cartera/dominio/esquemas';
import { Body, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MENSAJES_OFICINAS } from '@cartera/dominio';
import { UUID } from '../common/entrada';
import { errorValidacion } from '../common/errores';
import { ParamId } from '../common/id.pipe';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ConciliacionService } from './conciliacion.service';
import { ExtractosService } from './extractos.service';
import { LineasTomadasService } from './lineas-tomadas.service';
import { ESTADOS_SUSPENSO, SuspensoService } from './suspenso.service';
import { OFICINA } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';
import { Decision } from './decision.decorator';

/**
 * /api/pagos: extractos, «Recaudos por aplicar» y conciliación de las cuentas de recaudo
 * (docs/decisiones/pagos-por-transferencia.md). La oficina: admin y gerente.
 */
@Recurso('pagos', 'Pagos')
export class ExtractosController {
  constructor(
    private readonly extractos: ExtractosService,
    private readonly suspenso: SuspensoService,
    private readonly conciliacion: ConciliacionService,
    private readonly tomadas: LineasTomadasService,
  ) {}

  @Ruta.post('extractos', OFICINA, EsquemaResultadoExtracto, {
    idempotente: true,
    mensaje: 'Extracto importado',
  })
  @ApiOperation({
    summary:
      'multipart: archivo (XLSX o CSV), cuenta y columnas JSON {fecha, descripcion, valor, referencia?, saldo?} (recordadas por cuenta) → {id, lineas, conciliadas, enSuspenso, repetidas, debitos, estado, progreso}; lo cruzado se aplica en segundo plano',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['archivo', 'cuenta'],
      properties: {
        archivo: { type: 'string', format: 'binary' },
        cuenta: { type: 'string', format: 'uuid' },
        columnas: { type: 'string', description: 'JSON {fecha, descripcion, valor, referencia?, saldo?}' },
      },
    },
  })
  importar(@Req() request: FastifyRequest, @Contexto() contexto: ContextoSolicitud) {
    return this.extractos.importar(request, contexto);
  }

  @Ruta.get('extractos/:id', OFICINA, EsquemaExtractoPago)
  @ApiOperation({
    summary:
      'Un extracto importado: su estado (aplicando | aplicado), su progreso {hechas, total} y sus líneas nuevas con su ' +
      'resultado (detalle=no: sin las líneas, para seguir el avance)',
  })
  @ApiQuery({ name: 'detalle', required: false, enum: ['si', 'no'] })
  obtener(@ParamId() id: string, @Query('detalle') detalle?: string) {
    if (detalle !== undefined && detalle !== 'si' && detalle !== 'no')
      throw errorValidacion({ detalle: ['El detalle debe ser si o no'] });
    return this.extractos.obtener(id, detalle !== 'no');
  }

  @Ruta.get('suspenso', OFICINA, EsquemaLineasExtractoPago)
  @ApiOperation({
    summary:
      'Recaudos por aplicar (estado=en_suspenso, por defecto), por devolver (estado=no_es_nuestro), devueltos ' +
      '(estado=devuelta), débitos por identificar (estado=por_identificar) o líneas repetidas por confirmar (estado=por_confirmar)',
  })
  @ApiQuery({ name: 'estado', required: false, enum: ESTADOS_SUSPENSO })
  @ApiQuery({
    name: 'oficina',
    required: false,
    schema: { type: 'string', format: 'uuid' },
    description: 'Las de las cuentas de esa oficina (el selector de oficina); sin él, las de todas las que ve quien pide',
  })
  listarSuspenso(@Query('estado') estado?: string, @Query('oficina') oficina?: string) {
    const elegido = ESTADOS_SUSPENSO.find((e) => e === estado);
    if (estado !== undefined && !elegido)
      throw errorValidacion({ estado: [`El estado debe ser uno de: ${ESTADOS_SUSPENSO.join(', ')}`] });
    if (oficina !== undefined && !UUID.test(oficina))
      throw errorValidacion({ oficina: [MENSAJES_OFICINAS.oficinaNoExiste] });
    return this.suspenso.listar(elegido, oficina);
  }

  @Decision('suspenso/:lineaId/aplicar', EsquemaLineaExtractoPago, 'Recaudo decidido')
  @ApiOperation({
    summary:
      'Exactamente uno: {prestamo} | {reparto: [{prestamo, monto}]} (suma = la línea) | {noEsNuestro: true}',
  })
  // El esquema como JSON puro (sin los símbolos de TypeBox), lo que publica /api/docs-json.
  @ApiBody({ schema: JSON.parse(JSON.stringify(EsquemaAplicacionSuspenso)) })
  aplicarSuspenso(
    @ParamId('lineaId') id: string,
    @Body() cuerpo: unknown,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.suspenso.aplicar(id, cuerpo, contexto);
  }

  @Decision('suspenso/:lineaId/devolver', EsquemaLineaExtractoPago, 'Recaudo devuelto')
  @ApiOperation({
    summary:
      '{fecha, referencia}: un recaudo en suspenso o «no es nuestro» se devolvió a quien lo consignó (2805 al débito, ' +
      'el banco al crédito, en esa fecha). 409 LINEA_SUSPENSO_DECIDIDA si no está en suspenso.',
  })
  devolverRecaudo(
    @ParamId('lineaId') id: string,
    @Body() cuerpo: unknown,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.suspenso.devolver(id, cuerpo, contexto);
  }

  @Decision('lineas/:lineaId/devolver-al-suspenso', EsquemaLineaExtractoPago, 'Recaudo devuelto al suspenso')
  @ApiOperation({
    summary:
      'Una línea cruzada o aplicada vuelve a «Recaudos por aplicar»: sus cobros se borran y su dinero vuelve a 2805. ' +
      '409 LINEA_SUSPENSO_DECIDIDA si no está aplicada.',
  })
  devolverAlSuspenso(@ParamId('lineaId') id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.tomadas.devolverAlSuspenso(id, contexto);
  }

  @Ruta.get('conciliacion', OFICINA, EsquemaConciliacionCuenta)
  @ApiOperation({
    summary:
      'Por día: créditos y débitos del extracto, cobros por transferencia, suspenso y mayor de la subcuenta; el saldo del ' +
      'banco contra el del mayor al cierre de cada día; diferencias y lo que falta conciliar (partidas)',
  })
  conciliar(
    @Query('cuenta') cuenta?: string,
    @Query('desde') desde?: string,
    @Query('hasta') hasta?: string,
  ) {
    return this.conciliacion.conciliar({ cuenta, desde, hasta });
  }
}
