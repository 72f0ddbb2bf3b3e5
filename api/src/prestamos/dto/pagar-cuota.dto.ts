import { type DatosPagoCuota } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { FechaOpcional } from '../../common/dto';
import { MontoPago } from '../../common/validadores';

/** Cuerpo de PATCH /api/prestamos/:id/plan/cuota/:numero/pagar. Se permiten abonos parciales. */
export class PagarCuotaDto implements DatosPagoCuota {
  @ApiProperty({ example: 35000, description: 'Pesos enteros, mayor que 0' })
  @MontoPago()
  monto!: number;

  @FechaOpcional('2026-11-22', 'Fecha del pago; por defecto hoy (Bogotá)')
  fecha?: string;
}
