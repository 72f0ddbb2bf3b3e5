#!/usr/bin/env node
// npm run restaurar -- <archivo> [--destino <DATA_DIR>] [--forzar] [--sha256 <hex>] [--url <postgres://…>]
//                                 [--clave-archivo <archivo>] [--supresiones <archivo>]
// Construye la API si cambió (como npm start) y corre su restauración (api/src/sistema/restaurar.cli.ts): verifica
// el sha256 y el manifiesto, descifra (--clave-archivo, o RESPALDOS_CLAVE y la clave generada en
// DATA_DIR/claves/respaldos.key), restaura en un DATA_DIR vacío y arranca PostgreSQL para comprobar que las filas
// coinciden, y lleva el registro de supresiones (DATA_DIR/supresiones.log) al destino: al arrancar, Cartera vuelve a
// suprimir a los clientes suprimidos después del respaldo. Detenga Cartera antes de restaurar sobre su propio DATA_DIR.
import { spawn } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { build } from './build.mjs';
import { root } from './lib/workspaces.mjs';

try {
  await build({ only: ['api'] });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const hijo = spawn(
  process.execPath,
  [path.join(root, 'api', 'dist', 'sistema', 'restaurar.cli.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// Ctrl-C llega también al hijo (mismo grupo de procesos): aquí sólo se espera su salida.
for (const senal of ['SIGINT', 'SIGTERM']) process.on(senal, () => {});
hijo.on('exit', (codigo, senal) => process.exit(senal ? 1 : (codigo ?? 1)));
