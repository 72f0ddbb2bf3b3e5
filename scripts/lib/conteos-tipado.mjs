// The typing counts of docs/decisiones/acceso-tipado-a-datos.md (issue 51): what is still untyped between the database,
// the API and the screens. Each count can only go down: scripts/conteos-tipado.json is the committed baseline and
// scripts/conteos-tipado.test.mjs (jest project `docs`, part of npm test) fails when a count grows.
// Files are parsed with the TypeScript parser (no type checking): a few seconds for the whole tree.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The most justified assertions the portal may hold (issue 67): each one a reason the types cannot carry. */
export const MAXIMO_ASERCIONES_PORTAL = 20;

/** What each count measures, in the order they are printed. */
export const CONTEOS = {
  consultasCrudas:
    '`.query(` en api/src fuera de las migraciones y de la capa tipada, sin justificar (tiene que llegar a 0)',
  consultasCrudasJustificadas:
    '`.query(` con `// crudo: <motivo>` en la línea de antes, en un archivo de la tabla de docs/decisiones/acceso-tipado-a-datos.md',
  filasAMano: 'filas de `.query(` con tipo puesto a mano (`as T`, `: T = await …query(`, `.query<T>(`)',
  aserciones: 'aserciones `as T` en api/src (sin `as const`), sin justificar (tiene que llegar a 0)',
  asercionesJustificadas: 'aserciones `as T` con `// as: <motivo>` en la línea de antes (docs/decisiones/acceso-tipado-a-datos.md)',
  asercionesPortal:
    'aserciones `as T` en el portal (shell, remotos y packages/plataforma, sin `as const` ni pruebas), sin justificar (tiene que llegar a 0)',
  asercionesPortalJustificadas: `aserciones \`as T\` del portal con \`// as: <motivo>\` en la línea de antes (a lo sumo ${MAXIMO_ASERCIONES_PORTAL}, docs/decisiones/aserciones-del-portal.md)`,
  sqlRawDeTexto:
    '`sql.raw(` en api/src sin `// raw: <motivo>` en la línea de antes: texto SQL pegado en vez de un fragmento `sql` con sus parámetros (tiene que quedar en 0)',
  sqlTipadoSinMotivo:
    'fragmentos `sql<T>` en api/src sin `// sql: <motivo>` en la línea de antes: un tipo puesto a mano donde Kysely quizá lo diría (eb.fn, eb.case, subconsultas) o sin decir por qué no (docs/decisiones/dos-caminos-a-la-base.md)',
  sqlTipadoConMotivo:
    'fragmentos `sql<T>` con `// sql: <motivo>` en la línea de antes: lo que Kysely no sabe decir (ventanas, LATERAL, FILTER, funciones de PostgreSQL sin constructor)',
  consultasTypeorm:
    'consultas con TypeORM en api/src (`getRepository(`, `createQueryBuilder(`, `findOne*(`, `findBy(`, `save(`, `upsert(`…): las consultas son de Kysely; TypeORM da la conexión, las transacciones y las migraciones (tiene que quedar en 0)',
  rutasSinRespuesta:
    'rutas de la API sin su respuesta declarada (`@Ruta.get(ruta, quienes, responde)`, docs/decisiones/una-declaracion-por-ruta.md)',
  clientesAMano: 'clientes HTTP escritos a mano (`*.api.ts`, `api.ts`) en el portal',
  archivosLargos: 'archivos de código de más de 400 líneas (sin pruebas ni migraciones)',
  dtosClassValidator:
    'archivos de api/src (sin pruebas) que importan class-validator o class-transformer: la entrada es un esquema TypeBox (docs/decisiones/un-sistema-de-esquemas.md; tiene que llegar a 0)',
};

/** An import of the input system that TypeBox replaces (docs/decisiones/un-sistema-de-esquemas.md). */
const IMPORTA_CLASS_VALIDATOR = /from\s+'class-(validator|transformer)(\/[^']*)?'/;

/** Outside the counts: migrations and frozen code never change; the typed layer and the generated types are the fix. */
const FUERA_API = [
  'api/src/database/migrations/',
  'api/src/database/congelado/',
  'api/src/database/esquema.ts',
  // The client's types, generated from the OpenAPI (`npm run api:tipos`, docs/decisiones/cliente-generado.md).
  'packages/plataforma/src/api/esquema-api.ts',
];
const FRONT = ['shell/src', 'mfe-clientes/src', 'mfe-prestamos/src', 'mfe-cobros/src', 'mfe-avanzados/src'];
/** The portal whose assertions count: the shell, the remotes and the front-end kit. */
const PORTAL = [...FRONT, 'packages/plataforma/src'];
const CODIGO = ['api/src', 'packages/dominio/src', 'packages/plataforma/src', ...FRONT];
/**
 * A raw query is justified when both hold: the line before it (or before the line where its call starts) is
 * `// crudo: <motivo>`, and its file is a row of the table under «Consultas crudas justificadas» in the decision
 * record, with its reason. Either alone counts as unjustified: the marker says which query, the record says why the
 * file cannot do without.
 */
export const REGISTRO_JUSTIFICADAS = 'docs/decisiones/acceso-tipado-a-datos.md';
const TITULO_JUSTIFICADAS = /^#+\s+Consultas crudas justificadas/;
const MARCA_CRUDO = /^\s*\/\/\s*crudo:\s*\S/;
/** A `sql.raw(` is allowed with `// raw: <motivo>` on the line before: what cannot be a parameter (ASC/DESC, a cursor name). */
const MARCA_RAW = /^\s*\/\/\s*raw:\s*\S/;
/**
 * A `sql<T>` fragment (a tagged template whose tag is `sql`, with type arguments) is justified by `// sql: <motivo>` on
 * the line before it, or before the line where its statement starts when the statement is the fragment itself
 * (`const x = sql<T>\`…\``, `return sql<T>\`…\`.as('x')`): a marker above a whole query does not justify every fragment
 * inside it.
 */
const MARCA_SQL = /^\s*\/\/\s*sql:\s*\S/;
/** TypeORM's query API (repositories, query builders, the entity manager's reads and writes). */
const METODOS_TYPEORM = new Set([
  'getRepository',
  'createQueryBuilder',
  'findOne',
  'findOneBy',
  'findOneOrFail',
  'findOneByOrFail',
  'findBy',
  'findAndCount',
  'findAndCountBy',
  'save',
  'upsert',
]);
/** An assertion is justified by `// as: <motivo>` on the line before it (or before the line of its `as T`). */
const MARCA_AS = /^\s*\/\/\s*as:\s*\S/;

/** The files of the record's table («| `api/src/…` | motivo |»), each with a non-empty reason. */
export function archivosJustificados(textoRegistro) {
  const archivos = new Set();
  let dentro = false;
  for (const linea of textoRegistro.split('\n')) {
    if (/^#+\s/.test(linea)) dentro = TITULO_JUSTIFICADAS.test(linea);
    const fila = dentro && /^\|\s*`([^`]+)`\s*\|\s*([^|]*\S[^|]*)\|/.exec(linea);
    if (fila) archivos.add(fila[1]);
  }
  return archivos;
}

const VERBOS_HTTP = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'Head', 'Options', 'All']);
export const LINEAS_MAXIMAS = 400;

const esPrueba = (archivo) => /\.(test|spec|e2e-spec)\.[cm]?[jt]sx?$/.test(archivo);
/** A test file, or a helper only tests import (`…/pruebas/…`, `…/test/…`: the screens' test fixtures). */
const esDePrueba = (archivo) => esPrueba(archivo) || /\/(pruebas|test)\//.test(archivo);

function archivos(raiz, carpeta) {
  const base = path.join(raiz, carpeta);
  if (!fs.existsSync(base)) return [];
  return fs.readdirSync(base, { withFileTypes: true, recursive: true }).flatMap((e) => {
    if (!e.isFile() || !/\.(ts|tsx|mjs|js)$/.test(e.name) || e.name.endsWith('.d.ts')) return [];
    const ruta = path
      .relative(raiz, path.join(e.parentPath ?? e.path, e.name))
      .split(path.sep)
      .join('/');
    return ruta.includes('node_modules/') ? [] : [ruta];
  });
}

function nombreDecorador(d) {
  const e = ts.isCallExpression(d.expression) ? d.expression.expression : d.expression;
  return ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : '';
}

/**
 * `@Ruta.get(ruta, quienes, responde, opciones?)` (api/src/common/ruta.decorator.ts): su tercer argumento es la
 * respuesta declarada, que el tipo exige; aquí se cuenta sin tipos, así que una sin él también cuenta.
 */
const esRutaDeclarada = (d) =>
  ts.isCallExpression(d.expression) &&
  ts.isPropertyAccessExpression(d.expression.expression) &&
  ts.isIdentifier(d.expression.expression.expression) &&
  d.expression.expression.expression.text === 'Ruta' &&
  VERBOS_HTTP.has(d.expression.expression.name.text.replace(/^./, (l) => l.toUpperCase()));

const esSqlTipado = (n) =>
  ts.isTaggedTemplateExpression(n) &&
  ts.isIdentifier(n.tag) &&
  n.tag.text === 'sql' &&
  (n.typeArguments?.length ?? 0) > 0;

/**
 * The statement that is the fragment itself, if any: up through parentheses, `as`, `.as('x')`/`.$castTo()` on it and a
 * variable's initializer, to a statement.
 */
function sentenciaPropia(n) {
  let actual = n;
  for (;;) {
    const padre = actual.parent;
    if (!padre) return undefined;
    const sube =
      ts.isParenthesizedExpression(padre) ||
      ts.isAsExpression(padre) ||
      (ts.isPropertyAccessExpression(padre) && padre.expression === actual) ||
      (ts.isCallExpression(padre) && padre.expression === actual) ||
      (ts.isVariableDeclaration(padre) && padre.initializer === actual) ||
      (ts.isVariableDeclarationList(padre) && padre.declarations.length === 1);
    if (ts.isVariableStatement(padre) || ts.isExpressionStatement(padre) || ts.isReturnStatement(padre))
      return padre.declarationList || padre.expression === actual ? padre : undefined;
    if (!sube) return undefined;
    actual = padre;
  }
}

const esLlamadaQuery = (n) =>
  ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'query';

function contieneQuery(nodo) {
  let hay = false;
  const visitar = (n) => {
    if (hay) return;
    if (esLlamadaQuery(n)) hay = true;
    else ts.forEachChild(n, visitar);
  };
  visitar(nodo);
  return hay;
}

/** The line before one of `nodos` (where the call or its `.query` starts; where the assertion or its type starts). */
function marcada(fuente, lineas, nodos, marca) {
  const linea = (n) => fuente.getLineAndCharacterOfPosition(n.getStart(fuente)).line;
  return nodos.some((n) => linea(n) > 0 && marca.test(lineas[linea(n) - 1]));
}

/** `x as T`, not `x as const`. */
const esAsercion = (n, fuente) =>
  ts.isAsExpression(n) && !(ts.isTypeReferenceNode(n.type) && n.type.typeName.getText(fuente) === 'const');

/**
 * The portal's assertions in one file's text (`.tsx` parsed as TSX): `asercionesPortal` without a reason,
 * `asercionesPortalJustificadas` with `// as: <motivo>` on the line before.
 */
export function contarPortal(nombre, texto) {
  const tipo = /\.[jt]sx$/.test(nombre) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const fuente = ts.createSourceFile(nombre, texto, ts.ScriptTarget.Latest, true, tipo);
  const lineas = texto.split('\n');
  const c = { asercionesPortal: 0, asercionesPortalJustificadas: 0 };
  const visitar = (n) => {
    if (esAsercion(n, fuente)) {
      if (marcada(fuente, lineas, [n, n.type], MARCA_AS)) c.asercionesPortalJustificadas++;
      else c.asercionesPortal++;
    }
    ts.forEachChild(n, visitar);
  };
  visitar(fuente);
  return c;
}

/**
 * The API counts of one file's text. `justificado`: whether the file is in the record's table (its marked queries
 * then count as justified).
 */
export function contarApi(nombre, texto, justificado = false) {
  const fuente = ts.createSourceFile(nombre, texto, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const lineas = texto.split('\n');
  const c = {
    consultasCrudas: 0,
    consultasCrudasJustificadas: 0,
    filasAMano: 0,
    aserciones: 0,
    asercionesJustificadas: 0,
    sqlRawDeTexto: 0,
    sqlTipadoSinMotivo: 0,
    sqlTipadoConMotivo: 0,
    consultasTypeorm: 0,
    rutasSinRespuesta: 0,
  };
  const visitar = (n) => {
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression)) {
      const { expression: objeto, name } = n.expression;
      const esSqlRaw = name.text === 'raw' && ts.isIdentifier(objeto) && objeto.text === 'sql';
      if (esSqlRaw && !marcada(fuente, lineas, [n], MARCA_RAW)) c.sqlRawDeTexto++;
      if (METODOS_TYPEORM.has(name.text)) c.consultasTypeorm++;
    }
    if (esSqlTipado(n)) {
      const propia = sentenciaPropia(n);
      if (marcada(fuente, lineas, propia ? [n, propia] : [n], MARCA_SQL)) c.sqlTipadoConMotivo++;
      else c.sqlTipadoSinMotivo++;
    }
    if (esLlamadaQuery(n)) {
      if (justificado && marcada(fuente, lineas, [n, n.expression.name], MARCA_CRUDO)) c.consultasCrudasJustificadas++;
      else c.consultasCrudas++;
      if (n.typeArguments?.length) c.filasAMano++;
    }
    if (esAsercion(n, fuente)) {
      if (marcada(fuente, lineas, [n, n.type], MARCA_AS)) c.asercionesJustificadas++;
      else c.aserciones++;
      if (contieneQuery(n.expression)) c.filasAMano++;
    }
    if (ts.isVariableDeclaration(n) && n.type && n.initializer && contieneQuery(n.initializer))
      c.filasAMano++;
    if (ts.isMethodDeclaration(n)) {
      const decoradores = ts.getDecorators(n) ?? [];
      const nombres = decoradores.map(nombreDecorador);
      const declaradas = decoradores.filter(esRutaDeclarada);
      const conVerbo = nombres.some((d) => VERBOS_HTTP.has(d));
      const declaraRespuesta =
        declaradas.some((d) => d.expression.arguments.length >= 3) ||
        nombres.some((d) => /^Responde(Archivo)?$/.test(d) || /^Api\w*Response$/.test(d));
      if ((conVerbo || declaradas.length > 0) && !declaraRespuesta) c.rutasSinRespuesta++;
    }
    ts.forEachChild(n, visitar);
  };
  visitar(fuente);
  return c;
}

/** Every count for the repository at `raiz`. */
export function contar(raiz) {
  const total = Object.fromEntries(Object.keys(CONTEOS).map((k) => [k, 0]));
  const registro = path.join(raiz, REGISTRO_JUSTIFICADAS);
  const justificados = fs.existsSync(registro)
    ? archivosJustificados(fs.readFileSync(registro, 'utf8'))
    : new Set();
  for (const archivo of archivos(raiz, 'api/src')) {
    if (esPrueba(archivo) || FUERA_API.some((f) => archivo.startsWith(f)) || !archivo.endsWith('.ts'))
      continue;
    const c = contarApi(
      archivo,
      fs.readFileSync(path.join(raiz, archivo), 'utf8'),
      justificados.has(archivo),
    );
    for (const [k, v] of Object.entries(c)) total[k] += v;
  }
  for (const archivo of PORTAL.flatMap((f) => archivos(raiz, f))) {
    if (esDePrueba(archivo) || FUERA_API.some((f) => archivo.startsWith(f))) continue;
    const c = contarPortal(archivo, fs.readFileSync(path.join(raiz, archivo), 'utf8'));
    for (const [k, v] of Object.entries(c)) total[k] += v;
  }
  total.clientesAMano = FRONT.flatMap((f) => archivos(raiz, f)).filter((a) =>
    /(^|\/|\.)api\.tsx?$/.test(a),
  ).length;
  total.archivosLargos = CODIGO.flatMap((f) => archivos(raiz, f)).filter(
    (a) =>
      !esPrueba(a) &&
      !FUERA_API.some((f) => a.startsWith(f)) &&
      fs.readFileSync(path.join(raiz, a), 'utf8').split('\n').length > LINEAS_MAXIMAS,
  ).length;
  total.dtosClassValidator = archivos(raiz, 'api/src').filter(
    (a) => !esPrueba(a) && IMPORTA_CLASS_VALIDATOR.test(fs.readFileSync(path.join(raiz, a), 'utf8')),
  ).length;
  return total;
}

export const ARCHIVO_BASE = 'scripts/conteos-tipado.json';

export function leerBase(raiz) {
  return JSON.parse(fs.readFileSync(path.join(raiz, ARCHIVO_BASE), 'utf8'));
}

/**
 * Counts with no ceiling: a justified raw query is reviewed where it is justified (the marker and the record's row),
 * and converting an unjustified one may justify it instead; likewise a `sql<T>` given its reason.
 */
export const SIN_TOPE = new Set(['consultasCrudasJustificadas', 'sqlTipadoConMotivo']);

/** The counts that grew against the baseline, as messages. */
export function crecidos(actual, base) {
  return Object.keys(CONTEOS)
    .filter((k) => !SIN_TOPE.has(k) && actual[k] > (base[k] ?? 0))
    .map((k) => `${k}: ${actual[k]} (la base dice ${base[k] ?? 0}) — ${CONTEOS[k]}`);
}
