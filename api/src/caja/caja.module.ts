import { Module } from '@nestjs/common';
import { AvisoEntregaService } from './aviso-entrega.service';
import { CajaController } from './caja.controller';
import { GastosCajaService } from './caja-gastos.service';
import { CajaService } from './caja.service';
import { FueraDeSitioService } from './fuera-de-sitio.service';

@Module({
  controllers: [CajaController],
  providers: [CajaService, GastosCajaService, AvisoEntregaService, FueraDeSitioService],
  exports: [CajaService, AvisoEntregaService],
})
export class CajaModule {}
