import { Module } from '@nestjs/common';
import { CobrosModule } from '../cobros/cobros.module';
import { ConciliacionService } from './conciliacion.service';
import { CuentasPagoService } from './cuentas.service';
import { ExtractosController } from './extractos.controller';
import { ExtractosService } from './extractos.service';
import { PagosController } from './pagos.controller';
import { PagosSemilla } from './pagos.semilla';
import { ReferenciaPagoController } from './referencia-pago.controller';
import { SuspensoService } from './suspenso.service';
import { TransferenciasService } from './transferencias.service';
import { WompiService } from './wompi.service';

/**
 * El dinero que llega por transferencia: cuentas de recaudo, transferencias, la pasarela, extractos, recaudos por aplicar
 * y conciliación (docs/decisiones/pagos-por-transferencia.md).
 */
@Module({
  imports: [CobrosModule],
  controllers: [PagosController, ReferenciaPagoController, ExtractosController],
  providers: [
    CuentasPagoService,
    TransferenciasService,
    WompiService,
    PagosSemilla,
    ExtractosService,
    SuspensoService,
    ConciliacionService,
  ],
})
export class PagosModule {}
