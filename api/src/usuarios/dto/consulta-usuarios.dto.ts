import { ESTADOS_ACTIVO, MENSAJES, ROLES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { OpcionalDe, Parametros } from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';

/** Los filtros de GET /usuarios y GET /cobradores: rol y estado. */
export const FILTROS_USUARIOS = {
  ...PAGINACION,
  rol: OpcionalDe(ROLES, MENSAJES.rolInvalido),
  estado: OpcionalDe(ESTADOS_ACTIVO, MENSAJES.estadoInvalido),
};

/** GET /usuarios y GET /cobradores: paginación, búsqueda, orden y filtros por rol y estado. */
export const EsquemaConsultaUsuarios = Parametros(FILTROS_USUARIOS);
export type ConsultaUsuariosDto = Static<typeof EsquemaConsultaUsuarios>;
