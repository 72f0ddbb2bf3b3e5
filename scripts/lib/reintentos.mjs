// The browser tests get a second attempt (e2e/support/reintento.ts); a test that needed it is named in the summary of
// `npm test`, so a flaky test shows up in every run instead of hiding behind its retry.
import path from 'node:path';

/** «archivo › prueba (estado)» for every test of a jest JSON report that ran more than once. */
export function pruebasReintentadas(reporte, raiz) {
  const nombres = [];
  for (const archivo of reporte.testResults ?? [])
    for (const prueba of archivo.assertionResults ?? [])
      if ((prueba.invocations ?? 1) > 1)
        nombres.push(`${path.relative(raiz, archivo.name)} › ${prueba.fullName} (${prueba.status})`);
  return nombres;
}
