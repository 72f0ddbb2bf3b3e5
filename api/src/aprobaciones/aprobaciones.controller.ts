import { ApiOperation } from '@nestjs/swagger';
import { MENSAJES_APROBACIONES } from '@cartera/dominio';
import { EsquemaAprobacion, EsquemaUmbralesAprobacion } from '@cartera/dominio/esquemas';
import { Consulta, Escritura, Peticion } from '../common/entrada.decorator';
import { ParamId } from '../common/id.pipe';
import { Contexto, type ContextoSolicitud } from '../common/usuario-actual.decorator';
import { AprobacionesService } from './aprobaciones.service';
import {
  EsquemaConsultaAprobaciones,
  type ConsultaAprobacionesDto,
  EsquemaRechazarAprobacion,
  type RechazarAprobacionDto,
  EsquemaCuerpoUmbrales,
  type UmbralesAprobacionDto,
} from './dto/aprobaciones.dto';
import { OFICINA, SOLO_ADMIN } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/**
 * /api/aprobaciones: lo que espera a una segunda persona (docs/decisiones/cuatro-ojos.md). Administrador y gerente
 * ven la lista (solicitudes de préstamo, condonaciones y castigos); sólo un administrador aprueba o rechaza una
 * condonación o un castigo y cambia los umbrales. Las solicitudes de préstamo se resuelven en /api/prestamos/:id.
 */
@Recurso('aprobaciones', 'Aprobaciones')
export class AprobacionesController {
  constructor(private readonly aprobaciones: AprobacionesService) {}

  @Ruta.get('/', OFICINA, EsquemaAprobacion, { pagina: true })
  @ApiOperation({
    summary: 'Lo que espera a una segunda persona: solicitudes de préstamo, condonaciones y castigos',
    description:
      '?estado=pendiente, lo que espera (la más antigua primero); ?tipo=prestamo|condonacion|castigo.',
  })
  listar(@Consulta(EsquemaConsultaAprobaciones) consulta: ConsultaAprobacionesDto) {
    return this.aprobaciones.listar(consulta);
  }

  // Antes de /:id para que 'umbrales' no se lea como un id.
  @Ruta.get('umbrales', OFICINA, EsquemaUmbralesAprobacion)
  @ApiOperation({
    summary:
      'Desde qué monto el préstamo, la condonación y el castigo de un gerente esperan a un administrador',
  })
  umbrales() {
    return this.aprobaciones.umbrales();
  }

  @Ruta.put('umbrales', SOLO_ADMIN, EsquemaUmbralesAprobacion, {
    mensaje: MENSAJES_APROBACIONES.umbralesGuardados,
  })
  @ApiOperation({ summary: 'Cambia los umbrales de aprobación (sólo admin; auditado). 0 o null: no espera' })
  guardarUmbrales(@Escritura(EsquemaCuerpoUmbrales) { cuerpo, contexto }: Escritura<UmbralesAprobacionDto>) {
    return this.aprobaciones.guardarUmbrales(cuerpo, contexto);
  }

  @Ruta.patch(':id/aprobar', SOLO_ADMIN, EsquemaAprobacion, { idempotente: true })
  @ApiOperation({
    summary: 'Aprueba una condonación o un castigo: se aplica tal como se pidió',
    description:
      'Quien la pidió recibe 403 APROBADOR_ES_SOLICITANTE; ya resuelta, 409 APROBACION_NO_PENDIENTE.',
  })
  aprobar(@ParamId() id: string, @Contexto() contexto: ContextoSolicitud) {
    return this.aprobaciones.aprobar(id, contexto);
  }

  @Ruta.patch(':id/rechazar', SOLO_ADMIN, EsquemaAprobacion, { idempotente: true })
  @ApiOperation({
    summary: 'Rechaza una condonación o un castigo, con motivo: el préstamo queda como estaba',
  })
  rechazar(@Peticion(EsquemaRechazarAprobacion) { id, cuerpo, contexto }: Peticion<RechazarAprobacionDto>) {
    return this.aprobaciones.rechazar(id, cuerpo, contexto);
  }
}
