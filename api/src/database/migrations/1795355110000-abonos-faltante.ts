import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * El abono de un cobrador a su faltante (docs/decisiones/caja-de-cobradores.md, «Faltantes que se pagan»): efectivo
 * que entrega a la oficina sin cobros ni gastos, confirmado al recibirlo. Se guarda como una entrega confirmada con
 * `abono = true` (lo esperado es 0 y lo recibido es el abono): su diferencia es un ingreso de caja como la de
 * cualquier entrega y su comprobante abona la cuenta 136530 del cobrador.
 */
export class AbonosFaltante1795355110000 implements MigrationInterface {
  name = 'AbonosFaltante1795355110000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE caja_entregas
        ADD COLUMN abono boolean NOT NULL DEFAULT false,
        ADD CONSTRAINT caja_entregas_abono CHECK (
          NOT abono OR (estado = 'confirmada' AND cobros = 0 AND cantidad_cobros = 0 AND gastos = 0 AND esperado = 0
                        AND monto_recibido > 0))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE caja_entregas DROP CONSTRAINT IF EXISTS caja_entregas_abono, DROP COLUMN IF EXISTS abono`);
  }
}
