// The handbook's rules (docs/README.md, «Reglas de la documentación»), checked by scripts/docs.test.mjs in npm test:
//   - no document in docs/ is longer than MAX_LINEAS lines;
//   - no heading in docs/ says when the work happened: a date, a work session, a run or round number, an ordinal
//     («segunda corrida», «tercera vuelta», «sesión 17», «24/11/2026»); a heading names its subject;
//   - every relative link in docs/ and in README.md points to a file that exists;
//   - every `docs/….md` path named in the code (comments included) exists.
// Each problem names its file and line, in Spanish, like every message the project shows.
import fs from 'node:fs';
import path from 'node:path';

export const MAX_LINEAS = 600;

const MESES =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const ORDINALES =
  'segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|s[eé]ptim[oa]|octav[oa]|noven[oa]|d[eé]cim[oa]|und[eé]cim[oa]|duod[eé]cim[oa]|decimo\\w+|vig[eé]sim[oa]';

/** Why a heading reads like a diary entry, or null when it names a subject. */
export function motivoTituloFechado(titulo) {
  const t = titulo.toLowerCase();
  if (/\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/.test(t) || /\b\d{4}-\d{2}-\d{2}\b/.test(t)) return 'nombra una fecha';
  if (new RegExp(`\\b\\d{1,2}\\s+de\\s+(${MESES})\\b|\\b(${MESES})\\s+(de\\s+)?\\d{4}\\b`).test(t))
    return 'nombra una fecha';
  if (/\b(19|20)\d{2}\b/.test(t)) return 'nombra un año';
  if (
    /\bsesi[oó]n\s+\d+/.test(t) ||
    /\b(esta|otra|nueva|[uú]ltima|anterior|siguiente|primera)\s+sesi[oó]n\b/.test(t) ||
    /\bsesi[oó]n\s+(anterior|siguiente)\b/.test(t)
  ) {
    return 'nombra una sesión de trabajo';
  }
  if (/\b(corridas?|rondas?|iteraci[oó]n(es)?)\b/.test(t) || /(?<!ida y )\bvueltas?\b/.test(t))
    return 'nombra una corrida, ronda o vuelta';
  if (new RegExp(`\\b(${ORDINALES})\\b`).test(t) || /\b\d+\s*\.?\s*[ªº]/.test(t))
    return 'lleva un ordinal (segunda, tercera, 3.ª…)';
  return null;
}

/** Markdown lines outside fenced code blocks, with their 1-based line numbers. */
function lineasFueraDeCodigo(texto) {
  const resultado = [];
  let enCodigo = false;
  texto.split('\n').forEach((linea, i) => {
    if (/^\s*(```|~~~)/.test(linea)) {
      enCodigo = !enCodigo;
      return;
    }
    if (!enCodigo) resultado.push({ linea, numero: i + 1 });
  });
  return resultado;
}

/** Relative link targets of a markdown line: [texto](destino) and [texto]: destino, without inline code spans. */
export function enlacesRelativos(linea) {
  const sinCodigo = linea.replace(/`[^`]*`/g, '');
  const destinos = [];
  for (const m of sinCodigo.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) destinos.push(m[1]);
  const referencia = /^\s*\[[^\]]+\]:\s*(\S+)/.exec(sinCodigo);
  if (referencia) destinos.push(referencia[1]);
  return destinos.filter((d) => !/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(d));
}

function archivos(carpeta, filtro) {
  if (!fs.existsSync(carpeta)) return [];
  return fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = path.join(carpeta, entrada.name);
    if (entrada.isDirectory()) {
      return ['node_modules', 'dist', '.cache', 'artifacts'].includes(entrada.name)
        ? []
        : archivos(ruta, filtro);
    }
    return filtro(entrada.name) ? [ruta] : [];
  });
}

/** Folders whose code may name docs/ files (comments, messages). */
const CARPETAS_DE_CODIGO = [
  'api',
  'packages',
  'shell',
  'mfe-clientes',
  'mfe-prestamos',
  'mfe-cobros',
  'mfe-avanzados',
  'bench',
  'scripts',
  'e2e',
  'infra',
];
const ES_CODIGO = (nombre) =>
  /\.(ts|tsx|js|mjs|cjs|json|ya?ml|conf|sh)$/.test(nombre) || nombre === 'Dockerfile';

/** Every problem of the handbook under `raiz` (the repository), as «archivo:línea: motivo» in Spanish. */
export function revisarDocs(raiz) {
  const problemas = [];
  const relativo = (archivo) => path.relative(raiz, archivo);
  const documentos = archivos(path.join(raiz, 'docs'), (n) => n.endsWith('.md'));

  for (const archivo of documentos) {
    const texto = fs.readFileSync(archivo, 'utf8');
    const total = texto.split('\n').length - (texto.endsWith('\n') ? 1 : 0);
    if (total > MAX_LINEAS) {
      problemas.push(
        `${relativo(archivo)}:${MAX_LINEAS + 1}: tiene ${total} líneas; un documento de docs/ tiene como mucho ${MAX_LINEAS}. Pártalo por tema (un registro de decisión por archivo en docs/decisiones/).`,
      );
    }
    for (const { linea, numero } of lineasFueraDeCodigo(texto)) {
      const titulo = /^#{1,6}\s+(.*)$/.exec(linea);
      const motivo = titulo && motivoTituloFechado(titulo[1]);
      if (motivo) {
        problemas.push(
          `${relativo(archivo)}:${numero}: el título «${titulo[1]}» ${motivo}. Un título dice de qué trata, no cuándo se hizo (la historia queda en git).`,
        );
      }
    }
  }

  for (const archivo of [...documentos, path.join(raiz, 'README.md')]) {
    if (!fs.existsSync(archivo)) continue;
    for (const { linea, numero } of lineasFueraDeCodigo(fs.readFileSync(archivo, 'utf8'))) {
      for (const destino of enlacesRelativos(linea)) {
        const ruta = decodeURIComponent(destino.split('#')[0].split('?')[0]);
        if (ruta === '') continue;
        if (!fs.existsSync(path.resolve(path.dirname(archivo), ruta))) {
          problemas.push(
            `${relativo(archivo)}:${numero}: el enlace «${destino}» apunta a un archivo que no existe.`,
          );
        }
      }
    }
  }

  for (const carpeta of CARPETAS_DE_CODIGO) {
    for (const archivo of archivos(path.join(raiz, carpeta), ES_CODIGO)) {
      fs.readFileSync(archivo, 'utf8')
        .split('\n')
        .forEach((linea, i) => {
          for (const m of linea.matchAll(/\bdocs\/[\w./-]*?\.md\b/g)) {
            if (!fs.existsSync(path.join(raiz, m[0]))) {
              problemas.push(`${relativo(archivo)}:${i + 1}: nombra ${m[0]}, que no existe.`);
            }
          }
        });
    }
  }
  return problemas;
}
