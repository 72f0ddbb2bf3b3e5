import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cuatro ojos sumado en el día (docs/decisiones/cuatro-ojos.md; issue 50):
 * - `aprobaciones.tipo` admite también `reenganche` (con dinero nuevo) y `liquidacion` (con descuento): esperan como
 *   una condonación, con lo necesario para ejecutarlos tal como se pidieron en `datos`.
 * - `aprobaciones_umbrales.gerente_diario`: todo lo que un gerente entrega o perdona sin aprobación en un día, sumado
 *   (por defecto 20.000.000; NULL o 0: sin tope diario).
 * - `aprobaciones_acumulado`: lo que un gerente entregó o perdonó sin aprobación, una fila por operación, con su día
 *   de negocio, su préstamo (NULL en un alta: el préstamo aún no existe al decidir) y su cliente. Se suma por préstamo,
 *   por cliente y por gerente para decidir la siguiente; se escribe en la transacción de la operación.
 */
export class AprobacionesAcumuladas1795354900000 implements MigrationInterface {
  name = 'AprobacionesAcumuladas1795354900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE aprobaciones DROP CONSTRAINT aprobaciones_tipo_check`);
    await queryRunner.query(
      `ALTER TABLE aprobaciones ADD CONSTRAINT aprobaciones_tipo_check
       CHECK (tipo IN ('condonacion', 'castigo', 'reenganche', 'liquidacion'))`,
    );
    await queryRunner.query(
      `ALTER TABLE aprobaciones_umbrales
       ADD COLUMN gerente_diario numeric(14,0) NULL DEFAULT 20000000 CHECK (gerente_diario >= 0)`,
    );
    await queryRunner.query(`
      CREATE TABLE aprobaciones_acumulado (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        operacion text NOT NULL
          CHECK (operacion IN ('desembolso', 'reenganche', 'liquidacion', 'condonacion', 'castigo')),
        prestamo_id uuid NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        cliente_id uuid NOT NULL REFERENCES clientes (id) ON DELETE CASCADE,
        solicitado_por uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        monto numeric(14,2) NOT NULL CHECK (monto > 0),
        dia date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX aprobaciones_acumulado_cliente_idx ON aprobaciones_acumulado (cliente_id, dia)`,
    );
    await queryRunner.query(
      `CREATE INDEX aprobaciones_acumulado_solicitante_idx ON aprobaciones_acumulado (solicitado_por, dia)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS aprobaciones_acumulado`);
    await queryRunner.query(`ALTER TABLE aprobaciones_umbrales DROP COLUMN IF EXISTS gerente_diario`);
    await queryRunner.query(`DELETE FROM aprobaciones WHERE tipo IN ('reenganche', 'liquidacion')`);
    await queryRunner.query(`ALTER TABLE aprobaciones DROP CONSTRAINT aprobaciones_tipo_check`);
    await queryRunner.query(
      `ALTER TABLE aprobaciones ADD CONSTRAINT aprobaciones_tipo_check CHECK (tipo IN ('condonacion', 'castigo'))`,
    );
  }
}
