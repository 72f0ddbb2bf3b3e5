import { Module } from '@nestjs/common';
import { CierreService } from './cierre.service';
import { ContabilidadController } from './contabilidad.controller';
import { EquivalenciasService } from '../mayor/equivalencias.service';
import { LibroMayorController } from '../mayor/mayor.controller';
import { LibroMayorService } from '../mayor/mayor.service';
import { VerificacionNocturna } from './verificacion-nocturna';
import { VerificacionService } from './verificacion.service';

/** El libro mayor y sus estados; la verificación del libro (bajo demanda y cada noche, en la cola de NotificacionesModule) y el cierre de periodos. */
@Module({
  controllers: [ContabilidadController, LibroMayorController],
  providers: [VerificacionService, VerificacionNocturna, CierreService, LibroMayorService, EquivalenciasService],
  exports: [VerificacionService],
})
export class ContabilidadModule {}
