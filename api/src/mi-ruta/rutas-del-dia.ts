import { HORA_RUTAS_DEL_DIA, hoyBogota } from '@cartera/dominio';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ColaService } from '../cola/cola.service';
import { RutasService } from '../rutas/rutas.service';

export const COLA_RUTAS_DEL_DIA = 'mi-ruta-rutas-del-dia';

/**
 * El trabajo de la mañana (pg-boss, una réplica a la vez): la ruta del día de cada cobrador activo que aún no tiene
 * una. Si no corrió (la API estaba caída), la primera apertura de Mi Ruta la genera igual (MiRutaService).
 */
@Injectable()
export class RutasDelDia implements OnModuleInit {
  private readonly logger = new Logger(RutasDelDia.name);

  constructor(
    private readonly cola: ColaService,
    private readonly rutas: RutasService,
  ) {}

  onModuleInit(): void {
    this.cola.programarDiario(COLA_RUTAS_DEL_DIA, HORA_RUTAS_DEL_DIA, async () => {
      await this.ejecutar();
    });
  }

  async ejecutar(fecha: string = hoyBogota()): Promise<number> {
    const generadas = await this.rutas.rutasDelDia(fecha);
    this.logger.log(`Rutas del día ${fecha}: ${generadas} cobrador(es)`);
    return generadas;
  }
}
