// Las migraciones publicadas no cambian lo que corren (docs/decisiones/migraciones-congeladas.md): cada `up` y cada
// `down` manda a un QueryRunner que anota (no hay base) las mismas sentencias, byte a byte, que cuando se publicó; la
// instantánea (__snapshots__/sentencias.spec.ts.snap) las guarda. Una migración nueva se graba en su primera corrida
// local y se confirma con su instantánea; `npm test` (jest --ci) no graba y falla si falta.
import { DataSource, type MigrationInterface, type QueryRunner } from 'typeorm';
import { MIGRACIONES } from '../migrations';

/** Lo que una migración mandó: cada sentencia con sus parámetros, y dónde abrió o confirmó una transacción. */
type Sentencia = [sql: string, parametros?: unknown[]];

/**
 * Un QueryRunner de PostgreSQL que nunca se conecta: `query` (también la de su `manager`) anota la sentencia y
 * responde sin filas, y la migración corre como dentro de la transacción de `migrar.ts`.
 */
function grabadora(fuente: DataSource, sentencias: Sentencia[]): QueryRunner {
  // Object.assign reemplaza lo que la migración llama; lo demás es el QueryRunner de PostgreSQL, sin conexión.
  return Object.assign(fuente.createQueryRunner(), {
    isTransactionActive: true,
    query: async (sql: string, parametros?: unknown[]) => {
      sentencias.push(parametros === undefined ? [sql] : [sql, parametros]);
      return [];
    },
    startTransaction: async () => {
      sentencias.push(['-- startTransaction']);
    },
    commitTransaction: async () => {
      sentencias.push(['-- commitTransaction']);
    },
  });
}

async function grabar(
  fuente: DataSource,
  migracion: MigrationInterface,
  paso: 'up' | 'down',
): Promise<Sentencia[]> {
  const sentencias: Sentencia[] = [];
  await migracion[paso](grabadora(fuente, sentencias));
  return sentencias;
}

describe('migraciones congeladas: lo que corre cada una', () => {
  const fuente = new DataSource({ type: 'postgres', url: 'postgres://nadie@localhost:1/ninguna' });

  for (const Migracion of MIGRACIONES) {
    it(`${Migracion.name} manda las mismas sentencias en up y en down`, async () => {
      const migracion = new Migracion();
      const up = await grabar(fuente, migracion, 'up');
      const down = await grabar(fuente, migracion, 'down');
      expect({ up, down }).toMatchSnapshot();
    });
  }
});
