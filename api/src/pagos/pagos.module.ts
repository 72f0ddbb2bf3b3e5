import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { CobrosModule } from '../cobros/cobros.module';
import { AplicadorEventosWompi } from './aplicar-eventos';
import { AplicadorExtractos } from './aplicar-extractos';
import { ConciliacionService } from './conciliacion.service';
import { CuentasPagoService } from './cuentas.service';
import { DebitosController } from './debitos.controller';
import { DebitosService } from './debitos.service';
import { ExtractosController } from './extractos.controller';
import { ExtractosService } from './extractos.service';
import { PagosController } from './pagos.controller';
import { PagosSemilla } from './pagos.semilla';
import { ReferenciaPagoController } from './referencia-pago.controller';
import { ReglasDebitoService } from './reglas-debito.service';
import { LineasTomadasService } from './lineas-tomadas.service';
import { SuspensoService } from './suspenso.service';
import { TransferenciasService } from './transferencias.service';
import { WompiService } from './wompi.service';

/**
 * El dinero que llega por transferencia: cuentas de recaudo, transferencias, la pasarela, extractos, recaudos por aplicar
 * y conciliación (docs/decisiones/pagos-por-transferencia.md).
 */
@Module({
  imports: [CobrosModule],
  controllers: [PagosController, ReferenciaPagoController, ExtractosController, DebitosController],
  providers: [
    CuentasPagoService,
    TransferenciasService,
    WompiService,
    PagosSemilla,
    ExtractosService,
    SuspensoService,
    LineasTomadasService,
    ConciliacionService,
    DebitosService,
    ReglasDebitoService,
    AplicadorExtractos,
    AplicadorEventosWompi,
  ],
})
export class PagosModule implements OnApplicationBootstrap {
  constructor(private readonly tomadas: LineasTomadasService) {}

  /** Al arrancar, las líneas que un proceso caído dejó tomadas se asientan según lo que quedó (recuperarTomadas). */
  async onApplicationBootstrap(): Promise<void> {
    await this.tomadas.recuperarTomadas().catch((error: unknown) => {
      new Logger('Pagos').error(`Recuperación de las líneas tomadas fallida: ${String(error)}`);
    });
  }
}
