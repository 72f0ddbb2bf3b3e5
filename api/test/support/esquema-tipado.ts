// Los tipos de las tablas (api/src/database/esquema.ts) generados con kysely-codegen de una base migrada: los escribe
// `npm run db:tipos` y la prueba `esquema-tipado.e2e-spec.ts` los compara con los del repositorio.
import { PostgresDialect, generate } from 'kysely-codegen';
import path from 'node:path';
import type { BaseTipada } from '../../src/database/kysely';

export const ARCHIVO_ESQUEMA = path.resolve(__dirname, '..', '..', 'src', 'database', 'esquema.ts');

/** El texto de esquema.ts para la base de `base` (sin la tabla de migraciones ni las de pg-boss, que crea pg-boss al arrancar). */
export function generarEsquema(base: BaseTipada): Promise<string> {
  return generate({
    db: base,
    // Como las entrega la API: las fechas de negocio (date) en texto (data-source.ts), NUMERIC y bigint en texto.
    dialect: new PostgresDialect({ dateParser: 'string', numericParser: 'string' }),
    excludePattern: '{public.migrations,pgboss.*}',
    outFile: null,
    typeOnlyImports: true,
  });
}
