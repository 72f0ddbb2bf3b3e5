// Issue 35, point 4: a service orchestrates (repositories, transactions, permissions) and its SQL, pure rules and
// exports live beside it, the way api/src/prestamos/ is split. These files were split once and must not grow back.
/* global describe, it, expect -- jest */
import fs from 'node:fs';
import path from 'node:path';

const RAIZ = path.resolve(__dirname, '..');
const MAXIMO_LINEAS = 400;

const lineas = (archivo) => fs.readFileSync(path.join(RAIZ, archivo), 'utf8').split('\n').length;
const deCarpeta = (carpeta) =>
  fs
    .readdirSync(path.join(RAIZ, carpeta))
    .filter((nombre) => nombre.endsWith('.ts') && !nombre.endsWith('.spec.ts'))
    .map((nombre) => `${carpeta}/${nombre}`);

describe('servicios partidos como api/src/prestamos (servicio / SQL / reglas / exportes)', () => {
  it(`rutas y reportes: ningún archivo pasa de ${MAXIMO_LINEAS} líneas`, () => {
    const archivos = [...deCarpeta('api/src/rutas'), ...deCarpeta('api/src/reportes')];
    expect(archivos).toEqual(
      expect.arrayContaining(['api/src/rutas/rutas.service.ts', 'api/src/reportes/reportes.service.ts']),
    );
    const largos = archivos.map((archivo) => [archivo, lineas(archivo)]).filter(([, n]) => n > MAXIMO_LINEAS);
    expect(largos).toEqual([]);
  });

  it('las reglas puras de las rutas tienen su prueba al lado', () => {
    expect(fs.existsSync(path.join(RAIZ, 'api/src/rutas/rutas.rules.ts'))).toBe(true);
    expect(fs.existsSync(path.join(RAIZ, 'api/src/rutas/rutas.rules.spec.ts'))).toBe(true);
  });
});
