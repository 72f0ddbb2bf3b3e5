import { MENSAJES, ORDENES_COBROS, type ConsultaCobros } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';
import { FechaOpcional } from '../../common/dto';

/** Parámetros de GET /api/cobros. `search` busca por cliente (nombre o cédula) y número de préstamo. */
export class ConsultaCobrosDto extends ConsultaListaDto implements ConsultaCobros {
  @ApiPropertyOptional({ enum: ORDENES_COBROS, default: 'fecha_desc' })
  @IsOptional()
  @IsIn(ORDENES_COBROS, { message: `El orden debe ser uno de: ${ORDENES_COBROS.join(', ')}` })
  override sort?: string = undefined;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: MENSAJES.seleccionaPrestamo })
  prestamo?: string;

  @FechaOpcional('2026-11-01')
  fechaDesde?: string;

  @FechaOpcional('2026-11-30')
  fechaHasta?: string;
}
