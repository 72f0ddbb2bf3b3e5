import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EsquemaCanalConfigurado, EsquemaCanalesConfigurados, EsquemaPruebaCanal } from '@cartera/dominio/esquemas';
import { Mensaje } from '../../common/respuesta';
import { Responde } from '../../common/responde.decorator';
import { Roles } from '../../common/roles.decorator';
import { Contexto, type ContextoSolicitud } from '../../common/usuario-actual.decorator';
import { CanalEmailDto, CanalHttpDto, PruebaCanalDto } from './canales.dto';
import { CanalesService } from './canales.service';

/** /api/notificaciones/canales: ajustes de email, SMS y WhatsApp y mensaje de prueba. Sólo admin; auditado. */
@ApiTags('Notificaciones')
@ApiBearerAuth()
@Controller('notificaciones/canales')
export class CanalesController {
  constructor(private readonly canales: CanalesService) {}

  @Get()
  @Roles('admin')
  @Mensaje('Canales obtenidos')
  @ApiOperation({ summary: 'Ajustes de los canales; los secretos nunca se devuelven (secretoConfigurado)' })
  @Responde(EsquemaCanalesConfigurados)
  listar() {
    return this.canales.listar();
  }

  @Put('email')
  @Roles('admin')
  @Mensaje('Canal email actualizado')
  @Responde(EsquemaCanalConfigurado)
  email(@Body() dto: CanalEmailDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.actualizarEmail(dto, contexto);
  }

  @Put('sms')
  @Roles('admin')
  @Mensaje('Canal SMS actualizado')
  @Responde(EsquemaCanalConfigurado)
  sms(@Body() dto: CanalHttpDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.actualizarHttp('sms', dto, contexto);
  }

  @Put('whatsapp')
  @Roles('admin')
  @Mensaje('Canal WhatsApp actualizado')
  @Responde(EsquemaCanalConfigurado)
  whatsapp(@Body() dto: CanalHttpDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.actualizarHttp('whatsapp', dto, contexto);
  }

  @Post('email/prueba')
  @HttpCode(200)
  @Roles('admin')
  @Mensaje('Mensaje de prueba enviado')
  @Responde(EsquemaPruebaCanal)
  probarEmail(@Body() dto: PruebaCanalDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.probar('email', dto, contexto);
  }

  @Post('sms/prueba')
  @HttpCode(200)
  @Roles('admin')
  @Mensaje('Mensaje de prueba enviado')
  @Responde(EsquemaPruebaCanal)
  probarSms(@Body() dto: PruebaCanalDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.probar('sms', dto, contexto);
  }

  @Post('whatsapp/prueba')
  @HttpCode(200)
  @Roles('admin')
  @Mensaje('Mensaje de prueba enviado')
  @Responde(EsquemaPruebaCanal)
  probarWhatsapp(@Body() dto: PruebaCanalDto, @Contexto() contexto: ContextoSolicitud) {
    return this.canales.probar('whatsapp', dto, contexto);
  }
}
