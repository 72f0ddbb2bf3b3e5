import { ESTADOS_ACTIVO, MENSAJES, ROLES, type ConsultaUsuarios, type EstadoActivo, type Rol } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';

/** GET /usuarios y GET /cobradores: paginación, búsqueda, orden y filtros por rol y estado. */
export class ConsultaUsuariosDto extends ConsultaListaDto implements ConsultaUsuarios {
  @ApiPropertyOptional({ enum: ROLES })
  @IsOptional()
  @IsIn(ROLES, { message: MENSAJES.rolInvalido })
  rol?: Rol;

  @ApiPropertyOptional({ enum: ESTADOS_ACTIVO })
  @IsOptional()
  @IsIn(ESTADOS_ACTIVO, { message: MENSAJES.estadoInvalido })
  estado?: EstadoActivo;
}
