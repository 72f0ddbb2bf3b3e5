// One HTTP contract (docs/decisiones/contrato-de-la-api.md): the screens' `*.api.ts` files declare no types of their
// own; requests, responses and queries come from @cartera/dominio, the same types the API's services return.
/* global describe, it, expect -- jest */
import fs from 'node:fs';
import path from 'node:path';

const RAIZ = path.resolve(__dirname, '..');

const DECLARACION = /^\s*(?:export\s+)?(?:interface|type)\s+\w+\s*(?:=|<|\{|extends)/m;

function archivosApi(dir) {
  const encontrados = [];
  for (const entrada of fs.readdirSync(dir, { withFileTypes: true })) {
    const ruta = path.join(dir, entrada.name);
    if (entrada.isDirectory() && entrada.name !== 'node_modules' && entrada.name !== 'dist') {
      encontrados.push(...archivosApi(ruta));
    } else if (entrada.isFile() && entrada.name.endsWith('.api.ts')) {
      encontrados.push(path.relative(RAIZ, ruta).split(path.sep).join('/'));
    }
  }
  return encontrados;
}

const pantallas = fs
  .readdirSync(RAIZ)
  .filter((nombre) => nombre === 'shell' || nombre.startsWith('mfe-'))
  .flatMap((nombre) => archivosApi(path.join(RAIZ, nombre, 'src')))
  .sort();

describe('el contrato HTTP tiene una sola fuente', () => {
  it('ninguna pantalla escribe su propio cliente HTTP (*.api.ts): todas llaman al cliente generado', () => {
    // Each screen calls `clienteApi` (docs/decisiones/cliente-generado.md); a new *.api.ts would be a second
    // source of the contract, and one that declares its own types doubly so.
    const conTipos = pantallas.filter((archivo) =>
      DECLARACION.test(fs.readFileSync(path.join(RAIZ, archivo), 'utf8')),
    );
    expect({ archivos: pantallas, conTipos }).toEqual({ archivos: [], conTipos: [] });
  });
});

/** Every source file of the API, the screens and the shared packages, without tests and migrations. */
function fuentes(dir) {
  const encontrados = [];
  for (const entrada of fs.readdirSync(dir, { withFileTypes: true })) {
    const ruta = path.join(dir, entrada.name);
    if (entrada.isDirectory()) {
      if (!['node_modules', 'dist', 'migrations'].includes(entrada.name)) encontrados.push(...fuentes(ruta));
    } else if (/\.(ts|tsx)$/.test(entrada.name) && !/\.(test|spec|e2e-spec)\.tsx?$/.test(entrada.name)) {
      encontrados.push(path.relative(RAIZ, ruta).split(path.sep).join('/'));
    }
  }
  return encontrados;
}

const ERRORES = 'packages/dominio/src/errores.ts';
const CODIGOS = [
  ...fs.readFileSync(path.join(RAIZ, ERRORES), 'utf8').matchAll(/^\s+\w+: '([A-Z][A-Z0-9_]*)',/gm),
].map((m) => m[1]);
const FRONT = fs
  .readdirSync(RAIZ)
  .filter((nombre) => nombre === 'shell' || nombre.startsWith('mfe-'))
  .map((nombre) => `${nombre}/src`)
  .concat('packages/plataforma/src');
/** The client's types, generated from the OpenAPI (docs/decisiones/cliente-generado.md): they repeat CODIGOS as types. */
const GENERADO = 'packages/plataforma/src/api/esquema-api.ts';
const TODAS = ['api/src', 'packages/dominio/src', ...FRONT]
  .flatMap((dir) => fuentes(path.join(RAIZ, dir)))
  .filter((archivo) => archivo !== GENERADO);

describe('los códigos de error tienen una sola fuente (CODIGOS de @cartera/dominio)', () => {
  it('ningún archivo fuera de errores.ts escribe un código de CODIGOS como texto', () => {
    expect(CODIGOS.length).toBeGreaterThan(50);
    const literal = new RegExp(`['"\`](${CODIGOS.join('|')})['"\`]`, 'g');
    const encontrados = TODAS.filter((archivo) => archivo !== ERRORES).flatMap((archivo) =>
      [...fs.readFileSync(path.join(RAIZ, archivo), 'utf8').matchAll(literal)].map(
        (m) => `${archivo}: ${m[1]}`,
      ),
    );
    expect(encontrados).toEqual([]);
  });

  it('las pantallas comparan y fabrican códigos con constantes, no con texto', () => {
    // En la API no hace falta: `ErrorNegocio` sólo acepta un `CodigoError`, y allí `.code` también son los de Node.
    const comparacion = /\bcode\s*(?:===|!==|==|!=|:)\s*['"][A-Z]/g;
    const encontrados = FRONT.flatMap((dir) => fuentes(path.join(RAIZ, dir)))
      .filter((archivo) => archivo !== GENERADO)
      .flatMap((archivo) =>
        [...fs.readFileSync(path.join(RAIZ, archivo), 'utf8').matchAll(comparacion)].map(
          (m) => `${archivo}: ${m[0]}`,
        ),
      );
    expect(encontrados).toEqual([]);
  });
});
