import { Module } from '@nestjs/common';
import { CedulasService } from './cedulas/cedulas.service';
import { ClientesController } from './clientes.controller';
import { ClientesService } from './clientes.service';
import { ClientesSemilla } from './clientes.semilla';

@Module({
  controllers: [ClientesController],
  providers: [ClientesService, CedulasService, ClientesSemilla],
  exports: [ClientesService],
})
export class ClientesModule {}
