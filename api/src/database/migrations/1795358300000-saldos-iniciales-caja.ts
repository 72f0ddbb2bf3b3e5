import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * El efectivo al corte de una importación (docs/decisiones/importacion.md, «Efectivo al corte»):
 * - `caja_saldos_iniciales`: el efectivo con que abre la caja de la oficina (`cobrador_id` null) o la de un cobrador,
 *   en su fecha de corte; una fila por caja. Es un origen propio de la custodia: el de un cobrador está en su poder
 *   hasta que una entrega lo toma (`entrega_id`), como un cobro.
 * - `caja_entregas.saldo_inicial`: lo que una entrega tomó de ese efectivo (lo esperado lo suma).
 * - `importacion_ids` admite la hoja Saldos.
 */
export class SaldosInicialesCaja1795358300000 implements MigrationInterface {
  name = 'SaldosInicialesCaja1795358300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE caja_saldos_iniciales (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        cobrador_id uuid NULL REFERENCES usuarios(id) ON DELETE RESTRICT,
        fecha date NOT NULL,
        monto numeric(14,2) NOT NULL CHECK (monto >= 0),
        entrega_id uuid NULL REFERENCES caja_entregas(id) ON DELETE RESTRICT,
        importacion_id uuid NOT NULL REFERENCES importaciones(id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT caja_saldos_iniciales_entrega_de_cobrador CHECK (entrega_id IS NULL OR cobrador_id IS NOT NULL)
      )`);
    // Una caja abre una sola vez: la oficina (sin cobrador) y cada cobrador.
    await queryRunner.query(
      `CREATE UNIQUE INDEX caja_saldos_iniciales_una_por_caja
         ON caja_saldos_iniciales ((coalesce(cobrador_id, '00000000-0000-0000-0000-000000000000'::uuid)))`,
    );
    await queryRunner.query(`CREATE INDEX caja_saldos_iniciales_entrega_idx ON caja_saldos_iniciales (entrega_id)`);
    await queryRunner.query(
      `ALTER TABLE caja_entregas ADD COLUMN saldo_inicial numeric(14,2) NOT NULL DEFAULT 0 CHECK (saldo_inicial >= 0)`,
    );
    await queryRunner.query(`
      ALTER TABLE importacion_ids
        DROP CONSTRAINT importacion_ids_hoja_check,
        ADD CONSTRAINT importacion_ids_hoja_check
          CHECK (hoja IN ('Cobradores', 'Clientes', 'Prestamos', 'Cobros', 'Cuotas', 'Saldos'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM importacion_ids WHERE hoja = 'Saldos'`);
    await queryRunner.query(`
      ALTER TABLE importacion_ids
        DROP CONSTRAINT importacion_ids_hoja_check,
        ADD CONSTRAINT importacion_ids_hoja_check CHECK (hoja IN ('Cobradores', 'Clientes', 'Prestamos', 'Cobros', 'Cuotas'))`);
    await queryRunner.query(`ALTER TABLE caja_entregas DROP COLUMN saldo_inicial`);
    await queryRunner.query(`DROP TABLE caja_saldos_iniciales`);
  }
}
