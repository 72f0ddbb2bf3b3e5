import { MENSAJES_USURA, TIPOS_CREDITO, type TipoCredito } from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { FechaOpcional, OpcionalDe } from '../../common/dto';
import { TerminoPrestamo } from './terminos';

/** Cuerpo de POST /api/prestamos/preview: sólo condiciones; no toca la base de datos. */
export class PreviewPrestamoDto {
  @ApiProperty({ example: 1000000 })
  @TerminoPrestamo('monto')
  monto!: number;

  @ApiPropertyOptional({ example: 10 })
  @TerminoPrestamo('interes')
  interes?: number;

  @ApiPropertyOptional({ example: 30 })
  @TerminoPrestamo('cuotas')
  cuotas?: number;

  @ApiPropertyOptional({ deprecated: true })
  @IsOptional()
  @TerminoPrestamo('cuotas')
  plazo?: number;

  @ApiPropertyOptional({ enum: ['diario', 'semanal', 'quincenal', 'mensual'] })
  @TerminoPrestamo('modalidad')
  modalidad?: string;

  @ApiPropertyOptional({ enum: ['capital_final', 'amortizable', 'interes_adelantado'] })
  @TerminoPrestamo('tipoAmortizacion')
  tipoAmortizacion?: string;

  @ApiPropertyOptional({ example: '2026-11-22' })
  @TerminoPrestamo('fechaInicio')
  fechaInicio?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-11-29' })
  @TerminoPrestamo('fechaPrimerPago')
  fechaPrimerPago?: string | null;

  @OpcionalDe(TIPOS_CREDITO, MENSAJES_USURA.tipoCreditoInvalido, {
    description: 'Por defecto el de la organización',
  })
  tipoCredito?: TipoCredito;

  @FechaOpcional('2026-11-22', 'Fecha del desembolso (la de la tasa de usura); por defecto fechaInicio')
  fecha?: string;
}
