import { LIMITES, MENSAJES } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { MaxLength, MinLength } from 'class-validator';
import { NoVacio } from '../../common/dto';
import { CONTRASENA_MAXIMO } from './create-usuario.dto';

export class CambiarPasswordDto {
  @ApiProperty({ minLength: LIMITES.contrasenaMinimo })
  @NoVacio(MENSAJES.contrasenaRequerida)
  @MinLength(LIMITES.contrasenaMinimo, { message: MENSAJES.contrasenaCorta })
  @MaxLength(CONTRASENA_MAXIMO, { message: `La contraseña no puede superar ${CONTRASENA_MAXIMO} caracteres` })
  password!: string;
}
