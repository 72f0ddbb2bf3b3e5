// One harness for the component tests (packages/plataforma/test): the waits live in setup-web.ts, the fake API in
// servidorPrueba.ts and the user in usuario.ts. A test file with its own waits or its own fake API drifts from the rest.
/* global describe, it, expect -- jest */
import fs from 'node:fs';
import path from 'node:path';

const RAIZ = path.resolve(__dirname, '..');
const CARPETAS = [
  'shell/src',
  'mfe-clientes/src',
  'mfe-prestamos/src',
  'mfe-cobros/src',
  'mfe-avanzados/src',
  'packages/plataforma/src',
];

function pruebas(dir) {
  const encontradas = [];
  for (const entrada of fs.readdirSync(dir, { withFileTypes: true })) {
    const ruta = path.join(dir, entrada.name);
    if (entrada.isDirectory() && entrada.name !== 'node_modules') encontradas.push(...pruebas(ruta));
    else if (/\.test\.tsx?$/.test(entrada.name))
      encontradas.push(path.relative(RAIZ, ruta).split(path.sep).join('/'));
  }
  return encontradas;
}

const archivos = CARPETAS.flatMap((carpeta) => pruebas(path.join(RAIZ, carpeta))).sort();
const leer = (archivo) => fs.readFileSync(path.join(RAIZ, archivo), 'utf8');

describe('el arnés de las pruebas de componentes', () => {
  it('ninguna prueba fija sus propias esperas (jest.setTimeout, asyncUtilTimeout)', () => {
    expect(archivos.filter((archivo) => /jest\.setTimeout\(|asyncUtilTimeout/.test(leer(archivo)))).toEqual(
      [],
    );
  });
});
