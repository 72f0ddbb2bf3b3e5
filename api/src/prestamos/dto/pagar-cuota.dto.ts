import { MENSAJES, type DatosPagoCuota } from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { FechaNegocio, MontoPago } from '../../common/validadores';

/** Cuerpo de PATCH /api/prestamos/:id/plan/cuota/:numero/pagar. Se permiten abonos parciales. */
export class PagarCuotaDto implements DatosPagoCuota {
  @ApiProperty({ example: 35000, description: 'Pesos enteros, mayor que 0' })
  @MontoPago()
  monto!: number;

  @ApiPropertyOptional({ example: '2026-11-22', description: 'Fecha del pago; por defecto hoy (Bogotá)' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fecha?: string;
}
