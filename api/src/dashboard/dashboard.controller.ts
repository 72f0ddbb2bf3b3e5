import { ApiOperation } from '@nestjs/swagger';
import { EsquemaResumenDashboard } from '@cartera/dominio/esquemas';
import { UsuarioActual } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { DashboardService } from './dashboard.service';
import { EsquemaConsultaDashboard, type ConsultaDashboardDto } from './dashboard.dto';
import { Consulta } from '../common/entrada.decorator';
import { enOficina } from '../database/en-oficina';
import { TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

@Recurso('dashboard', 'Dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Ruta.get('resumen', TODOS, EsquemaResumenDashboard)
  @ApiOperation({
    summary: 'Cifras del tablero de las oficinas que se ven, o de ?oficina=; un cobrador ve su cartera',
  })
  resumen(
    @UsuarioActual() actor: Usuario,
    @Consulta(EsquemaConsultaDashboard) consulta: ConsultaDashboardDto,
  ) {
    return enOficina(consulta.oficina, () => this.dashboard.resumen(actor));
  }
}
