import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Mensaje } from '../common/respuesta';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ConfiguracionOrganizacionDto } from './configuracion-organizacion.dto';
import { ConfiguracionOrganizacionService } from './configuracion-organizacion.service';

/** /api/configuracion/organizacion: ajustes de toda la organización (caja, empresa, mensajes automáticos). */
@ApiTags('Configuración')
@ApiBearerAuth()
@Controller('configuracion/organizacion')
export class ConfiguracionOrganizacionController {
  constructor(private readonly configuracion: ConfiguracionOrganizacionService) {}

  @Get()
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Ajustes de la organización' })
  obtener() {
    return this.configuracion.obtener();
  }

  @Put()
  @Roles('admin')
  @Mensaje('Configuración actualizada correctamente')
  @ApiOperation({ summary: 'Cambia ajustes de la organización (sólo admin; auditado)' })
  actualizar(@Body() dto: ConfiguracionOrganizacionDto, @Contexto() contexto: ContextoSolicitud) {
    return this.configuracion.actualizar(dto, contexto);
  }
}
