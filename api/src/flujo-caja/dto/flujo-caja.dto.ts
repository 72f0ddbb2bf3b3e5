import {
  CATEGORIAS_MOVIMIENTO,
  CATEGORIAS_MOVIMIENTO_CAJA,
  ORDENES_MOVIMIENTOS_CAJA,
  PERIODOS_FLUJO,
  TIPOS_MOVIMIENTO_CAJA,
  type CategoriaMovimiento,
  type CategoriaMovimientoCaja,
  type ConsultaFlujoCaja,
  type ConsultaMovimientosCaja,
  type DatosMovimientoCaja,
  type PeriodoFlujo,
  type TipoMovimientoCaja,
  MENSAJES_PROVEEDOR,
  validarNit,
  type DatosProveedorEgreso,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import { FechaObligatoria, FechaOpcional, OpcionalDe, TextoExigido, TextoOpcional } from '../../common/dto';
import { ConsultaListaDto } from '../../common/paginacion';
import { MontoPago } from '../../common/validadores';

/** GET /api/flujo-caja y sus exportes. Sin fechas: los últimos 30 días (Bogotá). */
export class ConsultaFlujoCajaDto implements ConsultaFlujoCaja {
  @OpcionalDe(PERIODOS_FLUJO, `El periodo debe ser uno de: ${PERIODOS_FLUJO.join(', ')}`, {
    default: 'diario',
  })
  periodo?: PeriodoFlujo;

  @FechaOpcional('2026-01-01')
  desde?: string;

  @FechaOpcional('2026-12-31')
  hasta?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 366, default: 30, description: 'Días de proyección desde hoy' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Los días de proyección deben ser un número entero' })
  @Min(1, { message: 'Los días de proyección deben ser al menos 1' })
  @Max(366, { message: 'Los días de proyección no pueden superar 366' })
  diasProyeccion?: number;
}

/** GET /api/flujo-caja/movimientos. */
export class ConsultaMovimientosDto extends ConsultaListaDto implements ConsultaMovimientosCaja {
  @ApiPropertyOptional({ example: 'fecha_desc' })
  @IsOptional()
  @IsIn(ORDENES_MOVIMIENTOS_CAJA, {
    message: `El orden debe ser uno de: ${ORDENES_MOVIMIENTOS_CAJA.join(', ')}`,
  })
  override sort?: string = undefined;

  @OpcionalDe(TIPOS_MOVIMIENTO_CAJA, 'El tipo debe ser ingreso o egreso')
  tipo?: TipoMovimientoCaja;

  @OpcionalDe(
    CATEGORIAS_MOVIMIENTO_CAJA,
    `La categoría debe ser una de: ${CATEGORIAS_MOVIMIENTO_CAJA.join(', ')}`,
  )
  categoria?: CategoriaMovimientoCaja;

  @FechaOpcional('2026-11-01')
  desde?: string;

  @FechaOpcional('2026-11-30')
  hasta?: string;
}

/** POST y PUT /api/flujo-caja/movimientos: todos los campos obligatorios. */
export class MovimientoCajaDto implements DatosMovimientoCaja, DatosProveedorEgreso {
  @FechaObligatoria()
  fecha!: string;

  @ApiProperty({ enum: TIPOS_MOVIMIENTO_CAJA })
  @IsIn(TIPOS_MOVIMIENTO_CAJA, { message: 'El tipo debe ser ingreso o egreso' })
  tipo!: TipoMovimientoCaja;

  @ApiProperty({ enum: CATEGORIAS_MOVIMIENTO })
  @IsIn(CATEGORIAS_MOVIMIENTO, {
    message: 'La categoría debe ser gastos, comisiones, otros, capital, banco o prestamo_recibido',
  })
  categoria!: CategoriaMovimiento;

  @ApiProperty({ example: 'Arriendo de la oficina' })
  @TextoExigido(200, 'El concepto', 'El concepto es obligatorio')
  concepto!: string;

  @ApiProperty({ example: 150000, description: 'Pesos enteros, mayor que 0' })
  @MontoPago()
  monto!: number;

  /** A quién se pagó un egreso (con su NIT): el tercero del comprobante en el exporte contable. */
  @ApiPropertyOptional({ example: 'Papelería El Centro S.A.S.', nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsString({ message: MENSAJES_PROVEEDOR.nombreLargo })
  @MinLength(1, { message: MENSAJES_PROVEEDOR.nombreLargo })
  @MaxLength(120, { message: MENSAJES_PROVEEDOR.nombreLargo })
  proveedorNombre?: string | null;

  @ApiPropertyOptional({
    example: '890903938-8',
    nullable: true,
    description: 'NIT con su dígito de verificación',
  })
  @IsOptional()
  @TextoOpcional()
  @ValidateBy({
    name: 'esNit',
    validator: {
      validate: (valor: unknown) => typeof valor === 'string' && validarNit(valor) === null,
      defaultMessage: (argumentos) =>
        validarNit(typeof argumentos?.value === 'string' ? argumentos.value : '') ?? 'NIT inválido',
    },
  })
  proveedorNit?: string | null;
}
