// Los comprobantes de un préstamo importado (docs/decisiones/importacion.md, «Libros abiertos» y «El corte queda
// cerrado»): su apertura en la fecha de corte contra «Saldos iniciales», sin caja, y la de uno que llega castigado, sólo
// en cuentas de orden. Sin la base: los usan
// los dos caminos de una importación (aplicar-prestamos.ts, de uno en uno, y la aplicación por lotes) y la
// contabilización de cada préstamo (contabilizar.ts).
import {
  reglaAperturaCastigada,
  reglaAperturaImportada,
  reglaCastigo,
  type CobroAnteriorAlCorte,
  type LineaRegla,
  type SaldoContable,
} from '@cartera/dominio';
import type { Comprobante } from './escribir-comprobante';
import type { MovimientoPrestamo } from './movimiento-prestamo';

/** El préstamo como lo ve su comprobante: su número (la descripción), su cliente (tercero) y su reparto. */
export interface PrestamoContable {
  id: string;
  numero: string;
  clienteId: string;
  proporcional: boolean;
}

/** La base común de los comprobantes de un movimiento del préstamo. */
export function baseDelComprobante(prestamo: PrestamoContable, m: MovimientoPrestamo) {
  return {
    fecha: m.fecha,
    origen: 'prestamo' as const,
    origenId: prestamo.id,
    registradoPor: m.registradoPor,
    clientes: new Map([[prestamo.id, prestamo.clienteId]]),
    movimientos: new Map([[prestamo.id, m.id]]),
    cobroId: m.cobroId,
  };
}

/**
 * La apertura de un préstamo importado, en su fecha de corte: lo que tiene por cobrar ese día (lo pactado en su
 * desembolso menos sus cobros anteriores al corte, con el reparto de sus movimientos) contra «Saldos iniciales». Sus
 * líneas van con el movimiento del desembolso; un préstamo ya pagado al corte no tiene líneas.
 */
export function comprobanteAperturaImportada(
  prestamo: Omit<PrestamoContable, 'proporcional'>,
  apertura: {
    fechaCorte: string;
    desembolso: Pick<MovimientoPrestamo, 'id' | 'monto' | 'interes' | 'registradoPor'>;
    cobros: readonly CobroAnteriorAlCorte[];
  },
): Comprobante {
  const { desembolso } = apertura;
  return {
    fecha: apertura.fechaCorte,
    origen: 'prestamo',
    origenId: prestamo.id,
    registradoPor: desembolso.registradoPor,
    clientes: new Map([[prestamo.id, prestamo.clienteId]]),
    movimientos: new Map([[prestamo.id, desembolso.id]]),
    cobroId: null,
    tipo: 'desembolso',
    descripcion: `Apertura (importado): cartera al corte del préstamo #${prestamo.numero}`,
    lineas: reglaAperturaImportada({
      prestamoId: prestamo.id,
      capital: desembolso.monto - desembolso.interes,
      pactado: desembolso.monto,
      cobros: apertura.cobros,
    }),
  };
}

/**
 * La apertura de un préstamo que llega castigado, con el movimiento de su castigo en la fecha de corte: lo que el
 * cliente aún debía (el castigo del libro del préstamo, capital e interés pactado) sólo en cuentas de orden
 * (reglaAperturaCastigada). Su cartera nunca abrió (la apertura de su desembolso no lleva líneas): ni 1405 ni 519910.
 */
export function comprobanteAperturaCastigada(
  prestamo: PrestamoContable,
  castigo: MovimientoPrestamo,
): Comprobante {
  return {
    ...baseDelComprobante(prestamo, castigo),
    tipo: 'castigo',
    descripcion: `Apertura (importado castigado): lo que debía el préstamo #${prestamo.numero}, en cuentas de orden`,
    lineas: reglaAperturaCastigada({ prestamoId: prestamo.id, castigado: castigo.monto }),
  };
}

/** ¿Es éste el castigo con que llega un préstamo importado castigado (en su fecha de corte, o antes)? */
export const esCastigoImportado = (fechaCorte: string | null, castigo: Pick<MovimientoPrestamo, 'tipo' | 'fecha'>) =>
  castigo.tipo === 'castigo' && fechaCorte !== null && castigo.fecha <= fechaCorte;

/** Un castigo: la cartera que queda sale a gasto, y las líneas de orden (`orden`) guardan lo que el cliente aún debe. */
export function comprobanteCastigo(
  prestamo: PrestamoContable,
  saldo: SaldoContable,
  m: MovimientoPrestamo,
  orden: readonly LineaRegla[],
): Comprobante {
  return {
    ...baseDelComprobante(prestamo, m),
    tipo: 'castigo',
    descripcion: `Castigo del préstamo #${prestamo.numero}`,
    lineas: [...reglaCastigo({ prestamoId: prestamo.id, saldo }), ...orden],
  };
}

/** Lo que un comprobante mueve del capital y del interés por cobrar del préstamo en el libro mayor. */
export function moverSaldoContable(saldo: SaldoContable, prestamoId: string, comprobante: Comprobante): void {
  for (const linea of comprobante.lineas) {
    if (linea.prestamoId !== prestamoId) continue;
    if (linea.cuenta === 'cartera_capital') saldo.capital += linea.debito - linea.credito;
    if (linea.cuenta === 'cartera_intereses') saldo.interes += linea.debito - linea.credito;
  }
}
