import { LIMITES_PAGOS, MEDIOS_COBRO, MENSAJES_PAGOS, type DatosCobro, type MedioCobro } from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsUUID, ValidateIf } from 'class-validator';
import { FechaObligatoria, Observaciones, OpcionalDe, PrestamoElegido, TextoRequerido } from '../../common/dto';
import { MontoPago } from '../../common/validadores';
import { UbicacionDto, UbicacionOpcional } from '../ubicacion';

/** La referencia o el número de aprobación de una transferencia. */
export const ReferenciaDePago = () =>
  TextoRequerido(
    LIMITES_PAGOS.referenciaMaxima,
    MENSAJES_PAGOS.referenciaObligatoria,
    MENSAJES_PAGOS.referenciaLarga,
  );

/** Cuerpo de POST /api/cobros (especificación §5: préstamo, monto ≥ 1 y fecha obligatorios). */
export class CreateCobroDto implements DatosCobro {
  @PrestamoElegido()
  prestamo!: string;

  @ApiProperty({ example: 50000, description: 'Pesos enteros, mayor que 0' })
  @MontoPago()
  monto!: number;

  @FechaObligatoria()
  fecha!: string;

  @Observaciones()
  observaciones?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'Sólo admin o gerente; por defecto el cobrador del préstamo. Un cobrador siempre cobra a su nombre.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'Quién tiene el efectivo. Sólo admin o gerente, a nombre de un cobrador que lo tiene consigo: el id de ese mismo ' +
      'cobrador. Ausente o null: la caja de la oficina. Un cobrador siempre lo tiene él.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Quien tiene el efectivo no es válido' })
  enPoderDe?: string | null;

  @UbicacionOpcional()
  ubicacion?: UbicacionDto | null;

  @OpcionalDe(MEDIOS_COBRO, MENSAJES_PAGOS.medioInvalido, { default: 'efectivo' })
  medio?: MedioCobro;

  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'La cuenta de recaudo de una transferencia',
  })
  @ValidateIf(
    (o: CreateCobroDto) => o.medio === 'transferencia' || (o.cuenta !== undefined && o.cuenta !== null),
  )
  @IsNotEmpty({ message: MENSAJES_PAGOS.cuentaObligatoria })
  @IsUUID('all', { message: MENSAJES_PAGOS.cuentaObligatoria })
  cuenta?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'M12345678',
    description: 'Referencia o número de aprobación',
  })
  @ValidateIf(
    (o: CreateCobroDto) =>
      o.medio === 'transferencia' || (o.referencia !== undefined && o.referencia !== null),
  )
  @ReferenciaDePago()
  referencia?: string | null;
}
