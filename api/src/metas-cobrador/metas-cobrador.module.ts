import { Module } from '@nestjs/common';
import { MetasCobradorController } from './metas-cobrador.controller';
import { MetasCobradorService } from './metas-cobrador.service';

@Module({
  controllers: [MetasCobradorController],
  providers: [MetasCobradorService],
})
export class MetasCobradorModule {}
