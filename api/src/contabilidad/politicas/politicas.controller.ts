import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EsquemaPoliticasContables, EsquemaResultadoDeterioro } from '@cartera/dominio/esquemas';
import { Idempotente } from '../../common/idempotencia/idempotente.decorator';
import { Responde } from '../../common/responde.decorator';
import { Mensaje } from '../../common/respuesta';
import { Roles } from '../../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { DeterioroDto, PoliticasContablesDto } from './politicas.dto';
import { PoliticasContablesService } from './politicas.service';

/** /api/contabilidad/politicas y /api/contabilidad/deterioro (docs/decisiones/politicas-contables.md). */
@ApiTags('Contabilidad')
@ApiBearerAuth()
@Controller('contabilidad')
export class PoliticasContablesController {
  constructor(private readonly politicas: PoliticasContablesService) {}

  @Get('politicas')
  @Roles('admin', 'gerente')
  @Responde(EsquemaPoliticasContables)
  @ApiOperation({
    summary: 'Las políticas contables: base de los ingresos, interés diferido neto y deterioro',
  })
  obtener() {
    return this.politicas.obtener();
  }

  @Put('politicas')
  @Roles('admin')
  @Mensaje('Políticas contables guardadas')
  @Responde(EsquemaPoliticasContables)
  @ApiOperation({ summary: 'Cambia las políticas contables que vienen (auditado)' })
  actualizar(@Body() dto: PoliticasContablesDto, @Contexto() contexto: ContextoSolicitud) {
    return this.politicas.actualizar(dto, contexto);
  }

  @Get('deterioro')
  @Roles('admin', 'gerente')
  @Responde(EsquemaResultadoDeterioro)
  @ApiOperation({ summary: 'El deterioro de la cartera por edades de mora a una fecha, sin asentarlo' })
  calcular(@Query() consulta: DeterioroDto) {
    return this.politicas.calcular(consulta.fecha);
  }

  @Post('deterioro')
  @Idempotente()
  @Roles('admin')
  @Mensaje('Deterioro de la cartera asentado')
  @Responde(EsquemaResultadoDeterioro, { estado: 201 })
  @ApiOperation({ summary: 'Asienta el ajuste del deterioro de la cartera a una fecha (auditado)' })
  provisionar(@Body() dto: DeterioroDto, @Contexto() contexto: ContextoSolicitud) {
    return this.politicas.provisionar(dto.fecha, contexto);
  }
}
