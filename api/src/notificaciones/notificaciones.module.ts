import { Global, Module } from '@nestjs/common';
import { AvisosDeMora } from '../libro/avisos-de-mora';
import { AutomaticosService } from './automaticos.service';
import { BandejaService } from './bandeja.service';
import { CanalesController } from './canales/canales.controller';
import { CanalesService } from './canales/canales.service';
import { ColaService } from '../cola/cola.service';
import { EntregasService } from './entregas.service';
import { EnvioService } from './envio.service';
import { EventosDineroService } from './eventos-dinero.service';
import { NotificacionesController } from './notificaciones.controller';
import { NotificacionesService } from './notificaciones.service';
import { PlantillasController } from './plantillas.controller';
import { PlantillasService } from './plantillas.service';

/**
 * Centro de notificaciones. Global para que el libro encole el aviso de mora en su recálculo (con el token
 * AvisosDeMora que el libro declara, sin importar este módulo) y los demás módulos usen la cola y los envíos. Los controladores de rutas fijas (plantillas, canales) van antes
 * que el de /notificaciones/:id.
 */
@Global()
@Module({
  controllers: [PlantillasController, CanalesController, NotificacionesController],
  providers: [
    ColaService,
    EnvioService,
    CanalesService,
    EntregasService,
    AutomaticosService,
    { provide: AvisosDeMora, useExisting: AutomaticosService },
    EventosDineroService,
    NotificacionesService,
    BandejaService,
    PlantillasService,
  ],
  exports: [AutomaticosService, AvisosDeMora, ColaService, EnvioService, EventosDineroService],
})
export class NotificacionesModule {}
