// No code file over 400 lines outside the generated ones (scripts/lib/archivos-cortos.mjs,
// docs/decisiones/archivos-cortos.md).
/* global describe, it, expect -- jest */
import path from 'node:path';
import { contarLineas, leerArchivos, MAXIMO_LINEAS, problemasDeLargo } from './lib/archivos-cortos.mjs';

const RAIZ = path.resolve(__dirname, '..');

describe('archivos cortos', () => {
  it(`ningún archivo de código pasa de ${MAXIMO_LINEAS} líneas, salvo los generados y los pendientes de la lista`, () => {
    const problemas = problemasDeLargo(leerArchivos(RAIZ));
    if (problemas.length > 0) throw new Error(`Archivos largos:\n  ${problemas.join('\n  ')}`);
  });

  it('cuenta como wc -l; uno largo falla, uno generado de la lista no, y la lista no guarda lo que ya no está', () => {
    expect(contarLineas('a\nb\n')).toBe(2);
    expect(contarLineas('a\nb')).toBe(2);
    expect(contarLineas('')).toBe(0);
    const largo = 'x;\n'.repeat(MAXIMO_LINEAS + 1);
    const generados = { 'gen/tipos.ts': { porque: 'prueba', cabecera: 'Generado por la prueba' } };
    expect(
      problemasDeLargo(
        { 'a/justo.ts': 'x;\n'.repeat(MAXIMO_LINEAS), 'a/largo.mjs': largo, 'gen/tipos.ts': `// Generado por la prueba\n${largo}` },
        generados,
        {},
      ),
    ).toEqual([`a/largo.mjs tiene ${MAXIMO_LINEAS + 1} líneas (máximo ${MAXIMO_LINEAS}): divídalo por lo que hace`]);
    expect(problemasDeLargo({ 'gen/tipos.ts': largo }, generados, {})).toEqual([
      'gen/tipos.ts está en la lista de generados y no empieza diciendo «Generado por la prueba»',
    ]);
    expect(problemasDeLargo({}, generados, {})).toEqual([
      'gen/tipos.ts ya no existe: quítelo de GENERADOS (scripts/lib/archivos-cortos.mjs)',
    ]);
  });

  it('un pendiente no crece y sale de la lista cuando ya es corto', () => {
    const pendientes = { 'api/test/largo.e2e-spec.ts': { lineas: MAXIMO_LINEAS + 10, porque: 'prueba' } };
    const de = (lineas) => ({ 'api/test/largo.e2e-spec.ts': 'x;\n'.repeat(lineas) });
    expect(problemasDeLargo(de(MAXIMO_LINEAS + 10), {}, pendientes)).toEqual([]);
    expect(problemasDeLargo(de(MAXIMO_LINEAS + 11), {}, pendientes)).toEqual([
      `api/test/largo.e2e-spec.ts creció a ${MAXIMO_LINEAS + 11} líneas (tenía ${MAXIMO_LINEAS + 10}): divídalo en vez de alargarlo`,
    ]);
    expect(problemasDeLargo(de(MAXIMO_LINEAS), {}, pendientes)).toEqual([
      `api/test/largo.e2e-spec.ts ya tiene ${MAXIMO_LINEAS} líneas: quítelo de PENDIENTES (scripts/lib/archivos-cortos.mjs)`,
    ]);
  });
});
