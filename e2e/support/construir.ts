// A real production build of one app (rsbuild with the app's own config) into a folder of the test's: a remote's new
// release, or a remote that is not part of the portal.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RAIZ } from './entorno';

/**
 * Builds the app in `carpeta` into `destino` (emptied first), with `entorno` added to the environment. Rejects with
 * rsbuild's output when the build fails; `nombre` says which build it was.
 */
export function construirConRsbuild(
  nombre: string,
  carpeta: string,
  destino: string,
  entorno: NodeJS.ProcessEnv = {},
): Promise<void> {
  fs.rmSync(destino, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const registro: string[] = [];
    const hijo = spawn(path.join(RAIZ, 'node_modules', '.bin', 'rsbuild'), ['build'], {
      cwd: carpeta,
      env: { ...process.env, ...entorno, CARTERA_DIST_DIR: destino, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    hijo.stdout?.on('data', (d: Buffer) => registro.push(d.toString()));
    hijo.stderr?.on('data', (d: Buffer) => registro.push(d.toString()));
    hijo.on('error', reject);
    hijo.on('exit', (codigo) =>
      codigo === 0
        ? resolve()
        : reject(new Error(`rsbuild ${nombre} terminó con ${codigo}:\n${registro.join('')}`)),
    );
  });
}
