import {
  LIMITES_PAGOS,
  MENSAJES_PAGOS,
  TIPOS_CUENTA_PAGO,
  TRANSFERENCIAS_MI_RUTA,
  type CambiosCuentaPago,
  type DatosCuentaPago,
  type TipoCuentaPago,
  type TransferenciasMiRuta,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { TextoRequerido } from '../../common/dto';

/** Cuerpo de POST /api/pagos/cuentas. El identificador se valida según el tipo en el servicio (validarIdentificadorCuentaPago). */
export class CreateCuentaPagoDto implements DatosCuentaPago {
  @ApiProperty({ enum: TIPOS_CUENTA_PAGO })
  @IsIn(TIPOS_CUENTA_PAGO, { message: MENSAJES_PAGOS.tipoInvalido })
  tipo!: TipoCuentaPago;

  @ApiProperty({ example: 'Bancolombia ahorros' })
  @TextoRequerido(LIMITES_PAGOS.nombreMaximo, MENSAJES_PAGOS.nombreObligatorio, MENSAJES_PAGOS.nombreLargo)
  nombre!: string;

  @ApiProperty({ example: '3001234567', description: 'Número de cuenta, llave Bre-B o celular' })
  @TextoRequerido(
    LIMITES_PAGOS.identificadorMaximo,
    MENSAJES_PAGOS.identificadorObligatorio,
    MENSAJES_PAGOS.identificadorLargo,
  )
  identificador!: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'Activa debe ser verdadero o falso' })
  activa?: boolean;
}

/** Cuerpo de PUT /api/pagos/cuentas/:id: el nombre y el identificador del alta, cada uno opcional; el tipo no cambia. */
export class UpdateCuentaPagoDto
  extends PartialType(PickType(CreateCuentaPagoDto, ['nombre', 'identificador'] as const))
  implements CambiosCuentaPago
{
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Activa debe ser verdadero o falso' })
  activa?: boolean;
}

/** Cuerpo de PUT /api/pagos/ajustes. */
export class AjustesPagosDto {
  @ApiProperty({
    enum: TRANSFERENCIAS_MI_RUTA,
    description: 'Qué pasa con una transferencia registrada en Mi Ruta',
  })
  @IsIn(TRANSFERENCIAS_MI_RUTA, { message: MENSAJES_PAGOS.modoMiRutaInvalido })
  transferenciasMiRuta!: TransferenciasMiRuta;
}
