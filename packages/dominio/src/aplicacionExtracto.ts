// Aplicar un extracto en segundo plano (docs/decisiones/pagos-por-transferencia.md, «Aplicar en segundo plano»): la
// importación guarda y cruza todas las líneas en la solicitud; lo que cobra (un cobro por el núcleo de dinero, la
// confirmación de una transferencia, el comprobante del suspenso) lo hace después un trabajo, por lotes.
import type { CruceLinea } from './pagosCruce';
import type { TipoCruceLinea } from './pagosExtractos';

/** Un extracto se está aplicando mientras le quede alguna línea por aplicar; después, aplicado. */
export type EstadoExtracto = 'aplicando' | 'aplicado';

/** Cuántos créditos nuevos del extracto ya tienen su resultado (hechas) de cuántos (total). */
export interface AvanceExtracto {
  hechas: number;
  total: number;
}

/** Líneas por transacción del trabajo: el avance se confirma lote a lote. */
export const LINEAS_POR_LOTE_EXTRACTO = 50;

/**
 * Lo que la importación hace con el cruce de un crédito: el cobro ya registrado se concilia en la misma solicitud (sólo
 * liga la línea a ese cobro, no mueve dinero); lo demás queda por aplicar con su cruce (null: irá al suspenso) y el
 * préstamo o la transferencia que nombra. Un débito no es un recaudo: no se aplica.
 */
export type DestinoCruce =
  | { tipo: 'debito' }
  | { tipo: 'conciliar'; cobroId: string }
  | { tipo: 'por_aplicar'; cruce: Exclude<TipoCruceLinea, 'cobro'> | null; transferenciaId: string | null };

export function destinoDeCruce(cruce: CruceLinea): DestinoCruce {
  switch (cruce.tipo) {
    case 'debito':
      return { tipo: 'debito' };
    case 'cobro':
      return { tipo: 'conciliar', cobroId: cruce.cobroId };
    case 'transferencia':
      return { tipo: 'por_aplicar', cruce: 'transferencia', transferenciaId: cruce.transferenciaId };
    case 'referencia':
    case 'cedula':
      return { tipo: 'por_aplicar', cruce: cruce.tipo, transferenciaId: null };
    case 'suspenso':
      return { tipo: 'por_aplicar', cruce: null, transferenciaId: null };
  }
}

/**
 * El estado y el avance de un extracto a partir de sus créditos nuevos: `total` los créditos, `porAplicar` los que el
 * trabajo todavía no aplica. Sin créditos nuevos (todo repetido, o sólo débitos) ya está aplicado.
 */
export function avanceExtracto(c: { creditos: number; porAplicar: number }): {
  estado: EstadoExtracto;
  progreso: AvanceExtracto;
} {
  const porAplicar = Math.min(Math.max(c.porAplicar, 0), c.creditos);
  return {
    estado: porAplicar > 0 ? 'aplicando' : 'aplicado',
    progreso: { hechas: c.creditos - porAplicar, total: c.creditos },
  };
}
