// El contrato de /api/garantias y /api/documentos (§7 Collateral and documents; docs/decisiones/contrato-de-la-api.md):
// la garantía y sus documentos como los devuelve la API, las consultas, los cuerpos y las reglas de los archivos que
// comprueban la pantalla (antes de subir) y la API (por el contenido).

import type { EstadoGarantia, TipoGarantia } from './constantes';
import type { ParametrosLista } from './tipos';

export const ORDENES_GARANTIAS = ['createdAt_desc', 'createdAt_asc'] as const;

/** Consulta de GET /api/garantias. `search`: descripción o identificador legal; `sort` uno de ORDENES_GARANTIAS. */
export interface ConsultaGarantias extends ParametrosLista {
  estado?: EstadoGarantia;
  /** Id del préstamo. */
  prestamo?: string;
  /** Id del cliente. */
  cliente?: string;
}

/** Cuerpo de POST /api/garantias (§7). Valores en pesos, ≥ 0. */
export interface DatosGarantia {
  prestamo: string;
  tipo: TipoGarantia;
  descripcion: string;
  valorDeclarado: number;
  valorAvaluo?: number | null;
  identificadorLegal?: string | null;
}

/** Cuerpo de PUT /api/garantias/:id. */
export interface CambiosGarantia {
  estado?: EstadoGarantia;
  valorAvaluo?: number | null;
}

/** Tope de un valor de garantía en pesos (NUMERIC(14,2)). */
export const VALOR_GARANTIA_MAXIMO = 999_999_999_999.99;

/**
 * Mensaje de error del valor declarado o de avalúo de una garantía, o `null`: un número ≥ 0 con a lo sumo dos
 * decimales y hasta VALOR_GARANTIA_MAXIMO. La API (CreateGarantiaDto) y el formulario usan esta misma regla.
 */
export function validarValorGarantia(valor: unknown, campo = 'El valor declarado'): string | null {
  if (
    typeof valor !== 'number' ||
    !Number.isFinite(valor) ||
    Math.abs(valor * 100 - Math.round(valor * 100)) >= 1e-6
  ) {
    return `${campo} debe ser un número con a lo sumo 2 decimales`;
  }
  if (valor < 0) return `${campo} no puede ser negativo`;
  if (valor > VALOR_GARANTIA_MAXIMO) return `${campo} es demasiado grande`;
  return null;
}

/** 10 MB por archivo: la pantalla no lo sube y la API lo rechaza. */
export const TAMANO_MAXIMO_DOCUMENTO = 10 * 1024 * 1024;

/** Los tipos que acepta la API (los reconoce por el contenido, no por la extensión). */
export const MIMES_DOCUMENTO = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type MimeDocumento = (typeof MIMES_DOCUMENTO)[number];

export const MENSAJES_ARCHIVO = {
  demasiadoGrande: 'El archivo supera el tamaño máximo de 10 MB',
  vacio: 'El archivo está vacío',
  heic: 'Las fotos HEIC/HEIF no se admiten: expórtelas como JPEG o PNG e intente de nuevo',
  tipoNoPermitido: 'Tipo de archivo no permitido: sólo se aceptan PDF, JPEG, PNG o WebP',
} as const;
