import { Module } from '@nestjs/common';
import { CobrosModule } from '../cobros/cobros.module';
import { CuentasPagoService } from './cuentas.service';
import { PagosController } from './pagos.controller';
import { PagosSemilla } from './pagos.semilla';
import { ReferenciaPagoController } from './referencia-pago.controller';
import { TransferenciasService } from './transferencias.service';
import { WompiService } from './wompi.service';

/** El dinero que llega por transferencia: cuentas de recaudo y transferencias (docs/decisiones/pagos-por-transferencia.md). */
@Module({
  imports: [CobrosModule],
  controllers: [PagosController, ReferenciaPagoController],
  providers: [CuentasPagoService, TransferenciasService, WompiService, PagosSemilla],
})
export class PagosModule {}
