import type { Static } from '@cartera/dominio/esquemas';
import { FechaOpcional, IdOpcional, Parametros } from '../../common/campos';

/** GET /api/caja/fuera-de-sitio. Sin fechas: los últimos 7 días; hasta DIAS_MAXIMOS_FUERA_DE_SITIO. */
export const EsquemaConsultaFueraDeSitio = Parametros({
  desde: FechaOpcional('2026-11-20'),
  hasta: FechaOpcional('2026-11-26'),
  cobrador: IdOpcional('El cobrador no es válido', 'Un cobrador sólo consulta los suyos'),
});
export type ConsultaFueraDeSitioDto = Static<typeof EsquemaConsultaFueraDeSitio>;
