import { Module } from '@nestjs/common';
import { ConfiguracionOrganizacionController } from './configuracion-organizacion.controller';
import { ConfiguracionOrganizacionService } from './configuracion-organizacion.service';

@Module({
  controllers: [ConfiguracionOrganizacionController],
  providers: [ConfiguracionOrganizacionService],
  exports: [ConfiguracionOrganizacionService],
})
export class ConfiguracionOrganizacionModule {}
