import { ApiOperation } from '@nestjs/swagger';
import { Consulta, Escritura, Peticion } from '../common/entrada.decorator';
import {
  EsquemaAvisoPrivacidad,
  EsquemaAvisosPrivacidad,
  EsquemaSolicitudDatos,
} from '@cartera/dominio/esquemas';
import {
  EsquemaCuerpoAvisoPrivacidad,
  type AvisoPrivacidadDto,
  EsquemaCambiarSolicitud,
  type CambiarSolicitudDto,
  EsquemaConsultaSolicitudes,
  type ConsultaSolicitudesDto,
  EsquemaCrearSolicitud,
  type CrearSolicitudDto,
} from './dto/habeas-data.dto';
import { SolicitudesService } from './solicitudes.service';
import { OFICINA, SOLO_ADMIN, TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/**
 * /api/habeas-data: solicitudes de los titulares (consultas y reclamos) y el aviso de privacidad versionado. Sólo
 * admin y gerente (docs/decisiones/datos-personales.md); el aviso vigente lo leen todos (lo muestra el formulario).
 */
@Recurso('habeas-data', 'Datos personales')
export class HabeasDataController {
  constructor(private readonly solicitudes: SolicitudesService) {}

  @Ruta.get('solicitudes', OFICINA, EsquemaSolicitudDatos, { pagina: true, mensaje: 'Solicitudes obtenidas' })
  @ApiOperation({ summary: 'Solicitudes de titulares: abiertas primero, por fecha límite' })
  listar(@Consulta(EsquemaConsultaSolicitudes) consulta: ConsultaSolicitudesDto) {
    return this.solicitudes.listar(consulta);
  }

  @Ruta.post('solicitudes', OFICINA, EsquemaSolicitudDatos, { mensaje: 'Solicitud registrada' })
  @ApiOperation({ summary: 'Registra una consulta o reclamo con su fecha límite en días hábiles' })
  crear(@Escritura(EsquemaCrearSolicitud) { cuerpo, contexto }: Escritura<CrearSolicitudDto>) {
    return this.solicitudes.crear(cuerpo, contexto);
  }

  @Ruta.patch('solicitudes/:id', OFICINA, EsquemaSolicitudDatos, { mensaje: 'Solicitud actualizada' })
  @ApiOperation({ summary: 'Estado y respuesta; con canalRespuesta la respuesta se envía al cliente' })
  cambiar(@Peticion(EsquemaCambiarSolicitud) { id, cuerpo, contexto }: Peticion<CambiarSolicitudDto>) {
    return this.solicitudes.cambiar(id, cuerpo, contexto);
  }

  @Ruta.get('aviso-privacidad', TODOS, EsquemaAvisosPrivacidad, { mensaje: 'Aviso de privacidad obtenido' })
  @ApiOperation({ summary: 'Aviso de privacidad vigente y versiones anteriores' })
  avisoPrivacidad() {
    return this.solicitudes.avisosPrivacidad();
  }

  @Ruta.post('aviso-privacidad', SOLO_ADMIN, EsquemaAvisoPrivacidad, {
    mensaje: 'Aviso de privacidad publicado',
  })
  @ApiOperation({ summary: 'Publica una versión nueva del aviso de privacidad' })
  nuevoAvisoPrivacidad(
    @Escritura(EsquemaCuerpoAvisoPrivacidad) { cuerpo, contexto }: Escritura<AvisoPrivacidadDto>,
  ) {
    return this.solicitudes.nuevoAvisoPrivacidad(cuerpo, contexto);
  }
}
