// Imports hacia abajo (docs/decisiones/imports-hacia-abajo.md): recorre los imports con dependency-cruiser y las reglas
// de .dependency-cruiser.cjs, y mide lo que esas reglas no dicen: los ciclos entre las carpetas de api/src (carpeta =
// primer segmento bajo api/src) y, en todo el árbol, los ciclos de archivos y los imports que suben.
import fs from 'node:fs';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

export { compararConBase, medir } from './grafo-imports.mjs';

/** La lista de ciclos entre carpetas de api/src que aún quedan (sólo puede bajar). */
export const ARCHIVO_BASE = 'scripts/imports-hacia-abajo.json';
/** Lo que se recorre, relativo a la raíz: las fuentes y pruebas de cada workspace. */
const OBJETIVOS = ['api/src', 'api/test', 'packages', 'shell/src', 'mfe-*/src', 'e2e'];

/** Las carpetas de `raiz` que existen entre OBJETIVOS (`mfe-*` se expande). */
function objetivos(raiz) {
  const carpetas = [];
  for (const objetivo of OBJETIVOS) {
    if (!objetivo.includes('*')) {
      if (fs.existsSync(path.join(raiz, objetivo))) carpetas.push(objetivo);
      continue;
    }
    const [prefijo, resto] = objetivo.split('*');
    for (const nombre of fs.readdirSync(raiz).sort()) {
      const carpeta = `${nombre}${resto}`;
      if (nombre.startsWith(prefijo) && fs.existsSync(path.join(raiz, carpeta))) carpetas.push(carpeta);
    }
  }
  return carpetas;
}

/**
 * Recorre los imports bajo `raiz` con la configuración `configuracion` (la del repositorio por omisión): los módulos
 * ({ source, dependencies: [{ resolved, couldNotResolve }] }) y las violaciones de sus reglas.
 */
export async function recorrer(raiz, configuracion = path.join(raiz, '.dependency-cruiser.cjs')) {
  const opciones = await extractDepcruiseOptions(configuracion);
  const exclusiones = [opciones.exclude?.path, '^e2e/artifacts/'].filter(Boolean).join('|');
  const { output } = await cruise(objetivos(raiz), {
    ...opciones,
    baseDir: raiz,
    exclude: { path: exclusiones },
  });
  if (typeof output === 'string')
    throw new Error(`dependency-cruiser respondió texto: ${output.slice(0, 200)}`);
  const violaciones = output.summary.violations
    .filter((v) => v.rule.severity === 'error')
    .map((v) => ({
      regla: v.rule.name,
      desde: v.from,
      hacia: v.to,
      ...(v.cycle ? { ciclo: v.cycle.map((paso) => paso.name) } : {}),
    }));
  return { modulos: output.modules, violaciones };
}

/** La lista comprometida de aristas en ciclos entre carpetas de api/src. */
export function leerBase(raiz) {
  const archivo = path.join(raiz, ARCHIVO_BASE);
  return fs.existsSync(archivo) ? JSON.parse(fs.readFileSync(archivo, 'utf8')).ciclosApi : [];
}
