import { Module } from '@nestjs/common';
import { ConfiguracionOrganizacionModule } from '../configuracion/configuracion-organizacion.module';
import { FlujoCajaController } from './flujo-caja.controller';
import { FlujoCajaExportes } from './flujo-caja.exportes';
import { FlujoCajaSemilla } from './flujo-caja.semilla';
import { FlujoCajaService } from './flujo-caja.service';

@Module({
  imports: [ConfiguracionOrganizacionModule],
  controllers: [FlujoCajaController],
  providers: [FlujoCajaService, FlujoCajaExportes, FlujoCajaSemilla],
})
export class FlujoCajaModule {}
