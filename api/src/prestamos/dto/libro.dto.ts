import {
  APLICACIONES_CONDONACION,
  type AplicacionCondonacion,
  type DatosCondonacion,
  type DatosLiquidacion,
  type DatosMotivo,
} from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { FechaOpcional, OpcionalDe } from '../../common/dto';
import { MontoPago, Motivo } from '../../common/validadores';

/** POST /api/prestamos/:id/liquidar. */
export class LiquidarPrestamoDto implements DatosLiquidacion {
  @ApiProperty({ example: 1000000, description: 'Pesos recibidos (enteros, > 0, hasta el saldo)' })
  @MontoPago()
  montoRecibido!: number;

  @ApiProperty({ example: 'Pago anticipado con descuento de intereses' })
  @Motivo()
  motivo!: string;

  @FechaOpcional('2026-11-22', 'Fecha en que se recibió; por defecto hoy (Bogotá)')
  fecha?: string;
}

/** POST /api/prestamos/:id/condonar. */
export class CondonarPrestamoDto implements DatosCondonacion {
  @ApiProperty({ example: 50000, description: 'Pesos perdonados (enteros, > 0, hasta el saldo)' })
  @MontoPago()
  monto!: number;

  @ApiProperty({ example: 'Acuerdo por calamidad doméstica' })
  @Motivo()
  motivo!: string;

  @OpcionalDe(APLICACIONES_CONDONACION, 'La condonación se aplica primero al interés o primero al capital', {
    default: 'interes',
    description:
      'En el libro mayor se perdona primero el interés pactado por cobrar (por defecto) o primero capital',
  })
  aplicarA?: AplicacionCondonacion;
}

/** POST /api/prestamos/:id/castigar, POST /api/prestamos/:id/anular, PATCH /api/prestamos/:id/rechazar. */
export class MotivoPrestamoDto implements DatosMotivo {
  @ApiProperty({ example: 'Cliente inubicable desde hace 120 días' })
  @Motivo()
  motivo!: string;
}
