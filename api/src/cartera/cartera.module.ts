import { Module } from '@nestjs/common';
import { BarridoController } from './barrido.controller';
import { BarridoService } from './barrido.service';
import { LibroService } from './libro.service';

/** El libro de dinero compartido por préstamos y cobros, y el barrido que mueve los estados con el tiempo. */
@Module({
  controllers: [BarridoController],
  providers: [LibroService, BarridoService],
  exports: [LibroService, BarridoService],
})
export class CarteraModule {}
