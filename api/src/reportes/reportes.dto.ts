import type { Static } from '@cartera/dominio/esquemas';
import { FechaOpcional, IdOpcional, Parametros } from '../common/campos';
import { PAGINACION } from '../common/paginacion';
import { FiltroOficina } from '../oficinas/dto/oficina.dto';

/** Filas por página de los reportes (la tabla de la pantalla muestra 20). */
export const LIMITE_REPORTE = 20;

/**
 * Filtros de un reporte (y de su exportación): rango de fechas de Bogotá inclusivo, cobrador y oficina (el reporte se
 * lee con el alcance acotado a ella: database/en-oficina.ts).
 */
const FILTROS_REPORTE = {
  desde: FechaOpcional(
    '2026-11-01',
    'Fecha inicial (Bogotá, inclusiva); por defecto hace 29 días',
    'La fecha inicial no es válida (AAAA-MM-DD)',
  ),
  hasta: FechaOpcional(
    '2026-11-30',
    'Fecha final (Bogotá, inclusiva); por defecto hoy',
    'La fecha final no es válida (AAAA-MM-DD)',
  ),
  cobradorId: IdOpcional(
    'El cobrador no es válido',
    'Cartera de un cobrador (ignorado para un cobrador: ve la suya)',
  ),
  oficina: FiltroOficina(),
};
export const EsquemaFiltrosReporte = Parametros(FILTROS_REPORTE);
export type FiltrosReporteDto = Static<typeof EsquemaFiltrosReporte>;

/** Filtros más la página de la lista de detalle. */
export const EsquemaConsultaReporte = Parametros({
  ...FILTROS_REPORTE,
  page: { ...PAGINACION.page, 'x-ademas': undefined },
  limit: { ...PAGINACION.limit, default: LIMITE_REPORTE },
});
export type ConsultaReporteDto = Static<typeof EsquemaConsultaReporte>;
