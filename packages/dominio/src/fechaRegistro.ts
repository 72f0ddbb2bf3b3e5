// La ventana de fechas de lo que registra un cobrador en la calle (cobros y gastos): nunca posterior a hoy y como
// mucho COBRO_RETROACTIVO_DIAS atrás (docs/decisiones/cuotas-cobros-y-estados.md, docs/decisiones/caja-de-cobradores.md).
// La usan la API (fecha-cobro.rules.ts, la caja) y los formularios: las mismas palabras en los dos.
import { sumarDias } from './fechas';
import { formatearFecha } from './formato';

export type RegistroCobrador = 'cobros' | 'gastos';

const SINGULAR: Readonly<Record<RegistroCobrador, string>> = { cobros: 'del cobro', gastos: 'del gasto' };

export interface FechaRegistro {
  /** 'YYYY-MM-DD', ya validada como fecha del calendario. */
  fecha: string;
  /** Hoy en Bogotá. */
  hoy: string;
  /** COBRO_RETROACTIVO_DIAS: cuántos días atrás puede fechar un cobrador (0: sólo hoy). */
  diasAtras: number;
  registro: RegistroCobrador;
}

/** Motivo por el que un cobrador no puede registrar un cobro o un gasto con esa fecha, o null. */
export function errorFechaRegistro({ fecha, hoy, diasAtras, registro }: FechaRegistro): string | null {
  if (fecha > hoy) return `La fecha ${SINGULAR[registro]} no puede ser posterior a hoy`;
  if (fecha < sumarDias(hoy, -diasAtras)) {
    return diasAtras === 0
      ? `Un cobrador sólo puede registrar ${registro} con la fecha de hoy`
      : `Un cobrador sólo puede registrar ${registro} de hasta ${diasAtras} ${diasAtras === 1 ? 'día' : 'días'} atrás`;
  }
  return null;
}

// ── La ventana de fechas de negocio de la oficina (docs/decisiones/ventana-de-fechas.md) ─────────────────────────

/** Días atrás que admite una organización nueva (Configuración › Organización): registrar la cartera que ya corría. */
export const DIAS_ATRAS_FECHAS_DEFECTO = 365;
/** El máximo configurable (diez años). */
export const DIAS_ATRAS_FECHAS_MAXIMO = 3650;

/** Error del ajuste `diasAtrasFechas` (días enteros de 0 a DIAS_ATRAS_FECHAS_MAXIMO), o null. */
export function validarDiasAtrasFechas(valor: unknown): string | null {
  const vale =
    typeof valor === 'number' && Number.isInteger(valor) && valor >= 0 && valor <= DIAS_ATRAS_FECHAS_MAXIMO;
  return vale ? null : `Los días atrás deben ser un número entero de 0 a ${DIAS_ATRAS_FECHAS_MAXIMO}`;
}

export interface FechaNegocio {
  /** 'YYYY-MM-DD', ya validada como fecha del calendario. */
  fecha: string;
  hoy: string;
  /** Días atrás que admite la organización (`diasAtrasFechas`). */
  diasAtras: number;
  /** Cómo se nombra la fecha en el mensaje: «del préstamo», «de inicio», «del cobro». */
  nombre: string;
}

/**
 * La fecha de un hecho de dinero que registra la oficina (un préstamo, su inicio, un cobro): nunca posterior a hoy ni
 * anterior a la ventana de la organización. Motivo en español, o null.
 */
export function errorFechaNegocio({ fecha, hoy, diasAtras, nombre }: FechaNegocio): string | null {
  if (fecha > hoy) return `La fecha ${nombre} no puede ser posterior a hoy`;
  const desde = sumarDias(hoy, -diasAtras);
  if (fecha < desde) {
    return (
      `La fecha ${nombre} no puede ser anterior al ${formatearFecha(desde)}: la organización admite fechas de hasta ` +
      `${diasAtras} ${diasAtras === 1 ? 'día' : 'días'} atrás (Configuración › Sistema)`
    );
  }
  return null;
}

export interface FechasPrestamo {
  /** La fecha del préstamo (la del desembolso), si la trae el cuerpo; sin ella el préstamo es de hoy. */
  fecha?: string;
  /** El inicio del plan (ya con su valor por defecto). */
  fechaInicio: string;
  hoy: string;
  diasAtras: number;
}

/**
 * Las fechas de un préstamo que se desembolsa (alta, aprobación de una solicitud, reenganche): la fecha dentro de la
 * ventana; el inicio nunca antes de la ventana y, si el cuerpo trae la fecha, nunca antes de ella. Un inicio posterior
 * a hoy vale (el plan puede empezar después del desembolso). Errores por campo; vacío: valen.
 */
export function erroresFechasPrestamo({ fecha, fechaInicio, hoy, diasAtras }: FechasPrestamo): {
  fecha?: string;
  fechaInicio?: string;
} {
  const errores: { fecha?: string; fechaInicio?: string } = {};
  const errorFecha =
    fecha === undefined ? null : errorFechaNegocio({ fecha, hoy, diasAtras, nombre: 'del préstamo' });
  if (errorFecha) errores.fecha = errorFecha;
  if (fecha !== undefined && !errorFecha && fechaInicio < fecha) {
    errores.fechaInicio = `La fecha de inicio no puede ser anterior a la fecha del préstamo (${formatearFecha(fecha)})`;
  } else if (fechaInicio <= hoy) {
    const errorInicio = errorFechaNegocio({ fecha: fechaInicio, hoy, diasAtras, nombre: 'de inicio' });
    if (errorInicio) errores.fechaInicio = errorInicio;
  }
  return errores;
}
