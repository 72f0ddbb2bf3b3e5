// Búsqueda de texto libre en la auditoría (usuario, acción y detalles): qué parte del texto se busca con los índices
// de trigramas y qué parte sólo se comprueba en cada fila candidata (docs/decisiones/auditoria.md).
//
// Un índice GIN de trigramas responde `LIKE '%texto%'` intersecando las listas de filas de cada trigrama del texto.
// Si el texto trae una palabra que está en casi todas las filas ("registro", "cobro", "cliente"), sus trigramas
// tienen listas de casi un millón de filas que el índice lee enteras aunque el resultado sea una sola fila (medido:
// 'registro 123456 de' lee ~2.500 páginas del índice; '123456', ~30). Por eso el índice se consulta sólo con las
// palabras poco frecuentes (la «sonda») y el texto completo se comprueba después, fila por fila, con strpos. El
// resultado es siempre el mismo (exacto); sólo cambia cuánto se lee.

/** Una palabra que aparece en al menos esta fracción de los eventos no va a la sonda del índice. */
export const UMBRAL_PALABRA_FRECUENTE = 0.1;

/** Palabras de menos de 3 caracteres no tienen trigramas propios: no sirven para el índice. */
const LARGO_MINIMO_SONDA = 3;

const CON_ACENTO = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const SIN_ACENTO = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';

/** Igual que la función SQL `sin_acentos`: quita tildes (translate) y pasa a minúsculas. */
export function sinAcentos(texto: string): string {
  let salida = '';
  for (const caracter of texto) {
    const i = CON_ACENTO.indexOf(caracter);
    salida += i >= 0 ? SIN_ACENTO[i] : caracter;
  }
  return salida.toLowerCase();
}

/** Las palabras (letras y dígitos seguidos) del texto normalizado, como las separa pg_trgm. */
export function palabras(texto: string): string[] {
  return sinAcentos(texto)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((palabra) => palabra.length > 0);
}

/**
 * La sonda para el índice de trigramas: `%p1%p2%` con las palabras poco frecuentes del texto, en su orden (toda fila
 * que contiene el texto la cumple). null si ninguna palabra sirve (todas frecuentes o cortas): entonces la sonda es
 * el texto entero (la búsqueda por trigramas de siempre, que con palabras frecuentes lee mucho: limitación conocida).
 */
export function sondaBusqueda(texto: string, frecuencia: (palabra: string) => number): string | null {
  const raras = palabras(texto).filter(
    (palabra) => palabra.length >= LARGO_MINIMO_SONDA && frecuencia(palabra) < UMBRAL_PALABRA_FRECUENTE,
  );
  return raras.length === 0 ? null : `%${raras.join('%')}%`;
}

/** Estadísticas de una columna tal como las deja ANALYZE (pg_stats del índice de expresión): valores ya normalizados. */
export interface MuestraColumna {
  /** Valores más comunes y la fracción de filas de cada uno. */
  comunes: Array<{ valor: string; fraccion: number }>;
  /** Límites del histograma: una muestra pareja del resto de los valores. */
  histograma: string[];
}

/**
 * Fracción estimada de eventos con la palabra en alguna de las columnas: en los valores comunes, su fracción; en el
 * resto, la proporción del histograma que la contiene. Sin estadísticas (tabla aún sin ANALYZE) es 0: todas las
 * palabras van a la sonda, como una búsqueda por índice normal.
 */
export function frecuenciaPalabra(palabra: string, columnas: readonly MuestraColumna[]): number {
  let total = 0;
  for (const { comunes, histograma } of columnas) {
    let enComunes = 0;
    let fraccionComunes = 0;
    for (const { valor, fraccion } of comunes) {
      fraccionComunes += fraccion;
      if (valor.includes(palabra)) enComunes += fraccion;
    }
    const enHistograma =
      histograma.length === 0
        ? 0
        : histograma.filter((valor) => valor.includes(palabra)).length / histograma.length;
    total += enComunes + Math.max(0, 1 - fraccionComunes) * enHistograma;
  }
  return Math.min(1, total);
}
