import { Module } from '@nestjs/common';
import { RespaldosController } from './respaldos.controller';
import { RespaldosService } from './respaldos.service';

/** Sistema: respaldos de la base (issue 39). ColaService llega del módulo global de notificaciones. */
@Module({
  controllers: [RespaldosController],
  providers: [RespaldosService],
})
export class SistemaModule {}
