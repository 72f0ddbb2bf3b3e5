import { LIMITES, MENSAJES } from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ContrasenaMaximoBytes, NoVacio } from '../../common/dto';

export class CambiarPasswordDto {
  @ApiProperty({ minLength: LIMITES.contrasenaMinimo })
  @NoVacio(MENSAJES.contrasenaRequerida)
  @MinLength(LIMITES.contrasenaMinimo, { message: MENSAJES.contrasenaCorta })
  @ContrasenaMaximoBytes()
  password!: string;

  @ApiPropertyOptional({ description: 'Obligatoria al cambiar la contraseña de la cuenta propia' })
  @IsOptional()
  @IsString({ message: 'La contraseña actual debe ser texto' })
  @MaxLength(1024, { message: 'La contraseña es demasiado larga' })
  passwordActual?: string;
}
