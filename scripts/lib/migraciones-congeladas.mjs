// Frozen migrations (docs/decisiones/migraciones-congeladas.md): a migration and the frozen code it uses
// (api/src/database/congelado/) import only typeorm and files under api/src/database/. What a migration computes it
// carries; importing live code would change its result whenever today's rules change.
import fs from 'node:fs';
import path from 'node:path';

/** Packages a migration may import. */
const PAQUETES_PERMITIDOS = new Set(['typeorm']);

/** The specifiers of `import … from '…'`, `export … from '…'`, `import('…')` and `require('…')` in a text. */
export function importaciones(texto) {
  const patrones = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patrones.flatMap((p) => [...texto.matchAll(p)].map((m) => m[1]));
}

/**
 * What is wrong with the imports of a file under `database` (absolute path of api/src/database): a relative path that
 * leaves that folder, or a package that is not allowed. The messages are Spanish, like the rest of the test output.
 */
export function problemasDeArchivo(archivo, texto, database) {
  const problemas = [];
  for (const especificador of importaciones(texto)) {
    if (especificador.startsWith('.')) {
      const destino = path.resolve(path.dirname(archivo), especificador);
      if (destino !== database && !destino.startsWith(database + path.sep)) {
        problemas.push(`${path.basename(archivo)} importa ${especificador}, fuera de api/src/database/`);
      }
    } else if (!PAQUETES_PERMITIDOS.has(especificador)) {
      problemas.push(`${path.basename(archivo)} importa el paquete ${especificador}`);
    }
  }
  return problemas;
}

function archivosTs(carpeta) {
  if (!fs.existsSync(carpeta)) return [];
  return fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((e) => {
    const ruta = path.join(carpeta, e.name);
    if (e.isDirectory()) return archivosTs(ruta);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [ruta] : [];
  });
}

/** The problems of every migration and every frozen file of the repository at `raiz`. */
export function revisarMigraciones(raiz) {
  const database = path.join(raiz, 'api', 'src', 'database');
  const archivos = [
    ...archivosTs(path.join(database, 'migrations')),
    ...archivosTs(path.join(database, 'congelado')),
  ];
  return archivos.flatMap((archivo) =>
    problemasDeArchivo(archivo, fs.readFileSync(archivo, 'utf8'), database),
  );
}
