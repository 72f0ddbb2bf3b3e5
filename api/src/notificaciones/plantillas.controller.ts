import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ParamId } from '../common/id.pipe';
import { EsquemaPlantillaNotificacion, EsquemaVistaPreviaPlantilla } from '@cartera/dominio/esquemas';
import { Mensaje } from '../common/respuesta';
import { Responde } from '../common/responde.decorator';
import { Roles } from '../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { ConsultaPlantillasDto, PlantillaDto, VistaPreviaDto } from './dto/plantillas.dto';
import { PlantillasService } from './plantillas.service';

/** /api/notificaciones/plantillas: CRUD con variables y vista previa con un cliente real (admin y gerente). */
@ApiTags('Notificaciones')
@ApiBearerAuth()
@Controller('notificaciones/plantillas')
export class PlantillasController {
  constructor(private readonly plantillas: PlantillasService) {}

  @Get()
  @Roles('admin', 'gerente')
  @Mensaje('Plantillas obtenidas')
  @Responde(EsquemaPlantillaNotificacion, { pagina: true })
  listar(@Query() consulta: ConsultaPlantillasDto) {
    return this.plantillas.listar(consulta);
  }

  @Post('vista-previa')
  @HttpCode(200)
  @Roles('admin', 'gerente')
  @Mensaje('Vista previa')
  @ApiOperation({ summary: 'Asunto y contenido renderizados con los datos de un cliente' })
  @Responde(EsquemaVistaPreviaPlantilla)
  vistaPrevia(@Body() dto: VistaPreviaDto) {
    return this.plantillas.vistaPrevia(dto);
  }

  @Get(':id')
  @Roles('admin', 'gerente')
  @Mensaje('Plantilla obtenida')
  @Responde(EsquemaPlantillaNotificacion)
  obtener(@ParamId() id: string) {
    return this.plantillas.obtener(id);
  }

  @Post()
  @Roles('admin', 'gerente')
  @Mensaje('Plantilla creada correctamente')
  @Responde(EsquemaPlantillaNotificacion, { estado: 201 })
  crear(@Body() dto: PlantillaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.plantillas.crear(dto, contexto);
  }

  @Put(':id')
  @Roles('admin', 'gerente')
  @Mensaje('Plantilla actualizada correctamente')
  @Responde(EsquemaPlantillaNotificacion)
  actualizar(@ParamId() id: string, @Body() dto: PlantillaDto, @Contexto() contexto: ContextoSolicitud) {
    return this.plantillas.actualizar(id, dto, contexto);
  }

  @Delete(':id')
  @HttpCode(200)
  @Roles('admin', 'gerente')
  @Mensaje('Plantilla eliminada correctamente')
  @Responde(EsquemaPlantillaNotificacion)
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.plantillas.eliminar(id, contexto);
  }
}
