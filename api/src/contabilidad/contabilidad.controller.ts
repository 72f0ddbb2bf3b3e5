import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EsquemaCierrePeriodos, EsquemaVerificacionContable } from '@cartera/dominio/esquemas';
import { Responde } from '../common/responde.decorator';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { CierreService } from './cierre.service';
import { CierrePeriodosDto } from './cierre.dto';
import { VerificacionService } from './verificacion.service';

/** /api/contabilidad: la verificación del libro y el cierre de periodos (docs/libro.md). */
@ApiTags('Contabilidad')
@ApiBearerAuth()
@Controller('contabilidad')
export class ContabilidadController {
  constructor(
    private readonly verificacion: VerificacionService,
    private readonly cierre: CierreService,
  ) {}

  @Get('verificacion')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'La última verificación del libro: préstamos revisados y descuadres' })
  @Responde(EsquemaVerificacionContable)
  ultima() {
    return this.verificacion.ultima();
  }

  @Post('verificacion')
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @Mensaje('Verificación del libro terminada')
  @ApiOperation({ summary: 'Verifica ahora cada identidad del libro y de la caja' })
  @Responde(EsquemaVerificacionContable)
  verificar() {
    return this.verificacion.verificar();
  }

  @Get('cierre')
  @Roles('admin', 'gerente')
  @Responde(EsquemaCierrePeriodos)
  @ApiOperation({ summary: 'Hasta qué día están cerrados los libros (null: nada cerrado)' })
  leerCierre() {
    return this.cierre.leer();
  }

  @Put('cierre')
  @Roles('admin')
  @Mensaje('Cierre de periodos actualizado')
  @Responde(EsquemaCierrePeriodos)
  @ApiOperation({
    summary:
      'Cierra los libros hasta el último día de un mes terminado, o los reabre (fecha anterior o null); sólo administrador; auditado',
  })
  cambiarCierre(@Body() datos: CierrePeriodosDto, @Contexto() contexto: ContextoSolicitud) {
    return this.cierre.cambiar(datos.cerradoHasta, contexto);
  }
}
