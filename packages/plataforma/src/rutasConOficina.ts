// The API's readings that filter by office (`?oficina=ID` in their OpenAPI query), the ones the portal's client and its
// downloads send the office in force to (oficinaEnVigor.ts). The list is checked against the generated types both ways: a route
// written here that takes no `oficina` does not compile, and neither does this file when the API adds `oficina` to a
// reading that is missing here (its path shows in the error): the selector can never skip a list nor break one.
import type { Operacion, RutasDe } from './api/cliente';

type ConsultaDe<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/** Whether the query `Q` declares `oficina` (a route without a query has none: `keyof never` would say every key). */
type TieneOficina<Q> = [Q] extends [never] ? false : 'oficina' extends keyof Q ? true : false;

/** The GET paths of the OpenAPI whose query declares `oficina`. */
export type RutaConOficina = {
  [R in RutasDe<'get'>]: TieneOficina<ConsultaDe<Operacion<R, 'get'>>> extends true ? R : never;
}[RutasDe<'get'>];

export const RUTAS_CON_OFICINA = [
  '/api/clientes',
  '/api/prestamos',
  '/api/cobros',
  // A download (descargas.ts): the loans' CSV of the same filters as the list.
  '/api/prestamos/export/csv',
  // The dashboard and the reports: read with the scope narrowed to the office (docs/decisiones/politicas-libros-y-resumenes.md).
  '/api/dashboard/resumen',
  '/api/reportes/{tipo}',
  '/api/reportes/{tipo}/export/{formato}',
  // The accounting statements, per office or consolidated (docs/decisiones/libros-por-oficina.md), and their downloads.
  '/api/contabilidad/balance-prueba',
  '/api/contabilidad/balance-prueba/exporte',
  '/api/contabilidad/estado-resultados',
  '/api/contabilidad/estado-resultados/exporte',
  '/api/contabilidad/balance-general',
  '/api/contabilidad/balance-general/exporte',
  // Each office's box (docs/decisiones/libros-por-oficina.md): the cash flow, its movements and its download; the
  // collectors' handovers, expenses and report; an office's expense limits.
  '/api/flujo-caja',
  '/api/flujo-caja/export/{formato}',
  '/api/flujo-caja/movimientos',
  '/api/caja/entregas',
  '/api/caja/gastos',
  '/api/caja/reporte',
  '/api/caja/reporte/export/{formato}',
  '/api/caja/limites-gastos',
  // The four-eyes requests waiting for the admin (docs/decisiones/oficinas.md).
  '/api/aprobaciones',
  // The payment accounts of an office and their suspense lines (docs/decisiones/cuentas-de-recaudo-por-oficina.md).
  '/api/pagos/cuentas',
  '/api/pagos/suspenso',
] as const satisfies readonly RutaConOficina[];

type Faltantes = Exclude<RutaConOficina, (typeof RUTAS_CON_OFICINA)[number]>;
/** Fails to compile, naming them, while a reading with `oficina` is not in the list. */
const _todas: [Faltantes] extends [never] ? true : { falta: Faltantes } = true;
void _todas;

const RUTAS: ReadonlySet<string> = new Set(RUTAS_CON_OFICINA);
/** The routes with a parameter ('/api/flujo-caja/export/{formato}'), as a pattern: a download names its path filled in. */
const PATRONES = RUTAS_CON_OFICINA.filter((ruta) => ruta.includes('{')).map(
  (ruta) => new RegExp(`^${ruta.replace(/\{[^}/]+\}/g, '[^/]+')}$`),
);

/** Whether the reading `plantilla` ('/api/clientes', or a download's filled-in path) filters by office. */
export function esRutaConOficina(plantilla: string): boolean {
  return RUTAS.has(plantilla) || PATRONES.some((patron) => patron.test(plantilla));
}
