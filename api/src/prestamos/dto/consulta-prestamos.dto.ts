import {
  ESTADOS_PRESTAMO,
  MENSAJES,
  MODALIDADES,
  ORDENES_PRESTAMOS,
  type ConsultaPrestamos,
  type EstadoPrestamo,
  type Modalidad,
} from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';
import { FechaNegocio } from '../../cartera/validadores';

/** Parámetros de GET /api/prestamos. */
export class ConsultaPrestamosDto extends ConsultaListaDto implements ConsultaPrestamos {
  @ApiPropertyOptional({ enum: ['createdAt_desc', ...ORDENES_PRESTAMOS.filter((o) => o !== 'createdAt_desc'), 'estado'] })
  @Transform(({ value }) => (value === 'estado' ? 'estado_asc' : value))
  @IsOptional()
  @IsIn(ORDENES_PRESTAMOS, { message: `El orden debe ser uno de: ${ORDENES_PRESTAMOS.join(', ')}, estado` })
  override sort?: string = undefined;

  @ApiPropertyOptional({ enum: ESTADOS_PRESTAMO })
  @IsOptional()
  @IsIn(ESTADOS_PRESTAMO, { message: MENSAJES.estadoPrestamoInvalido })
  estado?: EstadoPrestamo;

  @ApiPropertyOptional({ format: 'uuid', description: 'Id del cobrador del préstamo' })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Id del cliente' })
  @IsOptional()
  @IsUUID('all', { message: 'El cliente no es válido' })
  cliente?: string;

  @ApiPropertyOptional({ enum: MODALIDADES })
  @IsOptional()
  @IsIn(MODALIDADES, { message: MENSAJES.modalidadInvalida })
  modalidad?: Modalidad;

  @ApiPropertyOptional({ example: '2026-11-01', description: 'Fecha del préstamo desde (incluida)' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaDesde?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Fecha del préstamo hasta (incluida)' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fechaHasta?: string;
}
