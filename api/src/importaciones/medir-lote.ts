// Dónde se va el tiempo de escribir una página del lote (docs/decisiones/importacion.md, «Velocidad de la
// aplicación»): con CARTERA_MEDIR_LOTE=1 cada sentencia de la página se cronometra, los disparadores diferidos se
// corren al final de la escritura para medirlos aparte, y el registro dice además las funciones de los disparadores
// con sus llamadas y su tiempo en la transacción (pg_stat_xact_user_functions, con track_functions: requiere un
// superusuario, como la base embebida). Sin la variable no hace nada más que escribir.
import { Logger } from '@nestjs/common';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { db } from '../database/kysely';

export type Paso = <T>(nombre: string, sentencia: () => Promise<T>) => Promise<T>;

const sinMedir: Paso = (_nombre, sentencia) => sentencia();

/** Corre `escribir` pasándole `paso`, que cronometra cada sentencia si CARTERA_MEDIR_LOTE=1. */
export async function medirLote<T>(manager: EntityManager, escribir: (paso: Paso) => Promise<T>): Promise<T> {
  if (process.env.CARTERA_MEDIR_LOTE !== '1') return escribir(sinMedir);
  const base = db(manager);
  await sql`SET LOCAL track_functions = 'pl'`.execute(base);
  const tiempos: string[] = [];
  const paso: Paso = async (nombre, sentencia) => {
    const inicio = performance.now();
    try {
      return await sentencia();
    } finally {
      tiempos.push(`${nombre} ${Math.round(performance.now() - inicio)} ms`);
    }
  };
  const resultado = await escribir(paso);
  await paso('diferidos', () => sql`SET CONSTRAINTS ALL IMMEDIATE`.execute(base));
  await sql`SET CONSTRAINTS ALL DEFERRED`.execute(base);
  const funciones = await base
    .selectFrom(
      // sql: pg_stat_xact_user_functions es una vista del catálogo, fuera del esquema generado
      sql<{ funcname: string; calls: string; total_time: number }>`pg_stat_xact_user_functions`.as('f'),
    )
    .select(['f.funcname', 'f.calls', 'f.total_time'])
    .orderBy('f.total_time', 'desc')
    .limit(12)
    .execute();
  new Logger('MedirLote').log(
    `${tiempos.join(' · ')} | disparadores: ${funciones
      .map((f) => `${f.funcname} ${f.calls}× ${Math.round(f.total_time)} ms`)
      .join(' · ')}`,
  );
  return resultado;
}
