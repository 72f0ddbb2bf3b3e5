import { MENSAJES } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { MaxLength } from 'class-validator';
import { ContrasenaEscrita, NoVacio, RecortarMinusculas } from '../../common/dto';

/** El usuario escribe su email en el campo «usuario» (especificación §7). */
export class LoginDto {
  @ApiProperty({ example: 'admin@cartera.local' })
  @RecortarMinusculas()
  @NoVacio(MENSAJES.usuarioObligatorio)
  @MaxLength(254, { message: 'El usuario no puede superar 254 caracteres' })
  email!: string;

  @ApiProperty({ example: 'cartera123' })
  @NoVacio(MENSAJES.contrasenaObligatoria)
  @ContrasenaEscrita()
  password!: string;
}
