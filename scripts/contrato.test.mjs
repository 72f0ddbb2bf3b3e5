// One HTTP contract (docs/decisiones/contrato-de-la-api.md): the screens' `*.api.ts` files declare no types of their
// own; requests, responses and queries come from @cartera/dominio, the same types the API's services return.
/* global describe, it, expect -- jest */
import fs from 'node:fs';
import path from 'node:path';

const RAIZ = path.resolve(__dirname, '..');

/**
 * The files not yet moved to the contract (their resources are being changed elsewhere). Take a file off this list
 * when its types move to @cartera/dominio; never add one.
 */
const PENDIENTES = [
  'mfe-avanzados/src/configuracion/configuracion.api.ts',
  'mfe-avanzados/src/configuracion/respaldos.api.ts',
  'mfe-avanzados/src/rutas-cobro/rutas.api.ts',
  'mfe-cobros/src/caja/caja.api.ts',
  'mfe-cobros/src/cobradores/cobradores.api.ts',
  'mfe-cobros/src/cobros/cobros.api.ts',
  'mfe-prestamos/src/reportes/reportes.api.ts',
];

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
  it('los *.api.ts de las pantallas no declaran tipos propios (salvo los pendientes)', () => {
    const conTipos = pantallas.filter((archivo) => DECLARACION.test(fs.readFileSync(path.join(RAIZ, archivo), 'utf8')));
    expect(conTipos.filter((archivo) => !PENDIENTES.includes(archivo))).toEqual([]);
  });

  it('la lista de pendientes sólo nombra archivos que todavía declaran tipos', () => {
    const yaSinTipos = PENDIENTES.filter(
      (archivo) => !fs.existsSync(path.join(RAIZ, archivo)) || !DECLARACION.test(fs.readFileSync(path.join(RAIZ, archivo), 'utf8')),
    );
    expect(yaSinTipos).toEqual([]);
  });
});
