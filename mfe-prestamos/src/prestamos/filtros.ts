// Filters and sort of the loan list, kept in the browser's localStorage so they survive a reload (spec §2).
import {
  ESTADOS_PRESTAMO,
  ORDENES_PRESTAMOS as ORDENES_API,
  MODALIDADES,
  esFechaValida,
  esObjeto,
  esValorDe,
  type ConsultaPrestamos,
} from '@cartera/dominio';

export const CLAVE_FILTROS = 'prestamos.filtros';

/**
 * Sorts the API accepts (ORDENES_PRESTAMOS of @cartera/dominio), with their labels. 'estado_asc' follows the spec's
 * order pagado … cancelado.
 */
export const ORDENES_PRESTAMOS = [
  { value: 'createdAt_desc', label: 'Más recientes' },
  { value: 'createdAt_asc', label: 'Más antiguos' },
  { value: 'fecha_desc', label: 'Fecha (reciente primero)' },
  { value: 'fecha_asc', label: 'Fecha (antigua primero)' },
  { value: 'monto_desc', label: 'Monto (mayor primero)' },
  { value: 'monto_asc', label: 'Monto (menor primero)' },
  { value: 'estado_asc', label: 'Estado (pagado, reenganchado, activo, mora, vencido, cancelado)' },
  { value: 'cliente_asc', label: 'Cliente (A-Z)' },
  { value: 'tasaEfectivaAnual_desc', label: 'Tasa efectiva anual (mayor primero)' },
] as const satisfies ReadonlyArray<{ value: (typeof ORDENES_API)[number]; label: string }>;
export type OrdenPrestamos = (typeof ORDENES_PRESTAMOS)[number]['value'];
export const ORDEN_POR_DEFECTO: OrdenPrestamos = 'createdAt_desc';

/** The list's filters as stored in the browser: the query of GET /prestamos without paging, with a known sort. */
export type FiltrosPrestamos = Pick<
  ConsultaPrestamos,
  'estado' | 'modalidad' | 'cobrador' | 'search' | 'fechaDesde' | 'fechaHasta' | 'tasaEfectivaMin' | 'tasaEfectivaMax'
> & {
  sort: OrdenPrestamos;
};

export const FILTROS_INICIALES: FiltrosPrestamos = { sort: ORDEN_POR_DEFECTO };

const esOrden = (valor: unknown): valor is OrdenPrestamos =>
  typeof valor === 'string' && ORDENES_PRESTAMOS.some((orden) => orden.value === valor);

const textoNoVacio = (valor: unknown): string | undefined =>
  typeof valor === 'string' && valor.trim().length > 0 ? valor.trim() : undefined;

/** An effective-annual-rate bound (% EA): a finite number ≥ 0, as the API accepts. */
const esTasa = (valor: unknown): valor is number => typeof valor === 'number' && Number.isFinite(valor) && valor >= 0;

/** Keeps only what is valid; anything else in storage (old versions, hand edits) is dropped. */
export function normalizarFiltros(valor: unknown): FiltrosPrestamos {
  if (!esObjeto(valor)) return { ...FILTROS_INICIALES };
  const datos = valor;
  const filtros: FiltrosPrestamos = { sort: esOrden(datos.sort) ? datos.sort : ORDEN_POR_DEFECTO };
  if (esValorDe(ESTADOS_PRESTAMO, datos.estado)) filtros.estado = datos.estado;
  if (esValorDe(MODALIDADES, datos.modalidad)) filtros.modalidad = datos.modalidad;
  const cobrador = textoNoVacio(datos.cobrador);
  if (cobrador) filtros.cobrador = cobrador;
  const search = textoNoVacio(datos.search);
  if (search) filtros.search = search;
  if (esFechaValida(datos.fechaDesde)) filtros.fechaDesde = datos.fechaDesde;
  if (esFechaValida(datos.fechaHasta)) filtros.fechaHasta = datos.fechaHasta;
  if (esTasa(datos.tasaEfectivaMin)) filtros.tasaEfectivaMin = datos.tasaEfectivaMin;
  if (esTasa(datos.tasaEfectivaMax)) filtros.tasaEfectivaMax = datos.tasaEfectivaMax;
  return filtros;
}

export function leerFiltros(): FiltrosPrestamos {
  try {
    const texto = window.localStorage.getItem(CLAVE_FILTROS);
    return normalizarFiltros(texto === null ? null : JSON.parse(texto));
  } catch {
    return { ...FILTROS_INICIALES };
  }
}

export function guardarFiltros(filtros: FiltrosPrestamos): void {
  try {
    window.localStorage.setItem(CLAVE_FILTROS, JSON.stringify(normalizarFiltros(filtros)));
  } catch {
    // Without storage the filters last until the page reloads.
  }
}

/** Whether any filter narrows the list (the sort does not count). */
export function hayFiltrosActivos(filtros: FiltrosPrestamos): boolean {
  return Boolean(
    filtros.estado ||
    filtros.modalidad ||
    filtros.cobrador ||
    filtros.search ||
    filtros.fechaDesde ||
    filtros.fechaHasta ||
    filtros.tasaEfectivaMin !== undefined ||
    filtros.tasaEfectivaMax !== undefined,
  );
}
