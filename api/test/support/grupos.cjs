// Los archivos de pruebas de la API en grupos que comparten un registro de módulos (docs/decisiones/
// tiempo-de-las-pruebas.md). jest da a cada archivo de pruebas un registro nuevo y vuelve a cargar en él los ≈ 4.100
// módulos de la aplicación (≈ 2 s de CPU); un archivo de grupo generado aquí requiere varios archivos de pruebas, cada
// uno dentro de un `describe` con su ruta, y la aplicación se carga una vez por grupo. Cada archivo sigue abriendo su
// aplicación y su base, y cerrándolas, en su propio bloque.
//
// Sólo `npm test` (scripts/test.mjs) agrupa: jest.config.js llama a `prepararGrupos` cuando CARTERA_PRUEBAS_AGRUPADAS
// es 1. `npx jest --selectProjects api -- api/test/<archivo>` corre el archivo solo, como siempre.
const fs = require('node:fs');
const path = require('node:path');

const RAIZ = path.resolve(__dirname, '..', '..', '..');
const CARPETA_GRUPOS = path.join(RAIZ, '.cache', 'jest-grupos');
const CARPETAS_PRUEBAS = ['api/src', 'api/test'];
const PATRON_PRUEBA = /\.(e2e-)?spec\.ts$/;
/** Archivos de pruebas por grupo: más ahorra menos (el registro se paga una vez por grupo) y reparte peor entre los núcleos. */
const POR_GRUPO = 8;

/**
 * Los que no comparten registro, cada uno por lo que lo impide:
 * - lo que el archivo comprueba es el registro mismo o un estado del proceso que el archivo llena;
 * - `jest.setTimeout` cambia el tiempo límite de todo el registro, no sólo el de su archivo;
 * - un espía sobre un prototipo o un global que una prueba fallida dejaría puesto para los archivos siguientes.
 */
const SOLOS = new Map([
  ['api/test/support/carga-diferida.spec.ts', 'mira qué paquetes cargó el registro (require.cache)'],
  ['api/test/esperas-pg-boss.spec.ts', 'prueba el setupFiles que prepara cada registro'],
  ['api/test/consulta-preparada.e2e-spec.ts', 'llena el tope de sentencias con nombre del proceso'],
  ['api/test/demo.e2e-spec.ts', 'jest.setTimeout'],
  ['api/test/exporte-contable.e2e-spec.ts', 'jest.setTimeout'],
  ['api/test/fuzz-openapi.e2e-spec.ts', 'jest.setTimeout'],
  ['api/test/nucleo-dinero-viajes.e2e-spec.ts', 'espía el prototipo de PostgresQueryRunner'],
]);

function listar(carpeta, salida = []) {
  for (const entrada of fs.readdirSync(carpeta, { withFileTypes: true })) {
    const completo = path.join(carpeta, entrada.name);
    if (entrada.isDirectory()) listar(completo, salida);
    else if (PATRON_PRUEBA.test(entrada.name)) salida.push(completo);
  }
  return salida;
}

/** El archivo en su ruta relativa con `/`, como lo muestra jest. */
function relativa(archivo) {
  return path.relative(RAIZ, archivo).split(path.sep).join('/');
}

/**
 * Reparte los archivos agrupables en grupos de tamaño parecido: del más grande al más chico, cada uno al grupo que
 * menos bytes lleva (el tamaño del archivo es la única medida que tiene un clon limpio, sin caché de tiempos de jest).
 */
function repartir(archivos) {
  const cantidad = Math.ceil(archivos.length / POR_GRUPO);
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

function textoDelGrupo(archivos) {
  const bloques = archivos.map(
    (archivo) => `describe(${JSON.stringify(relativa(archivo))}, () => {\n  require(${JSON.stringify(archivo)});\n});`,
  );
  return `// Generado por api/test/support/grupos.cjs: no editar.\n${bloques.join('\n')}\n`;
}

/**
 * Escribe los archivos de grupo en .cache/jest-grupos y borra los que sobran de una corrida anterior (uno que no
 * cambió se deja como está: otra corrida que lo esté leyendo no lo ve desaparecer). Devuelve la carpeta y los
 * archivos agrupados, que jest ya no corre sueltos.
 */
function prepararGrupos() {
  const archivos = CARPETAS_PRUEBAS.flatMap((carpeta) => listar(path.join(RAIZ, carpeta))).sort();
  const agrupables = archivos.filter((archivo) => !SOLOS.has(relativa(archivo)));
  fs.mkdirSync(CARPETA_GRUPOS, { recursive: true });
  const escritos = new Set();
  repartir(agrupables).forEach((grupo, indice) => {
    const nombre = `grupo-${String(indice + 1).padStart(2, '0')}.grupo.js`;
    const destino = path.join(CARPETA_GRUPOS, nombre);
    const texto = textoDelGrupo(grupo);
    if (!fs.existsSync(destino) || fs.readFileSync(destino, 'utf8') !== texto) fs.writeFileSync(destino, texto);
    escritos.add(nombre);
  });
  for (const nombre of fs.readdirSync(CARPETA_GRUPOS))
    if (!escritos.has(nombre)) fs.rmSync(path.join(CARPETA_GRUPOS, nombre), { force: true });
  return { carpeta: CARPETA_GRUPOS, agrupados: agrupables };
}

module.exports = { prepararGrupos, SOLOS, POR_GRUPO };
