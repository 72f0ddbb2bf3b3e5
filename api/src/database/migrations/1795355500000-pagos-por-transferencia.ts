import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * El dinero que llega por transferencia (docs/decisiones/pagos-por-transferencia.md):
 * - `pagos_cuentas`: las cuentas de recaudo de la organización (banco, llave Bre-B, Nequi, Daviplata), activas o no.
 * - `contabilidad_cuentas.cuenta_pago_id`: cada cuenta de recaudo tiene su subcuenta de Bancos (111005 + 01, 02…);
 *   una cuenta contable tiene un papel (clave), es de un cobrador o es de una cuenta de recaudo, una sola cosa.
 * - `cobros.cuenta_pago_id` y `cobros.referencia_pago`: un cobro por transferencia entra a esa cuenta y nunca queda en
 *   poder de un cobrador (la base lo exige).
 * - `pagos_transferencias`: lo que un cobrador registra en Mi Ruta cuando la organización las deja «por confirmar».
 * - `configuracion_organizacion.transferencias_mi_ruta`: «por_confirmar» (por defecto) o «aplicar».
 */
export class PagosPorTransferencia1795355500000 implements MigrationInterface {
  name = 'PagosPorTransferencia1795355500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE pagos_cuentas (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        tipo text NOT NULL CHECK (tipo IN ('banco', 'breb', 'nequi', 'daviplata')),
        nombre text NOT NULL CHECK (length(btrim(nombre)) BETWEEN 1 AND 120),
        identificador text NOT NULL CHECK (length(identificador) BETWEEN 1 AND 80),
        activa boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pagos_cuentas_identificador_unico UNIQUE (tipo, identificador)
      )`);
    await queryRunner.query(`CREATE SEQUENCE pagos_subcuenta_seq`);
    await queryRunner.query(`
      ALTER TABLE contabilidad_cuentas
        ADD COLUMN cuenta_pago_id uuid NULL UNIQUE REFERENCES pagos_cuentas (id) ON DELETE RESTRICT,
        DROP CONSTRAINT contabilidad_cuentas_papel,
        ADD CONSTRAINT contabilidad_cuentas_papel CHECK (num_nonnulls(clave, cobrador_id, cuenta_pago_id) = 1)`);
    await queryRunner.query(`
      ALTER TABLE cobros
        ADD COLUMN cuenta_pago_id uuid NULL REFERENCES pagos_cuentas (id) ON DELETE RESTRICT,
        ADD COLUMN referencia_pago text NULL CHECK (length(referencia_pago) BETWEEN 1 AND 60),
        ADD CONSTRAINT cobros_transferencia_sin_custodia CHECK (cuenta_pago_id IS NULL OR en_poder_de IS NULL),
        ADD CONSTRAINT cobros_transferencia_referencia CHECK ((cuenta_pago_id IS NULL) = (referencia_pago IS NULL))`);
    // Qué cobros fueron transferencias, para siempre (un cobro borrado deja su reversión en el libro de préstamos): la
    // verificación del mayor cuenta su dinero en la cuenta de recaudo y no en el efectivo. La llena la base.
    await queryRunner.query(`
      CREATE TABLE pagos_cobros_transferencia (
        cobro_id uuid PRIMARY KEY,
        cuenta_pago_id uuid NOT NULL REFERENCES pagos_cuentas (id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`
      CREATE FUNCTION pagos_registrar_cobro_transferencia() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO pagos_cobros_transferencia (cobro_id, cuenta_pago_id) VALUES (NEW.id, NEW.cuenta_pago_id)
        ON CONFLICT (cobro_id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER cobros_transferencia_registrada AFTER INSERT ON cobros
      FOR EACH ROW WHEN (NEW.cuenta_pago_id IS NOT NULL) EXECUTE FUNCTION pagos_registrar_cobro_transferencia()`);
    await queryRunner.query(
      `CREATE INDEX cobros_cuenta_pago_fecha_idx ON cobros (cuenta_pago_id, fecha) WHERE cuenta_pago_id IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE pagos_transferencias (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        cuenta_pago_id uuid NOT NULL REFERENCES pagos_cuentas (id) ON DELETE RESTRICT,
        monto numeric(14, 2) NOT NULL CHECK (monto > 0),
        fecha date NOT NULL,
        referencia text NOT NULL CHECK (length(referencia) BETWEEN 1 AND 60),
        estado text NOT NULL DEFAULT 'por_confirmar' CHECK (estado IN ('por_confirmar', 'confirmada', 'rechazada')),
        cobro_id uuid NULL REFERENCES cobros (id) ON DELETE SET NULL,
        observaciones text NULL,
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        decidido_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX pagos_transferencias_prestamo_idx ON pagos_transferencias (prestamo_id, created_at)`);
    await queryRunner.query(
      `CREATE INDEX pagos_transferencias_pendientes_idx ON pagos_transferencias (cuenta_pago_id, monto, fecha)
       WHERE estado = 'por_confirmar'`,
    );
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        ADD COLUMN transferencias_mi_ruta text NOT NULL DEFAULT 'por_confirmar'
          CHECK (transferencias_mi_ruta IN ('por_confirmar', 'aplicar'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE configuracion_organizacion DROP COLUMN transferencias_mi_ruta`);
    await queryRunner.query(`DROP TABLE pagos_transferencias`);
    await queryRunner.query(`DROP TRIGGER cobros_transferencia_registrada ON cobros`);
    await queryRunner.query(`DROP FUNCTION pagos_registrar_cobro_transferencia()`);
    await queryRunner.query(`DROP TABLE pagos_cobros_transferencia`);
    await queryRunner.query(`
      ALTER TABLE cobros
        DROP CONSTRAINT cobros_transferencia_referencia,
        DROP CONSTRAINT cobros_transferencia_sin_custodia,
        DROP COLUMN referencia_pago,
        DROP COLUMN cuenta_pago_id`);
    await queryRunner.query(`DELETE FROM contabilidad_cuentas WHERE cuenta_pago_id IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE contabilidad_cuentas
        DROP CONSTRAINT contabilidad_cuentas_papel,
        DROP COLUMN cuenta_pago_id,
        ADD CONSTRAINT contabilidad_cuentas_papel CHECK ((clave IS NULL) = (cobrador_id IS NOT NULL))`);
    await queryRunner.query(`DROP SEQUENCE pagos_subcuenta_seq`);
    await queryRunner.query(`DROP TABLE pagos_cuentas`);
  }
}
