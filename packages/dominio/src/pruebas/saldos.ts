// El oráculo de las pruebas de los asientos (contabilidad, fondeo, apertura, pagos, extractos): débito − crédito por
// cuenta, sumado línea por línea en la prueba, sin usar el código que se prueba. Sólo para pruebas: no entra en dist.
import type { CajaEfectivo, LineaRegla } from '../lineasContables';

/**
 * Débito − crédito por cuenta. Una caja de efectivo lleva el nombre que le da `nombreCaja` (por defecto todas son
 * 'caja'); con `sinCeros`, las cuentas que quedan en 0 no aparecen.
 */
export function saldosPorCuenta(
  lineas: readonly LineaRegla[],
  nombreCaja: (caja: CajaEfectivo) => string = () => 'caja',
  { sinCeros = false } = {},
): Record<string, number> {
  const mapa: Record<string, number> = {};
  for (const l of lineas) {
    const cuenta = typeof l.cuenta === 'string' ? l.cuenta : nombreCaja(l.cuenta);
    mapa[cuenta] = (mapa[cuenta] ?? 0) + l.debito - l.credito;
  }
  if (sinCeros) for (const cuenta of Object.keys(mapa)) if (mapa[cuenta] === 0) delete mapa[cuenta];
  return mapa;
}

/** Cada caja por su tipo ('oficina', 'cobrador'); la de una cuenta de recaudo, `banco:<id>`. */
export const cajaPorTipo = (caja: CajaEfectivo): string =>
  caja.tipo === 'cuenta_pago' ? `banco:${caja.cuentaPagoId}` : caja.tipo;
