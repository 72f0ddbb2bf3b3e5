// The summary of `npm test` names each browser test that passed only on its second attempt.
/* global describe, it, expect -- jest */
import { pruebasReintentadas } from './lib/reintentos.mjs';

describe('pruebas reintentadas', () => {
  it('nombra las que corrieron más de una vez, con su estado, y ninguna otra', () => {
    const reporte = {
      testResults: [
        {
          name: '/repo/e2e/tests/recaudos.test.ts',
          assertionResults: [
            { fullName: 'recaudos concilia', status: 'passed', invocations: 2 },
            { fullName: 'recaudos aplica a mano', status: 'passed', invocations: 1 },
          ],
        },
        {
          name: '/repo/e2e/tests/caja.test.ts',
          assertionResults: [
            { fullName: 'caja cierra', status: 'failed', invocations: 2 },
            { fullName: 'caja sin invocaciones', status: 'passed' },
          ],
        },
      ],
    };
    expect(pruebasReintentadas(reporte, '/repo')).toEqual([
      'e2e/tests/recaudos.test.ts › recaudos concilia (passed)',
      'e2e/tests/caja.test.ts › caja cierra (failed)',
    ]);
  });

  it('un reporte sin pruebas no nombra nada', () => {
    expect(pruebasReintentadas({}, '/repo')).toEqual([]);
  });
});
