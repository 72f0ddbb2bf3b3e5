import { LIMITES, MENSAJES } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { MaxLength, MinLength } from 'class-validator';
import { NoVacio } from '../../common/dto';
import { CONTRASENA_MAXIMO } from '../../usuarios/dto/create-usuario.dto';

/** Cambio de la contraseña propia (pestaña Mi Perfil): pide la actual. */
export class CambiarMiPasswordDto {
  @ApiProperty()
  @NoVacio('Por favor ingrese la contraseña actual')
  @MaxLength(1024, { message: 'La contraseña es demasiado larga' })
  passwordActual!: string;

  @ApiProperty({ minLength: LIMITES.contrasenaMinimo })
  @NoVacio(MENSAJES.contrasenaRequerida)
  @MinLength(LIMITES.contrasenaMinimo, { message: MENSAJES.contrasenaCorta })
  @MaxLength(CONTRASENA_MAXIMO, { message: `La contraseña no puede superar ${CONTRASENA_MAXIMO} caracteres` })
  password!: string;
}
