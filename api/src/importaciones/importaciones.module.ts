import { Module } from '@nestjs/common';
import { CarteraModule } from '../cartera/cartera.module';
import { PrestamosModule } from '../prestamos/prestamos.module';
import { AplicadorImportaciones } from './aplicar-importacion';
import { AplicadorPrestamos } from './aplicar-prestamos';
import { ImportacionesController } from './importaciones.controller';
import { ImportacionesService } from './importaciones.service';

@Module({
  imports: [CarteraModule, PrestamosModule],
  controllers: [ImportacionesController],
  providers: [ImportacionesService, AplicadorImportaciones, AplicadorPrestamos],
})
export class ImportacionesModule {}
