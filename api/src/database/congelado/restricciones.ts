// Congelado (migraciones 1795355400000-politicas-contables, 1795356000000-extractos-suspenso,
// 1795356900000-devolucion-recaudos y 1795358100000-extractos-en-segundo-plano): agregar o quitar valores de una
// restricción `columna IN (…)`. No cambia nunca (docs/decisiones/migraciones-congeladas.md).
import type { QueryRunner } from 'typeorm';

/** Una restricción `columna IN (…)` de `tabla` y los valores que una migración le agrega. */
export interface RestriccionDeValores {
  tabla: string;
  nombre: string;
  columna: string;
  nuevos: string[];
}

/** Los valores que admite hoy una restricción `columna IN (…)` (otras migraciones pueden haber agregado). */
async function valoresActuales(queryRunner: QueryRunner, tabla: string, nombre: string): Promise<string[]> {
  const [fila]: Array<{ definicion: string }> = await queryRunner.query(
    `SELECT pg_get_constraintdef(oid) AS definicion FROM pg_constraint WHERE conname = $1 AND conrelid = $2::regclass`,
    [nombre, tabla],
  );
  return [...(fila?.definicion ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
}

async function restringir(
  queryRunner: QueryRunner,
  r: RestriccionDeValores,
  valores: string[],
): Promise<void> {
  await queryRunner.query(`
    ALTER TABLE ${r.tabla}
      DROP CONSTRAINT ${r.nombre},
      ADD CONSTRAINT ${r.nombre} CHECK (${r.columna} IN (${valores.map((v) => `'${v}'`).join(', ')}))`);
}

/** Cada restricción admite, además de lo que ya admitía, sus `nuevos` (el `up` de la migración). */
export async function agregarValores(
  queryRunner: QueryRunner,
  restricciones: readonly RestriccionDeValores[],
) {
  for (const r of restricciones) {
    const actuales = await valoresActuales(queryRunner, r.tabla, r.nombre);
    await restringir(queryRunner, r, [...new Set([...actuales, ...r.nuevos])]);
  }
}

/** Cada restricción deja de admitir sus `nuevos` (el `down` de la migración). */
export async function quitarValores(
  queryRunner: QueryRunner,
  restricciones: readonly RestriccionDeValores[],
) {
  for (const r of restricciones) {
    const actuales = await valoresActuales(queryRunner, r.tabla, r.nombre);
    await restringir(
      queryRunner,
      r,
      actuales.filter((v) => !r.nuevos.includes(v)),
    );
  }
}
