// Un reparto, dos escritores (docs/decisiones/un-reparto-dos-escritores.md): el procesador de los eventos de dinero de
// un préstamo. Toma el evento y el estado que necesita (lo que el libro mayor tiene por cobrar del préstamo, lo que
// queda de un cobro que se revierte, la caja) y devuelve EL reparto: capital, interés pactado, mora, lo perdonado en
// el mismo acto y el efectivo con su caja o cuenta de banco. El libro del préstamo escribe su movimiento con él y el
// libro mayor su comprobante (reglaDelReparto, contabilidad.ts): ninguno de los dos vuelve a decidirlo.
import { centavos, type Centavos } from './centavos';
import { CAJA_OFICINA, type CajaEfectivo, type SaldoContable } from './lineasContables';

function limitar(valor: number, minimo: number, maximo: number): number {
  return Math.min(Math.max(valor, minimo), maximo);
}

/** a × b ÷ c redondeado al centavo más cercano (mitades hacia arriba), exacto con enteros grandes. */
function proporcion(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const num = BigInt(a) * BigInt(b) * 2n + BigInt(c);
  return Number(num / (BigInt(c) * 2n));
}

/**
 * La parte de interés de `monto` que reduce el saldo de un préstamo. Con el reparto del plan (`interesPlan`, lo que
 * las cuotas tocadas llevan de interés) si el préstamo lleva su interés en las cuotas; proporcional a lo que queda
 * por cobrar si no (interés adelantado y préstamos de un reenganche, cuyas cuotas no separan el interés retenido ni
 * el refinanciado). Nunca deja capital ni interés negativos en el libro mayor.
 */
export function interesDeUnPago(
  monto: number,
  saldo: SaldoContable,
  reparto: { tipo: 'plan'; interesPlan: number } | { tipo: 'proporcional' },
): number {
  const total = saldo.capital + saldo.interes;
  if (monto > total) throw new Error(`El pago (${monto}) supera el saldo contable (${total})`);
  if (monto === total) return saldo.interes;
  const deseado = reparto.tipo === 'plan' ? reparto.interesPlan : proporcion(monto, saldo.interes, total);
  return limitar(deseado, Math.max(0, monto - saldo.capital), Math.min(monto, saldo.interes));
}

/**
 * El interés que devuelve la reversión de `monto` centavos de un cobro al que le quedan `resto` (efectivo e interés
 * reconocido netos en el libro mayor): todo su interés si se revierte entero; si no, el deseado (el de las cuotas, o
 * proporcional a lo que queda) sin devolver más interés ni más capital del que el cobro llevó.
 */
export function interesDeUnaReversion(
  monto: number,
  resto: { monto: number; interes: number },
  deseado: number | 'proporcional',
): number {
  if (monto >= resto.monto) return resto.interes;
  const objetivo = deseado === 'proporcional' ? proporcion(monto, resto.interes, resto.monto) : deseado;
  return Math.min(Math.max(objetivo, monto - (resto.monto - resto.interes)), monto, resto.interes);
}

/** Capital e interés de un movimiento del préstamo (centavos): lo que baja de cada uno. */
export interface RepartoMovimiento {
  capital: number;
  interes: number;
}

/**
 * El reparto de una liquidación: lo recibido paga primero el capital; lo que se perdona es primero el interés pactado
 * que no se cobró y sólo después capital.
 */
export function repartirLiquidacion(
  recibido: number,
  saldo: SaldoContable,
): { recibido: RepartoMovimiento; perdonado: RepartoMovimiento } {
  if (recibido < 0 || recibido > saldo.capital + saldo.interes) {
    throw new Error(`Lo recibido (${recibido}) no cabe en el saldo contable (${saldo.capital + saldo.interes})`);
  }
  const capital = Math.min(recibido, saldo.capital);
  const interes = recibido - capital;
  return {
    recibido: { capital, interes },
    perdonado: { capital: saldo.capital - capital, interes: saldo.interes - interes },
  };
}

/** El reparto de una condonación: primero el interés pactado por cobrar, salvo que se pida capital primero. */
export function repartirCondonacion(monto: number, saldo: SaldoContable, capitalPrimero = false): RepartoMovimiento {
  if (monto < 0 || monto > saldo.capital + saldo.interes) throw new Error('La condonación supera el saldo contable');
  const capital = capitalPrimero ? Math.min(monto, saldo.capital) : monto - Math.min(monto, saldo.interes);
  return { capital, interes: monto - capital };
}

// ——— El procesador ———

/** Cómo se decide el interés de un cobro: el de las cuotas que tocó, o proporcional a lo que falta por cobrar. */
export type InteresDelCobro = { tipo: 'plan'; interesPlan: number } | { tipo: 'proporcional' };

/** Un evento de dinero de un préstamo, en centavos (`efectivo` con signo: entra +, sale −). */
export type EventoPrestamo =
  | { tipo: 'desembolso' | 'anulacion'; pactado: number; efectivo: number; mora?: number }
  | { tipo: 'cobro'; monto: number; mora: number; efectivo: number; caja: CajaEfectivo; interes: InteresDelCobro }
  | { tipo: 'liquidacion'; monto: number; mora: number; efectivo: number; caja: CajaEfectivo }
  | {
      tipo: 'reversion';
      monto: number;
      mora: number;
      efectivo: number;
      caja: CajaEfectivo;
      /** Lo que el cobro dejó en el libro mayor (efectivo e interés netos); sin comprobante, monto 0. */
      resto: { monto: number; interes: number };
      /** El interés de las cuotas que deshace, o proporcional (interés adelantado, reenganche). */
      deseado: number | 'proporcional';
    }
  | { tipo: 'condonacion'; monto: number; mora: number; capitalPrimero: boolean; interesCuotas: number }
  | { tipo: 'recuperacion'; monto: number; efectivo: number; caja: CajaEfectivo }
  | { tipo: 'mora'; mora: number };

/** Los tipos de movimiento que reparte el procesador (el castigo y el reenganche cierran todo el saldo leído). */
export type TipoRepartido = EventoPrestamo['tipo'];

/** EL reparto de un evento: lo escriben el libro del préstamo y el libro mayor. */
export interface RepartoEvento {
  tipo: TipoRepartido;
  /** Capital e interés pactado que el evento baja de la cartera del préstamo (el desembolso y la anulación: que sube o se deshace). */
  capital: Centavos;
  interes: Centavos;
  /** Lo que el mismo acto perdona: el resto de una liquidación. */
  perdonado: { capital: Centavos; interes: Centavos };
  /** Interés de mora: causado, cobrado, devuelto o perdonado según el tipo. */
  mora: Centavos;
  /** Efectivo con signo (entra +, sale −) y la caja o cuenta de banco donde entra o de donde sale. */
  efectivo: Centavos;
  caja: CajaEfectivo;
  /**
   * Falso cuando el libro mayor no mueve la cartera del préstamo con él (sólo su mora): la condonación del resto de
   * una liquidación (ya la perdonó el comprobante de la liquidación) o la reversión de un cobro sin comprobante.
   */
  enCartera: boolean;
}

const CERO = { capital: centavos(0), interes: centavos(0) };

function reparto(
  tipo: TipoRepartido,
  partes: { capital: number; interes: number; mora?: number; efectivo?: number; caja?: CajaEfectivo },
  extra: { perdonado?: RepartoMovimiento; enCartera?: boolean } = {},
): RepartoEvento {
  return {
    tipo,
    capital: centavos(partes.capital),
    interes: centavos(partes.interes),
    perdonado: extra.perdonado
      ? { capital: centavos(extra.perdonado.capital), interes: centavos(extra.perdonado.interes) }
      : CERO,
    mora: centavos(partes.mora ?? 0),
    efectivo: centavos(partes.efectivo ?? 0),
    caja: partes.caja ?? CAJA_OFICINA,
    enCartera: extra.enCartera ?? true,
  };
}

/**
 * El procesador: el reparto de `evento` sobre `saldo` (lo que el libro mayor tiene por cobrar del préstamo antes del
 * evento). Un cobro que no cabe en el saldo (la historia de un préstamo importado, que el mayor no asienta, o un
 * descuadre que la verificación informa) lleva el interés de sus cuotas; el libro mayor rechaza asentarlo.
 */
export function repartirEvento(evento: EventoPrestamo, saldo: SaldoContable): RepartoEvento {
  const total = saldo.capital + saldo.interes;
  switch (evento.tipo) {
    case 'desembolso':
    case 'anulacion': {
      if (evento.pactado < Math.abs(evento.efectivo)) throw new Error('Un desembolso no entrega más de lo pactado');
      const capital = Math.abs(evento.efectivo);
      return reparto(evento.tipo, { capital, interes: evento.pactado - capital, mora: evento.mora, efectivo: evento.efectivo });
    }
    case 'cobro': {
      const { monto } = evento;
      const interes =
        monto > total
          ? Math.min(evento.interes.tipo === 'plan' ? evento.interes.interesPlan : 0, monto)
          : interesDeUnPago(monto, saldo, evento.interes);
      return reparto('cobro', { capital: monto - interes, interes, mora: evento.mora, efectivo: evento.efectivo, caja: evento.caja });
    }
    case 'liquidacion': {
      const { recibido, perdonado } = repartirLiquidacion(evento.monto, saldo);
      return reparto('liquidacion', { ...recibido, mora: evento.mora, efectivo: evento.efectivo, caja: evento.caja }, { perdonado });
    }
    case 'reversion': {
      const { resto } = evento;
      if (resto.monto <= 0) {
        const interes = typeof evento.deseado === 'number' ? Math.min(evento.deseado, evento.monto) : 0;
        return reparto(
          'reversion',
          { capital: evento.monto - interes, interes, mora: evento.mora, efectivo: evento.efectivo, caja: evento.caja },
          { enCartera: false },
        );
      }
      const monto = Math.min(evento.monto, resto.monto);
      const interes = interesDeUnaReversion(monto, resto, evento.deseado);
      return reparto('reversion', { capital: monto - interes, interes, mora: evento.mora, efectivo: evento.efectivo, caja: evento.caja });
    }
    case 'condonacion': {
      // El resto de una liquidación: su comprobante ya lo perdonó; el movimiento lleva el interés de las cuotas.
      if (total === 0) {
        const interes = Math.min(evento.interesCuotas, evento.monto);
        return reparto('condonacion', { capital: evento.monto - interes, interes, mora: evento.mora }, { enCartera: false });
      }
      const condonado = repartirCondonacion(Math.min(evento.monto, total), saldo, evento.capitalPrimero);
      return reparto('condonacion', { ...condonado, mora: evento.mora });
    }
    case 'recuperacion':
      return reparto('recuperacion', { capital: 0, interes: 0, efectivo: evento.efectivo, caja: evento.caja }, { enCartera: false });
    case 'mora':
      return reparto('mora', { capital: 0, interes: 0, mora: evento.mora }, { enCartera: false });
  }
}

/** El saldo del libro mayor después del reparto (un lote de eventos se reparte uno tras otro sobre él). */
export function saldoDespues(saldo: SaldoContable, r: RepartoEvento): SaldoContable {
  if (!r.enCartera) return { ...saldo };
  const signo = r.tipo === 'desembolso' ? 1 : -1;
  return {
    capital: saldo.capital + signo * (r.capital + r.perdonado.capital),
    interes: saldo.interes + signo * (r.interes + r.perdonado.interes),
  };
}
