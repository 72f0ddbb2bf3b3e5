// Los reportes de préstamos y de morosos cuando su corte (`hasta`) cae dentro del periodo cerrado
// (docs/decisiones/reportes-al-cierre.md): las cifras, los gráficos y las filas de ese día, del libro de cada préstamo
// con fecha hasta el corte (reportes.al-corte.consultas.ts), con su estado por `estadoAlCorte`. Así un mes cerrado da
// el mismo reporte después de una anulación, un cobro o un castigo del mes siguiente.
import {
  ESTADOS_PRESTAMO,
  ETIQUETAS_ESTADO_PRESTAMO,
  agingCuotas,
  agingMorosos,
  estadoAlCorte,
  type EstadoPrestamo,
  type FilaReporteMorosos,
  type FilaReportePrestamos,
  type ResumenAgingMorosos,
} from '@cartera/dominio';
import type { DataSource } from 'typeorm';
import { aCentavos, aPesos, centavosDe as centavos } from '../common/dinero';
import { deLista } from '../database/kysely';
import { consultasReportesAlCorte as consultas } from './reportes.al-corte.consultas';
import type { PrestamosDeEstado } from './reportes.agregados';
import { filaReporteMoroso, filaReportePrestamo, type DetalleReporte } from './reportes.filas';
import type { FiltrosResueltos } from './reportes.rules';

/** Las claves de `estadoAlCorte` como las devuelve la base. */
interface ClavesAlCorte {
  estado: string;
  con_saldo: boolean;
  con_cuotas_vencidas: boolean;
  plan_vencido: boolean;
  desembolsado: boolean;
  anulado: boolean;
  castigado: boolean;
  reenganchado: boolean;
}

const estadoHoy = (valor: string) => deLista(ESTADOS_PRESTAMO, valor, 'prestamos.estado');

/** El estado del préstamo al cierre de `corte`, decidido en dominio sobre lo que la base leyó de su libro. */
function estadoDe(fila: ClavesAlCorte, corte: string): EstadoPrestamo {
  return estadoAlCorte(
    {
      estadoHoy: estadoHoy(fila.estado),
      desembolsado: fila.desembolsado,
      anulado: fila.anulado,
      castigado: fila.castigado,
      reenganchado: fila.reenganchado,
      conSaldo: fila.con_saldo,
      conCuotasVencidas: fila.con_cuotas_vencidas,
      planVencido: fila.plan_vencido,
    },
    corte,
  );
}

/** Si el corte del reporte está dentro del periodo cerrado (cerrado_hasta, el cierre de Contabilidad). */
export function corteCerrado(hasta: string, cerradoHasta: string | null): boolean {
  return cerradoHasta !== null && hasta <= cerradoHasta;
}

/** Los préstamos del rango por su estado al corte, con sus sumas (el saldo, el de ese día). */
export async function porEstadoAlCorte(dataSource: DataSource, f: FiltrosResueltos): Promise<PrestamosDeEstado[]> {
  const grupos = await consultas.prestamosPorClave(dataSource.manager, f);
  const porEstado = new Map<EstadoPrestamo, PrestamosDeEstado>();
  for (const grupo of grupos) {
    const estado = estadoDe(grupo, f.hasta);
    const antes = porEstado.get(estado) ?? {
      estado,
      etiqueta: ETIQUETAS_ESTADO_PRESTAMO[estado] ?? estado,
      cantidad: 0,
      monto: 0,
      prestadoCentavos: 0,
      montoTotalCentavos: 0,
      saldoCentavos: 0,
    };
    porEstado.set(estado, {
      ...antes,
      cantidad: antes.cantidad + grupo.cantidad,
      monto: aPesos(aCentavos(antes.monto) + centavos(grupo.monto)),
      prestadoCentavos: antes.prestadoCentavos + centavos(grupo.prestado),
      montoTotalCentavos: antes.montoTotalCentavos + centavos(grupo.monto_total),
      saldoCentavos: antes.saldoCentavos + centavos(grupo.saldo),
    });
  }
  return [...porEstado.values()].sort((x, y) => x.estado.localeCompare(y.estado));
}

/** Los préstamos en mora al corte: cuántos y su saldo, por banda y el PAR (como `resumenMorosos`, a ese día). */
export async function resumenMorososAlCorte(dataSource: DataSource, f: FiltrosResueltos): Promise<ResumenAgingMorosos> {
  const filas = await consultas.morososPorDias(dataSource.manager, f);
  return agingMorosos(
    filas.map((fila) => ({ dias: fila.dias, prestamos: fila.prestamos, saldoCentavos: centavos(fila.saldo) })),
  );
}

/** Las cuotas atrasadas al corte, en total y por días de atraso. */
export async function cuotasAtrasadasAlCorte(dataSource: DataSource, f: FiltrosResueltos) {
  return agingCuotas(await consultas.cuotasAtrasadasPorDias(dataSource.manager, f));
}

/** El saldo de la cartera abierta al corte, en centavos: el denominador de PAR30/PAR90 de ese día. */
export async function saldoCarteraAlCorte(dataSource: DataSource, f: FiltrosResueltos): Promise<number> {
  return centavos(await consultas.saldoCarteraAbierta(dataSource.manager, f));
}

type Fila<K extends 'detallePrestamos' | 'detalleMorosos'> = Awaited<
  ReturnType<ReturnType<(typeof consultas)[K]>['execute']>
>[number];

/** El detalle de préstamos y de morosos al corte: la misma fila del JSON, con el saldo y el estado de ese día. */
export const DETALLES_AL_CORTE = {
  prestamos: {
    consulta: consultas.detallePrestamos,
    fila: (fila) => filaReportePrestamo(fila, estadoDe(fila, fila.corte)),
  } satisfies DetalleReporte<Fila<'detallePrestamos'>, FilaReportePrestamos>,
  morosos: {
    consulta: consultas.detalleMorosos,
    fila: (fila) => filaReporteMoroso(fila, estadoDe(fila, fila.corte)),
  } satisfies DetalleReporte<Fila<'detalleMorosos'>, FilaReporteMorosos>,
};
