import { Module } from '@nestjs/common';
import { DatosPersonalesController } from './datos-personales.controller';
import { DatosPersonalesService } from './datos-personales.service';
import { HabeasDataController } from './habeas-data.controller';
import { SolicitudesService } from './solicitudes.service';

/**
 * Datos personales (habeas data, docs/decisiones/datos-personales.md): solicitudes de titulares, aviso de privacidad,
 * exporte, supresión y aviso previo al reporte. La autorización de cada cliente vive con el cliente
 * (`clientes/autorizacion-datos.ts`, así clientes no importa habeas-data); la exige el alta de préstamos.
 */
@Module({
  controllers: [HabeasDataController, DatosPersonalesController],
  providers: [SolicitudesService, DatosPersonalesService],
})
export class HabeasDataModule {}
