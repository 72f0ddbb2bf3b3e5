import type { DatosAprobacion } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** Cuerpo (opcional) de PATCH /api/prestamos/:id/aprobar. */
export class AprobarPrestamoDto implements DatosAprobacion {
  @ApiPropertyOptional({
    description: 'Con la organización en «avisar»: true confirma un préstamo sobre la tasa de usura (auditado)',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmarUsura debe ser verdadero o falso' })
  confirmarUsura?: boolean;
}
