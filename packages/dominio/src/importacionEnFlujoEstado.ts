// Lo que comparten la revisión en flujo (importacionEnFlujo.ts) y sus reglas entre hojas (importacionEnFlujoCierre.ts,
// importacionEnFlujoReferencias.ts): el estado que esas reglas leen y lo que la API les da de la base. Aparte para que
// las reglas no importen la revisión que las llama (docs/decisiones/imports-hacia-abajo.md). Puro.

import type {
  ComparacionFila,
  FilaLeida,
  HojaImportacion,
  IdsConocidos,
  OcupadosEnCartera,
} from './importacion';
import type { ColumnasDeFilas, Llaves } from './importacionColumnasCompactas';

export type HojaPequena = 'Cobradores' | 'Clientes' | 'Prestamos' | 'Saldos';
/** La comparación con lo importado, por su código en ColumnasDeFilas. */
export const COMPARACIONES: readonly ComparacionFila[] = ['nueva', 'actualizada', 'sinCambios'];

/** Lo que las reglas entre hojas leen (y marcan) de una revisión en flujo (RevisionEnFlujo explica cada campo). */
export interface EstadoRevision {
  readonly hoy: string;
  readonly pequenas: { [H in HojaPequena]: FilaLeida<H>[] };
  readonly comparadas: Map<HojaPequena, Map<number, ComparacionFila>>;
  readonly idsCrudos: { Cobradores: Set<string>; Clientes: Set<string>; Prestamos: Set<string> };
  readonly prestamos: Llaves;
  readonly cobradoresDeCobros: Llaves;
  readonly cobros: ColumnasDeFilas;
  readonly cuotas: ColumnasDeFilas;
  readonly totalFilas: Record<HojaImportacion, number>;
}

/** Lo que la revisión necesita de la base para cerrar (lo que la API lee cuando ya leyó el archivo). */
export interface ContextoCierre {
  conocidos: IdsConocidos;
  ocupados: OcupadosEnCartera;
  /** Los cobros válidos cuyo idExterno se repite entre los válidos: número de fila → idExterno. */
  cobrosRepetidos: ReadonlyMap<number, string>;
  /** Emails (en minúsculas) de los cobradores de Cartera, para las cajas de la hoja Saldos. */
  emailsCobradoresEnCartera: ReadonlySet<string>;
}
