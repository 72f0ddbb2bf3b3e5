#!/usr/bin/env node
// npm run typecheck: `tsc --noEmit -p <workspace>` for every workspace with a tsconfig.json, one at a time (two
// cores), stopping at the first one with errors.
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { formatDuration, run, stopRunningOnSignal } from './lib/processes.mjs';
import { listWorkspaces, root } from './lib/workspaces.mjs';

const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const workspaces = listWorkspaces().filter((w) => fs.existsSync(path.join(root, w.dir, 'tsconfig.json')));
stopRunningOnSignal();
const started = Date.now();

for (const [index, w] of workspaces.entries()) {
  const t0 = Date.now();
  // --incremental keeps what tsc learnt in .cache/, so a second run only rechecks what changed.
  const buildInfo = path.join(root, '.cache', 'typecheck', `${w.dir.replaceAll('/', '-')}.tsbuildinfo`);
  const code = await run(process.execPath, [
    tsc,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    buildInfo,
    '-p',
    w.dir,
  ]);
  if (code !== 0) {
    console.error(
      `\nTipos: ${w.dir} tiene errores (tsc salió con ${code}). Revisados sin errores antes: ${index} de ${workspaces.length}.`,
    );
    process.exit(1);
  }
  console.log(`tipos ${w.dir}: sin errores (${formatDuration(Date.now() - t0)})`);
}
console.log(
  `Tipos correctos en ${workspaces.length} espacios de trabajo (${formatDuration(Date.now() - started)}).`,
);
