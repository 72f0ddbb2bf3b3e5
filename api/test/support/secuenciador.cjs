// El orden en que jest reparte los archivos de pruebas entre sus dos procesos (docs/decisiones/
// tiempo-de-las-pruebas.md). jest corre primero los más lentos según los tiempos de la corrida anterior, que guarda en
// su caché con la ruta del archivo; un clon limpio (CI, otra carpeta) no tiene ninguno y jest ordena por tamaño del
// archivo. Un archivo de grupo (api/test/support/grupos.cjs) son unas líneas de `require` que pesan cientos de bytes y
// llevan ocho archivos de pruebas: por tamaño iba al final, y el último grupo (hasta ≈ 100 s) corría solo mientras el
// otro proceso ya no tenía nada. Aquí cada archivo se estima en segundos por su tamaño y su clase, y un grupo suma lo
// de sus archivos: los largos van primero y al final quedan los cortos.
const { Buffer } = require('node:buffer');
const fs = require('node:fs');
const TestSequencer = require('@jest/test-sequencer').default;

/** Los archivos de pruebas que requiere un archivo de grupo (sus `require("<ruta absoluta>")`). */
function archivosDelGrupo(texto) {
  return [...texto.matchAll(/require\(("[^"]+")\)/g)]
    .map((coincidencia) => JSON.parse(coincidencia[1]))
    .filter((archivo) => /\.(e2e-)?(spec|test)\.tsx?$/.test(archivo));
}

/**
 * Segundos por KB de archivo de pruebas, por clase (medidos en una corrida de `npm test` desde un clon limpio: reloj
 * por archivo sobre bytes): una pantalla de antd en jsdom cuesta más por línea que una prueba de la API, y ésta más
 * que una regla pura. Sólo ordenan: no tienen que ser exactos, sí poner cada clase en su escala.
 */
const SEGUNDOS_POR_KB = [
  [/\.test\.tsx$/, 1.6],
  [/\.e2e-spec\.ts$/, 0.65],
  [/\.spec\.ts$/, 0.8],
  [/packages\/dominio\//, 0.2],
  [/\.test\.ts$/, 0.3],
];
/**
 * Un archivo que declara un tiempo límite propio largo (`jest.setTimeout(300_000)`, el de una prueba o un gancho
 * `}, 180_000)` o su `LIMITE_MS = 300_000`: el fuzz del contrato, el exporte contable) dice que tarda: pesa al menos una
 * quinta parte del mayor.
 */
const LIMITE_PROPIO = /jest\.setTimeout\(\s*([\d_]+)\s*\)|\},\s*([\d_]{5,})\s*\)|\bLIMITE_MS\s*=\s*([\d_]+)/g;

/** Lo que se estima que tarda un archivo de pruebas (segundos) sin tiempos guardados; un grupo, lo de sus archivos. */
function peso(ruta, leer = (archivo) => fs.readFileSync(archivo, 'utf8')) {
  let texto;
  try {
    texto = leer(ruta);
  } catch {
    return 0;
  }
  if (ruta.endsWith('.grupo.js'))
    return archivosDelGrupo(texto).reduce((suma, archivo) => suma + peso(archivo, leer), 0);
  const porKb = SEGUNDOS_POR_KB.find(([patron]) => patron.test(ruta.split('\\').join('/')))?.[1] ?? 0.2;
  const limites = [...texto.matchAll(LIMITE_PROPIO)].map((m) => Number((m[1] ?? m[2] ?? m[3]).replace(/_/g, '')));
  const declarado = Math.max(0, ...limites) / 1000 / 5;
  return Math.max((Buffer.byteLength(texto) / 1024) * porKb, declarado);
}

class Secuenciador extends TestSequencer {
  sort(pruebas) {
    const pesos = new Map();
    const pesoDe = (prueba) => {
      if (!pesos.has(prueba.path)) pesos.set(prueba.path, peso(prueba.path));
      return pesos.get(prueba.path);
    };
    for (const prueba of pruebas) prueba.duration = this.time(prueba);
    // Como jest: lo que falló la vez anterior primero; con tiempos, el más lento primero; lo que no tiene tiempo antes
    // de lo que sí (es nuevo o cambió), y entre ellos el que más se estima que tarda.
    return pruebas.sort((a, b) => {
      const fallaA = this.hasFailed(a);
      if (fallaA !== this.hasFailed(b)) return fallaA ? -1 : 1;
      if ((a.duration == null) !== (b.duration == null)) return a.duration == null ? -1 : 1;
      if (a.duration != null) return b.duration - a.duration;
      return pesoDe(b) - pesoDe(a);
    });
  }
}

module.exports = Secuenciador;
module.exports.peso = peso;
