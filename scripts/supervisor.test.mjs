// `npm start`'s supervisor (scripts/lib/supervisor.mjs) on real processes, without the API: a stand-in that leaves a
// child in its process group (as the API leaves its PostgreSQL) and dies by SIGKILL is started again with the restart
// variables, its child is stopped, and SIGTERM ends everything without a restart. The real API and PostgreSQL:
// e2e/tests/supervision.test.ts.
/* global describe, it, expect, afterAll -- jest */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as esperar } from 'node:timers/promises';
import { procesosDelGrupo, supervisar } from './lib/supervisor.mjs';

const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'cartera-supervisor-'));
const API = path.join(carpeta, 'api-de-prueba.mjs');
// Run N writes corrida-N.json (its pid, its child's, the restart variables); the first dies by SIGKILL, the others
// live until SIGTERM and then exit 0, leaving their child behind.
fs.writeFileSync(
  API,
  `import { spawn } from 'node:child_process';
import fs from 'node:fs';
const n = Number(process.env.CARTERA_REINICIOS ?? 0);
const hijo = spawn('sleep', ['60'], { stdio: 'ignore' });
fs.writeFileSync(${JSON.stringify(carpeta)} + '/corrida-' + n + '.json', JSON.stringify({
  pid: process.pid, hijo: hijo.pid, reinicios: process.env.CARTERA_REINICIOS ?? null,
  causa: process.env.CARTERA_CAUSA_REINICIO ?? null, fecha: process.env.CARTERA_ULTIMO_REINICIO ?? null,
}));
if (n === 0) process.kill(process.pid, 'SIGKILL');
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1000);
`,
);

const vivo = (pid) => {
  try {
    process.kill(pid, 0);
    return !fs.readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

async function corrida(n) {
  const archivo = path.join(carpeta, `corrida-${n}.json`);
  for (let i = 0; i < 200 && !fs.existsSync(archivo); i++) await esperar(50);
  return JSON.parse(fs.readFileSync(archivo, 'utf8'));
}

let supervisor;

afterAll(async () => {
  // A failed test may leave the stand-in running: it ends here, never after jest.
  supervisor?.detener('SIGTERM');
  await supervisor?.terminado;
  fs.rmSync(carpeta, { recursive: true, force: true });
});

describe('supervisor de npm start', () => {
  it('kill -9: detiene lo que dejó en su grupo, la arranca de nuevo con la cuenta y la causa; SIGTERM lo termina todo', async () => {
    const mensajes = [];
    const anotar = (mensaje) => mensajes.push(mensaje);
    const inicio = Date.now();
    // A count in the environment is not the supervisor's: the first run sees none.
    const env = { ...process.env, CARTERA_REINICIOS: '7', CARTERA_CAUSA_REINICIO: 'otra' };
    supervisor = supervisar({ args: [API], env, cwd: carpeta, avisar: anotar, error: anotar });

    const primera = await corrida(0);
    const segunda = await corrida(1);
    expect(Date.now() - inicio).toBeLessThan(5_000);
    expect(primera).toMatchObject({ reinicios: null, causa: null });
    expect(segunda).toMatchObject({ reinicios: '1', causa: 'señal SIGKILL', fecha: expect.stringMatching(/Z$/) });
    expect(supervisor.pid()).toBe(segunda.pid);
    // The dead run's child (its "PostgreSQL") was stopped; the new run's is its own.
    for (let i = 0; i < 100 && vivo(primera.hijo); i++) await esperar(50);
    expect(vivo(primera.hijo)).toBe(false);
    expect(procesosDelGrupo(primera.pid)).toEqual([]);
    expect(vivo(segunda.hijo)).toBe(true);
    expect(mensajes[0]).toBe(
      'La API terminó sin que se le pidiera (señal SIGKILL); se reinicia en 0,5 s (reinicio 1).',
    );

    supervisor.detener('SIGTERM');
    expect(await supervisor.terminado).toBe(0);
    expect(vivo(segunda.pid)).toBe(false);
    expect(vivo(segunda.hijo)).toBe(false);
    expect(fs.existsSync(path.join(carpeta, 'corrida-2.json'))).toBe(false);
  });
});
