// Los mensajes entre quien lee un archivo subido (lector-acotado.ts, el hilo de la API) y el hilo que lo lee
// (trabajador.ts). Sólo datos que se clonan baratos: listas de números y de valores primitivos (y fechas).
import type { FormatoArchivo } from './libro-en-flujo';
import type { LimitesArchivo } from './limites';
import type { ValorCelda } from './xlsx-filas';

/** Lo que el hilo recibe al nacer: el archivo (transferido: no se copia), su formato y sus límites. */
export interface DatosDelTrabajador {
  contenido: Uint8Array;
  formato: FormatoArchivo;
  limites: LimitesArchivo;
}

/** Del hilo a quien lee: las hojas, una tanda de filas de una hoja, el fin, o el rechazo del archivo. */
export type MensajeDelTrabajador =
  | { tipo: 'hojas'; nombres: string[] }
  | { tipo: 'lote'; hoja: number; numeros: number[]; celdas: ValorCelda[][] }
  | { tipo: 'fin' }
  | { tipo: 'rechazo'; status: 400 | 413; mensaje: string };

/** De quien lee al hilo: qué hojas leer (por su índice) y, tras cada tanda, que siga. */
export type MensajeAlTrabajador = { tipo: 'leer'; indices: number[] } | { tipo: 'sigue' };
