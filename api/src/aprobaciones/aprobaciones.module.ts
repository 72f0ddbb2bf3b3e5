import { Module } from '@nestjs/common';
import { LibroModule } from '../libro/libro.module';
import { PrestamosModule } from '../prestamos/prestamos.module';
import { AprobacionesController } from './aprobaciones.controller';
import { AprobacionesService } from './aprobaciones.service';

/** Cuatro ojos: lo que espera a una segunda persona y sus umbrales (docs/decisiones/cuatro-ojos.md). */
@Module({
  imports: [LibroModule, PrestamosModule],
  controllers: [AprobacionesController],
  providers: [AprobacionesService],
})
export class AprobacionesModule {}
