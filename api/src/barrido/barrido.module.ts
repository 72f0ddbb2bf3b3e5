import { Module } from '@nestjs/common';
import { LibroModule } from '../libro/libro.module';
import { BarridoController } from './barrido.controller';
import { BarridoService } from './barrido.service';

/** El barrido que mueve los estados de cuotas y préstamos con el tiempo (cada noche y al arrancar). */
@Module({
  imports: [LibroModule],
  controllers: [BarridoController],
  providers: [BarridoService],
  exports: [BarridoService],
})
export class BarridoModule {}
