import { Module } from '@nestjs/common';
import { CarteraModule } from '../cartera/cartera.module';
import { ExportesService } from './exportes/exportes.service';
import { PlanService } from './plan/plan.service';
import { PrestamosController } from './prestamos.controller';
import { PrestamosLectura } from './prestamos.lectura';
import { PrestamosSemilla } from './prestamos.semilla';
import { PrestamosService } from './prestamos.service';

@Module({
  imports: [CarteraModule],
  controllers: [PrestamosController],
  providers: [PrestamosService, PrestamosLectura, PlanService, ExportesService, PrestamosSemilla],
  exports: [PrestamosLectura],
})
export class PrestamosModule {}
