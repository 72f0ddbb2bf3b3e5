// Imports hacia abajo (docs/decisiones/imports-hacia-abajo.md): las reglas de .dependency-cruiser.cjs y la lista de
// ciclos entre carpetas de api/src reportan un import que sube; el ejemplo de scripts/fixtures/imports-hacia-abajo
// rompe cada regla una vez.
/* global describe, it, expect -- jest */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ciclos, compararConBase, importsQueSuben } from './lib/grafo-imports.mjs';

const RAIZ = path.resolve(__dirname, '..');
const EJEMPLO = path.join(RAIZ, 'scripts/fixtures/imports-hacia-abajo');

/** El script como lo corre `npm run lint`, sobre `raiz`, con su resultado en JSON. */
function revisar(raiz) {
  const salida = spawnSync(process.execPath, ['scripts/imports-hacia-abajo.mjs', '--raiz', raiz, '--json'], {
    cwd: RAIZ,
    encoding: 'utf8',
  });
  return { codigo: salida.status, resultado: JSON.parse(salida.stdout) };
}

const grafo = (aristas) => {
  const g = new Map();
  for (const [desde, hacia] of aristas) {
    if (!g.has(desde)) g.set(desde, new Set());
    if (!g.has(hacia)) g.set(hacia, new Set());
    g.get(desde).add(hacia);
  }
  return g;
};

describe('imports hacia abajo', () => {
  it('un import que sube falla: cada regla de .dependency-cruiser.cjs lo reporta en el ejemplo', () => {
    const { codigo, resultado } = revisar(EJEMPLO);
    expect(codigo).toBe(1);
    const reportadas = resultado.violaciones.map((v) => `${v.regla}: ${v.desde} -> ${v.hacia}`);
    expect(reportadas).toEqual(
      expect.arrayContaining([
        'reglas-sin-esquemas: packages/dominio/src/regla.ts -> packages/dominio/src/esquemas/respuesta.ts',
        'dominio-sin-ciclos: packages/dominio/src/esquemas/respuesta.ts -> packages/dominio/src/regla.ts',
        'dominio-sin-plataforma: packages/dominio/src/puro.ts -> packages/plataforma/src/kit.ts',
        'paquetes-sin-apps: packages/plataforma/src/kit.ts -> shell/src/app.ts',
        'nucleo-sin-puertas: api/src/dinero/cobro.ts -> api/src/cobros/cobros.dto.ts',
      ]),
    );
    // api/src/c sólo importa hacia abajo: ninguna regla lo nombra.
    expect(reportadas.filter((v) => v.includes('api/src/c/'))).toEqual([]);
  }, 60000);

  it('un ciclo entre carpetas de api/src que no está en la lista falla; el que sólo baja no es ciclo', () => {
    const { resultado } = revisar(EJEMPLO);
    expect(resultado.medida.api.grupos).toEqual([['a', 'b']]);
    expect(resultado.medida.api.pares).toEqual(['a <-> b']);
    expect(resultado.nuevas).toEqual(['a -> b', 'b -> a']);
  }, 60000);

  it('la lista sólo baja: lo nuevo falla y lo que ya no es ciclo se pide quitar', () => {
    expect(compararConBase(['a -> b', 'b -> a'], ['a -> b', 'b -> a', 'c -> a'])).toEqual({
      nuevas: [],
      sobran: ['c -> a'],
    });
    expect(compararConBase(['a -> b', 'b -> a', 'b -> c', 'c -> a'], ['a -> b', 'b -> a'])).toEqual({
      nuevas: ['b -> c', 'c -> a'],
      sobran: [],
    });
  });

  it('los ciclos de un grafo son sus componentes de más de un nodo; los imports que suben, los que hay que quitar', () => {
    const g = grafo([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['c', 'd'],
      ['d', 'e'],
    ]);
    const { grupos, aristas, pares } = ciclos(g);
    expect(grupos).toEqual([['a', 'b', 'c']]);
    expect(aristas).toEqual(['a -> b', 'b -> c', 'c -> a']);
    expect(pares).toEqual([]);
    expect(importsQueSuben(g, grupos[0])).toBe(1);
    expect(
      importsQueSuben(
        grafo([
          ['x', 'y'],
          ['y', 'x'],
        ]),
        ['x', 'y'],
      ),
    ).toBe(1);
  });
});
