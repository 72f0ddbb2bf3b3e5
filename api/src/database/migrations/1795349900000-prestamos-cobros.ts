import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  CUERPO_PRESTAMOS_RESUMEN_REGISTRAR,
  DISPARADOR_PRESTAMOS_RESUMEN_CAMBIO,
} from '../congelado/funciones-de-entonces';

/**
 * Préstamos, sus cuotas y el único libro de dinero (cobros y sus aplicaciones), más los eventos de cada préstamo.
 * Dinero NUMERIC(14,2); fechas de negocio `date` (America/Bogota); eventos timestamptz.
 */
export class PrestamosCobros1795349900000 implements MigrationInterface {
  name = 'PrestamosCobros1795349900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // UUID versión 7 (ordenado por tiempo; RFC 9562) en cualquier PostgreSQL ≥ 13: las filas nuevas de las tablas
    // grandes (cuotas, cobros) van al final del índice de su clave primaria, no a una hoja al azar.
    await queryRunner.query(`
      CREATE FUNCTION uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
        SELECT encode(
          set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
            PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
            FROM 1 FOR 6), 52, 1), 53, 1),
          'hex')::uuid
      $$
    `);
    await queryRunner.query(`
      CREATE TABLE prestamos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        numero bigserial NOT NULL,
        cliente_id uuid NOT NULL REFERENCES clientes (id) ON DELETE RESTRICT,
        cobrador_id uuid NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        monto numeric(14,2) NOT NULL CHECK (monto > 0),
        interes numeric(5,2) NOT NULL CHECK (interes >= 0 AND interes <= 100),
        cuotas integer NOT NULL CHECK (cuotas BETWEEN 1 AND 1000),
        modalidad text NOT NULL CHECK (modalidad IN ('diario', 'semanal', 'quincenal', 'mensual')),
        tipo_amortizacion text NOT NULL
          CHECK (tipo_amortizacion IN ('capital_final', 'amortizable', 'interes_adelantado')),
        fecha date NOT NULL,
        fecha_inicio date NOT NULL,
        fecha_primer_pago date NOT NULL,
        estado text NOT NULL DEFAULT 'activo'
          CHECK (estado IN ('activo', 'pagado', 'vencido', 'mora', 'reenganchado', 'cancelado')),
        -- Orden de estados de la especificación (pagado, reenganchado, activo, mora, vencido, cancelado).
        orden_estado smallint GENERATED ALWAYS AS (
          CASE estado
            WHEN 'pagado' THEN 1 WHEN 'reenganchado' THEN 2 WHEN 'activo' THEN 3
            WHEN 'mora' THEN 4 WHEN 'vencido' THEN 5 ELSE 6
          END
        ) STORED,
        interes_total numeric(14,2) NOT NULL CHECK (interes_total >= 0),
        monto_total numeric(14,2) NOT NULL CHECK (monto_total >= 0),
        monto_entregado numeric(14,2) NOT NULL,
        saldo_pendiente numeric(14,2) NOT NULL CHECK (saldo_pendiente >= 0),
        cuota_diaria numeric(14,2) NOT NULL CHECK (cuota_diaria >= 0),
        plan_generado boolean NOT NULL DEFAULT false,
        fecha_vencimiento date NOT NULL,
        cuotas_vencidas integer NOT NULL DEFAULT 0 CHECK (cuotas_vencidas >= 0),
        dias_mora_promedio numeric(8,2) NOT NULL DEFAULT 0 CHECK (dias_mora_promedio >= 0),
        prestamo_origen_id uuid NULL REFERENCES prestamos (id) ON DELETE RESTRICT,
        monto_refinanciado numeric(14,2) NOT NULL DEFAULT 0
          CHECK (monto_refinanciado >= 0 AND monto_refinanciado <= monto),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT prestamos_numero_key UNIQUE (numero)
      )
    `);
    // Un préstamo se reengancha una sola vez.
    await queryRunner.query(
      `CREATE UNIQUE INDEX prestamos_origen_key ON prestamos (prestamo_origen_id) WHERE prestamo_origen_id IS NOT NULL`,
    );
    // Cada filtro y orden de GET /api/prestamos, junto al orden por defecto (created_at desc). Los de estado, cobrador
    // y cliente llevan además estado y saldo (INCLUDE): el resumen por estado de la lista se cuenta sólo en el índice;
    // el de estado lleva el id para que el aging junte cuotas con préstamos abiertos sin leer la tabla.
    await queryRunner.query(`CREATE INDEX prestamos_created_at_idx ON prestamos (created_at DESC, id DESC)`);
    await queryRunner.query(
      `CREATE INDEX prestamos_estado_idx ON prestamos (estado, created_at DESC) INCLUDE (saldo_pendiente, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX prestamos_cobrador_idx ON prestamos (cobrador_id, created_at DESC) INCLUDE (estado, saldo_pendiente)`,
    );
    await queryRunner.query(
      `CREATE INDEX prestamos_cliente_idx ON prestamos (cliente_id, created_at DESC) INCLUDE (estado, saldo_pendiente)`,
    );
    await queryRunner.query(`CREATE INDEX prestamos_modalidad_idx ON prestamos (modalidad, created_at DESC)`);
    await queryRunner.query(
      `CREATE INDEX prestamos_fecha_idx ON prestamos (fecha DESC, created_at DESC) INCLUDE (estado, saldo_pendiente, modalidad)`,
    );
    await queryRunner.query(`CREATE INDEX prestamos_monto_idx ON prestamos (monto DESC, created_at DESC)`);
    // Filtro de estado con orden por monto (las pestañas de estado de la lista ordenadas por monto).
    await queryRunner.query(`CREATE INDEX prestamos_estado_monto_idx ON prestamos (estado, monto DESC, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX prestamos_orden_estado_idx ON prestamos (orden_estado, created_at DESC)`);

    // Resumen por estado de toda la cartera (la lista sin filtros) sin recorrer 300.000 filas en cada petición: un
    // registro de sólo inserciones. Cada cambio de estado o saldo de un préstamo agrega su diferencia (nunca actualiza
    // una fila compartida: sin esperas ni bloqueos mutuos entre pagos de préstamos distintos); leerlo es sumar unas
    // pocas filas. El barrido lo recuenta desde `prestamos` (exacto y autorreparable) con una sola instantánea.
    await queryRunner.query(`
      CREATE TABLE prestamos_resumen (
        id bigserial PRIMARY KEY,
        estado text NOT NULL,
        cantidad integer NOT NULL,
        saldo numeric(16,2) NOT NULL,
        -- monto − monto_refinanciado: el dinero prestado de verdad (el tablero).
        prestado numeric(16,2) NOT NULL
      )
    `);
    await queryRunner.query(`
      CREATE FUNCTION prestamos_resumen_registrar() RETURNS trigger LANGUAGE plpgsql AS $$${CUERPO_PRESTAMOS_RESUMEN_REGISTRAR}
    `);
    await queryRunner.query(`
      CREATE TRIGGER prestamos_resumen_alta_baja AFTER INSERT OR DELETE ON prestamos
      FOR EACH ROW EXECUTE FUNCTION prestamos_resumen_registrar()
    `);
    await queryRunner.query(`${DISPARADOR_PRESTAMOS_RESUMEN_CAMBIO}
    `);
    // Una sola sentencia = una sola instantánea: borra las diferencias que ve y escribe el conteo de lo que ve. Las de
    // transacciones que confirman después quedan y suman lo suyo.
    await queryRunner.query(`
      CREATE FUNCTION prestamos_resumen_recontar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM prestamos_resumen RETURNING id)
        INSERT INTO prestamos_resumen (estado, cantidad, saldo, prestado)
        SELECT estado, count(*), coalesce(sum(saldo_pendiente), 0), coalesce(sum(monto - monto_refinanciado), 0)
        FROM prestamos
        GROUP BY estado
      $$
    `);

    await queryRunner.query(`
      CREATE TABLE cuotas (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        numero integer NOT NULL CHECK (numero >= 1),
        fecha_programada date NOT NULL,
        monto_capital numeric(14,2) NOT NULL CHECK (monto_capital >= 0),
        monto_interes numeric(14,2) NOT NULL CHECK (monto_interes >= 0),
        monto_total numeric(14,2) NOT NULL CHECK (monto_total >= 0),
        monto_pagado numeric(14,2) NOT NULL DEFAULT 0 CHECK (monto_pagado >= 0),
        -- Parte de la cuota que un reenganche pasó al préstamo nuevo (nunca es un cobro).
        monto_refinanciado numeric(14,2) NOT NULL DEFAULT 0 CHECK (monto_refinanciado >= 0),
        estado text NOT NULL DEFAULT 'pendiente'
          CHECK (estado IN ('pendiente', 'parcial', 'pagada', 'vencida', 'refinanciada', 'anulada')),
        fecha_pago date NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT cuotas_prestamo_numero_key UNIQUE (prestamo_id, numero),
        -- Última defensa contra aplicar de más: una cuota nunca recibe más de lo que vale.
        CONSTRAINT cuotas_pagado_max CHECK (monto_pagado + monto_refinanciado <= monto_total)
      )
    `);
    // Búsqueda de atrasos (barrido, aging): sólo cuotas que aún deben algo.
    await queryRunner.query(`
      CREATE INDEX cuotas_por_cobrar_idx ON cuotas (fecha_programada) INCLUDE (prestamo_id)
      WHERE estado IN ('pendiente', 'parcial', 'vencida')
    `);

    await queryRunner.query(`
      CREATE TABLE cobros (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE RESTRICT,
        -- El cliente del préstamo (no cambia una vez hay cobros): la búsqueda de cobros por cliente usa su índice
        -- sin pasar por los préstamos.
        cliente_id uuid NOT NULL REFERENCES clientes (id) ON DELETE RESTRICT,
        cobrador_id uuid NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        monto numeric(14,2) NOT NULL CHECK (monto > 0),
        fecha date NOT NULL,
        observaciones text NULL,
        origen text NOT NULL DEFAULT 'cobro' CHECK (origen IN ('cobro', 'pago_cuota', 'marcado_pagado')),
        cuota_id uuid NULL REFERENCES cuotas (id) ON DELETE SET NULL,
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    // Cantidad y suma de todos los cobros (tablero, total de la lista sin filtros) con el mismo registro de sólo
    // inserciones que prestamos_resumen, compactado por el barrido.
    await queryRunner.query(`
      CREATE TABLE cobros_resumen (
        id bigserial PRIMARY KEY,
        cantidad integer NOT NULL,
        monto numeric(16,2) NOT NULL
      )
    `);
    await queryRunner.query(`
      CREATE FUNCTION cobros_resumen_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          INSERT INTO cobros_resumen (cantidad, monto) VALUES (-1, -OLD.monto);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO cobros_resumen (cantidad, monto) VALUES (1, NEW.monto);
        END IF;
        RETURN NULL;
      END
      $$
    `);
    await queryRunner.query(`
      CREATE TRIGGER cobros_resumen_alta_baja AFTER INSERT OR DELETE ON cobros
      FOR EACH ROW EXECUTE FUNCTION cobros_resumen_registrar()
    `);
    await queryRunner.query(`
      CREATE TRIGGER cobros_resumen_cambio AFTER UPDATE OF monto ON cobros
      FOR EACH ROW WHEN (OLD.monto IS DISTINCT FROM NEW.monto) EXECUTE FUNCTION cobros_resumen_registrar()
    `);
    await queryRunner.query(`
      CREATE FUNCTION cobros_resumen_recontar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM cobros_resumen RETURNING id)
        INSERT INTO cobros_resumen (cantidad, monto) SELECT count(*), coalesce(sum(monto), 0) FROM cobros
      $$
    `);
    // Con el monto incluido, lo cobrado en la cartera de un cobrador (tablero) se suma sólo en el índice.
    await queryRunner.query(`CREATE INDEX cobros_prestamo_idx ON cobros (prestamo_id, fecha DESC) INCLUDE (monto)`);
    await queryRunner.query(`CREATE INDEX cobros_cliente_idx ON cobros (cliente_id, fecha DESC)`);
    await queryRunner.query(`CREATE INDEX cobros_cobrador_idx ON cobros (cobrador_id, fecha DESC, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX cobros_fecha_idx ON cobros (fecha DESC, created_at DESC)`);
    await queryRunner.query(`CREATE INDEX cobros_created_at_idx ON cobros (created_at DESC)`);
    await queryRunner.query(`CREATE INDEX cobros_registrado_por_idx ON cobros (registrado_por)`);
    await queryRunner.query(`CREATE INDEX cobros_cuota_idx ON cobros (cuota_id) WHERE cuota_id IS NOT NULL`);

    await queryRunner.query(`
      CREATE TABLE cobros_aplicaciones (
        cobro_id uuid NOT NULL REFERENCES cobros (id) ON DELETE CASCADE,
        cuota_id uuid NOT NULL REFERENCES cuotas (id) ON DELETE CASCADE,
        monto numeric(14,2) NOT NULL CHECK (monto > 0),
        PRIMARY KEY (cobro_id, cuota_id)
      )
    `);
    await queryRunner.query(`CREATE INDEX cobros_aplicaciones_cuota_idx ON cobros_aplicaciones (cuota_id)`);

    await queryRunner.query(`
      CREATE TABLE prestamos_notificaciones (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        cuota_id uuid NULL REFERENCES cuotas (id) ON DELETE CASCADE,
        titulo text NOT NULL,
        categoria text NOT NULL
          CHECK (categoria IN ('plan', 'pago', 'reverso', 'mora', 'reenganche', 'cancelacion', 'estado')),
        mensaje text NOT NULL,
        -- clock_timestamp: varios eventos de una misma transacción quedan en el orden en que ocurrieron.
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )
    `);
    await queryRunner.query(
      `CREATE INDEX prestamos_notificaciones_prestamo_idx ON prestamos_notificaciones (prestamo_id, created_at DESC)`,
    );
    // 'Cuota vencida' se registra una vez por cuota, corra el barrido las veces que corra.
    await queryRunner.query(`
      CREATE UNIQUE INDEX prestamos_notificaciones_mora_key ON prestamos_notificaciones (cuota_id)
      WHERE categoria = 'mora'
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE IF EXISTS prestamos_notificaciones`);
    await queryRunner.query(`DROP TABLE IF EXISTS cobros_aplicaciones`);
    await queryRunner.query(`DROP TABLE IF EXISTS cobros`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS cobros_resumen_recontar()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS cobros_resumen_registrar()`);
    await queryRunner.query(`DROP TABLE IF EXISTS cobros_resumen`);
    await queryRunner.query(`DROP TABLE IF EXISTS cuotas`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS prestamos_resumen_cambio ON prestamos`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS prestamos_resumen_alta_baja ON prestamos`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS prestamos_resumen_recontar()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS prestamos_resumen_registrar()`);
    await queryRunner.query(`DROP TABLE IF EXISTS prestamos_resumen`);
    await queryRunner.query(`DROP TABLE IF EXISTS prestamos`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS uuid_v7()`);
  }
}
