import { Module } from '@nestjs/common';
import { RutasModule } from '../rutas/rutas.module';
import { GestionesController, MiRutaController } from './mi-ruta.controller';
import { GestionesService } from './gestiones.service';
import { MiRutaService } from './mi-ruta.service';
import { RutasDelDia } from './rutas-del-dia';

/** Mi Ruta: la ruta del día (y su trabajo de la mañana), las gestiones de visita y los rechazos de sincronización. */
@Module({
  imports: [RutasModule],
  controllers: [MiRutaController, GestionesController],
  providers: [MiRutaService, GestionesService, RutasDelDia],
})
export class MiRutaModule {}
