// `npm test` no revisa los tipos dos veces: su paso de tipos ya revisó dominio y api, y su construcción sólo emite.
/* global describe, it, expect -- jest */
import fs from 'node:fs';
import path from 'node:path';
import { argumentosDeConstruccion } from './lib/construccion.mjs';

const tsc = { name: 'api', kind: 'tsc', workspace: { name: '@cartera/api' } };
const rsbuild = { name: 'shell', kind: 'rsbuild', workspace: { name: '@cartera/shell' } };

describe('construcción sin revisar los tipos otra vez', () => {
  it('las partes de tsc sólo emiten (--noCheck) cuando se pide; las de rsbuild y npm run build, igual que siempre', () => {
    expect(argumentosDeConstruccion(tsc, { sinRevisarTipos: true })).toEqual([
      'run',
      'build',
      '--silent',
      '-w',
      '@cartera/api',
      '--',
      '--noCheck',
    ]);
    expect(argumentosDeConstruccion(tsc)).toEqual(['run', 'build', '--silent', '-w', '@cartera/api']);
    expect(argumentosDeConstruccion(rsbuild, { sinRevisarTipos: true })).toEqual([
      'run',
      'build',
      '--silent',
      '-w',
      '@cartera/shell',
    ]);
  });

  it('npm test construye sin revisar los tipos y sólo después de su paso de tipos', () => {
    const texto = fs.readFileSync(path.join(__dirname, 'test.mjs'), 'utf8');
    const tipos = texto.indexOf("['scripts/typecheck.mjs']");
    const construccion = texto.indexOf("['scripts/build.mjs', '--sin-revisar-tipos']");
    expect(tipos).toBeGreaterThan(0);
    expect(construccion).toBeGreaterThan(tipos);
  });
});
