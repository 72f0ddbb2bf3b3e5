import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Los eventos de Wompi (docs/decisiones/pagos-por-transferencia.md, «Eventos de una pasarela»):
 * - `pagos_proveedores`: el secreto de eventos de la organización (nunca sale por la API), la cuenta de recaudo donde
 *   entra lo que la pasarela aprueba y el administrador a cuyo nombre quedan sus cobros.
 * - `pagos_eventos`: cada transacción y estado aplicado una sola vez (único por proveedor, transacción y estado).
 */
export class PagosWompi1795355510000 implements MigrationInterface {
  name = 'PagosWompi1795355510000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pagos_proveedores (
        proveedor text PRIMARY KEY CHECK (proveedor IN ('wompi')),
        secreto_eventos text NOT NULL CHECK (length(secreto_eventos) BETWEEN 8 AND 200),
        cuenta_pago_id uuid NOT NULL REFERENCES pagos_cuentas (id) ON DELETE RESTRICT,
        configurado_por uuid NOT NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE pagos_eventos (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        proveedor text NOT NULL,
        transaccion text NOT NULL,
        estado text NOT NULL,
        referencia text NULL,
        monto numeric(14, 2) NULL,
        resultado text NOT NULL CHECK (resultado IN ('en_curso', 'cobro', 'reverso', 'sin_prestamo', 'sin_cobro')),
        cobro_id uuid NULL,
        prestamo_id uuid NULL REFERENCES prestamos (id) ON DELETE SET NULL,
        cuerpo jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pagos_eventos_una_vez UNIQUE (proveedor, transaccion, estado)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE pagos_eventos`);
    await queryRunner.query(`DROP TABLE pagos_proveedores`);
  }
}
