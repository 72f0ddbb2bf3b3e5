// Rotación de los respaldos (abuelo-padre-hijo): se conserva el más reciente de cada uno de los últimos 7 días,
// de cada una de las últimas 4 semanas (ISO, de lunes a domingo) y de cada uno de los últimos 12 meses, en hora de
// Bogotá, y además los 3 más recientes (un respaldo manual no borra el diario de esa misma madrugada). Lo demás se
// borra. Sin Nest ni disco: la usa RespaldosService antes de escribir uno nuevo.

import type { RotacionRespaldos } from '@cartera/dominio';

/** Cuántos se conservan: los más recientes (sea cual sea su día) y el último de cada día, semana y mes. */
export type PoliticaRotacion = RotacionRespaldos;

export const ROTACION_POR_DEFECTO: PoliticaRotacion = { ultimos: 3, diarios: 7, semanales: 4, mensuales: 12 };

export interface RespaldoRotable {
  id: string;
  fecha: Date;
}

/** Colombia no tiene horario de verano: Bogotá es siempre UTC−5. */
const DESFASE_BOGOTA_MS = -5 * 60 * 60 * 1000;

function enBogota(fecha: Date): Date {
  return new Date(fecha.getTime() + DESFASE_BOGOTA_MS);
}

function claveDia(fecha: Date): string {
  return enBogota(fecha).toISOString().slice(0, 10);
}

function claveMes(fecha: Date): string {
  return enBogota(fecha).toISOString().slice(0, 7);
}

/** Lunes de la semana ISO del día (en Bogotá): identifica la semana. */
function claveSemana(fecha: Date): string {
  const dia = enBogota(fecha);
  const desdeLunes = (dia.getUTCDay() + 6) % 7;
  return new Date(dia.getTime() - desdeLunes * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Qué respaldos borrar para que, con los que quedan, se cumpla la política. `nuevo` (la fecha del respaldo que se
 * va a escribir) cuenta como el más reciente: se poda antes de escribir, así un disco casi lleno tiene sitio.
 */
export function respaldosParaBorrar(
  respaldos: readonly RespaldoRotable[],
  politica: PoliticaRotacion = ROTACION_POR_DEFECTO,
  nuevo?: Date,
): string[] {
  const NUEVO = '\0nuevo';
  const todos = [...respaldos, ...(nuevo ? [{ id: NUEVO, fecha: nuevo }] : [])].sort(
    (a, b) => b.fecha.getTime() - a.fecha.getTime() || (a.id < b.id ? 1 : -1),
  );
  const conservar = new Set(todos.slice(0, politica.ultimos).map((r) => r.id));
  const niveles: Array<[(fecha: Date) => string, number]> = [
    [claveDia, politica.diarios],
    [claveSemana, politica.semanales],
    [claveMes, politica.mensuales],
  ];
  for (const [clave, cuantos] of niveles) {
    const vistos = new Set<string>();
    for (const respaldo of todos) {
      const periodo = clave(respaldo.fecha);
      if (vistos.has(periodo)) continue;
      if (vistos.size >= cuantos) break;
      vistos.add(periodo);
      conservar.add(respaldo.id);
    }
  }
  return todos.filter((r) => r.id !== NUEVO && !conservar.has(r.id)).map((r) => r.id);
}
