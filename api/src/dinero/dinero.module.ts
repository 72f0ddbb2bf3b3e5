import { Module } from '@nestjs/common';
import { LibroModule } from '../libro/libro.module';
import { NucleoDinero } from './nucleo.service';

/** El núcleo de dinero: un orquestador para toda operación que mueve dinero (docs/decisiones/nucleo-de-dinero.md). */
@Module({
  imports: [LibroModule],
  providers: [NucleoDinero],
  exports: [NucleoDinero],
})
export class DineroModule {}
