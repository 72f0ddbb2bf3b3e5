import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { AuditoriaService } from './auditoria.service';
import { ConsultaAuditoriaDto } from './dto/consulta-auditoria.dto';

@ApiTags('Auditoría')
@ApiBearerAuth()
@Roles('admin', 'gerente')
@Controller('auditoria')
export class AuditoriaController {
  constructor(private readonly auditoria: AuditoriaService) {}

  @Get()
  @ApiOperation({ summary: 'Eventos de auditoría, del más reciente al más antiguo' })
  @Mensaje('Eventos de auditoría obtenidos')
  listar(@Query() consulta: ConsultaAuditoriaDto) {
    return this.auditoria.listar(consulta);
  }

  @Get('resumen')
  @ApiOperation({ summary: 'Totales de eventos (exitosos, fallidos, advertencias) con los mismos filtros' })
  @Mensaje('Resumen de auditoría obtenido')
  resumen(@Query() consulta: ConsultaAuditoriaDto) {
    return this.auditoria.resumen(consulta);
  }
}
