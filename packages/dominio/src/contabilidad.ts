// El libro mayor de partida doble (docs/contabilidad.md): las reglas de causación de los préstamos y la
// mora, una por evento de dinero. Las reglas son puras y trabajan en centavos
// enteros: reciben lo que pasó y devuelven las líneas del comprobante, cuyos débitos siempre igualan los créditos.
// Base: los intereses se reconocen como ingreso cuando se cobran (docs/decisiones/libro-mayor.md); la causación por día,
// si el prestamista la elige, es un ajuste aparte del barrido (causacion.ts, docs/decisiones/politicas-contables.md).
// El plan de cuentas y lo que responde /api/contabilidad están en planDeCuentas.ts; las líneas, en lineasContables.ts;
// las reglas de la caja, en contabilidadCaja.ts (este módulo los exporta también).
import { TIPOS_MOVIMIENTO } from './libro';
import {
  CAJA_OFICINA,
  compactar,
  debe,
  efectivo,
  haber,
  invertir,
  type CajaEfectivo,
  type LineaRegla,
  type SaldoContable,
} from './lineasContables';
import { repartirCondonacion, repartirLiquidacion, type RepartoEvento } from './repartoEvento';

export * from './planDeCuentas';
export * from './repartoEvento';
export * from './contabilidadCaja';
export {
  CAJA_OFICINA,
  cajaDeCobro,
  compactar,
  cuadra,
  invertir,
  totalCreditos,
  totalDebitos,
  type CajaEfectivo,
  type LineaRegla,
  type SaldoContable,
} from './lineasContables';

/**
 * Desembolso: nace la cartera (el capital es el efectivo que salió de la oficina; el resto de lo pactado es interés,
 * diferido hasta cobrarse). En interés adelantado lo retenido es interés pactado, no capital.
 */
export function reglaDesembolso(d: { prestamoId: string; efectivo: number; pactado: number }): LineaRegla[] {
  const { prestamoId } = d;
  const interes = d.pactado - d.efectivo;
  if (interes < 0) throw new Error('Un desembolso no entrega más de lo pactado');
  return compactar([
    debe('cartera_capital', d.efectivo, { prestamoId }),
    debe('cartera_intereses', interes, { prestamoId }),
    haber(CAJA_OFICINA, d.efectivo),
    haber('intereses_diferidos', interes, { prestamoId }),
  ]);
}

/** Cobro: entra el efectivo a quien lo recibió; baja la cartera; el interés cobrado pasa de diferido a ingreso. */
export function reglaCobro(c: {
  prestamoId: string;
  monto: number;
  interes: number;
  caja: CajaEfectivo;
}): LineaRegla[] {
  const { prestamoId } = c;
  return compactar([
    efectivo(c.caja, c.monto, 0),
    haber('cartera_capital', c.monto - c.interes, { prestamoId }),
    haber('cartera_intereses', c.interes, { prestamoId }),
    debe('intereses_diferidos', c.interes, { prestamoId }),
    haber('ingresos_intereses', c.interes, { prestamoId }),
  ]);
}

/**
 * Liquidación: lo recibido paga primero el capital; el descuento perdona primero el interés pactado que no se cobró
 * y sólo después capital (un gasto). Un comprobante para todo el acto, con el reparto de repartirLiquidacion.
 */
export function reglaLiquidacion(l: {
  prestamoId: string;
  recibido: number;
  descuento: number;
  saldo: SaldoContable;
  caja: CajaEfectivo;
}): LineaRegla[] {
  const { prestamoId, saldo } = l;
  if (l.recibido + l.descuento !== saldo.capital + saldo.interes) {
    throw new Error('Una liquidación cierra todo el saldo contable del préstamo');
  }
  const reparto = repartirLiquidacion(l.recibido, saldo);
  const capitalRecibido = reparto.recibido.capital;
  const interesRecibido = reparto.recibido.interes;
  const interesPerdonado = reparto.perdonado.interes;
  const capitalPerdonado = reparto.perdonado.capital;
  return compactar([
    efectivo(l.caja, l.recibido, 0),
    haber('cartera_capital', capitalRecibido, { prestamoId }),
    haber('cartera_intereses', interesRecibido, { prestamoId }),
    debe('intereses_diferidos', interesRecibido, { prestamoId }),
    haber('ingresos_intereses', interesRecibido, { prestamoId }),
    ...reglaPerdon(prestamoId, capitalPerdonado, interesPerdonado),
  ]);
}

/** Perdonar interés pactado no cobrado no es gasto (nunca fue ingreso); perdonar capital sí. */
function reglaPerdon(prestamoId: string, capital: number, interes: number): LineaRegla[] {
  return [
    debe('intereses_diferidos', interes, { prestamoId }),
    haber('cartera_intereses', interes, { prestamoId }),
    debe('descuentos_condonaciones', capital, { prestamoId }),
    haber('cartera_capital', capital, { prestamoId }),
  ];
}

/** Condonación: primero el interés pactado por cobrar, salvo que se pida capital primero. */
export function reglaCondonacion(c: {
  prestamoId: string;
  monto: number;
  saldo: SaldoContable;
  capitalPrimero?: boolean;
}): LineaRegla[] {
  const { capital, interes } = repartirCondonacion(c.monto, c.saldo, c.capitalPrimero);
  return compactar(reglaPerdon(c.prestamoId, capital, interes));
}

/**
 * El comprobante de un reparto (repartoEvento.ts), sin su mora (reglaMora): el libro mayor asienta exactamente el
 * reparto que escribió el libro del préstamo, sin volver a decidirlo. Lo que el reparto no mueve en la cartera
 * (`enCartera` falso: el resto de una liquidación, la reversión de un cobro sin comprobante) no lleva líneas.
 */
export function reglaDelReparto(prestamoId: string, r: RepartoEvento): LineaRegla[] {
  const monto = r.capital + r.interes;
  switch (r.tipo) {
    case 'desembolso':
      return reglaDesembolso({ prestamoId, efectivo: r.capital, pactado: monto });
    case 'anulacion':
      return invertir(reglaDesembolso({ prestamoId, efectivo: r.capital, pactado: monto }));
    case 'cobro':
      return reglaCobro({ prestamoId, monto, interes: r.interes, caja: r.caja });
    case 'liquidacion':
      return compactar([
        ...reglaCobro({ prestamoId, monto, interes: r.interes, caja: r.caja }),
        ...reglaPerdon(prestamoId, r.perdonado.capital, r.perdonado.interes),
      ]);
    case 'reversion':
      return r.enCartera ? invertir(reglaCobro({ prestamoId, monto, interes: r.interes, caja: r.caja })) : [];
    case 'condonacion':
      return r.enCartera ? compactar(reglaPerdon(prestamoId, r.capital, r.interes)) : [];
    case 'recuperacion':
      return reglaRecuperacion({ prestamoId, monto: r.efectivo, caja: r.caja });
    case 'mora':
      return [];
  }
}

/** Castigo: el capital se da por perdido (gasto); el interés pactado por cobrar se cancela contra su diferido. */
export function reglaCastigo(c: { prestamoId: string; saldo: SaldoContable }): LineaRegla[] {
  const { prestamoId, saldo } = c;
  return compactar([
    debe('intereses_diferidos', saldo.interes, { prestamoId }),
    haber('cartera_intereses', saldo.interes, { prestamoId }),
    debe('castigos_cartera', saldo.capital, { prestamoId }),
    haber('cartera_capital', saldo.capital, { prestamoId }),
  ]);
}

/** Recuperación de un castigado: efectivo e ingreso aparte; lo castigado no cambia. */
export function reglaRecuperacion(r: {
  prestamoId: string;
  monto: number;
  caja: CajaEfectivo;
}): LineaRegla[] {
  return compactar([
    efectivo(r.caja, r.monto, 0),
    haber('recuperaciones', r.monto, { prestamoId: r.prestamoId }),
  ]);
}

/**
 * Reenganche: el saldo del préstamo anterior (capital e interés pactado aún sin cobrar) pasa al nuevo. El capital del
 * nuevo es el capital anterior más el efectivo entregado; su interés pactado, el anterior no cobrado más el interés
 * nuevo (pactado − efectivo − saldo anterior). Así la cartera de capital sólo crece por efectivo que salió, y el
 * interés refinanciado sigue diferido hasta que se cobre.
 */
export function reglaReenganche(r: {
  anterior: { prestamoId: string; saldo: SaldoContable };
  nuevo: { prestamoId: string; pactado: number };
  efectivo: number;
}): LineaRegla[] {
  const { anterior, nuevo, efectivo } = r;
  const saldoAnterior = anterior.saldo.capital + anterior.saldo.interes;
  const interesNuevo = nuevo.pactado - efectivo - saldoAnterior;
  if (efectivo < 0 || interesNuevo < 0) throw new Error('Reenganche con efectivo o interés negativo');
  return compactar([
    haber('cartera_capital', anterior.saldo.capital, { prestamoId: anterior.prestamoId }),
    haber('cartera_intereses', anterior.saldo.interes, { prestamoId: anterior.prestamoId }),
    debe('cartera_capital', anterior.saldo.capital + efectivo, { prestamoId: nuevo.prestamoId }),
    debe('cartera_intereses', anterior.saldo.interes + interesNuevo, { prestamoId: nuevo.prestamoId }),
    haber(CAJA_OFICINA, efectivo),
    haber('intereses_diferidos', interesNuevo, { prestamoId: nuevo.prestamoId }),
  ]);
}

/**
 * El interés de mora (docs/decisiones/interes-de-mora.md), con la misma base que el pactado: causado es cartera contra
 * un diferido; cobrado es efectivo e ingreso propio; perdonado (condonación, castigo, anulación, resto de una
 * liquidación) cancela cartera contra diferido sin gasto, porque nunca fue ingreso.
 */
export type EventoMora = 'causacion' | 'cobro' | 'reversion' | 'perdon';

export function reglaMora(m: {
  evento: EventoMora;
  prestamoId: string;
  monto: number;
  caja?: CajaEfectivo;
}): LineaRegla[] {
  const { prestamoId, monto } = m;
  const caja = m.caja ?? CAJA_OFICINA;
  switch (m.evento) {
    case 'causacion':
      return compactar([
        debe('cartera_mora', monto, { prestamoId }),
        haber('mora_diferida', monto, { prestamoId }),
      ]);
    case 'perdon':
      return compactar([
        debe('mora_diferida', monto, { prestamoId }),
        haber('cartera_mora', monto, { prestamoId }),
      ]);
    case 'cobro':
    case 'reversion': {
      const cobro = compactar([
        efectivo(caja, monto, 0),
        haber('cartera_mora', monto, { prestamoId }),
        debe('mora_diferida', monto, { prestamoId }),
        haber('ingresos_mora', monto, { prestamoId }),
      ]);
      return m.evento === 'cobro' ? cobro : invertir(cobro);
    }
  }
}

/** Qué hace con la mora cada asiento del libro de un préstamo que la lleva (null: el tipo no toca la mora). */
export function eventoMoraDe(tipo: (typeof TIPOS_MOVIMIENTO)[number]): EventoMora | null {
  switch (tipo) {
    case 'mora':
      return 'causacion';
    case 'cobro':
    case 'liquidacion':
      return 'cobro';
    case 'reversion':
      return 'reversion';
    case 'condonacion':
    case 'castigo':
    case 'anulacion':
      return 'perdon';
    default:
      return null;
  }
}
