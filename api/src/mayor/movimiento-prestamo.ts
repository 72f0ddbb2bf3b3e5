// Un asiento del libro de préstamos como lo recibe el libro mayor: lo leen contabilizar.ts y comprobantes-importados.ts,
// que así no se importan en círculo (docs/decisiones/imports-hacia-abajo.md).
import type { CajaEfectivo, RepartoEvento, TipoMovimiento } from '@cartera/dominio';

/** Un asiento del libro de préstamos ya insertado (centavos). */
export interface MovimientoPrestamo {
  id: string;
  /** Si el cobro es historia importada, cuando quien asienta lo sabe; si no, se lee del cobro. */
  importado?: boolean;
  tipo: TipoMovimiento;
  fecha: string;
  monto: number;
  interes: number;
  efectivo: number;
  cobroId: string | null;
  registradoPor: string | null;
  /** Condonación que perdona primero capital. */
  capitalPrimero?: boolean;
  /** Interés de mora del asiento (centavos): causado, cobrado, devuelto o perdonado según el tipo. */
  mora?: number;
  /** Dónde entró el efectivo de un cobro recién registrado, si quien asienta lo sabe; sin él, se lee del cobro. */
  caja?: CajaEfectivo;
  /**
   * El reparto que el libro del préstamo escribió en su movimiento (repartirEvento de @cartera/dominio): el comprobante
   * lo asienta tal cual. Sin él (lo que falta por contabilizar), el mayor lo pide al mismo procesador.
   */
  reparto?: RepartoEvento;
}
