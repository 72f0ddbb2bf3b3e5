import { MENSAJES_REPORTE_CARTERA } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { FechaOpcional, Parametros } from '../../common/campos';

/** GET /api/reportes/cartera: la fecha de corte (Bogotá, incluida); por defecto hoy. */
export const EsquemaConsultaCartera = Parametros({
  fecha: FechaOpcional(
    '2026-11-30',
    'Fecha de corte (AAAA-MM-DD, incluida); por defecto hoy',
    MENSAJES_REPORTE_CARTERA.fechaInvalida,
  ),
});
export type ConsultaCarteraDto = Static<typeof EsquemaConsultaCartera>;
