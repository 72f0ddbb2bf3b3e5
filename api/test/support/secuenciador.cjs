// El orden en que jest reparte los archivos de pruebas entre sus dos procesos (docs/decisiones/
// tiempo-de-las-pruebas.md). jest corre primero los más lentos según los tiempos de la corrida anterior, que guarda en
// su caché con la ruta del archivo; un clon limpio (CI, otra carpeta) no tiene ninguno y jest ordena por tamaño del
// archivo. Un archivo de grupo (api/test/support/grupos.cjs) son unas líneas de `require` que pesan cientos de bytes y
// llevan ocho archivos de pruebas: por tamaño iba al final, y el último grupo (hasta ≈ 100 s) corría solo mientras el
// otro proceso ya no tenía nada. Aquí un grupo pesa lo que suman sus archivos, así que los grupos van primero y al
// final quedan los archivos chicos.
const fs = require('node:fs');
const TestSequencer = require('@jest/test-sequencer').default;

/** Los archivos de pruebas que requiere un archivo de grupo (sus `require("<ruta absoluta>")`). */
function archivosDelGrupo(texto) {
  return [...texto.matchAll(/require\(("[^"]+")\)/g)]
    .map((coincidencia) => JSON.parse(coincidencia[1]))
    .filter((archivo) => /\.(e2e-)?(spec|test)\.tsx?$/.test(archivo));
}

/** Lo que pesa un archivo de pruebas para ordenarlo sin tiempos: sus bytes, o los de sus archivos si es un grupo. */
function peso(ruta, tamano) {
  if (!ruta.endsWith('.grupo.js')) return tamano(ruta);
  return archivosDelGrupo(fs.readFileSync(ruta, 'utf8')).reduce((suma, archivo) => suma + tamano(archivo), 0);
}

class Secuenciador extends TestSequencer {
  sort(pruebas) {
    const pesos = new Map();
    const tamano = (ruta) => {
      try {
        return fs.statSync(ruta).size;
      } catch {
        return 0;
      }
    };
    const pesoDe = (prueba) => {
      if (!pesos.has(prueba.path)) pesos.set(prueba.path, peso(prueba.path, tamano));
      return pesos.get(prueba.path);
    };
    for (const prueba of pruebas) prueba.duration = this.time(prueba);
    // Como jest: lo que falló la vez anterior primero; con tiempos, el más lento primero; lo que no tiene tiempo antes
    // de lo que sí (es nuevo o cambió), y entre ellos el que más pesa.
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
