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
import { IsBoolean, IsOptional } from 'class-validator';
import { ABooleano, IdOpcional, OpcionalDe } from '../../common/dto';
import { ConsultaListaDto } from '../../common/paginacion';

/**
 * GET /api/clientes: paginación, `search` (nombre sin tildes ni mayúsculas; con dígitos, cédula o teléfono),
 * filtros por estado y cobrador, y orden.
 */
export class ConsultaClientesDto extends ConsultaListaDto implements ConsultaClientes {
  @OpcionalDe(ORDENES_CLIENTES, `El orden debe ser uno de: ${ORDENES_CLIENTES.join(', ')}`, {
    default: 'createdAt_desc',
  })
  override sort?: string = undefined;

  @OpcionalDe(ESTADOS_ACTIVO, MENSAJES.estadoInvalido)
  estado?: EstadoActivo;

  @IdOpcional('El cobrador no es válido', 'Id del cobrador asignado')
  cobrador?: string;

  @OpcionalDe(FILTROS_AUTORIZACION, "El filtro de autorización debe ser 'sin' o 'con'", {
    description: "'sin': clientes sin autorización de datos",
  })
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
