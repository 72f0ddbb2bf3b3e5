"use strict";
// Búsqueda de texto libre en la auditoría (usuario, acción y detalles): qué parte del texto se busca con los índices
// de trigramas y qué parte sólo se comprueba en cada fila candidata (docs/decisiones.md, «Búsqueda en la auditoría»).
//
// Un índice GIN de trigramas responde `LIKE '%texto%'` intersecando las listas de filas de cada trigrama del texto.
// Si el texto trae una palabra que está en casi todas las filas ("registro", "cobro", "cliente"), sus trigramas
// tienen listas de casi un millón de filas que el índice lee enteras aunque el resultado sea una sola fila (medido:
// 'registro 123456 de' lee ~2.500 páginas del índice; '123456', ~30). Por eso el índice se consulta sólo con las
// palabras poco frecuentes (la «sonda») y el texto completo se comprueba después, fila por fila, con strpos. El
// resultado es siempre el mismo (exacto); sólo cambia cuánto se lee.
Object.defineProperty(exports, "__esModule", { value: true });
exports.UMBRAL_PALABRA_FRECUENTE = void 0;
exports.sinAcentos = sinAcentos;
exports.palabras = palabras;
exports.sondaBusqueda = sondaBusqueda;
exports.frecuenciaPalabra = frecuenciaPalabra;
/** Una palabra que aparece en al menos esta fracción de los eventos no va a la sonda del índice. */
exports.UMBRAL_PALABRA_FRECUENTE = 0.1;
/** Palabras de menos de 3 caracteres no tienen trigramas propios: no sirven para el índice. */
const LARGO_MINIMO_SONDA = 3;
const CON_ACENTO = 'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ';
const SIN_ACENTO = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';
/** Igual que la función SQL `sin_acentos`: quita tildes (translate) y pasa a minúsculas. */
function sinAcentos(texto) {
    let salida = '';
    for (const caracter of texto) {
        const i = CON_ACENTO.indexOf(caracter);
        salida += i >= 0 ? SIN_ACENTO[i] : caracter;
    }
    return salida.toLowerCase();
}
/** Las palabras (letras y dígitos seguidos) del texto normalizado, como las separa pg_trgm. */
function palabras(texto) {
    return sinAcentos(texto)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((palabra) => palabra.length > 0);
}
/**
 * La sonda para el índice de trigramas: `%p1%p2%` con las palabras poco frecuentes del texto, en su orden (toda fila
 * que contiene el texto la cumple). null si ninguna palabra sirve (todas frecuentes o cortas): entonces la sonda es
 * el texto entero (la búsqueda por trigramas de siempre, que con palabras frecuentes lee mucho: limitación conocida).
 */
function sondaBusqueda(texto, frecuencia) {
    const raras = palabras(texto).filter((palabra) => palabra.length >= LARGO_MINIMO_SONDA && frecuencia(palabra) < exports.UMBRAL_PALABRA_FRECUENTE);
    return raras.length === 0 ? null : `%${raras.join('%')}%`;
}
/**
 * Fracción estimada de eventos con la palabra en alguna de las columnas: en los valores comunes, su fracción; en el
 * resto, la proporción del histograma que la contiene. Sin estadísticas (tabla aún sin ANALYZE) es 0: todas las
 * palabras van a la sonda, como una búsqueda por índice normal.
 */
function frecuenciaPalabra(palabra, columnas) {
    let total = 0;
    for (const { comunes, histograma } of columnas) {
        let enComunes = 0;
        let fraccionComunes = 0;
        for (const { valor, fraccion } of comunes) {
            fraccionComunes += fraccion;
            if (valor.includes(palabra))
                enComunes += fraccion;
        }
        const enHistograma = histograma.length === 0
            ? 0
            : histograma.filter((valor) => valor.includes(palabra)).length / histograma.length;
        total += enComunes + Math.max(0, 1 - fraccionComunes) * enHistograma;
    }
    return Math.min(1, total);
}
//# sourceMappingURL=busqueda.rules.js.map