import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trazabilidad del libro mayor (docs/contabilidad.md): la reversión de un cobro y la anulación de un desembolso
 * enlazan (`reverso_de`) el comprobante que deshacen. Un cobro que pagaba varias cuotas se puede revertir por partes
 * (una cuota a la vez): varias reversiones apuntan al mismo comprobante, así que la unicidad queda sólo para el
 * reverso entero (`tipo = 'reverso'`, que deshace una vez un gasto, un movimiento de caja o el saldo inicial).
 *
 * Los comprobantes ya escritos se enlazan aquí con la misma regla que aplica contabilizar.ts: la reversión, al último
 * comprobante anterior de su cobro en ese préstamo; la anulación, al que abrió la cartera del préstamo. El libro
 * mayor no admite cambios (disparador contabilidad_inmutable): se suspende sólo para llenar esta columna.
 */
export class ReversosEnlazados1795355100000 implements MigrationInterface {
  name = 'ReversosEnlazados1795355100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE contabilidad_asientos DROP CONSTRAINT IF EXISTS contabilidad_asientos_reverso_de_key`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX contabilidad_asientos_un_reverso ON contabilidad_asientos (reverso_de) WHERE tipo = 'reverso'`,
    );
    await queryRunner.query(
      `CREATE INDEX contabilidad_asientos_reverso_de_idx ON contabilidad_asientos (reverso_de) WHERE reverso_de IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE contabilidad_asientos DISABLE TRIGGER contabilidad_asientos_inmutable`);
    await queryRunner.query(`
      UPDATE contabilidad_asientos r SET reverso_de = (
        SELECT a.id FROM contabilidad_asientos a
        WHERE a.tipo IN ('cobro', 'liquidacion', 'recuperacion') AND a.numero < r.numero
          AND EXISTS (
            SELECT 1 FROM contabilidad_lineas la JOIN contabilidad_lineas lr
              ON lr.cobro_id = la.cobro_id AND lr.prestamo_id = la.prestamo_id
            WHERE la.asiento_id = a.id AND lr.asiento_id = r.id)
        ORDER BY a.numero DESC LIMIT 1)
      WHERE r.tipo = 'reversion' AND r.reverso_de IS NULL`);
    await queryRunner.query(`
      UPDATE contabilidad_asientos r SET reverso_de = (
        SELECT a.id FROM contabilidad_asientos a
        WHERE a.tipo IN ('desembolso', 'reenganche') AND a.numero < r.numero
          AND EXISTS (
            SELECT 1 FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
            WHERE l.asiento_id = a.id AND l.prestamo_id = r.origen_id
              AND c.clave = 'cartera_capital' AND l.debito > 0)
        ORDER BY a.numero LIMIT 1)
      WHERE r.tipo = 'anulacion' AND r.reverso_de IS NULL`);
    await queryRunner.query(`ALTER TABLE contabilidad_asientos ENABLE TRIGGER contabilidad_asientos_inmutable`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contabilidad_asientos DISABLE TRIGGER contabilidad_asientos_inmutable`);
    await queryRunner.query(
      `UPDATE contabilidad_asientos SET reverso_de = NULL WHERE tipo IN ('reversion', 'anulacion')`,
    );
    await queryRunner.query(`ALTER TABLE contabilidad_asientos ENABLE TRIGGER contabilidad_asientos_inmutable`);
    await queryRunner.query(`DROP INDEX IF EXISTS contabilidad_asientos_reverso_de_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS contabilidad_asientos_un_reverso`);
    await queryRunner.query(
      `ALTER TABLE contabilidad_asientos ADD CONSTRAINT contabilidad_asientos_reverso_de_key UNIQUE (reverso_de)`,
    );
  }
}
