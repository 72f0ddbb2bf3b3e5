// El efecto entero de las operaciones que cierran o perdonan deuda (docs/decisiones/nucleo-de-dinero.md): el estado
// del préstamo a la fecha de la operación y lo pedido entran; sale todo lo que la operación hará — lo que se mide en
// cuatro ojos, la parte de mora, de cuotas y de interés de cada movimiento, con el reparto de su comprobante del libro
// mayor (repartirLiquidacion, repartirCondonacion) — antes de escribir nada. Centavos enteros, sin E/S.

import { centavos } from './centavos';
import { repartirCondonacion, repartirLiquidacion, type SaldoContable } from './contabilidad';
import { repartirMoraPrimero } from './mora';
import type { OperacionControlada } from './aprobaciones';

/** Lo que se debe del préstamo a la fecha de la operación, con la mora ya causada hasta ese día. */
export interface EstadoDeuda {
  /** Centavos que faltan de las cuotas según el libro del préstamo. */
  cuotas: number;
  /** Centavos de mora causada y sin pagar. */
  mora: number;
  /** Lo que el libro mayor tiene por cobrar del préstamo (capital e interés pactado), antes del evento. */
  contable: SaldoContable;
}

/** Lo que el control de cuatro ojos mide de la operación: cuánto entrega o perdona (centavos). */
export interface ControlNecesario {
  operacion: OperacionControlada;
  monto: number;
}

/** Un movimiento del libro del préstamo: su parte de cuotas (`monto`), de ella el interés, y su mora aparte. */
export interface PartesMovimiento {
  monto: number;
  interes: number;
  mora: number;
}

/** Por qué la regla rechaza lo pedido (quien la llama lo traduce a su ErrorNegocio con CODIGOS). */
export type RechazoOperacion = 'montoSuperaSaldo' | 'sinSaldo';

export type Efecto<T> = ({ ok: true } & T) | { ok: false; rechazo: RechazoOperacion };

export interface EfectoLiquidacion {
  /** El cobro de lo recibido: primero la mora; lo demás paga primero capital en los libros. */
  cobro: PartesMovimiento;
  /** La condonación del resto: primero la mora que queda; lo demás perdona primero el interés pactado. */
  condonacion: PartesMovimiento;
  /** El descuento: lo que se debe (con la mora) menos lo recibido. */
  control: ControlNecesario;
}

/** Liquidar: lo recibido es un cobro y el resto de lo que se debe se condona, con un solo reparto contable. */
export function efectoLiquidacion(estado: EstadoDeuda, recibido: number): Efecto<EfectoLiquidacion> {
  const deuda = estado.cuotas + estado.mora;
  if (recibido > deuda) return { ok: false, rechazo: 'montoSuperaSaldo' };
  const moraRecibida = Math.min(recibido, estado.mora);
  const reparto = repartirLiquidacion(recibido - moraRecibida, estado.contable);
  const perdonado = deuda - recibido;
  const moraPerdonada = estado.mora - moraRecibida;
  const cuotasPerdonadas = perdonado - moraPerdonada;
  return {
    ok: true,
    cobro: { monto: recibido - moraRecibida, interes: reparto.recibido.interes, mora: moraRecibida },
    condonacion: {
      monto: cuotasPerdonadas,
      interes: Math.min(reparto.perdonado.interes, cuotasPerdonadas),
      mora: moraPerdonada,
    },
    control: { operacion: 'liquidacion', monto: perdonado },
  };
}

export interface EfectoCondonacion {
  condonacion: PartesMovimiento;
  control: ControlNecesario;
}

/**
 * Condonar `monto`: primero la mora pendiente, después las cuotas; en los libros, primero el interés pactado (o primero
 * capital si se pide). Lo que las cuotas deban de más que el libro mayor (un descuadre) va como capital.
 */
export function efectoCondonacion(
  estado: EstadoDeuda,
  monto: number,
  capitalPrimero = false,
): Efecto<EfectoCondonacion> {
  if (monto > estado.cuotas + estado.mora) return { ok: false, rechazo: 'montoSuperaSaldo' };
  const { mora, cuotas } = repartirMoraPrimero(centavos(monto), centavos(estado.mora));
  const contable = estado.contable.capital + estado.contable.interes;
  const { interes } = repartirCondonacion(Math.min(cuotas, contable), estado.contable, capitalPrimero);
  return {
    ok: true,
    condonacion: { monto: cuotas, interes, mora },
    control: { operacion: 'condonacion', monto },
  };
}

export interface EfectoCastigo {
  castigo: PartesMovimiento;
  control: ControlNecesario;
}

/** Castigar: todo lo que falta de las cuotas y la mora causada; el interés es el que el libro mayor tiene por cobrar. */
export function efectoCastigo(estado: EstadoDeuda): Efecto<EfectoCastigo> {
  if (estado.cuotas <= 0) return { ok: false, rechazo: 'sinSaldo' };
  return {
    ok: true,
    castigo: {
      monto: estado.cuotas,
      interes: Math.min(estado.contable.interes, estado.cuotas),
      mora: estado.mora,
    },
    control: { operacion: 'castigo', monto: estado.cuotas },
  };
}

/**
 * El capital y el interés del desembolso, los de su comprobante: el capital es lo que sale de la caja (más, en el
 * préstamo nuevo de un reenganche, el capital que el mayor pasa del anterior; en uno importado, su monto abierto contra
 * «Saldos iniciales»); el interés, lo pactado que no es capital. En interés adelantado el interés retenido es interés,
 * no capital, aunque las cuotas no lo separen.
 */
export function repartoDesembolso(d: {
  /** Centavos pactados (lo que suman las cuotas). */
  pactado: number;
  /** Centavos que salen de la caja. */
  entregado: number;
  /** Centavos de capital que el mayor pasa del préstamo anterior (reenganche). */
  capitalRefinanciado?: number;
  /** Centavos de capital de un préstamo importado (su monto). */
  capitalImportado?: number | null;
}): { capital: number; interes: number } {
  const capital = Math.min(d.pactado, d.capitalImportado ?? (d.capitalRefinanciado ?? 0) + d.entregado);
  return { capital, interes: d.pactado - capital };
}
