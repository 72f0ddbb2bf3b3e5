import { Module } from '@nestjs/common';
import { UsuariosModule } from '../usuarios/usuarios.module';
import { CobradoresController } from './cobradores.controller';
import { CobradoresService } from './cobradores.service';

@Module({
  imports: [UsuariosModule],
  controllers: [CobradoresController],
  providers: [CobradoresService],
})
export class CobradoresModule {}
