// The tables that hold money are written by the money core; the doors still around it are listed and can only shrink
// (scripts/lib/escritores-de-dinero.mjs, docs/decisiones/escritores-de-dinero.md).
/* global describe, it, expect -- jest */
import path from 'node:path';
import {
  PUERTAS_PENDIENTES,
  SIN_DINERO,
  escritores,
  problemasDeEscritores,
  tablasEscritas,
} from './lib/escritores-de-dinero.mjs';

const RAIZ = path.resolve(__dirname, '..');

describe('escritores de las tablas de dinero', () => {
  it('fuera del núcleo sólo escriben dinero las puertas que faltan por mover, y cada una sigue escribiendo lo que dice', () => {
    const problemas = problemasDeEscritores(escritores(RAIZ));
    if (problemas.length > 0) throw new Error(`Escritores de dinero:\n  ${problemas.join('\n  ')}`);
  });

  it('ve las escrituras de Kysely y las de SQL escrito a mano, no las lecturas ni otras tablas', () => {
    const texto = `
      await db(m).insertInto('cobros').values(v).execute();
      await db(m).updateTable('cuotas as c').set(x).execute();
      await db(m).deleteFrom("caja_gastos").execute();
      await sql\`UPDATE prestamos SET estado = 'x'\`.execute(db(m));
      await m.query('INSERT INTO movimientos_caja (a) VALUES ($1)');
      await db(m).selectFrom('contabilidad_lineas').selectAll().execute();
      await db(m).insertInto('auditoria').values(a).execute();`;
    expect(tablasEscritas(texto)).toEqual(['caja_gastos', 'cobros', 'cuotas', 'movimientos_caja', 'prestamos']);
  });

  it('una escritura nueva fuera del núcleo falla; en el núcleo, no; una puerta movida pide salir de la lista', () => {
    expect(problemasDeEscritores({ 'api/src/clientes/clientes.consultas.ts': ['cobros'] })).toEqual(
      expect.arrayContaining(['api/src/clientes/clientes.consultas.ts escribe cobros fuera del núcleo de dinero']),
    );
    const soloNucleo = problemasDeEscritores({ 'api/src/dinero/dinero.consultas.ts': ['cobros'] });
    expect(soloNucleo.some((p) => p.startsWith('api/src/dinero/'))).toBe(false);
    // Cualquier entrada de las listas que ya no escriba (aquí, ninguna escribe nada) pide salir.
    const [entrada, { tablas }] = Object.entries(SIN_DINERO)[0];
    expect(soloNucleo).toEqual(
      expect.arrayContaining([`${entrada} ya no escribe ${tablas.join(', ')}: quítelo de scripts/lib/escritores-de-dinero.mjs`]),
    );
  });

  it('no queda ninguna puerta: toda escritura de dinero pasa por el núcleo (issue 67, «Every door through it»)', () => {
    expect(PUERTAS_PENDIENTES).toEqual({});
  });
});
