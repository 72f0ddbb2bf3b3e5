import { Module } from '@nestjs/common';
import { AplicadorImportaciones } from './aplicar-importacion';
import { ImportacionesController } from './importaciones.controller';
import { ImportacionesService } from './importaciones.service';

@Module({
  controllers: [ImportacionesController],
  providers: [ImportacionesService, AplicadorImportaciones],
})
export class ImportacionesModule {}
