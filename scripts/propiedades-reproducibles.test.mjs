// In CI the property tests draw from one fixed seed (the same commit, the same cases); elsewhere from a random one.
/* global describe, it, expect -- jest */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const archivo = path.join(raiz, 'scripts/lib/propiedades-reproducibles.cjs');
const { semillaDeLasPropiedades, SEMILLA_DE_CI } = require(archivo);

/** La semilla global de fast-check en un proceso nuevo que carga el archivo con ese entorno. */
function semillaEnUnProceso(entorno) {
  const codigo = `require(${JSON.stringify(archivo)}); console.log(String(require('fast-check').readConfigureGlobal().seed))`;
  const env = { ...process.env, CI: '', FC_SEED: '', ...entorno };
  return execFileSync(process.execPath, ['-e', codigo], { cwd: raiz, env, encoding: 'utf8' }).trim();
}

describe('semilla de las pruebas de propiedades', () => {
  it('fija en CI, la que se pida con FC_SEED, y al azar en otro caso', () => {
    expect(semillaDeLasPropiedades({ CI: 'true' })).toBe(SEMILLA_DE_CI);
    expect(semillaDeLasPropiedades({ CI: 'true', FC_SEED: '42' })).toBe(42);
    expect(semillaDeLasPropiedades({ FC_SEED: '7' })).toBe(7);
    expect(semillaDeLasPropiedades({})).toBeUndefined();
  });

  it('el archivo la pone en fast-check al cargarse', () => {
    expect(semillaEnUnProceso({ CI: 'true' })).toBe(String(SEMILLA_DE_CI));
    expect(semillaEnUnProceso({ FC_SEED: '2142468433' })).toBe('2142468433');
    expect(semillaEnUnProceso({})).toBe('undefined');
  });

  it('cada proyecto de jest lo carga antes de sus pruebas', () => {
    const { projects } = require(path.join(raiz, 'jest.config.js'));
    for (const proyecto of projects) {
      expect([proyecto.displayName, proyecto.setupFiles?.[0]]).toEqual([proyecto.displayName, '<rootDir>/scripts/lib/propiedades-reproducibles.cjs']);
    }
  });
});
