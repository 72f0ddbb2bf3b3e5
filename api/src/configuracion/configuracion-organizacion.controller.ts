import type { ValoresPrestamoNuevo } from '@cartera/dominio';
import { EsquemaConfiguracionOrganizacion, EsquemaValoresPrestamoNuevo } from '@cartera/dominio/esquemas';
import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Responde } from '../common/responde.decorator';
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
  @Responde(EsquemaConfiguracionOrganizacion)
  obtener() {
    return this.configuracion.obtener();
  }

  /** Lo que el formulario de un préstamo nuevo necesita, para cualquier rol (un cobrador registra solicitudes). */
  @Get('prestamos')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({
    summary: 'Valores por defecto de un préstamo nuevo (interés y tipo de crédito de la organización)',
  })
  @Responde(EsquemaValoresPrestamoNuevo)
  async valoresPrestamo(): Promise<ValoresPrestamoNuevo> {
    const { interesDefecto, tipoCreditoDefecto } = await this.configuracion.obtener();
    return { interesDefecto, tipoCreditoDefecto };
  }

  @Put()
  @Roles('admin')
  @Mensaje('Configuración actualizada correctamente')
  @ApiOperation({ summary: 'Cambia ajustes de la organización (sólo admin; auditado)' })
  @Responde(EsquemaConfiguracionOrganizacion)
  actualizar(@Body() dto: ConfiguracionOrganizacionDto, @Contexto() contexto: ContextoSolicitud) {
    return this.configuracion.actualizar(dto, contexto);
  }
}
