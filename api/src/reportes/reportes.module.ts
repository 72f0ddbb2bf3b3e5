import { Module } from '@nestjs/common';
import { ReportesController } from './reportes.controller';
import { ReportesExportes } from './reportes.exportes';
import { ReportesService } from './reportes.service';

@Module({
  controllers: [ReportesController],
  providers: [ReportesService, ReportesExportes],
})
export class ReportesModule {}
