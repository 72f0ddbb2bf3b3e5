import { Roles } from '../common/roles.decorator';
import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EsquemaResumenDashboard } from '@cartera/dominio/esquemas';
import { Responde } from '../common/responde.decorator';
import { UsuarioActual } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { DashboardService } from './dashboard.service';

@ApiTags('Dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('resumen')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Cifras del tablero (en la base); un cobrador ve sólo su cartera' })
  @Responde(EsquemaResumenDashboard)
  resumen(@UsuarioActual() actor: Usuario) {
    return this.dashboard.resumen(actor);
  }
}
