// Los archivos de pruebas de la API en grupos que comparten un registro de módulos (docs/decisiones/
// tiempo-de-las-pruebas.md). jest da a cada archivo de pruebas un registro nuevo y vuelve a cargar en él todos sus
// módulos: ≈ 2 s de CPU por archivo (los ≈ 4.100 de la aplicación). Un archivo de grupo generado aquí requiere varios
// archivos de pruebas, cada uno dentro de un `describe` con su ruta, y esos módulos se cargan una vez por grupo. Cada
// archivo sigue abriendo su aplicación y su base, y cerrándolas, en su propio bloque. Los de componentes (jsdom, antd,
// React: ≈ 1,5 s por archivo) se agrupan igual, con su entorno jsdom compartido por el grupo; sus stores de zustand
// vuelven a su estado inicial al terminar cada archivo (PROYECTOS.web.alTerminar). Los de reglas puras (dominio) se
// agrupan también: cargan menos, pero son cuarenta.
//
// Sólo `npm test` (scripts/test.mjs) agrupa: jest.config.js llama a `prepararGrupos` cuando CARTERA_PRUEBAS_AGRUPADAS
// es 1. `npx jest --selectProjects api -- api/test/<archivo>` corre el archivo solo, como siempre.
const fs = require('node:fs');
const path = require('node:path');

const RAIZ = path.resolve(__dirname, '..', '..', '..');
const CARPETA_GRUPOS = path.join(RAIZ, '.cache', 'jest-grupos');
/**
 * Archivos de pruebas por grupo y proyecto: más ahorra más (el registro se paga una vez por grupo: ≈ 2,4 s de CPU uno de
 * la API) y reparte peor entre los núcleos. Los de la API, catorce: sus grupos pesan lo mismo en bytes, y el secuenciador
 * los corre antes que los archivos chicos, así que el final de jest no espera a uno largo. Eran doce; al partir los
 * archivos de más de 400 líneas (docs/decisiones/archivos-cortos.md) hubo 17 archivos más, y con catorce por grupo
 * siguen siendo 13 grupos (eran 14): un registro menos paga parte de las aplicaciones que abren los archivos nuevos.
 */
const POR_GRUPO = { api: 14, dominio: 8, web: 8 };

/**
 * Lo que un archivo hace al registro entero, no sólo a sus pruebas: un archivo que lo contiene corre solo.
 * `jest.mock` vale para todo el registro; `jest.setTimeout` cambia el tiempo límite de todos los archivos del grupo
 * (jest lo lee una vez, al empezar a correr el grupo: gana el último); los relojes falsos y `require.cache` miran o
 * cambian lo que comparten. Un archivo largo declara el límite de cada prueba y de su `beforeAll` en ellos. Un
 * `configure(` de Testing Library al cargar el archivo cambia las búsquedas de todo el grupo (el de un archivo que
 * busca también lo oculto contaba la fila de medida de una tabla en la prueba de otra pantalla): el archivo que lo
 * necesita lo pide por sus pruebas (`buscarTambienOcultos`, packages/plataforma/test/ocultos.ts) o corre solo.
 */
const AFECTA_AL_REGISTRO =
  /jest\.(mock|doMock|unstable_mockModule|setTimeout|useFakeTimers|isolateModules|resetModules|replaceProperty)\(|require\.cache|^configure\(/m;

/**
 * Una instantánea de jest se guarda y se busca junto al archivo de pruebas que jest corre: en un grupo sería
 * `.cache/jest-grupos/…/__snapshots__`, que un clon limpio no tiene, y con `--ci` cada instantánea faltaría. El archivo
 * que las usa corre solo (api/src/database/congelado/sentencias.spec.ts).
 */
const USA_INSTANTANEAS = /\.toMatch(Inline)?Snapshot\(/;

/** Los que no comparten registro por lo que comprueban, aunque no usen nada de lo anterior. */
const SOLOS = new Map([
  ['api/test/esperas-pg-boss.spec.ts', 'prueba el setupFiles que prepara cada registro'],
  ['api/test/consulta-preparada.e2e-spec.ts', 'llena el tope de sentencias con nombre del proceso'],
  ['api/test/nucleo-dinero-viajes.e2e-spec.ts', 'cambia el prototipo de PostgresQueryRunner'],
  // Pasa solo y en su grupo falló dos veces (una llamada no llegó al servidor falso) por algo que el grupo comparte y
  // que no está encontrado todavía (docs/decisiones/tiempo-de-las-pruebas.md): corre solo hasta encontrarlo.
  ['packages/plataforma/src/sesionHttp.test.ts', 'en su grupo, una llamada a veces no llega al servidor falso'],
]);

/**
 * Al terminar cada archivo de un grupo, los espías vuelven a ser lo que eran (como en un registro nuevo). En los de
 * componentes, además, cada store de zustand de la plataforma vuelve a su estado inicial y los temporizadores de los
 * avisos se cancelan (packages/plataforma/src/estadosIniciales.ts): un aviso o una preferencia de un archivo no llega
 * al siguiente. El DOM lo limpia Testing Library después de cada prueba y el localStorage, setup-web.ts.
 */
const PROYECTOS = {
  api: {
    carpetas: ['api/src', 'api/test'],
    patron: /\.(e2e-)?spec\.ts$/,
    alTerminar: 'jest.restoreAllMocks();',
  },
  dominio: {
    carpetas: ['packages/dominio/src'],
    patron: /\.test\.ts$/,
    alTerminar: 'jest.restoreAllMocks();',
  },
  web: {
    carpetas: [
      'packages/plataforma/src',
      'shell/src',
      'mfe-clientes/src',
      'mfe-prestamos/src',
      'mfe-cobros/src',
      'mfe-avanzados/src',
    ],
    patron: /\.test\.tsx?$/,
    alTerminar:
      'jest.restoreAllMocks();\n    ' +
      `require(${JSON.stringify(path.join(RAIZ, 'packages/plataforma/src/estadosIniciales.ts'))})` +
      '.restablecerEstadosIniciales();',
  },
};

function listar(carpeta, patron, salida = []) {
  for (const entrada of fs.readdirSync(carpeta, { withFileTypes: true })) {
    const completo = path.join(carpeta, entrada.name);
    if (entrada.isDirectory()) {
      if (entrada.name !== 'node_modules') listar(completo, patron, salida);
    } else if (patron.test(entrada.name)) salida.push(completo);
  }
  return salida;
}

/** El archivo en su ruta relativa con `/`, como lo muestra jest. */
function relativa(archivo) {
  return path.relative(RAIZ, archivo).split(path.sep).join('/');
}

/** Los archivos de pruebas del proyecto (rutas absolutas, en orden). */
function listarPruebas(proyecto) {
  const { carpetas, patron } = PROYECTOS[proyecto];
  return carpetas.flatMap((c) => listar(path.join(RAIZ, c), patron)).sort();
}

function agrupable(archivo) {
  const texto = fs.readFileSync(archivo, 'utf8');
  return !SOLOS.has(relativa(archivo)) && !AFECTA_AL_REGISTRO.test(texto) && !USA_INSTANTANEAS.test(texto);
}

/**
 * Reparte los archivos en grupos de tamaño parecido: del más grande al más chico, cada uno al grupo que menos bytes
 * lleva (el tamaño del archivo es la única medida que tiene un clon limpio, sin la caché de tiempos de jest).
 */
function repartir(archivos, porGrupo) {
  const cantidad = Math.ceil(archivos.length / porGrupo);
  const grupos = Array.from({ length: cantidad }, () => ({ bytes: 0, archivos: [] }));
  const porTamano = archivos
    .map((archivo) => ({ archivo, bytes: fs.statSync(archivo).size }))
    .sort((a, b) => b.bytes - a.bytes || a.archivo.localeCompare(b.archivo));
  for (const { archivo, bytes } of porTamano) {
    const destino = grupos.reduce((menor, grupo) => (grupo.bytes < menor.bytes ? grupo : menor));
    destino.bytes += bytes;
    destino.archivos.push(archivo);
  }
  return grupos.map((grupo) => grupo.archivos.sort());
}

function textoDelGrupo(proyecto, archivos) {
  const { alTerminar } = PROYECTOS[proyecto];
  // Un archivo que no se puede cargar (un error de sintaxis, uno borrado) falla en su bloque con el error, como una
  // prueba; los demás archivos del grupo corren igual.
  const bloques = archivos.map(
    (archivo) =>
      `describe(${JSON.stringify(relativa(archivo))}, () => {\n` +
      `  try {\n    require(${JSON.stringify(archivo)});\n  } catch (error) {\n` +
      `    it('se carga', () => {\n      throw error;\n    });\n  }\n` +
      `  afterAll(() => {\n    ${alTerminar}\n  });\n});`,
  );
  return `// Generado por api/test/support/grupos.cjs: no editar.\n${bloques.join('\n')}\n`;
}

/**
 * Escribe los archivos de grupo del proyecto en `carpeta` (.cache/jest-grupos/<proyecto>) y borra los que sobran de una corrida
 * anterior (uno que no cambió se deja como está: otra corrida que lo esté leyendo no lo ve desaparecer). Devuelve la
 * carpeta y los archivos agrupados, que jest ya no corre sueltos.
 */
function prepararGrupos(proyecto, carpeta = path.join(CARPETA_GRUPOS, proyecto)) {
  const agrupados = listarPruebas(proyecto).filter(agrupable);
  fs.mkdirSync(carpeta, { recursive: true });
  const escritos = new Set();
  repartir(agrupados, POR_GRUPO[proyecto]).forEach((grupo, indice) => {
    const nombre = `grupo-${String(indice + 1).padStart(2, '0')}.grupo.js`;
    const destino = path.join(carpeta, nombre);
    const texto = textoDelGrupo(proyecto, grupo);
    if (!fs.existsSync(destino) || fs.readFileSync(destino, 'utf8') !== texto) fs.writeFileSync(destino, texto);
    escritos.add(nombre);
  });
  for (const nombre of fs.readdirSync(carpeta))
    if (!escritos.has(nombre)) fs.rmSync(path.join(carpeta, nombre), { force: true });
  return { carpeta, agrupados };
}

/**
 * Lo que el proyecto de jest cambia para correr por grupos: las carpetas de los grupos entre sus raíces, los grupos
 * entre sus pruebas y los archivos agrupados fuera de ellas.
 */
function configuracionAgrupada(proyecto, testMatch, destino) {
  const { carpetas } = PROYECTOS[proyecto];
  const { carpeta, agrupados } = prepararGrupos(proyecto, destino);
  const escapar = (texto) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    roots: [...carpetas.map((c) => path.join(RAIZ, c)), carpeta],
    testMatch: [...testMatch, '**/*.grupo.js'],
    testPathIgnorePatterns: ['/node_modules/', ...agrupados.map((archivo) => `^${escapar(archivo)}$`)],
  };
}

/** El código que corre un grupo del proyecto al terminar cada uno de sus archivos (lo prueba estadosIniciales.test.ts). */
function codigoAlTerminar(proyecto) {
  return PROYECTOS[proyecto].alTerminar;
}

module.exports = { agrupable, codigoAlTerminar, configuracionAgrupada, listarPruebas, prepararGrupos, POR_GRUPO };
