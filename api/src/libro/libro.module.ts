import { Module } from '@nestjs/common';
import { LibroService } from './libro.service';

/** El libro del préstamo: el único escritor del dinero de un préstamo, compartido por préstamos, cobros y el barrido. */
@Module({
  providers: [LibroService],
  exports: [LibroService],
})
export class LibroModule {}
