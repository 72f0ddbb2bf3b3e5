// Lo que lee el hilo de lectura (trabajador.ts) de un archivo subido, XLSX o CSV, con los mismos límites: los nombres
// de sus hojas y las filas de las que pida quien lee, por tandas. Se puede usar sin hilo (las pruebas de los contadores).
import { filasCsv } from './csv';
import type { LimitesArchivo } from './limites';
import { hojasXlsx } from './xlsx';
import type { Contadores, FilaLeida } from './xlsx-filas';
import { ZipAcotado } from './zip';

/** Un CSV es una hoja: la que dice quien lo sube (la importación, por el nombre del archivo). */
export type FormatoArchivo = { tipo: 'xlsx' } | { tipo: 'csv'; hoja: string };

/** Un archivo abierto: sus hojas en orden y, de cada una, sus filas por tandas. */
export interface LibroEnFlujo {
  hojas: string[];
  filas(indice: number): AsyncGenerator<FilaLeida[]>;
}

export async function abrirLibro(
  contenido: Buffer,
  formato: FormatoArchivo,
  limites: LimitesArchivo,
): Promise<LibroEnFlujo> {
  if (formato.tipo === 'csv') {
    const contadores: Contadores = { celdas: 0 };
    return { hojas: [formato.hoja], filas: () => filasCsv(contenido, formato.hoja, limites, contadores) };
  }
  const hojas = await hojasXlsx(new ZipAcotado(contenido, limites), limites);
  return { hojas: hojas.map((h) => h.nombre), filas: (indice) => hojas[indice].filas() };
}
