import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarValores, quitarValores } from '../congelado/restricciones';
import { valoresNuevos } from '../congelado/sql-comun';

/**
 * Extractos y eventos de la pasarela aplicados en segundo plano (docs/decisiones/pagos-por-transferencia.md,
 * «Aplicar en segundo plano»):
 * - una línea cruzada queda `por_aplicar` con lo que dice su cruce (`cruce`, `cruce_prestamo_id` o `transferencia_id`)
 *   hasta que el trabajo la cobra; un índice parcial le da al trabajo las que esperan, en orden;
 * - un evento de Wompi verificado queda `por_aplicar` hasta que el trabajo lo aplica.
 */
export class ExtractosEnSegundoPlano1795358100000 implements MigrationInterface {
  name = 'ExtractosEnSegundoPlano1795358100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await agregarValores(queryRunner, RESTRICCIONES);
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
    await quitarValores(queryRunner, RESTRICCIONES);
  }
}

/** Valores congelados, los de este día, que esta migración agrega a las restricciones (y su `down` quita). */
const RESTRICCIONES = [
  valoresNuevos('pagos_extracto_lineas', 'estado', ['por_aplicar']),
  valoresNuevos('pagos_eventos', 'resultado', ['por_aplicar']),
];
