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
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { NoVacio, PrestamoElegido, Recortar, TextoOpcional } from '../../common/dto';
import { CumpleRegla } from '../../common/validadores';
import { ConsultaListaDto } from '../../common/paginacion';

/** Valor en pesos: número ≥ 0 con a lo sumo dos decimales (NUMERIC(14,2)); la regla del formulario, validarValorGarantia. */
const Valor = (campo: string) => CumpleRegla('valorGarantia', (valor) => validarValorGarantia(valor, campo));

/** GET /api/garantias: estado, préstamo, cliente y búsqueda por descripción o identificador legal. */
export class ConsultaGarantiasDto extends ConsultaListaDto implements ConsultaGarantias {
  @ApiPropertyOptional({ enum: ORDENES_GARANTIAS, default: 'createdAt_desc' })
  @IsOptional()
  @IsIn(ORDENES_GARANTIAS, { message: `El orden debe ser uno de: ${ORDENES_GARANTIAS.join(', ')}` })
  override sort?: string = undefined;

  @ApiPropertyOptional({ enum: ESTADOS_GARANTIA })
  @IsOptional()
  @IsIn(ESTADOS_GARANTIA, { message: `El estado debe ser uno de: ${ESTADOS_GARANTIA.join(', ')}` })
  estado?: EstadoGarantia;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: MENSAJES.seleccionaPrestamo })
  prestamo?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'El cliente no es válido' })
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
  @Recortar()
  @NoVacio('La descripción es obligatoria')
  @MaxLength(500, { message: 'La descripción no puede superar 500 caracteres' })
  descripcion!: string;

  @ApiProperty({ example: 3500000, description: 'Pesos, ≥ 0' })
  @Valor('El valor declarado')
  valorDeclarado!: number;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 3000000 })
  @IsOptional()
  @Valor('El valor de avalúo')
  valorAvaluo?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'ABC12D' })
  @IsOptional()
  @TextoOpcional()
  @IsString({ message: 'El identificador legal debe ser texto' })
  @MaxLength(100, { message: 'El identificador legal no puede superar 100 caracteres' })
  identificadorLegal?: string | null;
}

/** PUT /api/garantias/:id (§7 "updates estado"): estado según §4 y, si se conoce, el valor de avalúo. */
export class UpdateGarantiaDto implements CambiosGarantia {
  @ApiPropertyOptional({ enum: ESTADOS_GARANTIA })
  @IsOptional()
  @IsIn(ESTADOS_GARANTIA, { message: `El estado debe ser uno de: ${ESTADOS_GARANTIA.join(', ')}` })
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
