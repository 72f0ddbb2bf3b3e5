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
import { IsNotEmpty, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { CumpleRegla, FechaNegocio } from '../../common/validadores';
import { ConsultaListaDto } from '../../common/paginacion';
import { esPeriodoValido } from '../metas.rules';
import { IdOpcional, OpcionalDe } from '../../common/dto';

const Periodo = () =>
  ValidateBy({
    name: 'periodo',
    validator: {
      validate: (valor: unknown) => esPeriodoValido(valor),
      defaultMessage: () => MENSAJES.periodoInvalido,
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
  @CumpleRegla('metaMonto', validarMetaMonto)
  metaMonto!: number;

  @ApiProperty({ example: 120 })
  @CumpleRegla('metaCobros', validarMetaCobros)
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

  @IdOpcional('El cobrador no es válido')
  cobradorId?: string;

  @OpcionalDe(ESTADOS_META, `El estado debe ser uno de: ${ESTADOS_META.join(', ')}`)
  estado?: EstadoMeta;
}
