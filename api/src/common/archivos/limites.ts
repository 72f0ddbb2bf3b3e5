// Los límites del lector de archivos subidos (docs/decisiones/lector-de-archivos-acotado.md), en una tabla, y los
// mensajes que dicen cuál se pasó. Sin Nest ni @cartera/dominio: los carga también el hilo que lee (trabajador.ts).

const MB = 1024 * 1024;

/** Lo que un archivo puede tener antes de que el lector lo rechace; cada lector de una ruta elige el suyo. */
export interface LimitesArchivo {
  /** Bytes del archivo subido (413). */
  tamano: number;
  /** Bytes descomprimidos de todo el libro (413). */
  descomprimido: number;
  /** Bytes descomprimidos de una hoja (413). */
  descomprimidoHoja: number;
  /** Bytes descomprimidos de cualquier otra parte: libro, relaciones, estilos (413). */
  descomprimidoParte: number;
  /** Lo descomprimido frente a lo comprimido, en todo el libro. */
  proporcion: number;
  /** Partes del ZIP. */
  partes: number;
  /** Hojas del libro. */
  hojas: number;
  /** Bytes del texto de las cadenas compartidas, y su parte descomprimida (413). */
  cadenasBytes: number;
  /** Cadenas compartidas. */
  cadenas: number;
  /** Caracteres de una celda (el máximo de Excel). */
  caracteresCelda: number;
  /** Columnas de una hoja: se rechaza por la referencia de la celda, antes de armar la fila. */
  columnas: number;
  /** Filas de datos de una hoja (la fila 1 es el encabezado: ninguna fila pasa del número filas + 1) y del archivo. */
  filas: number;
  /** Celdas con algo del archivo entero. */
  celdas: number;
  /** Etiquetas abiertas una dentro de otra en una parte XML. */
  profundidadXml: number;
  /** Heap de V8 del hilo que lee (MB, `resourceLimits.maxOldGenerationSizeMb`); si se pasa, muere el hilo (413). */
  memoriaMb: number;
  /** Lo que quien lee puede esperar al hilo que lee, sumado (ms); si se pasa, se termina el hilo (413). */
  tiempoMs: number;
  /** Filas y celdas por tanda que el hilo manda a quien lee (con contrapresión: una en camino a la vez). */
  filasPorLote: number;
  celdasPorLote: number;
  /** Si el hilo lee el archivo entero antes de mandar la primera tanda (quien lo junta entero: un extracto). */
  enteroAntesDeMandar: boolean;
}

/** Los límites de la importación: el libro más grande que se espera (1.070.100 filas, 27 columnas la hoja más ancha). */
export const LIMITES_IMPORTACION: LimitesArchivo = {
  tamano: 50 * MB,
  descomprimido: 600 * MB,
  descomprimidoHoja: 600 * MB,
  descomprimidoParte: 16 * MB,
  proporcion: 200,
  partes: 1000,
  hojas: 50,
  cadenasBytes: 50 * MB,
  cadenas: 2_000_000,
  caracteresCelda: 32_767,
  columnas: 200,
  filas: 1_200_000,
  celdas: 30_000_000,
  profundidadXml: 64,
  memoriaMb: 128,
  tiempoMs: 120_000,
  filasPorLote: 2000,
  celdasPorLote: 20_000,
  enteroAntesDeMandar: false,
};

/**
 * Los de un extracto: hasta 50.000 líneas (LINEAS_MAXIMAS_EXTRACTO) que quien lee junta enteras, así que el libro es
 * más chico (un millón de celdas y 100 MB descomprimidos) y el hilo lo lee entero antes de mandar nada: uno que se
 * rechaza a mitad no llega a la API.
 */
export const LIMITES_EXTRACTO: LimitesArchivo = {
  ...LIMITES_IMPORTACION,
  descomprimido: 100 * MB,
  descomprimidoHoja: 100 * MB,
  cadenasBytes: 20 * MB,
  cadenas: 500_000,
  filas: 50_000,
  celdas: 1_000_000,
  tiempoMs: 30_000,
  enteroAntesDeMandar: true,
};

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const miles = (n: number) => n.toLocaleString('es-CO');

/** Los mensajes del lector: los de siempre de la importación y uno por límite, que lo nombra. */
export const MENSAJES_LECTOR = {
  demasiadoGrande: 'El archivo supera el tamaño máximo de 50 MB',
  vacio: 'El archivo está vacío',
  tipoNoPermitido: 'Suba un libro de Excel (.xlsx) o un archivo CSV',
  macros: 'El libro trae macros (.xlsm): guárdelo como libro de Excel (.xlsx) sin macros',
  formulas: (hoja: string, celda: string) =>
    `La celda ${celda} de la hoja ${hoja} tiene una fórmula: copie y pegue sólo los valores`,
  comprimido: 'El libro está comprimido de forma anómala y no se abre por seguridad',
  ilegible: 'El archivo no se pudo leer como libro de Excel',
  tamanoFalso: (parte: string) =>
    `El libro está comprimido de forma anómala y no se abre por seguridad: ${parte} no mide lo que declara`,
  descomprimido: (maximo: number) => `El libro supera ${mb(maximo)} descomprimido`,
  parteDescomprimida: (parte: string, maximo: number) =>
    `La parte ${parte} del libro supera ${mb(maximo)} descomprimida`,
  cadenasBytes: (maximo: number) => `Las cadenas del libro superan ${mb(maximo)} descomprimidas`,
  cadenas: (maximo: number) => `El libro tiene más de ${miles(maximo)} cadenas de texto`,
  partes: (maximo: number) => `El libro tiene más de ${miles(maximo)} partes`,
  hojas: (maximo: number) => `El libro tiene más de ${miles(maximo)} hojas`,
  profundidad: (parte: string, maximo: number) =>
    `El XML de ${parte} anida más de ${miles(maximo)} etiquetas`,
  columnas: (maximo: number, hoja: string, celda: string) =>
    `El libro tiene más de ${miles(maximo)} columnas en la hoja ${hoja} (celda ${celda})`,
  columnasCsv: (maximo: number, fila: number) =>
    `El archivo tiene más de ${miles(maximo)} columnas (fila ${miles(fila)})`,
  filas: (maximo: number, hoja: string) => `La hoja ${hoja} tiene más de ${miles(maximo)} filas de datos`,
  filasArchivo: (maximo: number) => `El archivo tiene más de ${miles(maximo)} filas de datos`,
  celdas: (maximo: number) => `El archivo tiene más de ${miles(maximo)} celdas`,
  caracteres: (maximo: number, hoja: string, celda: string) =>
    `La celda ${celda} de la hoja ${hoja} tiene más de ${miles(maximo)} caracteres`,
  memoria: (maximo: number) =>
    `El archivo es demasiado grande o anómalo: leerlo necesita más de ${maximo} MB de memoria`,
  tiempo: (maximoMs: number) =>
    `El archivo es demasiado grande o anómalo: leerlo tarda más de ${miles(maximoMs / 1000)} s`,
} as const;

/** Un archivo que el lector rechaza: el estado HTTP (400, o 413 si es por tamaño) y el mensaje que lo dice. */
export class ArchivoRechazado extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = 'ArchivoRechazado';
  }
}

export const rechazo = (mensaje: string) => new ArchivoRechazado(mensaje, 400);
export const rechazoPorTamano = (mensaje: string) => new ArchivoRechazado(mensaje, 413);

/** Un archivo que no se entiende (un ZIP roto, un XML sin cerrar o con DOCTYPE): se rechaza con «ilegible». */
export class ArchivoIlegible extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchivoIlegible';
  }
}
