import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { UsuariosModule } from '../usuarios/usuarios.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';

@Module({
  imports: [
    UsuariosModule,
    JwtModule.registerAsync({
      inject: [CONFIGURACION],
      useFactory: (config: ConfiguracionResuelta) => ({
        secret: config.jwt.secreto,
        // Algoritmo fijo al firmar y al verificar: un token 'alg: none' o RS256 nunca se acepta.
        signOptions: { algorithm: 'HS256', expiresIn: config.jwt.expiracionSegundos },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [AuthService, JwtStrategy],
  exports: [AuthService, JwtStrategy],
})
export class AuthModule {}
