import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { VerificacionService } from './verificacion.service';

/** /api/contabilidad: la verificación del libro (docs/libro.md). */
@ApiTags('Contabilidad')
@ApiBearerAuth()
@Controller('contabilidad')
export class ContabilidadController {
  constructor(private readonly verificacion: VerificacionService) {}

  @Get('verificacion')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'La última verificación del libro: préstamos revisados y descuadres' })
  ultima() {
    return this.verificacion.ultima();
  }

  @Post('verificacion')
  @Roles('admin', 'gerente')
  @HttpCode(200)
  @Mensaje('Verificación del libro terminada')
  @ApiOperation({ summary: 'Verifica ahora cada identidad del libro y de la caja' })
  verificar() {
    return this.verificacion.verificar();
  }
}
