// Reglas puras del flujo de caja: agrupar días en periodos y acumular el saldo. Dinero en centavos enteros: los
// periodos tienen la forma del contrato (PeriodoCaja, @cartera/dominio) y el servicio los pasa a pesos al responder.
import {
  LIMITES,
  MENSAJES,
  diaSemana,
  sumarDias,
  type PeriodoCaja,
  type PeriodoFlujo,
} from '@cartera/dominio';

/** Lo que entra y sale un día, en centavos. */
export interface DiaCaja {
  fecha: string;
  cobros: number;
  /** Interés adelantado retenido al desembolsar (nunca sale de caja). */
  retenido: number;
  ingresosOtros: number;
  gastos: number;
  comisiones: number;
  /** Desembolsos brutos del día (monto − refinanciado) + egresos 'otros' registrados. */
  egresosOtros: number;
}

/** Primer día del periodo que contiene `fecha` (semana de lunes a domingo; trimestres ene, abr, jul, oct). */
export function inicioPeriodo(fecha: string, periodo: PeriodoFlujo): string {
  switch (periodo) {
    case 'diario':
      return fecha;
    case 'semanal':
      return sumarDias(fecha, -((diaSemana(fecha) + 6) % 7));
    case 'mensual':
      return `${fecha.slice(0, 7)}-01`;
    case 'trimestral': {
      const mes = Number(fecha.slice(5, 7));
      const inicio = Math.floor((mes - 1) / 3) * 3 + 1;
      return `${fecha.slice(0, 4)}-${String(inicio).padStart(2, '0')}-01`;
    }
  }
}

/** Último día del periodo que empieza en `inicio`. */
export function finPeriodo(inicio: string, periodo: PeriodoFlujo): string {
  switch (periodo) {
    case 'diario':
      return inicio;
    case 'semanal':
      return sumarDias(inicio, 6);
    case 'mensual':
    case 'trimestral': {
      const meses = periodo === 'mensual' ? 1 : 3;
      const total = Number(inicio.slice(0, 4)) * 12 + Number(inicio.slice(5, 7)) - 1 + meses;
      const siguiente = `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
      return sumarDias(siguiente, -1);
    }
  }
}

/** Periodos (inicio y fin, recortados al rango) que cubren [desde, hasta]. */
export function periodosDelRango(desde: string, hasta: string, periodo: PeriodoFlujo): Array<[string, string]> {
  const periodos: Array<[string, string]> = [];
  let inicio = desde;
  while (inicio <= hasta) {
    const fin = finPeriodo(inicioPeriodo(inicio, periodo), periodo);
    periodos.push([inicio, fin < hasta ? fin : hasta]);
    inicio = sumarDias(fin, 1);
  }
  return periodos;
}

export function flujoDelDia(dia: DiaCaja): number {
  return dia.cobros + dia.retenido + dia.ingresosOtros - dia.gastos - dia.comisiones - dia.egresosOtros;
}

/**
 * Agrupa los días (sólo los que tienen movimiento, en cualquier orden) en los periodos de [desde, hasta].
 * `saldoAntes` es el saldo de caja al cierre del día anterior a `desde`; el saldo de cada periodo es el de su
 * último día: saldoAntes + Σ flujoNeto hasta ese día.
 */
export function agruparPeriodos(
  dias: readonly DiaCaja[],
  desde: string,
  hasta: string,
  periodo: PeriodoFlujo,
  saldoAntes: number,
): PeriodoCaja[] {
  const rangos = periodosDelRango(desde, hasta, periodo);
  const indice = new Map<string, number>();
  rangos.forEach(([inicio], i) => indice.set(inicioPeriodo(inicio, periodo), i));
  const sumas = rangos.map(() => ({ cobros: 0, retenido: 0, ingOtros: 0, gastos: 0, comisiones: 0, egrOtros: 0 }));
  for (const dia of dias) {
    if (dia.fecha < desde || dia.fecha > hasta) continue;
    const i = indice.get(inicioPeriodo(dia.fecha, periodo));
    if (i === undefined) continue;
    const s = sumas[i];
    s.cobros += dia.cobros;
    s.retenido += dia.retenido;
    s.ingOtros += dia.ingresosOtros;
    s.gastos += dia.gastos;
    s.comisiones += dia.comisiones;
    s.egrOtros += dia.egresosOtros;
  }
  let saldo = saldoAntes;
  return rangos.map(([inicio, fin], i) => {
    const s = sumas[i];
    const ingresos = s.cobros + s.retenido + s.ingOtros;
    const egresos = s.gastos + s.comisiones + s.egrOtros;
    saldo += ingresos - egresos;
    return {
      fecha: inicio,
      fechaFin: fin,
      ingresos: { cobros: s.cobros, nuevosPrestamos: s.retenido, otros: s.ingOtros, total: ingresos },
      egresos: { gastos: s.gastos, comisiones: s.comisiones, otros: s.egrOtros, total: egresos },
      flujoNeto: ingresos - egresos,
      saldoAcumulado: saldo,
    };
  });
}

/** Tasa de cobro histórica: pagado / exigible (0 a 1, 4 decimales); null si nada venció en la ventana. */
export function tasaDeCobro(pagado: number, exigible: number): number | null {
  if (exigible <= 0) return null;
  return Math.round(Math.min(1, Math.max(0, pagado / exigible)) * 10000) / 10000;
}

/**
 * Una fecha de la consulta del flujo (desde, hasta) dentro de la ventana de fechas de Cartera, la misma de los préstamos
 * (LIMITES.fechaPrestamoMinima a fechaPrestamoMaxima): fuera de ella no hay dinero que mostrar, y un 9999-12-31 haría
 * periodos que terminan en el año 10000.
 */
export function errorFechaConsulta(fecha: string | undefined): string | null {
  if (fecha === undefined) return null;
  return fecha < LIMITES.fechaPrestamoMinima || fecha > LIMITES.fechaPrestamoMaxima ? MENSAJES.fechaPrestamoFueraDeRango : null;
}
