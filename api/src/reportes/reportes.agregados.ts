// Las cifras de los reportes, calculadas en la base sobre todo el rango (docs/reportes.md): préstamos por estado y por
// día, cobros por día, cobrador y origen, clientes nuevos, y la foto de la mora de hoy (resumen, aging por cuotas y
// saldo de la cartera abierta). Parámetros de `parametrosReporte`: $1 desde, $2 hasta, $3 hoy y, con cartera, $4.
import {
  ETIQUETAS_ESTADO_PRESTAMO,
  RANGOS_MORA,
  SIN_COBRADOR,
  etiquetaOrigenCobro,
  type CobradoPorCobrador,
  type CobradoPorOrigen,
  type EstadoPrestamo,
  type OrigenCobro,
} from '@cartera/dominio';
import type { DataSource } from 'typeorm';
import { condicionCarteraCobrador } from '../cartera/acceso';
import { centavosDe as centavos } from '../cartera/dinero';
import { sqlPrestamoAbierto, sqlPrestamoDesembolsado } from '../cartera/estado.rules';
import {
  DIAS_ATRASO,
  carteraCobros,
  carteraPrestamos,
  fromMorosos,
  parametrosReporte,
} from './reportes.filas';
import { diasDelRango, type FiltrosResueltos } from './reportes.rules';

/** Los préstamos de un estado en el rango, con sus sumas en centavos. */
export interface PrestamosDeEstado {
  estado: EstadoPrestamo;
  etiqueta: string;
  cantidad: number;
  monto: number;
  prestadoCentavos: number;
  montoTotalCentavos: number;
  saldoCentavos: number;
}

/**
 * Préstamos con `fecha` en el rango, en una sola lectura (prestamos_fecha_reporte_idx): por estado (con sus sumas)
 * y por día (GROUPING SETS). Lo prestado de cada día es lo que se desembolsó ese día, aunque después se anulara, menos
 * lo que se anuló ese día (`anulado`): una anulación cuenta en el periodo en que ocurre, así las cifras de un periodo
 * cerrado no cambian (docs/reportes.md).
 */
export async function agregadosPrestamos(dataSource: DataSource, f: FiltrosResueltos) {
  const filas: Array<{
    por_estado: boolean;
    estado: EstadoPrestamo | null;
    fecha: string | null;
    cantidad: number;
    monto: string;
    prestado: string;
    prestado_vigente: string;
    monto_total: string;
    saldo: string;
  }> = await dataSource.query(
    `SELECT GROUPING(p.fecha) = 1 AS por_estado, p.estado, p.fecha::text AS fecha, count(*)::int AS cantidad,
            coalesce(sum(p.monto), 0) AS monto, coalesce(sum(p.monto - p.monto_refinanciado), 0) AS prestado,
            coalesce(sum(p.monto - p.monto_refinanciado) FILTER (WHERE ${sqlPrestamoDesembolsado('p')}), 0) AS prestado_vigente,
            coalesce(sum(p.monto_total), 0) AS monto_total, coalesce(sum(p.saldo_pendiente), 0) AS saldo
     FROM prestamos p
     WHERE p.fecha BETWEEN $1::date AND $2::date AND $3::date IS NOT NULL ${carteraPrestamos(f)}
     GROUP BY GROUPING SETS ((p.estado), (p.fecha))`,
    parametrosReporte(f),
  );
  // Las anulaciones del rango, por el día en que se anularon (los anulados quedan 'cancelado': prestamos_estado_idx).
  const anulaciones: Array<{ fecha: string; monto: string }> = await dataSource.query(
    `SELECT m.fecha::text AS fecha, sum(p.monto - p.monto_refinanciado) AS monto
     FROM prestamos p JOIN prestamos_movimientos m ON m.prestamo_id = p.id AND m.tipo = 'anulacion'
     WHERE p.estado = 'cancelado' AND m.fecha BETWEEN $1::date AND $2::date AND $3::date IS NOT NULL
       ${carteraPrestamos(f)}
     GROUP BY m.fecha`,
    parametrosReporte(f),
  );
  const anulado = new Map(anulaciones.map((fila) => [fila.fecha, centavos(fila.monto)]));
  const porEstado = filas
    .filter((fila) => fila.por_estado)
    .sort((x, y) => String(x.estado).localeCompare(String(y.estado)))
    .map((fila): PrestamosDeEstado => ({
      estado: fila.estado!,
      etiqueta: ETIQUETAS_ESTADO_PRESTAMO[fila.estado!] ?? String(fila.estado),
      cantidad: fila.cantidad,
      monto: Number(fila.monto),
      prestadoCentavos: centavos(fila.prestado),
      montoTotalCentavos: centavos(fila.monto_total),
      saldoCentavos: centavos(fila.saldo),
    }));
  const porFecha = new Map<string, { cantidad: number; prestadoCentavos: number }>(
    filas
      .filter((fila) => !fila.por_estado)
      .map((fila) => [
        String(fila.fecha),
        { cantidad: fila.cantidad, prestadoCentavos: centavos(fila.prestado_vigente) },
      ]),
  );
  for (const [fecha, monto] of anulado) {
    const dia = porFecha.get(fecha) ?? { cantidad: 0, prestadoCentavos: 0 };
    porFecha.set(fecha, { ...dia, prestadoCentavos: dia.prestadoCentavos - monto });
  }
  /** Lo prestado en el rango: lo desembolsado (sin lo refinanciado de un reenganche) menos lo anulado en el rango. */
  const prestadoCentavos = [...porFecha.values()].reduce((s, d) => s + d.prestadoCentavos, 0);
  return { porEstado, porFecha, prestadoCentavos };
}

/**
 * Cobros del rango en una sola lectura del índice cobros_fecha_reporte_idx (GROUPING SETS): por día (con los días sin
 * cobros en cero), por cobrador y por origen. Lo recuperado de un castigado es otro ingreso, no cobrado (docs/libro.md,
 * como en el tablero): por día y por cobrador cuenta sólo lo cobrado; por origen están todas las filas del reporte de
 * cobros, la recuperación como su propio origen.
 */
export async function agregadosCobros(dataSource: DataSource, f: FiltrosResueltos) {
  const filas: Array<{
    grupo: number;
    fecha: string | null;
    cobrador_id: string | null;
    nombre: string | null;
    origen: OrigenCobro | null;
    cantidad: number;
    monto: string;
    cantidad_todas: number;
    monto_todas: string;
  }> = await dataSource.query(
    `SELECT g.grupo, g.fecha::text AS fecha, g.cobrador_id, u.nombre, g.origen, g.cantidad, g.monto, g.cantidad_todas,
            g.monto_todas
     FROM (
       SELECT GROUPING(co.fecha, co.cobrador_id, co.origen)::int AS grupo, co.fecha, co.cobrador_id, co.origen,
              count(*) FILTER (WHERE co.origen <> 'recuperacion')::int AS cantidad,
              coalesce(sum(co.monto) FILTER (WHERE co.origen <> 'recuperacion'), 0) AS monto,
              count(*)::int AS cantidad_todas, sum(co.monto) AS monto_todas
       FROM cobros co
       WHERE co.fecha BETWEEN $1::date AND $2::date AND $3::date IS NOT NULL ${carteraCobros(f)}
       GROUP BY GROUPING SETS ((co.fecha), (co.cobrador_id), (co.origen))
     ) g
     LEFT JOIN usuarios u ON u.id = g.cobrador_id`,
    parametrosReporte(f),
  );
  // GROUPING(fecha, cobrador_id, origen): 3 = agrupado por fecha, 5 = por cobrador, 6 = por origen.
  const porFecha = new Map(
    filas.filter((fila) => fila.grupo === 3).map((fila) => [String(fila.fecha), fila]),
  );
  const porDia = diasDelRango(f).map((fecha) => ({
    fecha,
    cantidad: porFecha.get(fecha)?.cantidad ?? 0,
    centavos: centavos(porFecha.get(fecha)?.monto),
  }));
  const porCobrador = filas
    .filter((fila) => fila.grupo === 5 && fila.cantidad > 0)
    .map((fila): CobradoPorCobrador => ({
      cobradorId: fila.cobrador_id,
      cobrador: fila.cobrador_id ? (fila.nombre ?? '') : SIN_COBRADOR,
      cantidad: fila.cantidad,
      monto: Number(fila.monto),
    }))
    .sort((x, y) => y.monto - x.monto || x.cobrador.localeCompare(y.cobrador));
  const porOrigen = filas
    .filter((fila) => fila.grupo === 6)
    .sort((x, y) => String(x.origen).localeCompare(String(y.origen)))
    .map((fila): CobradoPorOrigen => ({
      origen: fila.origen!,
      etiqueta: etiquetaOrigenCobro(String(fila.origen)),
      cantidad: fila.cantidad_todas,
      monto: Number(fila.monto_todas),
    }));
  return { porDia, porCobrador, porOrigen };
}

/** Clientes creados en el rango (días de Bogotá), de la cartera pedida. */
export async function clientesNuevos(dataSource: DataSource, f: FiltrosResueltos): Promise<number> {
  const [fila]: Array<{ nuevos: number }> = await dataSource.query(
    `SELECT count(*)::int AS nuevos FROM clientes
     WHERE created_at >= ($1::date::timestamp AT TIME ZONE 'America/Bogota')
       AND created_at < (($2::date + 1)::timestamp AT TIME ZONE 'America/Bogota') AND $3::date IS NOT NULL
       ${f.cobradorId ? 'AND cobrador_id = $4' : ''}`,
    parametrosReporte(f),
  );
  return fila!.nuevos;
}

/** Arma la condición SQL «expresión dentro de la banda» de RANGOS_MORA. */
const banda = (expresion: string, rango: (typeof RANGOS_MORA)[number]) =>
  `${expresion} >= ${rango.desde}${rango.hasta === null ? '' : ` AND ${expresion} <= ${rango.hasta}`}`;

/**
 * Los préstamos en mora hoy: cuántos y su saldo, el de más de 30 y 90 días (PAR) y, por banda de RANGOS_MORA, cuántos
 * y su saldo (columnas `c<clave>` y `s<clave>`). Los días de atraso salen de `prestamos.primera_impaga`.
 */
export async function resumenMorosos(
  dataSource: DataSource,
  f: FiltrosResueltos,
): Promise<Record<string, string | number>> {
  const [resumen]: Array<Record<string, string | number>> = await dataSource.query(
    `SELECT count(*)::int AS cantidad, coalesce(sum(p.saldo_pendiente), 0)::text AS saldo,
            coalesce(sum(p.saldo_pendiente) FILTER (WHERE ${DIAS_ATRASO} > 30), 0)::text AS saldo30,
            coalesce(sum(p.saldo_pendiente) FILTER (WHERE ${DIAS_ATRASO} > 90), 0)::text AS saldo90,
            ${RANGOS_MORA.map(
              (rango) =>
                `count(*) FILTER (WHERE ${banda(DIAS_ATRASO, rango)})::int AS "c${rango.clave}",
                 coalesce(sum(p.saldo_pendiente) FILTER (WHERE ${banda(DIAS_ATRASO, rango)}), 0)::text AS "s${rango.clave}"`,
            ).join(', ')}
     ${fromMorosos(f)}`,
    parametrosReporte(f),
  );
  return resumen!;
}

/**
 * Cuotas atrasadas (impagas con fecha anterior a hoy), en total (`cuotas`) y por días de atraso (`q<clave>`, como el
 * aging del tablero). Toda la cartera: de `cuotas_por_fecha` (cuotas abiertas por fecha programada, que mantienen los
 * disparadores de `cuotas`; unas pocas filas por día). La de un cobrador: sus cuotas 'vencida' y las pendientes o
 * parciales que vencieron desde el último recálculo (en sus préstamos con `proxima_fecha` anterior a hoy).
 */
export async function cuotasAtrasadas(
  dataSource: DataSource,
  f: FiltrosResueltos,
): Promise<Record<string, number>> {
  if (!f.cobradorId) {
    const [toda]: Array<Record<string, number>> = await dataSource.query(
      `SELECT coalesce(sum(abiertas), 0)::int AS cuotas, ${RANGOS_MORA.map(
        (rango) =>
          `coalesce(sum(abiertas) FILTER (WHERE ${banda('$1::date - fecha', rango)}), 0)::int AS "q${rango.clave}"`,
      ).join(', ')}
       FROM cuotas_por_fecha WHERE fecha < $1::date`,
      [f.hoy],
    );
    return toda!;
  }
  const [suya]: Array<Record<string, number>> = await dataSource.query(
    `SELECT count(*)::int AS cuotas, ${RANGOS_MORA.map(
      (rango) => `count(*) FILTER (WHERE ${banda('dias', rango)})::int AS "q${rango.clave}"`,
    ).join(', ')}
     FROM (
       SELECT $1::date - c.fecha_programada AS dias
       FROM cuotas c
       WHERE c.estado = 'vencida' AND c.fecha_programada < $1::date
         AND c.prestamo_id IN (SELECT p.id FROM prestamos p WHERE ${condicionCarteraCobrador('$2')})
       UNION ALL
       SELECT $1::date - c.fecha_programada
       FROM prestamos p JOIN cuotas c ON c.prestamo_id = p.id
       WHERE p.proxima_fecha < $1::date AND ${condicionCarteraCobrador('$2')}
         AND c.estado IN ('pendiente', 'parcial') AND c.fecha_programada < $1::date
     ) atrasadas`,
    [f.hoy, f.cobradorId],
  );
  return suya!;
}

/**
 * Saldo de la cartera abierta (activo, mora, vencido) en centavos, el denominador de PAR30/PAR90. Toda la cartera: del
 * registro `prestamos_resumen` (lo mantienen los disparadores de `prestamos`; unas pocas filas); la de un cobrador, de
 * sus préstamos.
 */
export async function saldoCarteraAbierta(dataSource: DataSource, f: FiltrosResueltos): Promise<number> {
  const [fila]: Array<{ saldo: string }> = f.cobradorId
    ? await dataSource.query(
        `SELECT coalesce(sum(p.saldo_pendiente), 0) AS saldo FROM prestamos p
         WHERE ${sqlPrestamoAbierto('p')} AND ${condicionCarteraCobrador('$1')}`,
        [f.cobradorId],
      )
    : await dataSource.query(
        `SELECT coalesce(sum(saldo), 0) AS saldo FROM prestamos_resumen WHERE ${sqlPrestamoAbierto()}`,
      );
  return centavos(fila!.saldo);
}
