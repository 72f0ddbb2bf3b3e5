import { Module } from '@nestjs/common';
import { AvisoEntregaService } from './aviso-entrega.service';
import { CajaController } from './caja.controller';
import { GastosCajaService } from './caja-gastos.service';
import { CajaService } from './caja.service';
import { FueraDeSitioService } from './fuera-de-sitio.service';
import { TransferenciasOficinasController } from './transferencias-oficinas.controller';
import { TransferenciasOficinasService } from './transferencias-oficinas.service';

@Module({
  controllers: [CajaController, TransferenciasOficinasController],
  providers: [
    CajaService,
    GastosCajaService,
    AvisoEntregaService,
    FueraDeSitioService,
    TransferenciasOficinasService,
  ],
  exports: [CajaService, AvisoEntregaService],
})
export class CajaModule {}
