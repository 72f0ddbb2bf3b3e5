import { LIMITES, MENSAJES, type DatosCambioPassword } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { MaxLength, MinLength } from 'class-validator';
import { ContrasenaMaximoBytes, NoVacio } from '../../common/dto';

/** Cambio de la contraseña propia (pestaña Mi Perfil): pide la actual. */
export class CambiarMiPasswordDto implements DatosCambioPassword {
  @ApiProperty()
  @NoVacio('Por favor ingrese la contraseña actual')
  @MaxLength(1024, { message: 'La contraseña es demasiado larga' })
  passwordActual!: string;

  @ApiProperty({ minLength: LIMITES.contrasenaMinimo })
  @NoVacio(MENSAJES.contrasenaRequerida)
  @MinLength(LIMITES.contrasenaMinimo, { message: MENSAJES.contrasenaCorta })
  @ContrasenaMaximoBytes()
  password!: string;
}
