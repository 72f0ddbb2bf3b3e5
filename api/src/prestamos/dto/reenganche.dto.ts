import {
  TRATAMIENTOS_INTERES_POR_VENCER,
  type DatosReenganche,
  type Modalidad,
  type TipoAmortizacion,
  type TratamientoInteresPorVencer,
} from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNumber, IsOptional, Min } from 'class-validator';
import { TerminoPrestamo } from './terminos';
import { OpcionalDe } from '../../common/dto';

/**
 * Cuerpo de POST /api/prestamos/:id/reenganche. El préstamo nuevo presta el saldo del anterior más
 * `montoAdicional` (efectivo nuevo, 0 por defecto) con estas condiciones (valores por defecto de §9).
 */
export class ReenganchePrestamoDto implements DatosReenganche {
  @ApiPropertyOptional({ example: 30 })
  @TerminoPrestamo('cuotas')
  cuotas?: number;

  @ApiPropertyOptional({ deprecated: true })
  @IsOptional()
  @TerminoPrestamo('cuotas')
  plazo?: number;

  @ApiPropertyOptional({ example: 10 })
  @TerminoPrestamo('interes')
  interes?: number;

  @ApiPropertyOptional({ enum: ['diario', 'semanal', 'quincenal', 'mensual'] })
  @TerminoPrestamo('modalidad')
  modalidad?: Modalidad;

  @ApiPropertyOptional({ enum: ['capital_final', 'amortizable', 'interes_adelantado'] })
  @TerminoPrestamo('tipoAmortizacion')
  tipoAmortizacion?: TipoAmortizacion;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'Inicio del préstamo nuevo; por defecto hoy' })
  @TerminoPrestamo('fechaInicio')
  fechaInicio?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2026-11-29' })
  @TerminoPrestamo('fechaPrimerPago')
  fechaPrimerPago?: string | null;

  @ApiPropertyOptional({
    example: 200000,
    default: 0,
    description:
      'Monto que se suma al saldo anterior. Sale de la caja monto nuevo − interés retenido − saldo anterior: con interés ' +
      'adelantado, si eso es negativo se rechaza (422 REENGANCHE_REQUIERE_PAGO)',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'El monto adicional debe ser un número' })
  @IsInt({ message: 'El monto adicional debe ser en pesos, sin decimales' })
  @Min(0, { message: 'El monto adicional debe ser mayor o igual a 0' })
  montoAdicional?: number;

  @OpcionalDe(TRATAMIENTOS_INTERES_POR_VENCER, 'El interés por vencer se refinancia o se condona', {
    default: 'refinanciar',
    description:
      'El interés de las cuotas del anterior que aún no vencen: pasa al préstamo nuevo (refinanciar) o se perdona ' +
      '(condonar, una condonación del anterior). El capital y el interés vencido siempre pasan.',
  })
  interesPorVencer?: TratamientoInteresPorVencer;

  @ApiPropertyOptional({
    description:
      'Con la organización en «avisar»: true confirma que el préstamo nuevo queda sobre la tasa de usura (auditado), ' +
      'como en el alta',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmarUsura debe ser verdadero o falso' })
  confirmarUsura?: boolean;
}
