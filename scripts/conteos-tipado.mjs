#!/usr/bin/env node
// Prints the typing counts (scripts/lib/conteos-tipado.mjs) against the committed baseline, scripts/conteos-tipado.json.
//   node scripts/conteos-tipado.mjs               print; exit 1 when a count grew
//   node scripts/conteos-tipado.mjs --actualizar  write the current counts as the new baseline (after lowering them)
import fs from 'node:fs';
import path from 'node:path';
import { ARCHIVO_BASE, CONTEOS, contar, crecidos, leerBase } from './lib/conteos-tipado.mjs';
import { root } from './lib/workspaces.mjs';

const actual = contar(root);
const actualizar = process.argv.includes('--actualizar');
const base = fs.existsSync(path.join(root, ARCHIVO_BASE)) ? leerBase(root) : {};
for (const [clave, descripcion] of Object.entries(CONTEOS)) {
  const antes = base[clave];
  const cambio = antes === undefined || antes === actual[clave] ? '' : ` (base ${antes})`;
  console.log(`${String(actual[clave]).padStart(5)}  ${clave}${cambio}: ${descripcion}`);
}
if (actualizar) {
  fs.writeFileSync(path.join(root, ARCHIVO_BASE), `${JSON.stringify(actual, null, 2)}\n`);
  console.log(`\n${ARCHIVO_BASE} actualizado.`);
} else {
  const problemas = crecidos(actual, base);
  if (problemas.length > 0) {
    console.error(`\nCrecieron (docs/decisiones/acceso-tipado-a-datos.md):\n  ${problemas.join('\n  ')}`);
    process.exit(1);
  }
}
