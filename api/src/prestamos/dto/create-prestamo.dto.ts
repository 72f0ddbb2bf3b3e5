import {
  MENSAJES,
  MENSAJES_USURA,
  TIPOS_CREDITO,
  type DatosPrestamo,
  type Modalidad,
  type TipoAmortizacion,
  type TipoCredito,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID } from 'class-validator';
import { FechaOpcional, OpcionalDe } from '../../common/dto';
import { TerminoPrestamo } from './terminos';

/**
 * Cuerpo de POST /api/prestamos (especificación §7). Las condiciones se validan con las reglas de §5 de
 * @cartera/dominio; las que faltan toman los valores por defecto de §9.
 */
export class CreatePrestamoDto implements DatosPrestamo {
  @ApiProperty({ format: 'uuid', description: 'Cliente del préstamo' })
  @IsNotEmpty({ message: MENSAJES.clienteObligatorio })
  @IsUUID('all', { message: 'El cliente no es válido' })
  cliente!: string;

  @ApiProperty({ example: 1000000, description: 'Capital en pesos enteros' })
  @TerminoPrestamo('monto')
  monto!: number;

  @ApiPropertyOptional({ example: 10, description: 'Interés % total sobre el capital (por defecto 10)' })
  @TerminoPrestamo('interes')
  interes?: number;

  @ApiPropertyOptional({ example: 30, description: 'Número de cuotas (por defecto 30)' })
  @TerminoPrestamo('cuotas')
  cuotas?: number;

  @ApiPropertyOptional({ deprecated: true, description: 'Nombre antiguo de `cuotas`' })
  @IsOptional()
  @TerminoPrestamo('cuotas')
  plazo?: number;

  @ApiPropertyOptional({ enum: ['diario', 'semanal', 'quincenal', 'mensual'], default: 'semanal' })
  @TerminoPrestamo('modalidad')
  modalidad?: Modalidad;

  @ApiPropertyOptional({
    enum: ['capital_final', 'amortizable', 'interes_adelantado'],
    default: 'capital_final',
  })
  @TerminoPrestamo('tipoAmortizacion')
  tipoAmortizacion?: TipoAmortizacion;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'Por defecto hoy (Bogotá)' })
  @TerminoPrestamo('fechaInicio')
  fechaInicio?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-11-29',
    description: 'Por defecto un periodo después del inicio',
  })
  @TerminoPrestamo('fechaPrimerPago')
  fechaPrimerPago?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'Por defecto el cobrador del cliente',
  })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string | null;

  @FechaOpcional('2026-11-22', 'Fecha del préstamo; por defecto hoy (Bogotá)')
  fecha?: string;

  /**
   * El formulario envía el estado (activo, pagado, vencido); cualquier otro valor vale activo. En un préstamo nuevo
   * se ignora: nace activo y su estado lo decide el libro.
   */
  @ApiPropertyOptional({ enum: ['activo', 'pagado', 'vencido'] })
  @IsOptional()
  @IsString({ message: MENSAJES.estadoPrestamoInvalido })
  estado?: string | null;

  @OpcionalDe(TIPOS_CREDITO, MENSAJES_USURA.tipoCreditoInvalido, {
    description: 'Por defecto el de la organización',
  })
  tipoCredito?: TipoCredito;

  @ApiPropertyOptional({
    description:
      'Con la organización en «avisar»: true confirma un préstamo sobre la tasa de usura (auditado)',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmarUsura debe ser verdadero o falso' })
  confirmarUsura?: boolean;
}

/** Las condiciones del préstamo que el alta, la vista previa y el reenganche declaran igual (sin `monto`). */
export const CAMPOS_TERMINOS = [
  'interes',
  'cuotas',
  'plazo',
  'modalidad',
  'tipoAmortizacion',
  'fechaInicio',
  'fechaPrimerPago',
] as const satisfies ReadonlyArray<keyof CreatePrestamoDto>;

/** Cuerpo de PUT /api/prestamos/:id: el mismo del alta (con `estado` del formulario de edición). */
export class UpdatePrestamoDto extends CreatePrestamoDto {}
