#!/usr/bin/env node
// Imports hacia abajo (docs/decisiones/imports-hacia-abajo.md), parte de `npm run lint`:
//   node scripts/imports-hacia-abajo.mjs               las reglas de .dependency-cruiser.cjs y los ciclos entre carpetas
//                                                      de api/src contra scripts/imports-hacia-abajo.json; sale con 1
//                                                      si algo no se cumple
//   node scripts/imports-hacia-abajo.mjs --medir       además, la medida: ciclos de api/src, de packages/dominio y del
//                                                      árbol entero (pisos, ciclos de archivos, imports que suben)
//   node scripts/imports-hacia-abajo.mjs --actualizar  quita de la lista los ciclos que ya no existen (nunca agrega)
//   --raiz DIR  recorre otro árbol con la misma configuración (el ejemplo de scripts/fixtures); --json  el resultado
//               en JSON
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { ARCHIVO_BASE, compararConBase, leerBase, medir, recorrer } from './lib/imports-hacia-abajo.mjs';
import { root } from './lib/workspaces.mjs';

const argumentos = process.argv.slice(2);
const valor = (nombre) => {
  const i = argumentos.indexOf(nombre);
  return i >= 0 ? argumentos[i + 1] : undefined;
};
const raiz = path.resolve(valor('--raiz') ?? root);
const { modulos, violaciones } = await recorrer(raiz, path.join(root, '.dependency-cruiser.cjs'));
const medida = medir(modulos);
const base = leerBase(raiz);
const { nuevas, sobran } = compararConBase(medida.api.aristas, base);

if (argumentos.includes('--json')) {
  console.log(JSON.stringify({ violaciones, medida, nuevas, sobran }, null, 2));
  process.exit(violaciones.length > 0 || nuevas.length > 0 || sobran.length > 0 ? 1 : 0);
}

if (argumentos.includes('--medir')) {
  const { api, dominio, arbol } = medida;
  console.log(
    `api/src: ${api.grupos.length} ciclo(s) entre carpetas, ${api.pares.length} par(es) que se importan`,
  );
  for (const grupo of api.grupos) console.log(`  ${grupo.length} carpetas: ${grupo.join(', ')}`);
  for (const par of api.pares) console.log(`  ${par}`);
  console.log(`packages/dominio/src: ${dominio.length} ciclo(s) de archivos`);
  for (const grupo of dominio)
    console.log(
      `  ${grupo.length} archivos: ${grupo.map((a) => a.replace('packages/dominio/src/', '')).join(', ')}`,
    );
  console.log(
    `árbol: ${arbol.archivos} archivos en ${arbol.pisos} pisos, ${arbol.ciclos.length} ciclo(s) de archivos ` +
      `(el mayor de ${arbol.ciclos[0]?.length ?? 0}), ${arbol.suben} import(s) que suben`,
  );
  for (const grupo of arbol.ciclos)
    console.log(`  ${grupo.length}: ${grupo.slice(0, 4).join(', ')}${grupo.length > 4 ? ', …' : ''}`);
  console.log('');
}

if (argumentos.includes('--actualizar')) {
  const quedan = base.filter((arista) => !sobran.includes(arista));
  fs.writeFileSync(path.join(raiz, ARCHIVO_BASE), `${JSON.stringify({ ciclosApi: quedan }, null, 2)}\n`);
  console.log(`${ARCHIVO_BASE}: ${base.length} -> ${quedan.length} importaciones entre carpetas en ciclo.`);
}

for (const v of violaciones) {
  console.error(
    `${v.regla}: ${v.desde} -> ${v.hacia}${v.ciclo ? `\n    ciclo: ${v.ciclo.join(' -> ')}` : ''}`,
  );
}
for (const arista of nuevas) {
  console.error(
    `ciclo-entre-carpetas-de-api: ${arista} cierra un ciclo entre carpetas de api/src y no está en ${ARCHIVO_BASE}`,
  );
}
if (sobran.length > 0 && !argumentos.includes('--actualizar')) {
  console.error(
    `${ARCHIVO_BASE}: ${sobran.join(', ')} ya no está(n) en un ciclo; quítalo(s) con ` +
      'node scripts/imports-hacia-abajo.mjs --actualizar',
  );
}
const problemas =
  violaciones.length + nuevas.length + (argumentos.includes('--actualizar') ? 0 : sobran.length);
console.log(
  problemas === 0
    ? `Imports hacia abajo: sin problemas (${medida.api.aristas.length} importaciones entre carpetas de api/src aún en ciclo).`
    : `Imports hacia abajo: ${problemas} problema(s) (docs/decisiones/imports-hacia-abajo.md).`,
);
process.exit(problemas > 0 ? 1 : 0);
