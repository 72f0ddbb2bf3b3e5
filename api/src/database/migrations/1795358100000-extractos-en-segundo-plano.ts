import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Extractos y eventos de la pasarela aplicados en segundo plano (docs/decisiones/pagos-por-transferencia.md,
 * «Aplicar en segundo plano»):
 * - una línea cruzada queda `por_aplicar` con lo que dice su cruce (`cruce`, `cruce_prestamo_id` o `transferencia_id`)
 *   hasta que el trabajo la cobra; un índice parcial le da al trabajo las que esperan, en orden;
 * - un evento de Wompi verificado queda `por_aplicar` hasta que el trabajo lo aplica.
 */
// Valores congelados: los de este día.
const RESTRICCIONES = [
  {
    tabla: 'pagos_extracto_lineas',
    nombre: 'pagos_extracto_lineas_estado_check',
    columna: 'estado',
    nuevos: ['por_aplicar'],
  },
  {
    tabla: 'pagos_eventos',
    nombre: 'pagos_eventos_resultado_check',
    columna: 'resultado',
    nuevos: ['por_aplicar'],
  },
];

async function valoresActuales(queryRunner: QueryRunner, tabla: string, nombre: string): Promise<string[]> {
  const [fila]: Array<{ definicion: string }> = await queryRunner.query(
    `SELECT pg_get_constraintdef(oid) AS definicion FROM pg_constraint WHERE conname = $1 AND conrelid = $2::regclass`,
    [nombre, tabla],
  );
  return [...(fila?.definicion ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
}

async function restringir(
  queryRunner: QueryRunner,
  r: (typeof RESTRICCIONES)[number],
  valores: string[],
): Promise<void> {
  await queryRunner.query(`
    ALTER TABLE ${r.tabla}
      DROP CONSTRAINT ${r.nombre},
      ADD CONSTRAINT ${r.nombre} CHECK (${r.columna} IN (${valores.map((v) => `'${v}'`).join(', ')}))`);
}

export class ExtractosEnSegundoPlano1795358100000 implements MigrationInterface {
  name = 'ExtractosEnSegundoPlano1795358100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const r of RESTRICCIONES) {
      const actuales = await valoresActuales(queryRunner, r.tabla, r.nombre);
      await restringir(queryRunner, r, [...new Set([...actuales, ...r.nuevos])]);
    }
    await queryRunner.query(
      `ALTER TABLE pagos_extracto_lineas ADD COLUMN cruce_prestamo_id uuid NULL REFERENCES prestamos (id) ON DELETE SET NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX pagos_extracto_lineas_por_aplicar_idx ON pagos_extracto_lineas (created_at, fila, id) WHERE estado = 'por_aplicar'`,
    );
    await queryRunner.query(
      `CREATE INDEX pagos_eventos_por_aplicar_idx ON pagos_eventos (created_at, id) WHERE resultado = 'por_aplicar'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX pagos_eventos_por_aplicar_idx`);
    await queryRunner.query(`DROP INDEX pagos_extracto_lineas_por_aplicar_idx`);
    await queryRunner.query(`ALTER TABLE pagos_extracto_lineas DROP COLUMN cruce_prestamo_id`);
    for (const r of RESTRICCIONES) {
      const actuales = await valoresActuales(queryRunner, r.tabla, r.nombre);
      await restringir(
        queryRunner,
        r,
        actuales.filter((v) => !r.nuevos.includes(v)),
      );
    }
  }
}
