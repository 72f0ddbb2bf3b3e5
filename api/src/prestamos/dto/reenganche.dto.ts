import {
  TRATAMIENTOS_INTERES_POR_VENCER,
  type DatosReenganche,
  type TratamientoInteresPorVencer,
} from '@cartera/dominio';
import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, Min } from 'class-validator';
import { OpcionalDe } from '../../common/dto';
import { CAMPOS_TERMINOS, CreatePrestamoDto } from './create-prestamo.dto';

/**
 * Cuerpo de POST /api/prestamos/:id/reenganche. El préstamo nuevo presta el saldo del anterior más
 * `montoAdicional` (efectivo nuevo, 0 por defecto) con las condiciones del alta (valores por defecto de §9).
 */
export class ReenganchePrestamoDto
  extends PickType(CreatePrestamoDto, [...CAMPOS_TERMINOS, 'confirmarUsura'])
  implements DatosReenganche
{
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
}
