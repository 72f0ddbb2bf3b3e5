// El contrato de /api/clientes (§7 Clients; docs/decisiones/contrato-de-la-api.md): el cliente de las listas y del
// detalle (sin la foto), la consulta de la lista y las respuestas de la foto y de la cédula. La API los produce
// (Cliente.toJSON, clientes.sql.ts) y la pantalla de clientes los lee.

import { enumeracion, type EstadoActivo } from './constantes';
import type { DatosAutorizacion } from './habeasData';
import type { TipoDocumento } from './documentos';
import type { FichaCliente, Instante, ParametrosLista, ReferenciaUsuario } from './tipos';

/** Un cliente como lo dan las listas y el detalle (sin la foto en las listas). */
export interface Cliente extends FichaCliente {
  _id: string;
  /** CC por defecto; `cedula` es su número como se expidió (documentos.ts). */
  tipoDocumento?: TipoDocumento;
  /** Data URL o URL de la foto; las listas pueden omitirla (se pide con GET /clientes/{id}/foto). */
  foto?: string | null;
  /** Ubicación opcional (grados, WGS84) para ordenar las rutas de cobro; las dos o ninguna. */
  latitud?: number | null;
  longitud?: number | null;
  cobrador: ReferenciaUsuario | null;
  createdAt: Instante;
  updatedAt: Instante;
}

/** Cuerpo de POST/PUT /clientes. `cobrador` es el `_id` del cobrador asignado. */
export type DatosCliente = Partial<
  Omit<
    Cliente,
    '_id' | 'cobrador' | 'createdAt' | 'updatedAt' | 'cedula' | 'nombre' | 'telefono' | 'direccion' | 'ciudad'
  >
> &
  Pick<Cliente, 'cedula' | 'nombre' | 'telefono' | 'direccion' | 'ciudad'> & {
    cobrador?: string | null;
    /** Autorización de tratamiento de datos tomada al guardar (docs/decisiones/datos-personales.md). */
    autorizacionDatos?: DatosAutorizacion;
  };

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

/** Lo que responde asignar a un cliente un cobrador de otra oficina (400 en `errors.cobrador`). */
export const MENSAJE_COBRADOR_DE_OTRA_OFICINA = 'El cobrador no es de la oficina del cliente: elija uno de esa oficina';

/**
 * El cobrador de un cliente es de la oficina del cliente (docs/decisiones/oficinas.md): su ruta, su custodia y su caja
 * son de esa oficina. Null si `oficinasDelCobrador` (un cobrador tiene exactamente una) incluye la del cliente.
 */
export function errorCobradorDeCliente(oficinaDelCliente: string, oficinasDelCobrador: readonly string[]): string | null {
  return oficinasDelCobrador.includes(oficinaDelCliente) ? null : MENSAJE_COBRADOR_DE_OTRA_OFICINA;
}
