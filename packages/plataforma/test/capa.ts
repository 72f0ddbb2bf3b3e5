// What the fence of the performance layer reads (capa-de-rendimiento.test.ts, capa-de-rendimiento-navegador.test.ts):
// the folders and files of the repository and of node_modules, and the names a source file imports.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const RAIZ = path.resolve(__dirname, '..', '..', '..');
export const PLATAFORMA = path.join(RAIZ, 'packages', 'plataforma');
export const NODE_MODULES = path.join(RAIZ, 'node_modules');
export const ANTD_ES = path.join(NODE_MODULES, 'antd', 'es');
export const ANTD_LIB = path.join(NODE_MODULES, 'antd', 'lib');
export const REGISTRO = 'docs/decisiones/capa-de-rendimiento-del-portal.md';
export const CARPETAS = [
  'shell',
  'mfe-clientes',
  'mfe-prestamos',
  'mfe-cobros',
  'mfe-avanzados',
  'packages/plataforma',
];

/** Node's own require: the loader and Module Federation's runtime as the build and the browser run them. */
export const requerir = createRequire(__filename);
export const leer = (archivo: string) => fs.readFileSync(archivo, 'utf8');
export const relativa = (archivo: string) => path.relative(RAIZ, archivo).split(path.sep).join('/');

/** Every file under a folder (recursively) whose name passes `filtro`. */
export function archivos(carpeta: string, filtro: (nombre: string) => boolean): string[] {
  return fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = path.join(carpeta, entrada.name);
    if (entrada.isDirectory()) return entrada.name === 'node_modules' ? [] : archivos(ruta, filtro);
    return filtro(entrada.name) ? [ruta] : [];
  });
}

export const fuentes = (carpeta: string) =>
  archivos(carpeta, (nombre) => /\.tsx?$/.test(nombre) && !/\.test\.tsx?$/.test(nombre));

/** antd's ES build, read once: path → text. */
let antdEs: Map<string, string> | undefined;
export function archivosDeAntdEs(): Map<string, string> {
  antdEs ??= new Map(archivos(ANTD_ES, (nombre) => nombre.endsWith('.js')).map((a) => [a, leer(a)]));
  return antdEs;
}

/** The installed version of a package, from the folder every build resolves it from. */
export const version = (paquete: string) =>
  (JSON.parse(leer(path.join(NODE_MODULES, paquete, 'package.json'))) as { version: string }).version;

/** Values (not types) a source file imports from a package: `import { Button, type TableProps } from 'antd'`. */
export function importaciones(texto: string, paquete = 'antd'): string[] {
  const nombres: string[] = [];
  const patron = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${paquete}['"]`, 'g');
  for (const [, soloTipos, lista] of texto.matchAll(patron)) {
    if (soloTipos) continue;
    for (const parte of lista.split(',').map((p) => p.trim())) {
      if (parte && !parte.startsWith('type ')) nombres.push(parte.split(/\s+as\s+/)[0]);
    }
  }
  return nombres;
}

/** What an ES module imports from `pedido`: 'default' for a default import, and each named one. */
export function nombresImportados(texto: string, pedido: string): string[] {
  const escapado = pedido.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const nombres: string[] = [];
  for (const [, clausula] of texto.matchAll(
    new RegExp(`import\\s+([^;]+?)\\s+from\\s+['"]${escapado}['"]`, 'g'),
  )) {
    const llaves = /\{([^}]*)\}/.exec(clausula);
    if (/^[\w$]+/.test(clausula.trim())) nombres.push('default');
    for (const parte of llaves?.[1].split(',') ?? []) {
      const nombre = parte.trim().split(/\s+as\s+/)[0];
      if (nombre) nombres.push(nombre);
    }
  }
  return nombres;
}
