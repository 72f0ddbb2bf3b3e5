// Reglas puras de la fecha de un cobro (docs/decisiones/cuotas-cobros-y-estados.md). Sin Nest ni base.
import { formatearFecha, sumarDias, type Rol } from '@cartera/dominio';

export interface FechaCobro {
  /** Fecha del cobro (ya validada: no futura). */
  fecha: string;
  fechaInicioPrestamo: string;
  hoy: string;
  rol: Rol;
  /** COBRO_RETROACTIVO_DIAS: cuántos días atrás puede fechar un cobrador. */
  retroactivoDias: number;
}

/** Motivo por el que la fecha de un cobro no vale, o null. */
export function errorFechaCobro({ fecha, fechaInicioPrestamo, hoy, rol, retroactivoDias }: FechaCobro): string | null {
  if (fecha < fechaInicioPrestamo) {
    return `La fecha del cobro no puede ser anterior al inicio del préstamo (${formatearFecha(fechaInicioPrestamo)})`;
  }
  if (rol === 'cobrador' && fecha < sumarDias(hoy, -retroactivoDias)) {
    return retroactivoDias === 0
      ? 'Un cobrador sólo puede registrar cobros con la fecha de hoy'
      : `Un cobrador sólo puede registrar cobros de hasta ${retroactivoDias} ${retroactivoDias === 1 ? 'día' : 'días'} atrás`;
  }
  return null;
}
