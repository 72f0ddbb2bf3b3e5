import {
  ESTADOS_ACTIVO,
  MENSAJES,
  ROLES,
  type ConsultaUsuarios,
  type EstadoActivo,
  type Rol,
} from '@cartera/dominio';
import { ConsultaListaDto } from '../../common/paginacion';
import { OpcionalDe } from '../../common/dto';

/** GET /usuarios y GET /cobradores: paginación, búsqueda, orden y filtros por rol y estado. */
export class ConsultaUsuariosDto extends ConsultaListaDto implements ConsultaUsuarios {
  @OpcionalDe(ROLES, MENSAJES.rolInvalido)
  rol?: Rol;

  @OpcionalDe(ESTADOS_ACTIVO, MENSAJES.estadoInvalido)
  estado?: EstadoActivo;
}
