import { Module } from '@nestjs/common';
import { ContabilidadController } from './contabilidad.controller';
import { VerificacionNocturna } from './verificacion-nocturna';
import { VerificacionService } from './verificacion.service';

/** La verificación del libro: bajo demanda y cada noche (la programa la cola de NotificacionesModule). */
@Module({
  controllers: [ContabilidadController],
  providers: [VerificacionService, VerificacionNocturna],
  exports: [VerificacionService],
})
export class ContabilidadModule {}
