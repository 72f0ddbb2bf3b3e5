import {
  ESTADOS_META,
  MENSAJES,
  validarMetaCobros,
  validarMetaMonto,
  type ConsultaMetas,
  type DatosMeta,
  type EstadoMeta,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { FechaNegocio } from '../../common/validadores';
import { ConsultaListaDto } from '../../common/paginacion';
import { esPeriodoValido } from '../metas.rules';

const Periodo = () =>
  ValidateBy({
    name: 'periodo',
    validator: { validate: (valor: unknown) => esPeriodoValido(valor), defaultMessage: () => MENSAJES.periodoInvalido },
  });

/** Una cifra de la meta con la regla del formulario (validarMetaMonto, validarMetaCobros de @cartera/dominio). */
const Cifra = (nombre: string, validar: (valor: unknown) => string | null) =>
  ValidateBy({
    name: nombre,
    validator: {
      validate: (valor: unknown) => validar(valor) === null,
      defaultMessage: (argumentos) => validar(argumentos?.value) ?? '',
    },
  });

/** Cuerpo de POST y PUT /api/metas-cobrador (especificación §7); todos los campos son obligatorios. */
export class MetaDto implements DatosMeta {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: MENSAJES.cobradorObligatorio })
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobradorId!: string;

  @ApiProperty({ example: '2026-11' })
  @IsNotEmpty({ message: MENSAJES.periodoInvalido })
  @Periodo()
  periodo!: string;

  @ApiProperty({ example: 5000000, description: 'Pesos, ≥ 0, hasta dos decimales' })
  @Cifra('metaMonto', validarMetaMonto)
  metaMonto!: number;

  @ApiProperty({ example: 120 })
  @Cifra('metaCobros', validarMetaCobros)
  metaCobros!: number;

  @ApiProperty({ example: '2026-11-30' })
  @IsNotEmpty({ message: MENSAJES.fechaVencimientoObligatoria })
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaVencimiento!: string;
}

/** Parámetros de GET /api/metas-cobrador. */
export class ConsultaMetasDto extends ConsultaListaDto implements ConsultaMetas {
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
