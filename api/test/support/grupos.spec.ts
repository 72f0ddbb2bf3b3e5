// Los grupos de `npm test` (grupos.cjs; docs/decisiones/tiempo-de-las-pruebas.md) corren cada archivo de pruebas de
// la API una vez: ninguno se pierde ni corre dos veces (en su grupo y suelto), y el que cambia algo de todo el registro corre solo.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { usarCarpetaTemporal } from './carpeta-temporal';

interface Grupos {
  agrupable(archivo: string): boolean;
  listarPruebas(proyecto: string): string[];
  configuracionAgrupada(
    proyecto: string,
    testMatch: string[],
    destino: string,
  ): { roots: string[]; testMatch: string[]; testPathIgnorePatterns: string[] };
  POR_GRUPO: Record<string, number>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, lo carga jest.config.js
const grupos = require('./grupos.cjs') as Grupos;

describe('grupos de archivos de pruebas', () => {
  const carpeta = usarCarpetaTemporal('cartera-grupos-');

  it.each(['api', 'dominio', 'web'])('cada archivo de %s corre una vez, en un grupo o solo', (proyecto) => {
    const destino = path.join(carpeta(), proyecto);
    const todos = grupos.listarPruebas(proyecto);
    const config = grupos.configuracionAgrupada(proyecto, ['**/*.test.ts'], destino);
    const ignorado = (archivo: string) => config.testPathIgnorePatterns.some((p) => new RegExp(p).test(archivo));

    const requeridos = readdirSync(destino).flatMap((nombre) =>
      [...readFileSync(path.join(destino, nombre), 'utf8').matchAll(/require\(("[^"]+")\);\n\s*\} catch/g)].map(
        (m) => JSON.parse(m[1]) as string,
      ),
    );
    const sueltos = todos.filter((archivo) => !ignorado(archivo));
    expect([...requeridos, ...sueltos].sort()).toEqual(todos);
    expect(readdirSync(destino)).toHaveLength(Math.ceil(requeridos.length / grupos.POR_GRUPO[proyecto]));
    expect(config.roots).toContain(destino);
    expect(config.testMatch).toEqual(['**/*.test.ts', '**/*.grupo.js']);
    // Lo que agrupa el proyecto: la mayoría de sus archivos.
    expect(requeridos.length).toBeGreaterThan(todos.length / 2);
  });

  it('corre solo el archivo que cambia algo de todo el registro', () => {
    const archivo = path.join(carpeta(), 'ejemplo.spec.ts');
    const con = (texto: string) => {
      writeFileSync(archivo, `${texto}\nit('x', () => undefined);\n`);
      return grupos.agrupable(archivo);
    };
    expect(con("describe('a', () => undefined);")).toBe(true);
    for (const llamada of [
      "jest.mock('./x');",
      'jest.setTimeout(60_000);',
      'jest.useFakeTimers();',
      'jest.resetModules();',
      'Object.keys(require.cache);',
      'expect({ up: [] }).toMatchSnapshot();',
    ])
      expect(con(llamada)).toBe(false);
    expect(grupos.agrupable(path.resolve(__dirname, '..', 'consulta-preparada.e2e-spec.ts'))).toBe(false);
    expect(grupos.agrupable(path.resolve(__dirname, '../../src/database/congelado/sentencias.spec.ts'))).toBe(false);
  });
});
