import { Module } from '@nestjs/common';
import { PoliticasContablesController } from './politicas.controller';
import { PoliticasContablesService } from './politicas.service';

/** Las políticas contables del prestamista y el deterioro bajo demanda (docs/decisiones/politicas-contables.md). */
@Module({
  controllers: [PoliticasContablesController],
  providers: [PoliticasContablesService],
})
export class PoliticasContablesModule {}
