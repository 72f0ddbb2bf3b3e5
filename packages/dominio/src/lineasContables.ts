// Las líneas de un comprobante según las reglas del libro mayor (centavos enteros): dónde está el dinero, cómo se
// juntan, cuándo cuadran. Las reglas están en contabilidad.ts y contabilidadCaja.ts.
import type { ClaveCuenta } from './planDeCuentas';

/**
 * Dónde está un dinero recibido: la caja de la oficina, lo que tiene un cobrador o una cuenta de recaudo (un banco, una
 * llave Bre-B, Nequi o Daviplata: su subcuenta de Bancos, 1110; docs/decisiones/pagos-por-transferencia.md).
 */
export type CajaEfectivo =
  | { tipo: 'oficina' }
  | { tipo: 'cobrador'; cobradorId: string }
  | { tipo: 'cuenta_pago'; cuentaPagoId: string };
export const CAJA_OFICINA: CajaEfectivo = { tipo: 'oficina' };

/**
 * Dónde entró el dinero de un cobro: una transferencia, en su cuenta de recaudo (nunca en poder de un cobrador); el
 * efectivo, con el cobrador que lo tiene mientras no lo entregue; si no, en la oficina.
 */
export function cajaDeCobro(c: {
  cuentaPagoId: string | null;
  enPoderDe: string | null;
  entregado: boolean;
}): CajaEfectivo {
  if (c.cuentaPagoId) return { tipo: 'cuenta_pago', cuentaPagoId: c.cuentaPagoId };
  return c.enPoderDe && !c.entregado ? { tipo: 'cobrador', cobradorId: c.enPoderDe } : CAJA_OFICINA;
}

/** Una línea de un comprobante según la regla: la cuenta por su papel (o la caja), el préstamo y el cobrador. */
export interface LineaRegla {
  cuenta: ClaveCuenta | CajaEfectivo;
  debito: number;
  credito: number;
  prestamoId?: string;
  /** El cobrador como tercero (faltantes, gastos) o dueño de la subcuenta de efectivo. */
  cobradorId?: string;
  /**
   * La oficina de la línea cuando la regla la decide (una transferencia entre oficinas); sin ella, la del préstamo, el
   * cobro o el cobrador del comprobante (docs/decisiones/libros-por-oficina.md).
   */
  oficinaId?: string;
}

/** Lo que el libro mayor tiene de un préstamo: capital e interés pactado por cobrar (centavos). */
export interface SaldoContable {
  capital: number;
  interes: number;
}

/** Una línea al débito (uso de las reglas). */
export function debe(
  cuenta: LineaRegla['cuenta'],
  monto: number,
  extra: Omit<LineaRegla, 'cuenta' | 'debito' | 'credito'> = {},
): LineaRegla {
  return { cuenta, debito: monto, credito: 0, ...extra };
}

/** Una línea al crédito (uso de las reglas). */
export function haber(
  cuenta: LineaRegla['cuenta'],
  monto: number,
  extra: Omit<LineaRegla, 'cuenta' | 'debito' | 'credito'> = {},
): LineaRegla {
  return { cuenta, debito: 0, credito: monto, ...extra };
}

/** Una línea de efectivo: la de la subcuenta de un cobrador lleva su id. */
export function efectivo(caja: CajaEfectivo, debito: number, credito: number): LineaRegla {
  return caja.tipo === 'cobrador'
    ? { cuenta: caja, debito, credito, cobradorId: caja.cobradorId }
    : { cuenta: caja, debito, credito };
}

/** Quita las líneas en cero y junta las de la misma cuenta, préstamo, cobrador y lado. */
export function compactar(lineas: readonly LineaRegla[]): LineaRegla[] {
  const juntas = new Map<string, LineaRegla>();
  for (const linea of lineas) {
    if (
      linea.debito < 0 ||
      linea.credito < 0 ||
      !Number.isInteger(linea.debito) ||
      !Number.isInteger(linea.credito)
    ) {
      throw new Error(`Línea contable inválida: ${JSON.stringify(linea)}`);
    }
    if (linea.debito === 0 && linea.credito === 0) continue;
    const cuenta =
      typeof linea.cuenta === 'string'
        ? linea.cuenta
        : linea.cuenta.tipo === 'cuenta_pago'
          ? `cuenta_pago:${linea.cuenta.cuentaPagoId}`
          : linea.cuenta.tipo;
    const lado = linea.debito > 0 ? 'd' : 'c';
    const clave = [cuenta, linea.prestamoId ?? '', linea.cobradorId ?? '', linea.oficinaId ?? '', lado].join(
      '|',
    );
    const previa = juntas.get(clave);
    if (previa) {
      previa.debito += linea.debito;
      previa.credito += linea.credito;
    } else juntas.set(clave, { ...linea });
  }
  return [...juntas.values()];
}

export function totalDebitos(lineas: readonly LineaRegla[]): number {
  return lineas.reduce((t, l) => t + l.debito, 0);
}

export function totalCreditos(lineas: readonly LineaRegla[]): number {
  return lineas.reduce((t, l) => t + l.credito, 0);
}

/** Un comprobante cuadra: débitos = créditos y al menos dos líneas; en cada oficina que nombran sus líneas también. */
export function cuadra(lineas: readonly LineaRegla[]): boolean {
  if (lineas.length < 2 || totalDebitos(lineas) !== totalCreditos(lineas)) return false;
  const neto = new Map<string, number>();
  for (const l of lineas)
    neto.set(l.oficinaId ?? '', (neto.get(l.oficinaId ?? '') ?? 0) + l.debito - l.credito);
  return [...neto.values()].every((n) => n === 0);
}

/** El reverso de un comprobante: las mismas líneas con débito y crédito cambiados. */
export function invertir(lineas: readonly LineaRegla[]): LineaRegla[] {
  return lineas.map((l) => ({ ...l, debito: l.credito, credito: l.debito }));
}
