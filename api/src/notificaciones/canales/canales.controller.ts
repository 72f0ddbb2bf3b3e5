import { ApiOperation } from '@nestjs/swagger';
import {
  EsquemaCanalConfigurado,
  EsquemaCanalesConfigurados,
  EsquemaPruebaCanal,
} from '@cartera/dominio/esquemas';
import { Escritura } from '../../common/entrada.decorator';
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
  email(@Escritura(EsquemaCanalEmail) { cuerpo, contexto }: Escritura<CanalEmailDto>) {
    return this.canales.actualizarEmail(cuerpo, contexto);
  }

  @Ruta.put('sms', SOLO_ADMIN, EsquemaCanalConfigurado, { mensaje: 'Canal SMS actualizado' })
  sms(@Escritura(EsquemaCanalHttp) { cuerpo, contexto }: Escritura<CanalHttpDto>) {
    return this.canales.actualizarHttp('sms', cuerpo, contexto);
  }

  @Ruta.put('whatsapp', SOLO_ADMIN, EsquemaCanalConfigurado, { mensaje: 'Canal WhatsApp actualizado' })
  whatsapp(@Escritura(EsquemaCanalHttp) { cuerpo, contexto }: Escritura<CanalHttpDto>) {
    return this.canales.actualizarHttp('whatsapp', cuerpo, contexto);
  }

  @Ruta.post('email/prueba', SOLO_ADMIN, EsquemaPruebaCanal, {
    estado: 200,
    mensaje: 'Mensaje de prueba enviado',
  })
  probarEmail(@Escritura(EsquemaCuerpoPruebaCanal) { cuerpo, contexto }: Escritura<PruebaCanalDto>) {
    return this.canales.probar('email', cuerpo, contexto);
  }

  @Ruta.post('sms/prueba', SOLO_ADMIN, EsquemaPruebaCanal, {
    estado: 200,
    mensaje: 'Mensaje de prueba enviado',
  })
  probarSms(@Escritura(EsquemaCuerpoPruebaCanal) { cuerpo, contexto }: Escritura<PruebaCanalDto>) {
    return this.canales.probar('sms', cuerpo, contexto);
  }

  @Ruta.post('whatsapp/prueba', SOLO_ADMIN, EsquemaPruebaCanal, {
    estado: 200,
    mensaje: 'Mensaje de prueba enviado',
  })
  probarWhatsapp(@Escritura(EsquemaCuerpoPruebaCanal) { cuerpo, contexto }: Escritura<PruebaCanalDto>) {
    return this.canales.probar('whatsapp', cuerpo, contexto);
  }
}
