import { ApiOperation } from '@nestjs/swagger';
import {
  EsquemaCanalConfigurado,
  EsquemaCanalesConfigurados,
  EsquemaPruebaCanal,
} from '@cartera/dominio/esquemas';
import { Contexto, type ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { Cuerpo } from '../../common/entrada.decorator';
import {
  EsquemaCanalEmail,
  EsquemaCanalHttp,
  EsquemaCuerpoPruebaCanal,
  type CanalEmailDto,
  type CanalHttpDto,
  type PruebaCanalDto,
} from './canales.dto';
import { CanalesService } from './canales.service';
import { SOLO_ADMIN } from '../../common/roles.decorator';
import { Ruta, Recurso } from '../../common/ruta.decorator';

/** /api/notificaciones/canales: ajustes de email, SMS y WhatsApp y mensaje de prueba. Sólo admin; auditado. */
@Recurso('notificaciones/canales', 'Notificaciones')
export class CanalesController {
  constructor(private readonly canales: CanalesService) {}

  @Ruta.get('/', SOLO_ADMIN, EsquemaCanalesConfigurados, { mensaje: 'Canales obtenidos' })
  @ApiOperation({ summary: 'Ajustes de los canales; los secretos nunca se devuelven (secretoConfigurado)' })
  listar() {
    return this.canales.listar();
  }

  @Ruta.put('email', SOLO_ADMIN, EsquemaCanalConfigurado, { mensaje: 'Canal email actualizado' })
  email(@Cuerpo(EsquemaCanalEmail) dto: CanalEmailDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.actualizarEmail(dto, contexto);
  }

  @Ruta.put('sms', SOLO_ADMIN, EsquemaCanalConfigurado, { mensaje: 'Canal SMS actualizado' })
  sms(@Cuerpo(EsquemaCanalHttp) dto: CanalHttpDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.actualizarHttp('sms', dto, contexto);
  }

  @Ruta.put('whatsapp', SOLO_ADMIN, EsquemaCanalConfigurado, { mensaje: 'Canal WhatsApp actualizado' })
  whatsapp(@Cuerpo(EsquemaCanalHttp) dto: CanalHttpDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.actualizarHttp('whatsapp', dto, contexto);
  }

  @Ruta.post('email/prueba', SOLO_ADMIN, EsquemaPruebaCanal, {
    estado: 200,
    mensaje: 'Mensaje de prueba enviado',
  })
  probarEmail(
    @Cuerpo(EsquemaCuerpoPruebaCanal) dto: PruebaCanalDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.canales.probar('email', dto, contexto);
  }

  @Ruta.post('sms/prueba', SOLO_ADMIN, EsquemaPruebaCanal, {
    estado: 200,
    mensaje: 'Mensaje de prueba enviado',
  })
  probarSms(@Cuerpo(EsquemaCuerpoPruebaCanal) dto: PruebaCanalDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.probar('sms', dto, contexto);
  }

  @Ruta.post('whatsapp/prueba', SOLO_ADMIN, EsquemaPruebaCanal, {
    estado: 200,
    mensaje: 'Mensaje de prueba enviado',
  })
  probarWhatsapp(
    @Cuerpo(EsquemaCuerpoPruebaCanal) dto: PruebaCanalDto,
    @Contexto() contexto: ContextoSolicitud,
  ) {
    return this.canales.probar('whatsapp', dto, contexto);
  }
}
