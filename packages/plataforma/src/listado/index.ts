// The list kit every resource screen uses: one hook for server-paged lists, the filter bar, the paged table,
// the row actions and the confirmed delete.
export { useListado, ordenDeTabla } from './useListado';
export type { FiltrosListado, Listado, OpcionesListado } from './useListado';
export { TablaPaginada } from './TablaPaginada';
export { BarraFiltros } from './BarraFiltros';
export { AccionesFila } from './AccionesFila';
export { eliminarConConfirmacion } from './eliminarConConfirmacion';
export type { Eliminacion } from './eliminarConConfirmacion';
