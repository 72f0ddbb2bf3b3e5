import { LIMITES, type DatosCambioPassword } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { ContrasenaEscrita, ContrasenaNueva, NoVacio } from '../../common/dto';

/** Cambio de la contraseña propia (pestaña Mi Perfil): pide la actual. */
export class CambiarMiPasswordDto implements DatosCambioPassword {
  @ApiProperty()
  @NoVacio('Por favor ingrese la contraseña actual')
  @ContrasenaEscrita()
  passwordActual!: string;

  @ApiProperty({ minLength: LIMITES.contrasenaMinimo })
  @ContrasenaNueva()
  password!: string;
}
