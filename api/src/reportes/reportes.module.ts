import { Module } from '@nestjs/common';
import { ReporteCarteraController } from './cartera/cartera.controller';
import { ReporteCarteraService } from './cartera/cartera.service';
import { ReportesController } from './reportes.controller';
import { ReportesExportes } from './reportes.exportes';
import { ReportesService } from './reportes.service';

@Module({
  // ReporteCarteraController first: its fixed path /reportes/cartera is never read as /reportes/:tipo.
  controllers: [ReporteCarteraController, ReportesController],
  providers: [ReportesService, ReportesExportes, ReporteCarteraService],
})
export class ReportesModule {}
