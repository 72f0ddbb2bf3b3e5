import { LIMITES, type MetaPagina } from '@cartera/dominio';
import { Opcional, OpcionalDe, campo } from './campos';
import { Pagina } from './respuesta';

/**
 * Profundidad máxima de una lista paginada (page × limit): OFFSET obliga a PostgreSQL a leer y descartar todas las
 * filas anteriores, así que más allá de 10.000 se pide acotar con filtros o búsqueda.
 */
export const PROFUNDIDAD_MAXIMA_PAGINACION = 10_000;
export const MENSAJE_PAGINACION_PROFUNDA = `No se puede paginar más allá del registro ${PROFUNDIDAD_MAXIMA_PAGINACION.toLocaleString('es-CO')}: use los filtros o la búsqueda para acotar la lista`;

/** Los parámetros de toda lista como campos de una consulta (`Parametros({ ...PAGINACION, estado: … })`). */
export const PAGINACION = {
  page: campo<number>({
    minimum: 1,
    default: 1,
    type: 'integer',
    'x-aplicar-defecto': true,
    'x-mensajes': {
      type: 'La página debe ser un número entero',
      minimum: 'La página debe ser mayor o igual a 1',
    },
    'x-ademas': (page: unknown, consulta: Record<string, unknown>) =>
      typeof page === 'number' &&
      typeof consulta.limit === 'number' &&
      page * consulta.limit > PROFUNDIDAD_MAXIMA_PAGINACION
        ? MENSAJE_PAGINACION_PROFUNDA
        : null,
  }),
  limit: campo<number>({
    minimum: 1,
    maximum: LIMITES.limiteMaximo,
    default: LIMITES.tamanoPagina,
    type: 'integer',
    'x-aplicar-defecto': true,
    'x-mensajes': {
      type: 'El límite debe ser un número entero',
      minimum: 'El límite debe ser mayor o igual a 1',
      maximum: `El límite no puede superar ${LIMITES.limiteMaximo}`,
    },
  }),
  search: Opcional(
    campo<string>({
      description: 'Texto a buscar (sin distinguir mayúsculas ni tildes)',
      type: 'string',
      maxLength: 100,
      'x-normalizar': 'recortar',
      'x-mensajes': {
        type: 'La búsqueda debe ser texto',
        maxLength: 'La búsqueda no puede superar 100 caracteres',
      },
    }),
  ),
  sort: Opcional(
    campo<string>({
      example: 'createdAt_desc',
      type: 'string',
      pattern: '^[A-Za-z]+_(asc|desc)$',
      'x-mensajes': {
        type: 'El orden debe ser texto',
        pattern: "El orden debe tener la forma 'campo_asc' o 'campo_desc'",
      },
    }),
  ),
};

/** El `sort` de una lista con sus órdenes posibles (el `default` documenta el del servicio). */
export const ordenDe = <V extends string>(ordenes: readonly V[], porDefecto: V) =>
  OpcionalDe(ordenes, `El orden debe ser uno de: ${ordenes.join(', ')}`, {
    default: porDefecto,
    example: 'createdAt_desc',
  });

export function metaPagina(total: number, page: number, limit: number): MetaPagina {
  return { total, page, limit, totalPages: Math.ceil(total / limit) };
}

export interface Orden {
  /** Expresión SQL de la columna (de una lista blanca, nunca del cliente). */
  expresion: string;
  direccion: 'ASC' | 'DESC';
}

/**
 * Traduce 'campo_asc|desc' con una lista blanca de columnas. Un campo desconocido es un error de validación, no
 * un orden por defecto silencioso.
 */
export function leerOrden(
  sort: string | undefined,
  columnas: Readonly<Record<string, string>>,
  porDefecto: string,
): Orden | { error: string } {
  const [campo, direccion] = (sort ?? porDefecto).split('_');
  const expresion = columnas[campo ?? ''];
  if (!expresion)
    return { error: `No se puede ordenar por '${campo}'. Opciones: ${Object.keys(columnas).join(', ')}` };
  return { expresion, direccion: direccion === 'asc' ? 'ASC' : 'DESC' };
}

/** Patrón LIKE que busca `texto` en cualquier parte, con %, _ y \ escapados. */
export function patronContiene(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, (caracter) => `\\${caracter}`)}%`;
}

/** Lo que pide una lista: la página (desde 1) y cuántas filas trae. */
interface PedidoPagina {
  page: number;
  limit: number;
}

/** Las filas de la página pedida: cuántas trae (LIMIT) y cuántas salta (OFFSET). */
export function tramoDe({ page, limit }: PedidoPagina): { limit: number; offset: number } {
  return { limit, offset: (page - 1) * limit };
}

/** La página pedida con sus `datos` y el `total` de filas de la lista. */
export function paginaDe<T>(datos: T[], total: number, { page, limit }: PedidoPagina): Pagina<T> {
  return new Pagina(datos, metaPagina(total, page, limit));
}
