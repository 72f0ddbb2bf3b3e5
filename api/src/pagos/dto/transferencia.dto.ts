import {
  MENSAJES,
  MENSAJES_PAGOS,
  ESTADOS_TRANSFERENCIA,
  type EstadoTransferencia,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsUUID } from 'class-validator';
import {
  FechaObligatoria,
  IdOpcional,
  Observaciones,
  OpcionalDe,
  PrestamoElegido,
  TextoOpcional,
} from '../../common/dto';
import { MontoPago } from '../../common/validadores';
import { EsFotoRecibo } from '../../caja/dto/caja.dto';
import { ReferenciaDePago } from '../../cobros/dto/create-cobro.dto';

/** Cuerpo de POST /api/pagos/transferencias: la transferencia que el cliente muestra en su teléfono (Mi Ruta). */
export class CreateTransferenciaDto {
  @PrestamoElegido()
  prestamo!: string;

  @ApiProperty({ example: 50000 })
  @MontoPago()
  monto!: number;

  @FechaObligatoria()
  fecha!: string;

  @ApiProperty({ format: 'uuid', description: 'La cuenta de recaudo a la que llegó' })
  @IsNotEmpty({ message: MENSAJES_PAGOS.cuentaObligatoria })
  @IsUUID('all', { message: MENSAJES_PAGOS.cuentaObligatoria })
  cuenta!: string;

  @ApiProperty({ example: 'M12345678' })
  @ReferenciaDePago()
  referencia!: string;

  @Observaciones()
  observaciones?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'Foto del comprobante: data URL JPEG, PNG o WEBP de hasta 2 MB',
  })
  @IsOptional()
  @TextoOpcional()
  @EsFotoRecibo()
  foto?: string | null;
}

/** Parámetros de GET /api/pagos/transferencias. */
export class ConsultaTransferenciasDto {
  @IdOpcional(MENSAJES.seleccionaPrestamo)
  prestamo?: string;

  @OpcionalDe(ESTADOS_TRANSFERENCIA, `El estado debe ser uno de: ${ESTADOS_TRANSFERENCIA.join(', ')}`)
  estado?: EstadoTransferencia;
}
