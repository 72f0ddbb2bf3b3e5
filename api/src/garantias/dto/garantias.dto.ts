import {
  ESTADOS_GARANTIA,
  MENSAJES,
  ORDENES_GARANTIAS,
  TIPOS_GARANTIA,
  type CambiosGarantia,
  type ConsultaGarantias,
  type DatosGarantia,
  type EstadoGarantia,
  type TipoGarantia,
  validarValorGarantia,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import {
  IdOpcional,
  OpcionalDe,
  PrestamoElegido,
  TextoObligatorio,
  TextoOpcionalHasta,
} from '../../common/dto';
import { CumpleRegla } from '../../common/validadores';
import { ConsultaListaDto } from '../../common/paginacion';

/** Valor en pesos: número ≥ 0 con a lo sumo dos decimales (NUMERIC(14,2)); la regla del formulario, validarValorGarantia. */
const Valor = (campo: string) => CumpleRegla('valorGarantia', (valor) => validarValorGarantia(valor, campo));

/** GET /api/garantias: estado, préstamo, cliente y búsqueda por descripción o identificador legal. */
export class ConsultaGarantiasDto extends ConsultaListaDto implements ConsultaGarantias {
  @OpcionalDe(ORDENES_GARANTIAS, `El orden debe ser uno de: ${ORDENES_GARANTIAS.join(', ')}`, {
    default: 'createdAt_desc',
  })
  override sort?: string = undefined;

  @OpcionalDe(ESTADOS_GARANTIA, `El estado debe ser uno de: ${ESTADOS_GARANTIA.join(', ')}`)
  estado?: EstadoGarantia;

  @IdOpcional(MENSAJES.seleccionaPrestamo)
  prestamo?: string;

  @IdOpcional('El cliente no es válido')
  cliente?: string;
}

/** POST /api/garantias (§7): {prestamo, tipo, descripcion, valorDeclarado, identificadorLegal}. */
export class CreateGarantiaDto implements DatosGarantia {
  @PrestamoElegido()
  prestamo!: string;

  @ApiProperty({ enum: TIPOS_GARANTIA })
  @IsIn(TIPOS_GARANTIA, { message: `El tipo debe ser uno de: ${TIPOS_GARANTIA.join(', ')}` })
  tipo!: TipoGarantia;

  @ApiProperty({ example: 'Moto Honda CB 125, placa ABC12D' })
  @TextoObligatorio(500, 'La descripción', 'La descripción es obligatoria')
  descripcion!: string;

  @ApiProperty({ example: 3500000, description: 'Pesos, ≥ 0' })
  @Valor('El valor declarado')
  valorDeclarado!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 3000000 })
  @IsOptional()
  @Valor('El valor de avalúo')
  valorAvaluo?: number | null;

  @TextoOpcionalHasta(100, 'El identificador legal', { example: 'ABC12D' })
  identificadorLegal?: string | null;
}

/** PUT /api/garantias/:id (§7 "updates estado"): estado según §4 y, si se conoce, el valor de avalúo. */
export class UpdateGarantiaDto implements CambiosGarantia {
  @OpcionalDe(ESTADOS_GARANTIA, `El estado debe ser uno de: ${ESTADOS_GARANTIA.join(', ')}`)
  estado?: EstadoGarantia;

  @ApiPropertyOptional({ type: Number, nullable: true })
  @IsOptional()
  @Valor('El valor de avalúo')
  valorAvaluo?: number | null;
}

export const TIPOS_RELACION = ['garantia', 'prestamo'] as const;
export type TipoRelacion = (typeof TIPOS_RELACION)[number];

/** GET /api/documentos?relacionadoTipo&relacionadoId. */
export class ConsultaDocumentosDto {
  @ApiProperty({ enum: TIPOS_RELACION })
  @IsIn(TIPOS_RELACION, { message: 'El tipo de relación debe ser garantia o prestamo' })
  relacionadoTipo!: TipoRelacion;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'El identificador relacionado no es válido' })
  relacionadoId!: string;
}
