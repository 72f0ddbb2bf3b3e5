import { ESTADOS_META, MENSAJES, type EstadoMeta } from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsUUID, Max, Min, ValidateBy } from 'class-validator';
import { FechaNegocio } from '../../cartera/validadores';
import { ConsultaListaDto } from '../../common/paginacion';
import { esPeriodoValido } from '../metas.rules';

const Periodo = () =>
  ValidateBy({
    name: 'periodo',
    validator: { validate: (valor: unknown) => esPeriodoValido(valor), defaultMessage: () => MENSAJES.periodoInvalido },
  });

/** Cuerpo de POST y PUT /api/metas-cobrador (especificación §7); todos los campos son obligatorios. */
export class MetaDto {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: MENSAJES.cobradorObligatorio })
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobradorId!: string;

  @ApiProperty({ example: '2026-11' })
  @IsNotEmpty({ message: MENSAJES.periodoInvalido })
  @Periodo()
  periodo!: string;

  @ApiProperty({ example: 5000000, description: 'Pesos, ≥ 0, hasta dos decimales' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: MENSAJES.metaMontoInvalida })
  @Min(0, { message: MENSAJES.metaMontoInvalida })
  @Max(999_999_999_999, { message: 'La meta de monto es demasiado grande' })
  metaMonto!: number;

  @ApiProperty({ example: 120 })
  @IsInt({ message: MENSAJES.metaCobrosInvalida })
  @Min(0, { message: MENSAJES.metaCobrosInvalida })
  @Max(1_000_000_000, { message: 'La meta de cobros es demasiado grande' })
  metaCobros!: number;

  @ApiProperty({ example: '2026-11-30' })
  @IsNotEmpty({ message: MENSAJES.fechaVencimientoObligatoria })
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaVencimiento!: string;
}

/** Parámetros de GET /api/metas-cobrador. */
export class ConsultaMetasDto extends ConsultaListaDto {
  @ApiPropertyOptional({ example: '2026-11' })
  @IsOptional()
  @Periodo()
  periodo?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobradorId?: string;

  @ApiPropertyOptional({ enum: ESTADOS_META })
  @IsOptional()
  @IsIn(ESTADOS_META, { message: `El estado debe ser uno de: ${ESTADOS_META.join(', ')}` })
  estado?: EstadoMeta;
}
