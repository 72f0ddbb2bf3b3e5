import { Module } from '@nestjs/common';
import { MetasCobradorController } from './metas-cobrador.controller';
import { MetasCobradorService } from './metas-cobrador.service';
import { MetasSemilla } from './metas.semilla';

@Module({
  controllers: [MetasCobradorController],
  providers: [MetasCobradorService, MetasSemilla],
})
export class MetasCobradorModule {}
