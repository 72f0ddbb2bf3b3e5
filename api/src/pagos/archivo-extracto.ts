// El archivo de un extracto bancario (docs/decisiones/pagos-por-transferencia.md): la primera hoja de un XLSX o un
// CSV, leídos como una tabla (encabezados y filas) por el lector acotado de los archivos subidos (common/archivos,
// docs/decisiones/lector-de-archivos-acotado.md: un hilo aparte, con los límites de LIMITES_EXTRACTO) y con los mismos
// mensajes que el archivo de una importación.
import { abrirArchivoSubido, errorDeArchivo, formatoDeArchivo } from '../common/archivos/lector-acotado';
import { LIMITES_EXTRACTO, MENSAJES_LECTOR } from '../common/archivos/limites';

export const MENSAJES_SUBIDA_EXTRACTO = {
  noMultipart:
    'Envíe el extracto como multipart/form-data: archivo, cuenta y (la primera vez) columnas en JSON',
  sinArchivo: 'Adjunte el extracto en el campo archivo',
} as const;

/** Un extracto leído: sus encabezados y sus filas de celdas (texto, número o fecha). */
export interface TablaExtracto {
  encabezados: string[];
  filas: unknown[][];
}

/**
 * Lee el extracto según su contenido: un ZIP es XLSX (la primera hoja); un .csv de texto es CSV. Las filas van en su
 * orden desde la 2 (una que el XLSX no trae llega vacía) y, en un XLSX, todas del ancho de la más ancha, como las
 * entregaba exceljs; una fórmula rechaza el archivo.
 */
export async function leerArchivoExtracto(contenido: Buffer, nombreArchivo: string): Promise<TablaExtracto> {
  const formato = formatoDeArchivo(contenido, nombreArchivo, LIMITES_EXTRACTO);
  const archivo = await abrirArchivoSubido(contenido, formato, LIMITES_EXTRACTO);
  const filas: unknown[][] = [];
  let encabezados: unknown[] = [];
  let ancho = 0;
  try {
    if (archivo.hojas.length === 0) throw errorDeArchivo(MENSAJES_LECTOR.ilegible);
    const hoja = archivo.hojas[0];
    for await (const { numeros, celdas } of archivo.tandas([0]))
      numeros.forEach((numero, i) => {
        const valores = celdas[i].map((celda) => {
          if (celda && typeof celda === 'object' && !(celda instanceof Date))
            throw errorDeArchivo(MENSAJES_LECTOR.formulas(hoja, celda.direccion));
          return celda;
        });
        ancho = Math.max(ancho, valores.length);
        if (numero === 1) encabezados = valores;
        else filas[numero - 2] = valores;
      });
  } finally {
    await archivo.cerrar();
  }
  const completa = (fila: unknown[] | undefined) => {
    const valores = fila ?? [];
    if (formato.tipo === 'xlsx') while (valores.length < ancho) valores.push(null);
    return valores;
  };
  return {
    encabezados: completa(encabezados).map((e) => String(e ?? '').trim()),
    filas: Array.from({ length: filas.length }, (_, i) => completa(filas[i])),
  };
}
