// Lo que dice el recibo de un cobro y qué asiento del libro lo muestra (docs/decisiones/recibos-de-cobro.md). Reglas
// puras, en centavos: la base sólo lee los cobros y los asientos del préstamo.

/** Un cobro del préstamo como lo cuenta su recibo: su id (uuid v7: el orden en que se registró) y su monto. */
export interface CobroDelRecibo {
  id: string;
  centavos: number;
}

/**
 * Lo que el préstamo debe después de un cobro, como lo dice su recibo en PDF: el total del préstamo menos lo cobrado
 * hasta ese cobro, él incluido (los cobros en el orden de su id, que es el de su registro), nunca menos de cero. Los
 * ids se comparan como los compara PostgreSQL (un uuid en minúsculas se ordena igual como texto que como bytes).
 */
export function saldoDespuesDelCobro(
  totalCentavos: number,
  cobros: readonly CobroDelRecibo[],
  cobroId: string,
): number {
  const cobrado = cobros.reduce((suma, c) => (c.id <= cobroId ? suma + c.centavos : suma), 0);
  return Math.max(totalCentavos - cobrado, 0);
}

/** Un asiento del libro de un préstamo que nombra un cobro. */
export interface AsientoDeCobro {
  id: string;
  tipo: string;
  cobroId: string;
  secuencia: number;
}

/** Los asientos que pueden llevar un mensaje al cliente: el cobro, su liquidación y su reversión. */
export const TIPOS_ASIENTO_CON_RECIBO = ['cobro', 'liquidacion', 'reversion'] as const;
const CON_RECIBO: ReadonlySet<string> = new Set(TIPOS_ASIENTO_CON_RECIBO);

/**
 * Qué mensaje muestra cada asiento de cobro, liquidación o reversión (GET /api/prestamos/:id/movimientos): la corrección
 * que ese asiento dejó, si salió una; si no, el primer asiento de un cobro en el préstamo (un cobro o una liquidación,
 * ningún otro asiento de ese cobro antes) muestra el recibo del cobro. `asientos` son todos los del préstamo que nombran
 * un cobro, de cualquier tipo. Devuelve, por asiento, qué buscar: su corrección y, si le toca, el recibo de su cobro.
 */
export function mensajesDeAsientos(
  asientos: readonly AsientoDeCobro[],
): Array<{ asientoId: string; cobroId: string; conRecibo: boolean }> {
  const primero = new Map<string, number>();
  for (const a of asientos) {
    const antes = primero.get(a.cobroId);
    if (antes === undefined || a.secuencia < antes) primero.set(a.cobroId, a.secuencia);
  }
  return asientos
    .filter((a) => CON_RECIBO.has(a.tipo))
    .map((a) => ({
      asientoId: a.id,
      cobroId: a.cobroId,
      conRecibo: a.tipo !== 'reversion' && primero.get(a.cobroId) === a.secuencia,
    }));
}
