import { ApiOperation } from '@nestjs/swagger';
import { Consulta, Cuerpo, Escritura, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { EsquemaPlantillaNotificacion, EsquemaVistaPreviaPlantilla } from '@cartera/dominio/esquemas';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import {
  EsquemaConsultaPlantillas,
  type ConsultaPlantillasDto,
  EsquemaCuerpoPlantilla,
  type PlantillaDto,
  EsquemaVistaPrevia,
  type VistaPreviaDto,
} from './dto/plantillas.dto';
import { PlantillasService } from './plantillas.service';
import { OFICINA } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/** /api/notificaciones/plantillas: CRUD con variables y vista previa con un cliente real (admin y gerente). */
@Recurso('notificaciones/plantillas', 'Notificaciones')
export class PlantillasController {
  constructor(private readonly plantillas: PlantillasService) {}

  @Ruta.get('/', OFICINA, EsquemaPlantillaNotificacion, { pagina: true, mensaje: 'Plantillas obtenidas' })
  listar(@Consulta(EsquemaConsultaPlantillas) consulta: ConsultaPlantillasDto) {
    return this.plantillas.listar(consulta);
  }

  @Ruta.post('vista-previa', OFICINA, EsquemaVistaPreviaPlantilla, { estado: 200, mensaje: 'Vista previa' })
  @ApiOperation({ summary: 'Asunto y contenido renderizados con los datos de un cliente' })
  vistaPrevia(@Cuerpo(EsquemaVistaPrevia) dto: VistaPreviaDto) {
    return this.plantillas.vistaPrevia(dto);
  }

  @Ruta.get(':id', OFICINA, EsquemaPlantillaNotificacion, { mensaje: 'Plantilla obtenida' })
  obtener(@ParamId() id: string) {
    return this.plantillas.obtener(id);
  }

  @Ruta.post('/', OFICINA, EsquemaPlantillaNotificacion, { mensaje: 'Plantilla creada correctamente' })
  crear(@Escritura(EsquemaCuerpoPlantilla) { cuerpo, contexto }: Escritura<PlantillaDto>) {
    return this.plantillas.crear(cuerpo, contexto);
  }

  @Ruta.put(':id', OFICINA, EsquemaPlantillaNotificacion, { mensaje: 'Plantilla actualizada correctamente' })
  actualizar(@Peticion(EsquemaCuerpoPlantilla) { id, cuerpo, contexto }: Peticion<PlantillaDto>) {
    return this.plantillas.actualizar(id, cuerpo, contexto);
  }

  @Ruta.delete(':id', OFICINA, EsquemaPlantillaNotificacion, { mensaje: 'Plantilla eliminada correctamente' })
  eliminar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.plantillas.eliminar(id, contexto);
  }
}
