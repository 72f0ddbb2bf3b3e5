import type { ValoresPrestamoNuevo } from '@cartera/dominio';
import { EsquemaConfiguracionOrganizacion, EsquemaValoresPrestamoNuevo } from '@cartera/dominio/esquemas';
import { ApiOperation } from '@nestjs/swagger';
import { Escritura } from '../common/entrada.decorator';
import {
  EsquemaCuerpoConfiguracionOrganizacion,
  type ConfiguracionOrganizacionDto,
} from './configuracion-organizacion.dto';
import { ConfiguracionOrganizacionService } from './configuracion-organizacion.service';
import { OFICINA, SOLO_ADMIN, TODOS } from '../common/roles.decorator';
import { Ruta, Recurso } from '../common/ruta.decorator';

/** /api/configuracion/organizacion: ajustes de toda la organización (caja, empresa, mensajes automáticos). */
@Recurso('configuracion/organizacion', 'Configuración')
export class ConfiguracionOrganizacionController {
  constructor(private readonly configuracion: ConfiguracionOrganizacionService) {}

  @Ruta.get('/', OFICINA, EsquemaConfiguracionOrganizacion)
  @ApiOperation({ summary: 'Ajustes de la organización' })
  obtener() {
    return this.configuracion.obtener();
  }

  /** Lo que el formulario de un préstamo nuevo necesita, para cualquier rol (un cobrador registra solicitudes). */
  @Ruta.get('prestamos', TODOS, EsquemaValoresPrestamoNuevo)
  @ApiOperation({
    summary:
      'Valores por defecto de un préstamo nuevo (interés, tipo de crédito, cuotas, modalidad y tipo de amortización ' +
      'de la organización) y qué hace con uno ' +
      'sobre la tasa de usura',
  })
  async valoresPrestamo(): Promise<ValoresPrestamoNuevo> {
    const ajustes = await this.configuracion.obtener();
    return {
      interesDefecto: ajustes.interesDefecto,
      tipoCreditoDefecto: ajustes.tipoCreditoDefecto,
      cuotasDefecto: ajustes.cuotasDefecto,
      modalidadDefecto: ajustes.modalidadDefecto,
      tipoAmortizacionDefecto: ajustes.tipoAmortizacionDefecto,
      usuraAccion: ajustes.usuraAccion,
    };
  }

  @Ruta.put('/', SOLO_ADMIN, EsquemaConfiguracionOrganizacion, {
    mensaje: 'Configuración actualizada correctamente',
  })
  @ApiOperation({ summary: 'Cambia ajustes de la organización (sólo admin; auditado)' })
  actualizar(
    @Escritura(EsquemaCuerpoConfiguracionOrganizacion)
    { cuerpo, contexto }: Escritura<ConfiguracionOrganizacionDto>,
  ) {
    return this.configuracion.actualizar(cuerpo, contexto);
  }
}
