// Forma JSON de lo que la API responde y recibe (especificación §3 y §7; docs/decisiones/contrato-de-la-api.md).
// Identificadores `_id` (UUID), montos como número, fechas de negocio 'YYYY-MM-DD' y instantes ISO 8601.
// Los campos que pueden faltar en la base van presentes con `null`.

import type { EstadoActivo, EstadoCivil, Sexo } from './constantes';

/** Fecha de negocio 'YYYY-MM-DD'. */
export type Fecha = string;

/** Referencia corta a un usuario (cobrador, autor), como la dan las respuestas (EsquemaReferenciaUsuario). */
export interface ReferenciaUsuario {
  _id: string;
  nombre: string;
}
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

/** Cuerpo de POST/PUT /metas-cobrador (§7). */
export interface DatosMeta {
  cobradorId: string;
  periodo: string;
  metaMonto: number;
  metaCobros: number;
  fechaVencimiento: Fecha;
}

// Sesión

export interface DatosLogin {
  email: string;
  password: string;
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
