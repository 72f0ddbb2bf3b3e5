import { Module } from '@nestjs/common';
import { UsuariosModule } from '../usuarios/usuarios.module';
import { CobradoresController } from './cobradores.controller';

@Module({
  imports: [UsuariosModule],
  controllers: [CobradoresController],
})
export class CobradoresModule {}
