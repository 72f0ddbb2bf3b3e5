// Los comprobantes de la apertura de un préstamo importado (docs/decisiones/importacion.md, «Libros abiertos»): su
// desembolso y cada cobro anterior al corte contra «Saldos iniciales», sin caja, y el castigo de uno que llega
// castigado. Sin la base: los usan la contabilización de cada préstamo (contabilizar.ts) y la aplicación por lotes de
// una importación.
import {
  interesDeUnPago,
  reglaCastigo,
  reglaCobroImportado,
  reglaDesembolsoImportado,
  type LineaRegla,
  type SaldoContable,
} from '@cartera/dominio';
import type { Comprobante, MovimientoPrestamo } from './contabilizar';

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

/** El desembolso de un préstamo importado: abre su cartera contra «Saldos iniciales». */
export function comprobanteDesembolsoImportado(
  prestamo: PrestamoContable,
  m: MovimientoPrestamo,
): Comprobante {
  return {
    ...baseDelComprobante(prestamo, m),
    tipo: 'desembolso',
    descripcion: `Apertura (importado): desembolso del préstamo #${prestamo.numero}`,
    lineas: reglaDesembolsoImportado({
      prestamoId: prestamo.id,
      capital: m.monto - m.interes,
      pactado: m.monto,
    }),
  };
}

/** Un cobro anterior al corte: baja la cartera contra «Saldos iniciales», con el interés de su reparto. */
export function comprobanteCobroImportado(
  prestamo: PrestamoContable,
  saldo: SaldoContable,
  m: MovimientoPrestamo,
): Comprobante {
  const interes = interesDeUnPago(
    m.monto,
    saldo,
    prestamo.proporcional ? { tipo: 'proporcional' } : { tipo: 'plan', interesPlan: m.interes },
  );
  return {
    ...baseDelComprobante(prestamo, m),
    tipo: 'cobro',
    descripcion: `Apertura (importado): cobro anterior al corte del préstamo #${prestamo.numero}`,
    lineas: reglaCobroImportado({ prestamoId: prestamo.id, monto: m.monto, interes }),
  };
}

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
