// El paso del tiempo sobre un préstamo abierto (el barrido periódico de la API): qué cuotas vencieron y cómo quedan
// sus cuotas vencidas, días de mora, estado, próxima fecha y primera impaga. Es la misma definición del recálculo
// (estadoLibro.ts); la API sólo lee las cuotas abiertas y escribe lo que esta regla decide.
import type { EstadoCuota, EstadoPrestamo } from './constantes';
import {
  estadoCuota,
  estadoPrestamo,
  primeraImpaga,
  proximaFecha,
  resumenMora,
  type CuotaLibro,
} from './estadoLibro';

/** Una cuota abierta (pendiente, parcial o vencida) como está guardada; montos en centavos. */
export interface CuotaEnBarrido extends CuotaLibro {
  id: string;
  numero: number;
  estado: EstadoCuota;
}

/** Lo que el préstamo tiene guardado de sí mismo; el saldo en centavos. */
export interface PrestamoEnBarrido {
  estado: EstadoPrestamo;
  saldoPendiente: number;
  fechaVencimiento: string;
  cuotasVencidas: number;
  diasMoraPromedio: number;
  proximaFecha: string | null;
  primeraImpaga: string | null;
}

export interface ColumnasBarridas {
  cuotasVencidas: number;
  diasMoraPromedio: number;
  estado: EstadoPrestamo;
  proximaFecha: string | null;
  primeraImpaga: string | null;
}

export interface BarridoDelPrestamo {
  /** Las cuotas pendientes o parciales cuya fecha pasó con saldo: pasan a 'vencida'. */
  vencen: CuotaEnBarrido[];
  columnas: ColumnasBarridas;
  /** Si hay algo que escribir: alguna cuota vence o alguna columna del préstamo cambia. */
  cambia: boolean;
  /** Entra en mora hoy (para su aviso). */
  pasaAMora: boolean;
}

/**
 * Un préstamo abierto con sus cuotas abiertas, visto `hoy`. El barrido sólo vence cuotas: lo que un movimiento de
 * dinero cambia de una cuota (pagada, condonada, de vuelta a pendiente) lo deja el recálculo del libro.
 */
export function barridoDelPrestamo(
  prestamo: PrestamoEnBarrido,
  cuotasAbiertas: readonly CuotaEnBarrido[],
  hoy: string,
): BarridoDelPrestamo {
  const vencen = cuotasAbiertas.filter(
    (cuota) => cuota.estado !== 'vencida' && estadoCuota(cuota, hoy) === 'vencida',
  );
  const quedan = cuotasAbiertas.map((cuota) => ({
    fechaProgramada: cuota.fechaProgramada,
    estado: vencen.includes(cuota) ? 'vencida' : cuota.estado,
  }));
  const mora = resumenMora(cuotasAbiertas, hoy);
  const columnas: ColumnasBarridas = {
    ...mora,
    estado: estadoPrestamo({ ...prestamo, cuotasVencidas: mora.cuotasVencidas }, hoy),
    proximaFecha: proximaFecha(quedan),
    primeraImpaga: primeraImpaga(quedan),
  };
  const cambia =
    vencen.length > 0 ||
    columnas.cuotasVencidas !== prestamo.cuotasVencidas ||
    columnas.diasMoraPromedio !== prestamo.diasMoraPromedio ||
    columnas.estado !== prestamo.estado ||
    columnas.proximaFecha !== prestamo.proximaFecha ||
    columnas.primeraImpaga !== prestamo.primeraImpaga;
  return { vencen, columnas, cambia, pasaAMora: columnas.estado === 'mora' && prestamo.estado !== 'mora' };
}
