import type { Static } from '@cartera/dominio/esquemas';
import { Parametros } from '../common/campos';
import { FiltroOficina } from '../oficinas/dto/oficina.dto';

/** GET /api/dashboard/resumen: `?oficina=ID` para las cifras de una oficina (sin él, las de todas las que se ven). */
export const EsquemaConsultaDashboard = Parametros({ oficina: FiltroOficina() });
export type ConsultaDashboardDto = Static<typeof EsquemaConsultaDashboard>;
