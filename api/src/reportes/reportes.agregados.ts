// Las cifras de los reportes, calculadas en la base sobre todo el rango (docs/reportes.md): préstamos por estado y por
// día, cobros por día, cobrador y origen, clientes nuevos, y la foto de la mora de hoy (resumen, aging por cuotas y
// saldo de la cartera abierta). Las consultas, tipadas, en reportes.consultas.ts; aquí, lo que se hace con sus filas.
import {
  ESTADOS_PRESTAMO,
  ETIQUETAS_ESTADO_PRESTAMO,
  ORIGENES_COBRO,
  SIN_COBRADOR,
  agingCuotas,
  agingMorosos,
  etiquetaOrigenCobro,
  type CobradoPorCobrador,
  type CobradoPorOrigen,
  type EstadoPrestamo,
  type ResumenAgingMorosos,
} from '@cartera/dominio';
import type { DataSource } from 'typeorm';
import { centavosDe as centavos } from '../common/dinero';
import { deLista } from '../database/kysely';
import { consultasReportes } from './reportes.consultas';
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
  const [filas, anulaciones] = await Promise.all([
    consultasReportes.prestamosDelRango(dataSource.manager, f),
    consultasReportes.anulacionesDelRango(dataSource.manager, f),
  ]);
  const anulado = new Map(anulaciones.map((fila) => [fila.fecha, centavos(fila.monto)]));
  const porEstado = filas
    .filter((fila) => fila.por_estado)
    .sort((x, y) => String(x.estado).localeCompare(String(y.estado)))
    .map((fila): PrestamosDeEstado => {
      const estado = deLista(ESTADOS_PRESTAMO, String(fila.estado), 'prestamos.estado');
      return {
        estado,
        etiqueta: ETIQUETAS_ESTADO_PRESTAMO[estado] ?? estado,
        cantidad: fila.cantidad,
        monto: Number(fila.monto),
        prestadoCentavos: centavos(fila.prestado),
        montoTotalCentavos: centavos(fila.monto_total),
        saldoCentavos: centavos(fila.saldo),
      };
    });
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
  /** Lo anulado en el rango, por día y en total: las pantallas lo muestran aparte de lo prestado. */
  const anuladoCentavos = [...anulado.values()].reduce((s, monto) => s + monto, 0);
  return { porEstado, porFecha, prestadoCentavos, anuladoPorFecha: anulado, anuladoCentavos };
}

/**
 * Cobros del rango en una sola lectura del índice cobros_fecha_reporte_idx (GROUPING SETS): por día (con los días sin
 * cobros en cero), por cobrador y por origen. Lo recuperado de un castigado es otro ingreso, no cobrado (docs/libro.md,
 * como en el tablero): por día y por cobrador cuenta sólo lo cobrado; por origen están todas las filas del reporte de
 * cobros, la recuperación como su propio origen.
 */
export async function agregadosCobros(dataSource: DataSource, f: FiltrosResueltos) {
  const filas = await consultasReportes.cobrosDelRango(dataSource.manager, f);
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
      origen: deLista(ORIGENES_COBRO, String(fila.origen), 'cobros.origen'),
      etiqueta: etiquetaOrigenCobro(String(fila.origen)),
      cantidad: fila.cantidad_todas,
      monto: Number(fila.monto_todas),
    }));
  return { porDia, porCobrador, porOrigen };
}

/** Clientes creados en el rango (días de Bogotá), de la cartera pedida. */
export function clientesNuevos(dataSource: DataSource, f: FiltrosResueltos): Promise<number> {
  return consultasReportes.clientesNuevos(dataSource.manager, f);
}

/**
 * Los préstamos en mora hoy: cuántos y su saldo, el de más de 30 y 90 días (PAR) y, por banda de RANGOS_MORA, cuántos
 * y su saldo. La base los cuenta por días de atraso; las bandas las reparte `agingMorosos`.
 */
export async function resumenMorosos(
  dataSource: DataSource,
  f: FiltrosResueltos,
): Promise<ResumenAgingMorosos> {
  const filas = await consultasReportes.morososPorDias(dataSource.manager, f);
  return agingMorosos(
    filas.map((fila) => ({
      dias: fila.dias,
      prestamos: fila.prestamos,
      saldoCentavos: centavos(fila.saldo),
    })),
  );
}

/** Cuotas atrasadas (impagas con fecha anterior a hoy), en total y por días de atraso (como el aging del tablero). */
export async function cuotasAtrasadas(dataSource: DataSource, f: FiltrosResueltos) {
  return agingCuotas(await consultasReportes.cuotasAtrasadasPorDias(dataSource.manager, f));
}

/** Saldo de la cartera abierta (activo, mora, vencido) en centavos, el denominador de PAR30/PAR90. */
export async function saldoCarteraAbierta(dataSource: DataSource, f: FiltrosResueltos): Promise<number> {
  return centavos(await consultasReportes.saldoCarteraAbierta(dataSource.manager, f));
}
