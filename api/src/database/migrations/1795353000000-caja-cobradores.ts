import { MigrationInterface, QueryRunner } from 'typeorm';
import { hacerInmutable } from '../congelado/sql-comun';

/**
 * La caja de los cobradores (docs/decisiones/caja-de-cobradores.md): el efectivo está en la caja de la oficina o en
 * poder de un cobrador. Un cobro que registra el propio cobrador queda en su poder (`cobros.en_poder_de`) hasta que
 * lo entrega (`cobros.entrega_id`); sus gastos (`caja_gastos`) rebajan lo que debe entregar; la entrega
 * (`caja_entregas`) se confirma en la oficina, y la diferencia queda como movimiento de caja (faltante o sobrante).
 *
 * Los cobros anteriores quedan como ya entregados: `en_poder_de` nace vacío (en la caja) para todos.
 */
export class CajaCobradores1795353000000 implements MigrationInterface {
  name = 'CajaCobradores1795353000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE caja_entregas (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        numero bigint GENERATED ALWAYS AS IDENTITY,
        cobrador_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'confirmada')),
        -- Día de negocio (Bogotá) en que el cobrador entregó y en que la oficina confirmó.
        fecha date NOT NULL,
        fecha_confirmacion date NULL,
        cobros numeric(14,2) NOT NULL CHECK (cobros >= 0),
        cantidad_cobros integer NOT NULL CHECK (cantidad_cobros >= 0),
        gastos numeric(14,2) NOT NULL CHECK (gastos >= 0),
        -- cobros − gastos aceptados de la entrega (puede ser negativo: gastó más de lo que cobró).
        esperado numeric(14,2) NOT NULL,
        monto_entregado numeric(14,2) NOT NULL CHECK (monto_entregado >= 0),
        monto_recibido numeric(14,2) NULL CHECK (monto_recibido >= 0),
        observaciones text NULL,
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        confirmado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmada_at timestamptz NULL,
        CONSTRAINT caja_entregas_confirmada CHECK (
          (estado = 'pendiente' AND monto_recibido IS NULL AND fecha_confirmacion IS NULL)
          OR (estado = 'confirmada' AND monto_recibido IS NOT NULL AND fecha_confirmacion IS NOT NULL))
      )`);
    // Una sola entrega abierta por cobrador: la regla vive en la base, no sólo en el servicio.
    await queryRunner.query(
      `CREATE UNIQUE INDEX caja_entregas_una_pendiente ON caja_entregas (cobrador_id) WHERE estado = 'pendiente'`,
    );
    await queryRunner.query(`CREATE INDEX caja_entregas_cobrador_idx ON caja_entregas (cobrador_id, fecha DESC)`);
    await queryRunner.query(`CREATE INDEX caja_entregas_fecha_idx ON caja_entregas (fecha DESC, created_at DESC)`);
    // Confirmada, no cambia más ni se borra: una corrección es un movimiento nuevo.
    await hacerInmutable(
      queryRunner,
      'caja_entregas_inmutable',
      'caja_entregas',
      `IF TG_OP = 'DELETE' OR OLD.estado = 'confirmada' THEN
          RAISE EXCEPTION 'Una entrega de caja confirmada no admite cambios: las correcciones son movimientos nuevos'
            USING ERRCODE = 'P0001';
        END IF;
        RETURN NEW;`,
    );

    await queryRunner.query(`
      CREATE TABLE caja_gastos (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        cobrador_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        fecha date NOT NULL,
        categoria text NOT NULL CHECK (categoria IN ('transporte', 'alimentacion', 'otro')),
        monto numeric(14,2) NOT NULL CHECK (monto > 0),
        concepto text NOT NULL CHECK (length(concepto) BETWEEN 1 AND 200),
        foto_mime text NULL,
        foto bytea NULL,
        estado text NOT NULL DEFAULT 'aceptado' CHECK (estado IN ('aceptado', 'rechazado')),
        motivo_rechazo text NULL,
        rechazado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        rechazado_at timestamptz NULL,
        entrega_id uuid NULL REFERENCES caja_entregas (id) ON DELETE RESTRICT,
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT caja_gastos_rechazo CHECK ((estado = 'rechazado') = (motivo_rechazo IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX caja_gastos_cobrador_idx ON caja_gastos (cobrador_id, fecha DESC)`);
    await queryRunner.query(`CREATE INDEX caja_gastos_fecha_idx ON caja_gastos (fecha) INCLUDE (monto) WHERE estado = 'aceptado'`);
    await queryRunner.query(`CREATE INDEX caja_gastos_entrega_idx ON caja_gastos (entrega_id)`);

    // Quién tiene el efectivo de cada cobro: el cobrador que lo registró (null: la caja de la oficina) y la entrega
    // que lo llevó a la caja. Todos los cobros anteriores quedan en la caja.
    await queryRunner.query(`
      ALTER TABLE cobros
        ADD COLUMN en_poder_de uuid NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        ADD COLUMN entrega_id uuid NULL REFERENCES caja_entregas (id) ON DELETE RESTRICT`);
    await queryRunner.query(`
      CREATE INDEX cobros_en_poder_idx ON cobros (en_poder_de, entrega_id) INCLUDE (monto, fecha)
      WHERE en_poder_de IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX cobros_entrega_idx ON cobros (entrega_id) WHERE entrega_id IS NOT NULL`);

    // La diferencia de una entrega es un movimiento de caja propio: faltante (egreso) o sobrante (ingreso).
    await queryRunner.query(`ALTER TABLE movimientos_caja DROP CONSTRAINT movimientos_caja_categoria_check`);
    await queryRunner.query(`
      ALTER TABLE movimientos_caja ADD CONSTRAINT movimientos_caja_categoria_check
        CHECK (categoria IN ('gastos', 'comisiones', 'otros', 'faltante_cobrador', 'sobrante_cobrador'))`);
    await queryRunner.query(`
      ALTER TABLE movimientos_caja
        ADD COLUMN entrega_id uuid NULL UNIQUE REFERENCES caja_entregas (id) ON DELETE RESTRICT,
        ADD COLUMN cobrador_id uuid NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        ADD CONSTRAINT movimientos_caja_entrega CHECK (
          (categoria IN ('faltante_cobrador', 'sobrante_cobrador')) = (entrega_id IS NOT NULL)
          AND (entrega_id IS NULL) = (cobrador_id IS NULL)
          AND (categoria <> 'faltante_cobrador' OR tipo = 'egreso')
          AND (categoria <> 'sobrante_cobrador' OR tipo = 'ingreso'))`);
    await hacerInmutable(
      queryRunner,
      'movimientos_caja_entrega_inmutable',
      'movimientos_caja',
      `IF OLD.entrega_id IS NOT NULL THEN
          RAISE EXCEPTION 'La diferencia de una entrega de caja no se modifica ni se borra' USING ERRCODE = 'P0001';
        END IF;
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;`,
    );

  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS movimientos_caja_entrega_inmutable ON movimientos_caja`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS movimientos_caja_entrega_inmutable()`);
    await queryRunner.query(`DELETE FROM movimientos_caja WHERE entrega_id IS NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE movimientos_caja DROP CONSTRAINT IF EXISTS movimientos_caja_entrega,
        DROP COLUMN IF EXISTS entrega_id, DROP COLUMN IF EXISTS cobrador_id`);
    await queryRunner.query(`ALTER TABLE movimientos_caja DROP CONSTRAINT movimientos_caja_categoria_check`);
    await queryRunner.query(`
      ALTER TABLE movimientos_caja ADD CONSTRAINT movimientos_caja_categoria_check
        CHECK (categoria IN ('gastos', 'comisiones', 'otros'))`);
    await queryRunner.query(`ALTER TABLE cobros DROP COLUMN IF EXISTS entrega_id, DROP COLUMN IF EXISTS en_poder_de`);
    await queryRunner.query(`DROP TABLE IF EXISTS caja_gastos`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS caja_entregas_inmutable ON caja_entregas`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS caja_entregas_inmutable()`);
    await queryRunner.query(`DROP TABLE IF EXISTS caja_entregas`);
  }
}
