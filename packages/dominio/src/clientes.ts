// El contrato de /api/clientes (§7 Clients; docs/decisiones/contrato-de-la-api.md): el cliente de las listas y del
// detalle (sin la foto), la consulta de la lista y las respuestas de la foto y de la cédula. La API los produce
// (Cliente.toJSON, clientes.sql.ts) y la pantalla de clientes los lee.

import type { Static } from '@sinclair/typebox';
import { enumeracion, type EstadoActivo } from './constantes';
import type {
  EsquemaClienteDetalle,
  EsquemaClienteResumen,
  EsquemaConsultaCedula,
  EsquemaFotoCliente,
} from './esquemas/clientes';
import type { ParametrosLista } from './tipos';

/** Un cliente como lo devuelven la lista, el detalle, el alta y la edición: sin la foto, sólo si la tiene. */
export type ClienteResumen = Static<typeof EsquemaClienteResumen>;

/** GET /api/clientes/:id, y la respuesta del alta y de la edición: el resumen y la autorización (null si falta). */
export type ClienteDetalle = Static<typeof EsquemaClienteDetalle>;

/**
 * Filtro `autorizacion` de GET /api/clientes: 'sin' lista los clientes que aún no tienen la autorización. La etiqueta
 * es lo que dicen el filtro de la lista y la de un cliente que aún no la tiene.
 */
export const { valores: FILTROS_AUTORIZACION, etiquetas: ETIQUETAS_FILTRO_AUTORIZACION } = enumeracion({
  sin: 'Sin autorización',
  con: 'Con autorización',
});
export type FiltroAutorizacion = (typeof FILTROS_AUTORIZACION)[number];

export const ORDENES_CLIENTES = ['createdAt_desc', 'createdAt_asc', 'nombre_asc', 'nombre_desc'] as const;

/** Consulta de GET /api/clientes. `sort` uno de ORDENES_CLIENTES (por defecto 'createdAt_desc'). */
export interface ConsultaClientes extends ParametrosLista {
  estado?: EstadoActivo;
  /** Id del cobrador asignado. */
  cobrador?: string;
  autorizacion?: FiltroAutorizacion;
}

/** GET /api/clientes/:id/foto: la foto como data URL, o null si no tiene. */
export type FotoCliente = Static<typeof EsquemaFotoCliente>;

/** `data` de GET /api/clientes/cedula/:cedula: el cliente que ya existe o lo que dijo el registro, con su fuente. */
export type DatosConsultaCedula = Static<typeof EsquemaConsultaCedula>;

/** De dónde salió el cliente de GET /api/clientes/cedula/:cedula: la base, la caché o el registro externo. */
export type FuenteCedula = DatosConsultaCedula['source'];

/** Lo que la pantalla usa de GET /api/clientes/cedula/:cedula: la fuente y los datos. */
export interface ConsultaCedula {
  source: FuenteCedula;
  data: DatosConsultaCedula;
}
