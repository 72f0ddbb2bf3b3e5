import { Module } from '@nestjs/common';
import { CarteraModule } from '../cartera/cartera.module';
import { DineroModule } from '../dinero/dinero.module';
import { CobrosController } from './cobros.controller';
import { CobrosService } from './cobros.service';

@Module({
  imports: [CarteraModule, DineroModule],
  controllers: [CobrosController],
  providers: [CobrosService],
  exports: [CobrosService],
})
export class CobrosModule {}
