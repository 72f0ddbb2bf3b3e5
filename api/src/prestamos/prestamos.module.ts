import { Module } from '@nestjs/common';
import { LibroModule } from '../libro/libro.module';
import { DineroModule } from '../dinero/dinero.module';
import { UsuraModule } from '../usura/usura.module';
import { ExportesService } from './exportes/exportes.service';
import { LibroPrestamoLectura } from './libro/libro.lectura';
import { OperacionesLibroService } from './libro/operaciones.service';
import { PlanService } from './plan/plan.service';
import { PrestamosController } from './prestamos.controller';
import { PrestamosLectura } from './prestamos.lectura';
import { PrestamosSemilla } from './prestamos.semilla';
import { PrestamosService } from './prestamos.service';

@Module({
  imports: [LibroModule, DineroModule, UsuraModule],
  controllers: [PrestamosController],
  providers: [
    PrestamosService,
    PrestamosLectura,
    PlanService,
    ExportesService,
    PrestamosSemilla,
    LibroPrestamoLectura,
    OperacionesLibroService,
  ],
  exports: [PrestamosLectura, LibroPrestamoLectura, OperacionesLibroService, PrestamosService, PlanService],
})
export class PrestamosModule {}
