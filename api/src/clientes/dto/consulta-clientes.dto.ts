import { ESTADOS_ACTIVO, FILTROS_AUTORIZACION, MENSAJES, ORDENES_CLIENTES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { IdOpcional, OpcionalDe, Parametros, SiNo } from '../../common/campos';
import { PAGINACION, ordenDe } from '../../common/paginacion';
import { FiltroOficina } from '../../oficinas/dto/oficina.dto';

/**
 * GET /api/clientes: paginación, `search` (nombre sin tildes ni mayúsculas; con dígitos, cédula o teléfono),
 * filtros por estado, cobrador y oficina, y orden.
 */
export const EsquemaConsultaClientes = Parametros({
  ...PAGINACION,
  sort: ordenDe(ORDENES_CLIENTES, 'createdAt_desc'),
  estado: OpcionalDe(ESTADOS_ACTIVO, MENSAJES.estadoInvalido),
  cobrador: IdOpcional('El cobrador no es válido', 'Id del cobrador asignado'),
  autorizacion: OpcionalDe(FILTROS_AUTORIZACION, "El filtro de autorización debe ser 'sin' o 'con'", {
    description: "'sin': clientes sin autorización de datos",
  }),
  oficina: FiltroOficina(),
});
export type ConsultaClientesDto = Static<typeof EsquemaConsultaClientes>;

/** GET /api/clientes/cedula/:cedula. */
export const EsquemaParametrosCedula = Parametros({
  refresh: SiNo('1: no usar la caché, preguntar otra vez al registro externo'),
  persist: SiNo('1: guardar la respuesta del registro externo en la caché'),
});
export type ConsultaCedulaDto = Static<typeof EsquemaParametrosCedula>;
