// Reglas puras de la fecha de un cobro (docs/decisiones/cuotas-cobros-y-estados.md). Sin Nest ni base.
import { errorFechaNegocio, errorFechaRegistro, formatearFecha, type Rol } from '@cartera/dominio';

export interface FechaCobro {
  /** Fecha del cobro (ya validada: no futura). */
  fecha: string;
  fechaInicioPrestamo: string;
  hoy: string;
  rol: Rol;
  /** COBRO_RETROACTIVO_DIAS: cuántos días atrás puede fechar un cobrador. */
  retroactivoDias: number;
  /** La ventana de la organización para la oficina (`diasAtrasFechas`); sin ella, la oficina fecha hasta el inicio. */
  ventanaDias?: number;
}

/** Motivo por el que la fecha de un cobro no vale, o null. */
export function errorFechaCobro({
  fecha,
  fechaInicioPrestamo,
  hoy,
  rol,
  retroactivoDias,
  ventanaDias,
}: FechaCobro): string | null {
  if (fecha < fechaInicioPrestamo) {
    return `La fecha del cobro no puede ser anterior al inicio del préstamo (${formatearFecha(fechaInicioPrestamo)})`;
  }
  // La misma ventana que los gastos del cobrador y los formularios (errorFechaRegistro de @cartera/dominio).
  if (rol === 'cobrador') return errorFechaRegistro({ fecha, hoy, diasAtras: retroactivoDias, registro: 'cobros' });
  // La oficina, dentro de la ventana de fechas de la organización (docs/decisiones/ventana-de-fechas.md).
  if (ventanaDias !== undefined) return errorFechaNegocio({ fecha, hoy, diasAtras: ventanaDias, nombre: 'del cobro' });
  return null;
}
