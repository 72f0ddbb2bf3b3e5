import { Body, Controller, Get, Patch, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MENSAJES_APROBACIONES } from '@cartera/dominio';
import { EsquemaAprobacion, EsquemaUmbralesAprobacion } from '@cartera/dominio/esquemas';
import { ParamId } from '../common/id.pipe';
import { Idempotente } from '../common/idempotencia/idempotente.decorator';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { AprobacionesService } from './aprobaciones.service';
import {
  ConsultaAprobacionesDto,
  RechazarAprobacionDto,
  UmbralesAprobacionDto,
} from './dto/aprobaciones.dto';

/**
 * /api/aprobaciones: lo que espera a una segunda persona (docs/decisiones/cuatro-ojos.md). Administrador y gerente
 * ven la lista (solicitudes de préstamo, condonaciones y castigos); sólo un administrador aprueba o rechaza una
 * condonación o un castigo y cambia los umbrales. Las solicitudes de préstamo se resuelven en /api/prestamos/:id.
 */
@ApiTags('Aprobaciones')
@ApiBearerAuth()
@Controller('aprobaciones')
export class AprobacionesController {
  constructor(private readonly aprobaciones: AprobacionesService) {}

  @Get()
  @Roles('admin', 'gerente')
  @ApiOperation({
    summary: 'Lo que espera a una segunda persona: solicitudes de préstamo, condonaciones y castigos',
    description:
      '?estado=pendiente, lo que espera (la más antigua primero); ?tipo=prestamo|condonacion|castigo.',
  })
  @Responde(EsquemaAprobacion, { pagina: true })
  listar(@Query() consulta: ConsultaAprobacionesDto) {
    return this.aprobaciones.listar(consulta);
  }

  // Antes de /:id para que 'umbrales' no se lea como un id.
  @Get('umbrales')
  @Roles('admin', 'gerente')
  @Responde(EsquemaUmbralesAprobacion)
  @ApiOperation({
    summary:
      'Desde qué monto el préstamo, la condonación y el castigo de un gerente esperan a un administrador',
  })
  umbrales() {
    return this.aprobaciones.umbrales();
  }

  @Put('umbrales')
  @Roles('admin')
  @Mensaje(MENSAJES_APROBACIONES.umbralesGuardados)
  @Responde(EsquemaUmbralesAprobacion)
  @ApiOperation({ summary: 'Cambia los umbrales de aprobación (sólo admin; auditado). 0 o null: no espera' })
  guardarUmbrales(@Body() dto: UmbralesAprobacionDto, @Contexto() contexto: ContextoSolicitud) {
    return this.aprobaciones.guardarUmbrales(dto, contexto);
  }

  @Patch(':id/aprobar')
  @Roles('admin')
  @Idempotente()
  @ApiOperation({
    summary: 'Aprueba una condonación o un castigo: se aplica tal como se pidió',
    description:
      'Quien la pidió recibe 403 APROBADOR_ES_SOLICITANTE; ya resuelta, 409 APROBACION_NO_PENDIENTE.',
  })
  @Responde(EsquemaAprobacion)
  aprobar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.aprobaciones.aprobar(id, contexto);
  }

  @Patch(':id/rechazar')
  @Roles('admin')
  @Idempotente()
  @ApiOperation({
    summary: 'Rechaza una condonación o un castigo, con motivo: el préstamo queda como estaba',
  })
  @Responde(EsquemaAprobacion)
  rechazar(
    @ParamId() id: string,
    @Body() dto: RechazarAprobacionDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.aprobaciones.rechazar(id, dto, contexto);
  }
}
