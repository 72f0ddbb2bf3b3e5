import { ApiOperation } from '@nestjs/swagger';
import { EsquemaResumenDashboard } from '@cartera/dominio/esquemas';
import { UsuarioActual } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { DashboardService } from './dashboard.service';
import { TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

@Recurso('dashboard', 'Dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Ruta.get('resumen', TODOS, EsquemaResumenDashboard)
  @ApiOperation({ summary: 'Cifras del tablero (en la base); un cobrador ve sólo su cartera' })
  resumen(@UsuarioActual() actor: Usuario) {
    return this.dashboard.resumen(actor);
  }
}
