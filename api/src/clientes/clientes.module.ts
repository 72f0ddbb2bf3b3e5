import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CedulasService } from './cedulas/cedulas.service';
import { ClientesController } from './clientes.controller';
import { ClientesService } from './clientes.service';
import { ClientesSemilla } from './clientes.semilla';
import { ClienteFoto } from './entities/cliente-foto.entity';
import { Cliente } from './entities/cliente.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Cliente, ClienteFoto])],
  controllers: [ClientesController],
  providers: [ClientesService, CedulasService, ClientesSemilla],
  exports: [ClientesService],
})
export class ClientesModule {}
