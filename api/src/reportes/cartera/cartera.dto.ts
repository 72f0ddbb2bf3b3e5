import { MENSAJES_REPORTE_CARTERA } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { FechaNegocio } from '../../common/validadores';

/** GET /api/reportes/cartera: la fecha de corte (Bogotá, incluida); por defecto hoy. */
export class ConsultaCarteraDto {
  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Fecha de corte (AAAA-MM-DD, incluida); por defecto hoy',
  })
  @IsOptional()
  @FechaNegocio(MENSAJES_REPORTE_CARTERA.fechaInvalida)
  fecha?: string;
}
