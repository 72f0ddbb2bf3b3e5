import { MENSAJES } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, Max, Min, ValidateIf } from 'class-validator';
import { FechaNegocio } from '../cartera/validadores';

/** PUT /api/configuracion/organizacion: cada ajuste es opcional; lo que no viene no cambia. */
export class ConfiguracionOrganizacionDto {
  @ApiPropertyOptional({ example: 5000000, description: 'Saldo de caja (pesos enteros) al empezar fechaSaldoInicial' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'El saldo inicial debe ser un número' })
  @IsInt({ message: MENSAJES.montoEntero })
  @Min(-999_999_999_999, { message: 'El saldo inicial no es válido' })
  @Max(999_999_999_999, { message: 'El saldo inicial no es válido' })
  saldoInicialCaja?: number;

  @ApiPropertyOptional({ example: '2026-01-01', nullable: true, description: 'null: desde el primer movimiento' })
  @IsOptional()
  @ValidateIf((_o, valor) => valor !== null)
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaSaldoInicial?: string | null;
}
