// El contrato de /api/auditoria (docs/decisiones/contrato-de-la-api.md): la consulta que comparten la lista, el resumen
// y los exportes, y sus formatos. El evento, el resumen y las opciones están en tipos.ts.

import type { ModuloAuditoria, ResultadoAuditoria, TipoEventoAuditoria } from './constantes';
import type { ParametrosLista } from './tipos';

/** Consulta de GET /api/auditoria, /auditoria/resumen y /auditoria/export/:formato: la aplica el servidor. */
export interface ConsultaAuditoria extends ParametrosLista {
  /** Desde (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601. */
  fechaDesde?: string;
  /** Hasta (incluida): 'YYYY-MM-DD' (día en Bogotá) o instante ISO 8601. */
  fechaHasta?: string;
  /** Nombre exacto del usuario (o email en un inicio de sesión fallido). */
  usuario?: string;
  modulo?: ModuloAuditoria;
  tipo?: TipoEventoAuditoria;
  resultado?: ResultadoAuditoria;
}

