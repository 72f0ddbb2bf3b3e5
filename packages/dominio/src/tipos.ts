// Forma JSON de lo que la API responde y recibe (especificación §3 y §7; docs/decisiones/contrato-de-la-api.md).
// Identificadores `_id` (UUID), montos como número, fechas de negocio 'YYYY-MM-DD' y instantes ISO 8601.
// Los campos que pueden faltar en la base van presentes con `null`.
import type { Static } from '@sinclair/typebox';
import type { EsquemaEventoAuditoria, EsquemaOpcionesAuditoria, EsquemaResumenAuditoria } from './esquemas/auditoria';
import type { EsquemaMetaCobrador } from './esquemas/metas';
import type { EsquemaAgingMora, EsquemaNotificacionPrestamo } from './esquemas/prestamos';
import type { EsquemaReferenciaUsuario } from './esquemas/sobre';
import type {
  EsquemaAvisoUsuario,
  EsquemaCarteraCobrador,
  EsquemaCobrador,
  EsquemaSesion,
  EsquemaSesionesCerradas,
  EsquemaUsuario,
} from './esquemas/usuarios';
import type { DatosAutorizacion } from './habeasData';

import type { EstadoActivo, EstadoCivil, Sexo } from './constantes';
import type { TipoDocumento } from './documentos';

/** Fecha de negocio 'YYYY-MM-DD'. */
export type Fecha = string;
/** Instante ISO 8601 con zona ('2026-11-22T19:05:00.000Z'). */
export type Instante = string;

// Sobres de respuesta

export interface RespuestaApi<T> {
  success: true;
  data: T;
  message: string;
}

export interface MetaPagina {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** Lista paginada: `data` es el arreglo y `meta` va al lado. */
export interface RespuestaLista<T> extends RespuestaApi<T[]> {
  meta: MetaPagina;
}

/** Lista dentro de `data.data` (cobradores y metas, §7). */
export interface ListaPaginada<T> {
  data: T[];
  meta: MetaPagina;
}
export type RespuestaListaAnidada<T> = RespuestaApi<ListaPaginada<T>>;

export interface ErrorApi {
  success: false;
  message: string;
  /** Código estable del error: uno de CODIGOS (errores.ts). */
  code: string;
  /** Errores por campo en los 400 de validación. */
  errors?: Record<string, string[]>;
}

/** Parámetros comunes de las listas. `sort` es 'campo_asc' o 'campo_desc' (p. ej. 'createdAt_desc'). */
export interface ParametrosLista {
  page?: number;
  limit?: number;
  search?: string;
  sort?: string;
}

// Entidades

/** Referencia corta a un usuario (cobrador, autor). */
export type ReferenciaUsuario = Static<typeof EsquemaReferenciaUsuario>;

/** Una cuenta del back office (admin, gerente o cobrador), sin su contraseña (esquemas/usuarios.ts). */
export type Usuario = Static<typeof EsquemaUsuario>;

/** Un cobrador es un usuario con rol cobrador. */
export type Cobrador = Usuario & { rol: 'cobrador' };

/** La cartera de un cobrador: sus clientes asignados y sus préstamos abiertos (activo, mora o vencido). */
export type CarteraCobrador = Static<typeof EsquemaCarteraCobrador>;

/** Una fila de GET /cobradores (con `cartera=1`, con su cartera): el cobrador de esquemas/usuarios.ts. */
export type CobradorConCartera = Static<typeof EsquemaCobrador>;

/**
 * Los datos de un cliente que el formulario pide y que una fila de la hoja Clientes trae con los mismos nombres
 * (FilaCliente, importacionFilas.ts): un campo nuevo del cliente se importa también.
 */
export interface FichaCliente {
  cedula: string;
  nombre: string;
  apodo: string | null;
  telefono: string;
  email: string | null;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  departamento: string | null;
  fechaNacimiento: Fecha | null;
  sexo: Sexo | null;
  estadoCivil: EstadoCivil | null;
  lugarNacimiento: string | null;
  ocupacion: string | null;
  ingresos: number | null;
  referencia1Nombre: string | null;
  referencia1Telefono: string | null;
  referencia2Nombre: string | null;
  referencia2Telefono: string | null;
  observaciones: string | null;
  estado: EstadoActivo;
}

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

/** Una meta con su avance (GET /metas-cobrador): el tipo del esquema que la API declara (esquemas/metas.ts). */
export type MetaCobrador = Static<typeof EsquemaMetaCobrador>;

/** Cuerpo de POST/PUT /metas-cobrador (§7). */
export interface DatosMeta {
  cobradorId: string;
  periodo: string;
  metaMonto: number;
  metaCobros: number;
  fechaVencimiento: Fecha;
}

export type EventoAuditoria = Static<typeof EsquemaEventoAuditoria>;

/** GET /auditoria/resumen: cuántos eventos cumplen los filtros, y de ellos exitosos, fallidos y advertencias. */
export type ResumenAuditoria = Static<typeof EsquemaResumenAuditoria>;

/** GET /auditoria/opciones: valores para los filtros de usuario y módulo de la pantalla de auditoría. */
export type OpcionesAuditoria = Static<typeof EsquemaOpcionesAuditoria>;

/** Notificación de un préstamo (GET /prestamos/{id}/notificaciones). */
export type NotificacionPrestamo = Static<typeof EsquemaNotificacionPrestamo>;

/** Aging de mora: cuotas vencidas por rango de días (una clave por cada uno de RANGOS_MORA). */
export type AgingMora = Static<typeof EsquemaAgingMora>;

// Sesión

export interface DatosLogin {
  email: string;
  password: string;
}

/** Una sesión abierta: el token de acceso y el usuario (`data` de login, de la renovación y del cambio de contraseña). */
export type Sesion = Static<typeof EsquemaSesion>;

/** Respuesta de POST /auth/login: token y usuario arriba y también en `data`. */
export interface RespuestaLogin extends RespuestaApi<Sesion> {
  token: string;
  usuario: Usuario;
}

/** Cuerpo de PUT /auth/perfil: nombre, email (pide `passwordActual`) y teléfono propios; lo que no viene no cambia. */
export interface CambiosPerfil {
  nombre?: string;
  email?: string;
  telefono?: string | null;
  passwordActual?: string;
}

/** Cuerpo de PUT /auth/password: la contraseña propia. Responde una `Sesion` nueva (las demás se cierran). */
export interface DatosCambioPassword {
  passwordActual: string;
  password: string;
}

/** Un aviso de la cuenta propia (GET /auth/avisos): su contraseña o su email cambiaron. */
export type AvisoUsuario = Static<typeof EsquemaAvisoUsuario>;

/** POST /auth/sesiones/cerrar-otras: cuántas sesiones de la cuenta se cerraron (la de la petición sigue). */
export type SesionesCerradas = Static<typeof EsquemaSesionesCerradas>;
