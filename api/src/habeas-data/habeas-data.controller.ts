import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParamId } from '../common/id.pipe';
import { EsquemaAvisoPrivacidad, EsquemaAvisosPrivacidad, EsquemaSolicitudDatos } from '@cartera/dominio/esquemas';
import { Mensaje } from '../common/respuesta';
import { Responde } from '../common/responde.decorator';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import {
  AvisoPrivacidadDto,
  CambiarSolicitudDto,
  ConsultaSolicitudesDto,
  CrearSolicitudDto,
} from './dto/habeas-data.dto';
import { SolicitudesService } from './solicitudes.service';

/**
 * /api/habeas-data: solicitudes de los titulares (consultas y reclamos) y el aviso de privacidad versionado. Sólo
 * admin y gerente (docs/decisiones/datos-personales.md); el aviso vigente lo leen todos (lo muestra el formulario).
 */
@ApiTags('Datos personales')
@ApiBearerAuth()
@Controller('habeas-data')
export class HabeasDataController {
  constructor(private readonly solicitudes: SolicitudesService) {}

  @Get('solicitudes')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Solicitudes de titulares: abiertas primero, por fecha límite' })
  @Mensaje('Solicitudes obtenidas')
  @Responde(EsquemaSolicitudDatos, { pagina: true })
  listar(@Query() consulta: ConsultaSolicitudesDto) {
    return this.solicitudes.listar(consulta);
  }

  @Post('solicitudes')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Registra una consulta o reclamo con su fecha límite en días hábiles' })
  @Mensaje('Solicitud registrada')
  @Responde(EsquemaSolicitudDatos, { estado: 201 })
  crear(@Body() dto: CrearSolicitudDto, @Contexto() contexto: ContextoSolicitud) {
    return this.solicitudes.crear(dto, contexto);
  }

  @Patch('solicitudes/:id')
  @Roles('admin', 'gerente')
  @ApiOperation({ summary: 'Estado y respuesta; con canalRespuesta la respuesta se envía al cliente' })
  @Mensaje('Solicitud actualizada')
  @Responde(EsquemaSolicitudDatos)
  cambiar(@ParamId() id: string, @Body() dto: CambiarSolicitudDto, @Contexto() contexto: ContextoSolicitud) {
    return this.solicitudes.cambiar(id, dto, contexto);
  }

  @Get('aviso-privacidad')
  @Roles('admin', 'gerente', 'cobrador')
  @ApiOperation({ summary: 'Aviso de privacidad vigente y versiones anteriores' })
  @Mensaje('Aviso de privacidad obtenido')
  @Responde(EsquemaAvisosPrivacidad)
  avisoPrivacidad() {
    return this.solicitudes.avisosPrivacidad();
  }

  @Post('aviso-privacidad')
  @Roles('admin')
  @ApiOperation({ summary: 'Publica una versión nueva del aviso de privacidad' })
  @Mensaje('Aviso de privacidad publicado')
  @Responde(EsquemaAvisoPrivacidad, { estado: 201 })
  nuevoAvisoPrivacidad(@Body() dto: AvisoPrivacidadDto, @Contexto() contexto: ContextoSolicitud) {
    return this.solicitudes.nuevoAvisoPrivacidad(dto, contexto);
  }
}
