// La ventana de fechas de lo que registra un cobrador en la calle (cobros y gastos): nunca posterior a hoy y como
// mucho COBRO_RETROACTIVO_DIAS atrás (docs/decisiones/cuotas-cobros-y-estados.md, docs/decisiones/caja-de-cobradores.md).
// La usan la API (fecha-cobro.rules.ts, la caja) y los formularios: las mismas palabras en los dos.
import { sumarDias } from './fechas';

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
