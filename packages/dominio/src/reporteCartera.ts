// El reporte «Cartera» (GET /api/reportes/cartera?fecha=AAAA-MM-DD, docs/libro.md): la cartera tal como estaba al
// cierre de una fecha, calculada del libro de cada préstamo. La API lo devuelve y la pantalla lo muestra con estas
// formas; las dos leen las mismas etiquetas.
import { RANGOS_MORA, type ClaveRangoMora } from './constantes';

/** Saldo de las cuotas vencidas al corte, por días de atraso (RANGOS_MORA: 1–8, 9–15, 16–30, 31 y más). */
export type MoraPorRango = Record<ClaveRangoMora, number>;

/** Las cifras de la cartera al corte, en pesos (EsquemaCifrasCartera explica cada una). */
export interface CifrasCartera {
  prestamos: number;
  capitalPendiente: number;
  interesPendiente: number;
  mora: MoraPorRango;
  castigado: number;
}

/** Columnas del reporte en la pantalla y en la exportación, en su orden. */
export const COLUMNAS_CARTERA: ReadonlyArray<{
  clave: Exclude<keyof CifrasCartera, 'mora'> | ClaveRangoMora;
  titulo: string;
}> = [
  { clave: 'prestamos', titulo: 'Préstamos' },
  { clave: 'capitalPendiente', titulo: 'Capital pendiente' },
  { clave: 'interesPendiente', titulo: 'Interés pendiente' },
  ...RANGOS_MORA.map((rango) => ({ clave: rango.clave, titulo: `Mora ${rango.etiqueta}` })),
  { clave: 'castigado', titulo: 'Castigado' },
];

/** El valor de una columna de COLUMNAS_CARTERA en unas cifras. */
export function valorColumnaCartera(
  cifras: CifrasCartera,
  clave: (typeof COLUMNAS_CARTERA)[number]['clave'],
): number {
  return clave in cifras.mora
    ? cifras.mora[clave as ClaveRangoMora]
    : (cifras[clave as Exclude<keyof CifrasCartera, 'mora'>] as number);
}

export const MENSAJES_REPORTE_CARTERA = {
  fechaInvalida: 'La fecha de corte no es válida (AAAA-MM-DD)',
  fechaFutura: 'La fecha de corte no puede ser posterior a hoy',
  sinCobrador: 'Sin cobrador',
} as const;
