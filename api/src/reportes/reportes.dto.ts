import { LIMITES, type ConsultaReporte, type FiltrosReporte } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { FechaNegocio } from '../common/validadores';
import { IdOpcional } from '../common/dto';

/** Filas por página de los reportes (la tabla de la pantalla muestra 20). */
export const LIMITE_REPORTE = 20;

/** Filtros de un reporte (y de su exportación): rango de fechas de Bogotá inclusivo y cobrador. */
export class FiltrosReporteDto implements FiltrosReporte {
  @ApiPropertyOptional({
    example: '2026-11-01',
    description: 'Fecha inicial (Bogotá, inclusiva); por defecto hace 29 días',
  })
  @IsOptional()
  @FechaNegocio('La fecha inicial no es válida (AAAA-MM-DD)')
  desde?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Fecha final (Bogotá, inclusiva); por defecto hoy',
  })
  @IsOptional()
  @FechaNegocio('La fecha final no es válida (AAAA-MM-DD)')
  hasta?: string;

  @IdOpcional('El cobrador no es válido', 'Cartera de un cobrador (ignorado para un cobrador: ve la suya)')
  cobradorId?: string;
}

/** Filtros más la página de la lista de detalle. */
export class ConsultaReporteDto extends FiltrosReporteDto implements ConsultaReporte {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'La página debe ser un número entero' })
  @Min(1, { message: 'La página debe ser mayor o igual a 1' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: LIMITES.limiteMaximo, default: LIMITE_REPORTE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'El límite debe ser un número entero' })
  @Min(1, { message: 'El límite debe ser mayor o igual a 1' })
  @Max(LIMITES.limiteMaximo, { message: `El límite no puede superar ${LIMITES.limiteMaximo}` })
  limit: number = LIMITE_REPORTE;
}
