import { LIMITES } from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { ContrasenaActual, ContrasenaNueva } from '../../common/dto';

export class CambiarPasswordDto {
  @ApiProperty({ minLength: LIMITES.contrasenaMinimo })
  @ContrasenaNueva()
  password!: string;

  @ApiPropertyOptional({ description: 'Obligatoria al cambiar la contraseña de la cuenta propia' })
  @IsOptional()
  @ContrasenaActual()
  passwordActual?: string;
}
