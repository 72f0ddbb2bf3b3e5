import { Module } from '@nestjs/common';
import { LibroModule } from '../libro/libro.module';
import { PrestamosModule } from '../prestamos/prestamos.module';
import { AplicadorImportaciones } from './aplicar-importacion';
import { AplicadorPrestamos } from './aplicar-prestamos';
import { ImportacionesController } from './importaciones.controller';
import { ImportacionesService } from './importaciones.service';

@Module({
  imports: [LibroModule, PrestamosModule],
  controllers: [ImportacionesController],
  providers: [ImportacionesService, AplicadorImportaciones, AplicadorPrestamos],
})
export class ImportacionesModule {}
