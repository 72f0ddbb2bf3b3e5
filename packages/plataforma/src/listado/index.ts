// The list kit every resource screen uses: one hook for server-paged lists, the filter bar, the paged table,
// the row actions, the confirmed delete, the row of figures and the accounts screen (users, collectors).
// '@cartera/plataforma/listado', shared apart from the main entry: the shell does not load it (nor Table) before a
// list screen needs it.
export { useListado, ordenConocido, ordenDeTabla, ordenDeColumna } from './useListado';
export type { CampoDeFiltro, FiltroDeListado, FiltrosListado, Listado, OpcionesListado } from './useListado';
export { TablaPaginada } from './TablaPaginada';
export { TablaAlVerse } from './TablaAlVerse';
export { SOLO_PANTALLA_ANCHA, TextoLargo } from './columnas';
export { OficinaBajoElNombre, OficinasDeLaCuenta } from './columnasOficina';
export { BarraFiltros } from './BarraFiltros';
export type { Busqueda } from './BarraFiltros';
export { FiltroBuscable, FiltroCobrador, FiltroOpciones, opcionesDe } from './FiltroOpciones';
export type { Opcion } from './FiltroOpciones';
export { BotonesExporte } from './BotonesExporte';
export type { FormatoExporte } from './BotonesExporte';
export { AccionesFila, AccionFila } from './AccionesFila';
export { MarcaFueraDeSitio } from './MarcaFueraDeSitio';
export { Diferencia } from './Diferencia';
export { eliminarConConfirmacion } from './eliminarConConfirmacion';
export type { Eliminacion } from './eliminarConConfirmacion';
export { TarjetasResumen } from './TarjetasResumen';
export type { TarjetaResumen } from './TarjetasResumen';
export { PantallaCuentas } from './PantallaCuentas';
export type { EdicionCuenta, FiltrosCuentas, PantallaCuentasProps } from './PantallaCuentas';
