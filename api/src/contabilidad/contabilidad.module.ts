import { Module } from '@nestjs/common';
import { CierreService } from './cierre.service';
import { ContabilidadController } from './contabilidad.controller';
import { VerificacionNocturna } from './verificacion-nocturna';
import { VerificacionService } from './verificacion.service';

/** La verificación del libro (bajo demanda y cada noche, en la cola de NotificacionesModule) y el cierre de periodos. */
@Module({
  controllers: [ContabilidadController],
  providers: [VerificacionService, VerificacionNocturna, CierreService],
  exports: [VerificacionService],
})
export class ContabilidadModule {}
