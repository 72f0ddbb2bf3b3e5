import { Module } from '@nestjs/common';
import { AvisoEntregaService } from './aviso-entrega.service';
import { CajaController } from './caja.controller';
import { CajaService } from './caja.service';

@Module({
  controllers: [CajaController],
  providers: [CajaService, AvisoEntregaService],
  exports: [CajaService, AvisoEntregaService],
})
export class CajaModule {}
