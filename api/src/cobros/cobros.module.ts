import { Module } from '@nestjs/common';
import { LibroModule } from '../libro/libro.module';
import { DineroModule } from '../dinero/dinero.module';
import { CobrosController } from './cobros.controller';
import { CobrosService } from './cobros.service';

@Module({
  imports: [LibroModule, DineroModule],
  controllers: [CobrosController],
  providers: [CobrosService],
  exports: [CobrosService],
})
export class CobrosModule {}
