#!/usr/bin/env node
// npm test: everything CI checks, stopping at the first failing step:
//   1. Chromium   Debian's /usr/bin/chromium for the browser tests (installed with apt-get when missing, as root)
//   2. tipos      scripts/typecheck.mjs
//   3. lint       npm run lint; scripts/check-infra.mjs (YAML, kustomize references, Dockerfile COPY sources);
//                 scripts/fix-lockfile.mjs --check (the lock has what `npm ci` needs)
//   4. build      scripts/build.mjs (only what changed; tsc only emits, step 2 checked the types)
//   5. pruebas    - jest: docs rules, unit, API-on-PostgreSQL and component tests (projects docs, dominio, api, web,
//                   capa: the fence of the performance layer). It needs no build, so it starts with step 2 and runs
//                   beside steps 2 to 4 (which leave a core idle most of the time: tsc and eslint use one); its output
//                   goes to .cache/test-results/jest.log and is printed when it ends. A failing step 2 to 4 stops it.
//                 - e2e, after the build: the built portal in real Chromium (e2e/jest.config.js), one file at a time;
//                   output in .cache/test-results/e2e.log, printed when it ends. e2e/tests/topologia.test.ts also
//                   starts scripts/topologia.mjs (Debian's nginx, which that script installs with apt-get when root).
//                 The browser suite keeps about one core busy (browser, API and database take turns), so it runs
//                 beside jest instead of after it; the browser tests that mostly wait (Mi Ruta's working day, for
//                 tokens to expire; the supresión, for an SMS's time) run as a third run on their own portal
//                 (E2E_PORT 3110). TEST_SECUENCIAL=1 runs everything one after the other, with jest's output live.
// The last line is `N passed, M failed`, counting the tests of jest and e2e. Runs unattended (CI=true, no stdin).
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { formatDuration, npm, npx, run, stopRunning, stopRunningOnSignal } from './lib/processes.mjs';
import { pruebasReintentadas } from './lib/reintentos.mjs';
import { root } from './lib/workspaces.mjs';

const CHROMIUM = '/usr/bin/chromium';
const RESULTS_DIR = path.join(root, '.cache', 'test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Tests that needed a second attempt (browser tests only). */
const reintentadas = [];

async function installChromium() {
  if (fs.existsSync(CHROMIUM)) {
    console.log(`Chromium presente en ${CHROMIUM}.`);
    return 0;
  }
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    console.error(
      `Falta ${CHROMIUM} y este usuario no es root. Instálalo con:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'y vuelve a ejecutar npm test.',
    );
    return 1;
  }
  console.log(`Falta ${CHROMIUM}: instalando el paquete chromium de Debian…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const stdio = ['ignore', 'inherit', 'inherit'];
  const updated = await run('apt-get', ['update', '-q'], { env, stdio });
  if (updated !== 0) return updated;
  const installed = await run('apt-get', ['install', '-y', '-q', 'chromium'], { env, stdio });
  if (installed !== 0) return installed;
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`apt-get terminó pero ${CHROMIUM} no existe.`);
    return 1;
  }
  return 0;
}

/**
 * Runs jest writing its JSON report to a file, and adds the report's counts to the totals. With `log`, jest's output
 * goes to that file and is printed in one piece when jest ends (so two runs at once do not mix their lines). `env`:
 * variables of that run alone.
 */
async function runJest(name, args, log, env) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const report = path.join(RESULTS_DIR, `${name}.json`);
  fs.rmSync(report, { force: true });
  const salida = log ? fs.openSync(log, 'w') : 'inherit';
  let code;
  try {
    code = await run(npx, ['jest', '--ci', ...args, '--json', `--outputFile=${report}`], {
      stdio: ['ignore', salida, salida],
      ...(env ? { env: { ...process.env, ...env } } : {}),
    });
  } finally {
    if (log) {
      fs.closeSync(salida);
      console.log(
        `\n--- ${name} (${path.relative(root, log)}) ---\n${fs.readFileSync(log, 'utf8')}--- fin de ${name} ---`,
      );
    }
  }
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    // A browser test that failed once and passed on its retry (e2e/support/reintento.ts) is named, never hidden.
    reintentadas.push(...pruebasReintentadas(result, root));
    if (code === 0 && result.numTotalTests === 0) {
      console.error(`${name}: jest no ejecutó ninguna prueba.`);
      return 1;
    }
    if (code !== 0 && result.numFailedTests === 0 && result.numRuntimeErrorTestSuites > 0) {
      console.error(
        `${name}: ${result.numRuntimeErrorTestSuites} archivo(s) de prueba no pudieron ejecutarse.`,
      );
    }
  }
  return code;
}

const JEST = ['--maxWorkers=2'];
/**
 * The API test files run in groups that share one module registry (api/test/support/grupos.cjs, read by
 * jest.config.js): each file keeps its own app and database, and the app's modules load once per group instead of once
 * per file. Jest's processes get a larger young generation (`--max-semi-space-size`, 16 MB by default in Node 20):
 * a group loads thousands of modules and draws antd in jsdom, and the collector ran less often with it (≈ 4–6 % less
 * CPU per group, ≈ 100 MB more per process; docs/decisiones/tiempo-de-las-pruebas.md).
 */
const JEST_ENTORNO = {
  CARTERA_PRUEBAS_AGRUPADAS: '1',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
};
const E2E = ['-c', 'e2e/jest.config.js', '--runInBand'];
const E2E_LOG = path.join(RESULTS_DIR, 'e2e.log');
/**
 * The browser tests that mostly wait run as a third run beside jest and the other browser tests, on a portal of its
 * own (its own ports and data: e2e/support/entorno.ts), and keep a core busy only now and then: Mi Ruta's working day
 * (e2e/tests/mi-ruta-dia.test.ts, about three minutes waiting for 20 s tokens to expire) and the supresión
 * (e2e/tests/supresion.test.ts, about a minute and a half waiting past the time of an SMS it programmed).
 */
const E2E_DIA = ['e2e/tests/mi-ruta-dia\\.test\\.ts$', 'e2e/tests/supresion\\.test\\.ts$'];
const E2E_DIA_LOG = path.join(RESULTS_DIR, 'e2e-mi-ruta-dia.log');
const E2E_DIA_ENTORNO = { E2E_PORT: '3110', E2E_PG_PORT: '54361' };

const SECUENCIAL = process.env.TEST_SECUENCIAL === '1';
const JEST_LOG = path.join(RESULTS_DIR, 'jest.log');
/** jest, started with step 2 (not in TEST_SECUENCIAL): see the header. */
let jestEnCurso = null;

const steps = [
  { title: 'Chromium para las pruebas de navegador', action: installChromium },
  {
    title: 'Tipos (tsc --noEmit por espacio de trabajo)',
    action: () => {
      if (!SECUENCIAL) {
        console.log(
          `jest (unitarias, de API y de componentes) empieza ya, a la vez que este paso y los dos siguientes; su ` +
            `salida se muestra cuando termina (${path.relative(root, JEST_LOG)}).\n`,
        );
        jestEnCurso = runJest('jest', JEST, JEST_LOG, JEST_ENTORNO).catch((error) => {
          console.error(error instanceof Error ? error.message : error);
          return 1;
        });
      }
      return run(process.execPath, ['scripts/typecheck.mjs']);
    },
  },
  {
    title: 'Lint (eslint), infra/ y package-lock.json',
    action: async () =>
      (await run(npm, ['run', 'lint', '--silent'])) ||
      (await run(process.execPath, ['scripts/check-infra.mjs'])) ||
      run(process.execPath, ['scripts/fix-lockfile.mjs', '--check']),
  },
  {
    // The types were checked in step 2: the tsc parts only emit (scripts/build.mjs, argumentosDeConstruccion).
    title: 'Construcción (scripts/build.mjs)',
    action: () => run(process.execPath, ['scripts/build.mjs', '--sin-revisar-tipos']),
  },
  ...(SECUENCIAL
    ? [
        { title: 'Pruebas unitarias, de API y de componentes (jest)', action: () => runJest('jest', JEST, undefined, JEST_ENTORNO) },
        { title: 'Pruebas de navegador (e2e en Chromium)', action: () => runJest('e2e', E2E) },
      ]
    : [
        {
          title: 'Pruebas: e2e en Chromium, con jest que sigue corriendo',
          action: async () => {
            console.log(`La salida de e2e se muestra cuando termina (${path.relative(root, E2E_LOG)}).\n`);
            const [e2e, dia, jest] = await Promise.all([
              runJest('e2e', [...E2E, '--testPathIgnorePatterns', ...E2E_DIA], E2E_LOG),
              runJest('e2e-mi-ruta-dia', [...E2E, ...E2E_DIA], E2E_DIA_LOG, E2E_DIA_ENTORNO),
              jestEnCurso,
            ]);
            return jest || e2e || dia;
          },
        },
      ]),
];

function summary() {
  if (reintentadas.length > 0)
    console.log(`\nPruebas que necesitaron un segundo intento (${reintentadas.length}):\n  ${reintentadas.join('\n  ')}`);
  const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
  return `${totals.passed} passed, ${totals.failed} failed${skipped}`;
}

stopRunningOnSignal();
const started = Date.now();
for (const [index, step] of steps.entries()) {
  console.log(`\n=== Paso ${index + 1}/${steps.length}: ${step.title} ===\n`);
  const t0 = Date.now();
  let code;
  try {
    code = await step.action();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  if (code !== 0) {
    if (jestEnCurso && index < steps.length - 1) {
      // A step before the tests failed: jest, started with step 2, stops too (its partial output is printed).
      stopRunning();
      await jestEnCurso;
    }
    console.error(
      `\n✗ Falló el paso ${index + 1}/${steps.length}: ${step.title} (código ${code}, ${formatDuration(Date.now() - t0)}).`,
    );
    console.log(summary());
    process.exit(code || 1);
  }
  console.log(`\n✓ Paso ${index + 1}/${steps.length} correcto en ${formatDuration(Date.now() - t0)}.`);
}
console.log(`\nTodo correcto en ${formatDuration(Date.now() - started)}.`);
console.log(summary());
