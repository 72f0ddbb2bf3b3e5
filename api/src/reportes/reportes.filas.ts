// Las filas de detalle de los reportes de préstamos, cobros y morosos: su SQL (paginado para la pantalla, entero para
// el exporte, que lo lee con un cursor) y cómo se vuelve JSON. Parámetros: $1 desde, $2 hasta, $3 hoy y, si hay
// cartera, $4 cobrador (docs/reportes.md).
import {
  SIN_COBRADOR,
  etiquetaOrigenCobro,
  type EstadoPrestamo,
  type FilaReporteBase,
  type FilaReporteCobros,
  type FilaReporteMorosos,
  type FilaReportePrestamos,
  type Modalidad,
  type OrigenCobro,
} from '@cartera/dominio';
import { condicionCarteraCobrador } from '../common/acceso-cartera';
import { sqlPrestamoAbierto } from '../prestamos/estado.sql';
import type { FiltrosResueltos, Pagina } from './reportes.rules';

export function parametrosReporte(f: FiltrosResueltos): unknown[] {
  return f.cobradorId ? [f.desde, f.hasta, f.hoy, f.cobradorId] : [f.desde, f.hasta, f.hoy];
}

/** Préstamos `alias` de la cartera (vacío si es toda). */
export function carteraPrestamos(f: FiltrosResueltos, alias = 'p'): string {
  return f.cobradorId ? `AND ${condicionCarteraCobrador('$4', alias)}` : '';
}

/** Cobros `co` de la cartera: de sus clientes o de los préstamos asignados (cada parte por su índice). */
export function carteraCobros(f: FiltrosResueltos): string {
  return f.cobradorId
    ? `AND (co.cliente_id = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = $4))
            OR co.prestamo_id = ANY (ARRAY(SELECT id FROM prestamos WHERE cobrador_id = $4)))`
    : '';
}

/** `LIMIT … OFFSET …` de una página; vacío para todas las filas (exporte). */
export function limiteSql(pagina: Pagina | null): string {
  return pagina === null || pagina.limit === null ? '' : `LIMIT ${pagina.limit} OFFSET ${(pagina.page - 1) * pagina.limit}`;
}

/** Los préstamos en mora de la cartera, en el orden de la lista (más días de atraso primero) = el del índice. */
export function fromMorosos(f: FiltrosResueltos): string {
  return `
    FROM prestamos p
    WHERE p.primera_impaga < $3::date AND ${sqlPrestamoAbierto('p')}
      AND $1::date IS NOT NULL AND $2::date IS NOT NULL ${carteraPrestamos(f)}`;
}

/** Días de atraso de un préstamo: hoy − su cuota impaga más antigua. */
export const DIAS_ATRASO = '($3::date - p.primera_impaga)';

/** El SQL del detalle de un reporte (paginado con `limite`, o entero) y cómo una fila cruda se vuelve la del JSON. */
export interface DetalleReporte<C, F extends FilaReporteBase> {
  sql: (f: FiltrosResueltos, limite: string) => string;
  fila: (cruda: C) => F;
}

/** Una fila de cada consulta tal como la devuelve node-postgres (NUMERIC y bigint como texto). */
interface CrudaPrestamo {
  id: string;
  numero: string;
  fecha: string;
  cliente: string;
  cedula: string | null;
  cobrador: string | null;
  monto: string;
  monto_refinanciado: string;
  monto_total: string;
  saldo_pendiente: string;
  cuotas: number;
  modalidad: Modalidad;
  estado: EstadoPrestamo;
}

interface CrudaCobro {
  id: string;
  fecha: string;
  numero: string;
  cliente: string;
  cobrador: string | null;
  monto: string;
  origen: OrigenCobro;
}

interface CrudaMoroso {
  id: string;
  numero: string;
  estado: EstadoPrestamo;
  dias: number;
  saldo_pendiente: string;
  cuotas_vencidas: number;
  cliente: string;
  telefono: string | null;
  cobrador: string | null;
}

/** El detalle de cada reporte con lista de filas en la base (el general lista días del rango, ≤ 366). */
export const DETALLES: {
  prestamos: DetalleReporte<CrudaPrestamo, FilaReportePrestamos>;
  cobros: DetalleReporte<CrudaCobro, FilaReporteCobros>;
  morosos: DetalleReporte<CrudaMoroso, FilaReporteMorosos>;
} = {
  prestamos: {
    sql: (f, limite) => `
      SELECT p.id, p.numero, p.fecha::text AS fecha, c.nombre AS cliente, c.cedula, u.nombre AS cobrador, p.monto,
             p.monto_refinanciado, p.monto_total, p.saldo_pendiente, p.cuotas, p.modalidad, p.estado
      FROM (
        SELECT p.* FROM prestamos p
        WHERE p.fecha BETWEEN $1::date AND $2::date AND $3::date IS NOT NULL ${carteraPrestamos(f)}
        ORDER BY p.fecha DESC, p.created_at DESC, p.id DESC ${limite}
      ) p
      JOIN clientes c ON c.id = p.cliente_id
      LEFT JOIN usuarios u ON u.id = p.cobrador_id
      ORDER BY p.fecha DESC, p.created_at DESC, p.id DESC`,
    fila: (fila) => ({
      _id: fila.id,
      numero: Number(fila.numero),
      fecha: fila.fecha,
      cliente: fila.cliente,
      cedula: fila.cedula,
      cobrador: fila.cobrador ?? 'Sin cobrador',
      monto: Number(fila.monto),
      montoRefinanciado: Number(fila.monto_refinanciado),
      montoTotal: Number(fila.monto_total),
      saldoPendiente: Number(fila.saldo_pendiente),
      cuotas: Number(fila.cuotas),
      modalidad: fila.modalidad,
      estado: fila.estado,
    }),
  },
  cobros: {
    sql: (f, limite) => `
      SELECT co.id, co.fecha::text AS fecha, p.numero, c.nombre AS cliente, u.nombre AS cobrador, co.monto, co.origen
      FROM (
        SELECT co.* FROM cobros co
        WHERE co.fecha BETWEEN $1::date AND $2::date AND $3::date IS NOT NULL ${carteraCobros(f)}
        ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC ${limite}
      ) co
      JOIN prestamos p ON p.id = co.prestamo_id
      JOIN clientes c ON c.id = co.cliente_id
      LEFT JOIN usuarios u ON u.id = co.cobrador_id
      ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC`,
    fila: (fila) => ({
      _id: fila.id,
      fecha: fila.fecha,
      numero: Number(fila.numero),
      cliente: fila.cliente,
      cobrador: fila.cobrador ?? SIN_COBRADOR,
      monto: Number(fila.monto),
      origen: etiquetaOrigenCobro(fila.origen),
    }),
  },
  // Cuotas atrasadas de cada fila: las marcadas 'vencida' (`cuotas_vencidas`, que el libro y el barrido dejan igual a
  // su cuenta) más, sólo si el barrido aún no pasó por él (`proxima_fecha` anterior a hoy), las pendientes o parciales
  // que vencieron después; así un exporte de decenas de miles de filas no cuenta las cuotas de cada préstamo.
  morosos: {
    sql: (f, limite) => `
      SELECT p.id, p.numero, p.estado, ${DIAS_ATRASO} AS dias, p.saldo_pendiente::text AS saldo_pendiente,
             p.cuotas_vencidas + CASE WHEN p.proxima_fecha < $3::date THEN (
               SELECT count(*)::int FROM cuotas cu
               WHERE cu.prestamo_id = p.id AND cu.estado IN ('pendiente', 'parcial') AND cu.fecha_programada < $3::date
             ) ELSE 0 END AS cuotas_vencidas,
             c.nombre AS cliente, c.telefono, u.nombre AS cobrador
      FROM (
        SELECT p.id ${fromMorosos(f)}
        ORDER BY p.primera_impaga, p.id ${limite}
      ) m
      JOIN prestamos p ON p.id = m.id
      JOIN clientes c ON c.id = p.cliente_id
      LEFT JOIN usuarios u ON u.id = p.cobrador_id
      ORDER BY p.primera_impaga, p.id`,
    fila: (fila) => ({
      _id: fila.id,
      numero: Number(fila.numero),
      cliente: fila.cliente,
      telefono: fila.telefono,
      cobrador: fila.cobrador ?? 'Sin cobrador',
      estado: fila.estado,
      diasAtraso: Number(fila.dias),
      cuotasVencidas: Number(fila.cuotas_vencidas),
      saldoPendiente: Number(fila.saldo_pendiente),
    }),
  },
};
