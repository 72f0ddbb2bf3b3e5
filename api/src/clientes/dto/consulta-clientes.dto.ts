import {
  ESTADOS_ACTIVO,
  FILTROS_AUTORIZACION,
  MENSAJES,
  ORDENES_CLIENTES,
  type ConsultaClientes,
  type EstadoActivo,
  type FiltroAutorizacion,
} from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { ABooleano } from '../../common/dto';
import { ConsultaListaDto } from '../../common/paginacion';

/**
 * GET /api/clientes: paginación, `search` (nombre sin tildes ni mayúsculas; con dígitos, cédula o teléfono),
 * filtros por estado y cobrador, y orden.
 */
export class ConsultaClientesDto extends ConsultaListaDto implements ConsultaClientes {
  @ApiPropertyOptional({ enum: ORDENES_CLIENTES, default: 'createdAt_desc' })
  @IsOptional()
  @IsIn(ORDENES_CLIENTES, { message: `El orden debe ser uno de: ${ORDENES_CLIENTES.join(', ')}` })
  override sort?: string = undefined;

  @ApiPropertyOptional({ enum: ESTADOS_ACTIVO })
  @IsOptional()
  @IsIn(ESTADOS_ACTIVO, { message: MENSAJES.estadoInvalido })
  estado?: EstadoActivo;

  @ApiPropertyOptional({ format: 'uuid', description: 'Id del cobrador asignado' })
  @IsOptional()
  @IsUUID('all', { message: 'El cobrador no es válido' })
  cobrador?: string;

  @ApiPropertyOptional({ enum: FILTROS_AUTORIZACION, description: "'sin': clientes sin autorización de datos" })
  @IsOptional()
  @IsIn(FILTROS_AUTORIZACION, { message: "El filtro de autorización debe ser 'sin' o 'con'" })
  autorizacion?: FiltroAutorizacion;
}

/** GET /api/clientes/cedula/:cedula. */
export class ConsultaCedulaDto {
  @ApiPropertyOptional({ description: '1: no usar la caché, preguntar otra vez al registro externo' })
  @IsOptional()
  @ABooleano()
  @IsBoolean()
  refresh?: boolean;

  @ApiPropertyOptional({ description: '1: guardar la respuesta del registro externo en la caché' })
  @IsOptional()
  @ABooleano()
  @IsBoolean()
  persist?: boolean;
}
