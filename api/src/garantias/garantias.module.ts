import { Module } from '@nestjs/common';
import { ALMACEN_DOCUMENTOS, AlmacenPostgres } from './almacen-documentos';
import { DocumentosService } from './documentos.service';
import { DocumentosController, GarantiasController } from './garantias.controller';
import { GarantiasSemilla } from './garantias.semilla';
import { GarantiasService } from './garantias.service';
import { PurgaDocumentosService } from './purga-documentos.service';

@Module({
  controllers: [GarantiasController, DocumentosController],
  providers: [
    GarantiasService,
    DocumentosService,
    { provide: ALMACEN_DOCUMENTOS, useClass: AlmacenPostgres },
    GarantiasSemilla,
    PurgaDocumentosService,
  ],
})
export class GarantiasModule {}
