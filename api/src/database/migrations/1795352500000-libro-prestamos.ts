import { funcionQueReemplaza, sumarACajaDiaria, sumarACuotasPorFecha } from '../congelado/disparadores';
import {
  CUERPO_PRESTAMOS_RESUMEN_REGISTRAR,
  DISPARADOR_PRESTAMOS_RESUMEN_CAMBIO,
} from '../congelado/funciones-de-entonces';
import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  CUOTAS_POR_FECHA,
  CUOTAS_POR_FECHA_ANTERIOR,
  FUNCION_RECONSTRUIR,
  PRESTAMOS_CAJA,
  PRESTAMOS_CAJA_ANTERIOR,
  SQL_CAPITAL_PENDIENTE_CUOTA,
  type FilasPorTabla,
} from '../congelado/libro-prestamos';
import { calcularPlanCongelado } from '../congelado/plan-de-pagos/plan';
import { hacerInmutable, type FilaTerminosPrestamo } from '../congelado/sql-comun';

/**
 * El libro de cada préstamo (docs/libro.md): `prestamos_movimientos`, un asiento por movimiento de dinero, de sólo
 * inserciones; los estados solicitado, rechazado y castigado; lo condonado de cada cuota; el capital pendiente de
 * cada préstamo (y su suma por estado en prestamos_resumen); la verificación nocturna.
 *
 * Los datos existentes pasan al libro: un préstamo sin plan recibe el suyo; cada préstamo, su desembolso; cada
 * cobro, su asiento con el reparto en capital e interés; cada reenganche, el saldo que pasó al préstamo nuevo. Un
 * préstamo cancelado sin cobros queda anulado (el desembolso vuelve a la caja el día que se canceló); uno cancelado
 * con cobros queda castigado por lo que se debía (antes ese saldo desaparecía sin nombre).
 */
export class LibroPrestamos1795352500000 implements MigrationInterface {
  name = 'LibroPrestamos1795352500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Estados del libro. orden_estado es la columna de orden de la lista (ORDEN_ESTADO_PRESTAMO de @cartera/dominio).
    await queryRunner.query(`ALTER TABLE prestamos DROP CONSTRAINT prestamos_estado_check`);
    await queryRunner.query(`
      ALTER TABLE prestamos ADD CONSTRAINT prestamos_estado_check CHECK (estado IN (
        'solicitado', 'rechazado', 'activo', 'mora', 'vencido', 'pagado', 'reenganchado', 'cancelado', 'castigado'))`);
    await queryRunner.query(`DROP INDEX prestamos_orden_estado_idx`);
    await queryRunner.query(`ALTER TABLE prestamos DROP COLUMN orden_estado`);
    await queryRunner.query(`
      ALTER TABLE prestamos ADD COLUMN orden_estado smallint GENERATED ALWAYS AS (
        CASE estado
          WHEN 'pagado' THEN 1 WHEN 'reenganchado' THEN 2 WHEN 'activo' THEN 3 WHEN 'mora' THEN 4
          WHEN 'vencido' THEN 5 WHEN 'castigado' THEN 6 WHEN 'cancelado' THEN 7 WHEN 'solicitado' THEN 8 ELSE 9
        END
      ) STORED`);
    await queryRunner.query(`CREATE INDEX prestamos_orden_estado_idx ON prestamos (orden_estado, created_at DESC)`);
    await queryRunner.query(`
      ALTER TABLE prestamos
        -- Capital de lo que aún se debe (la parte de capital del saldo, cuota por cuota): la cartera vigente.
        ADD COLUMN capital_pendiente numeric(14,2) NOT NULL DEFAULT 0 CHECK (capital_pendiente >= 0),
        -- Día en que se anuló o castigó.
        ADD COLUMN fecha_cierre date NULL,
        ADD COLUMN motivo_rechazo text NULL,
        ADD COLUMN solicitado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        ADD COLUMN aprobado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL`);
    // Las solicitudes por aprobar (la insignia de la lista).
    await queryRunner.query(`CREATE INDEX prestamos_solicitados_idx ON prestamos (created_at) WHERE estado = 'solicitado'`);

    await queryRunner.query(`ALTER TABLE cuotas ADD COLUMN monto_condonado numeric(14,2) NOT NULL DEFAULT 0 CHECK (monto_condonado >= 0)`);
    await queryRunner.query(`ALTER TABLE cuotas DROP CONSTRAINT cuotas_pagado_max`);
    await queryRunner.query(`
      ALTER TABLE cuotas ADD CONSTRAINT cuotas_pagado_max
        CHECK (monto_pagado + monto_refinanciado + monto_condonado <= monto_total)`);
    await queryRunner.query(`ALTER TABLE cuotas DROP CONSTRAINT cuotas_estado_check`);
    await queryRunner.query(`
      ALTER TABLE cuotas ADD CONSTRAINT cuotas_estado_check CHECK (estado IN (
        'pendiente', 'parcial', 'pagada', 'vencida', 'refinanciada', 'anulada', 'condonada', 'castigada'))`);
    await queryRunner.query(`ALTER TABLE cobros DROP CONSTRAINT cobros_origen_check`);
    await queryRunner.query(`
      ALTER TABLE cobros ADD CONSTRAINT cobros_origen_check
        CHECK (origen IN ('cobro', 'pago_cuota', 'marcado_pagado', 'liquidacion', 'recuperacion'))`);
    await queryRunner.query(`ALTER TABLE prestamos_notificaciones DROP CONSTRAINT prestamos_notificaciones_categoria_check`);
    await queryRunner.query(`
      ALTER TABLE prestamos_notificaciones ADD CONSTRAINT prestamos_notificaciones_categoria_check CHECK (categoria IN (
        'plan', 'pago', 'reverso', 'mora', 'reenganche', 'cancelacion', 'estado', 'solicitud', 'condonacion', 'castigo'))`);

    await queryRunner.query(`
      CREATE TABLE prestamos_movimientos (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        -- El orden del libro (varios asientos de una transacción comparten el instante).
        secuencia bigint GENERATED ALWAYS AS IDENTITY,
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE RESTRICT,
        tipo text NOT NULL CHECK (tipo IN ('desembolso', 'cobro', 'reversion', 'condonacion', 'liquidacion', 'castigo',
                                           'recuperacion', 'anulacion', 'reenganche')),
        fecha date NOT NULL,
        monto numeric(14,2) NOT NULL CHECK (monto > 0),
        capital numeric(14,2) NOT NULL CHECK (capital >= 0),
        interes numeric(14,2) NOT NULL CHECK (interes >= 0),
        -- Efecto en la caja, con signo (+ entra, − sale).
        efectivo numeric(14,2) NOT NULL,
        cobro_id uuid NULL,
        motivo text NULL,
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT prestamos_movimientos_reparto CHECK (capital + interes = monto)
      )`);
    // El libro de un préstamo en orden; la verificación lo suma por préstamo y tipo sin leer la tabla.
    await queryRunner.query(`
      CREATE INDEX prestamos_movimientos_prestamo_idx ON prestamos_movimientos (prestamo_id, secuencia)
      INCLUDE (tipo, monto, efectivo)`);
    // Las cifras poco frecuentes del tablero (condonado, castigado, recuperado) se suman sólo en su índice.
    await queryRunner.query(`
      CREATE INDEX prestamos_movimientos_cierres_idx ON prestamos_movimientos (tipo) INCLUDE (monto, prestamo_id)
      WHERE tipo IN ('condonacion', 'castigo', 'recuperacion')`);

    // Préstamos anteriores sin plan: el plan con sus condiciones guardadas (desembolsar es generar el plan).
    await this.generarPlanesFaltantes(queryRunner);

    // Cancelados antes del libro: sin cobros, anulados; con cobros, castigados por lo que se debía.
    await queryRunner.query(`
      UPDATE prestamos p
      SET estado = 'castigado', saldo_pendiente = 0, capital_pendiente = 0,
          fecha_cierre = (p.updated_at AT TIME ZONE 'America/Bogota')::date
      WHERE p.estado = 'cancelado' AND EXISTS (SELECT 1 FROM cobros co WHERE co.prestamo_id = p.id)`);
    await queryRunner.query(`
      UPDATE cuotas q SET estado = 'castigada'
      FROM prestamos p WHERE p.id = q.prestamo_id AND p.estado = 'castigado' AND q.estado = 'anulada'`);
    await queryRunner.query(`
      UPDATE prestamos p
      SET saldo_pendiente = 0, capital_pendiente = 0, fecha_cierre = (p.updated_at AT TIME ZONE 'America/Bogota')::date
      WHERE p.estado = 'cancelado'`);

    await queryRunner.query(FUNCION_RECONSTRUIR);
    await queryRunner.query(`SELECT libro_reconstruir()`);

    // De sólo inserciones: una corrección es otro asiento, nunca un cambio de uno anterior.
    await hacerInmutable(
      queryRunner,
      'prestamos_movimientos_inmutable',
      'prestamos_movimientos',
      `RAISE EXCEPTION 'El libro de préstamos no admite cambios (%): las correcciones son asientos nuevos', TG_OP
          USING ERRCODE = 'P0001';`,
    );

    // Capital pendiente por préstamo, desde las cuotas: lo que falta de cada una menos su parte de interés.
    await queryRunner.query(`
      UPDATE prestamos p SET capital_pendiente = x.capital
      FROM (
        SELECT q.prestamo_id, sum(${SQL_CAPITAL_PENDIENTE_CUOTA}) AS capital
        FROM cuotas q WHERE q.estado IN ('pendiente', 'parcial', 'vencida')
        GROUP BY q.prestamo_id
      ) x
      WHERE x.prestamo_id = p.id AND p.estado IN ('activo', 'mora', 'vencido')`);

    // prestamos_resumen suma también el capital pendiente por estado (la cartera vigente del tablero).
    await queryRunner.query(`ALTER TABLE prestamos_resumen ADD COLUMN capital numeric(16,2) NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION prestamos_resumen_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          INSERT INTO prestamos_resumen (estado, cantidad, saldo, prestado, capital)
          VALUES (OLD.estado, -1, -OLD.saldo_pendiente, -(OLD.monto - OLD.monto_refinanciado), -OLD.capital_pendiente);
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') THEN
          INSERT INTO prestamos_resumen (estado, cantidad, saldo, prestado, capital)
          VALUES (NEW.estado, 1, NEW.saldo_pendiente, NEW.monto - NEW.monto_refinanciado, NEW.capital_pendiente);
        END IF;
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`DROP TRIGGER prestamos_resumen_cambio ON prestamos`);
    await queryRunner.query(`
      CREATE TRIGGER prestamos_resumen_cambio
      AFTER UPDATE OF estado, saldo_pendiente, monto, monto_refinanciado, capital_pendiente ON prestamos
      FOR EACH ROW
      WHEN (OLD.estado IS DISTINCT FROM NEW.estado OR OLD.saldo_pendiente IS DISTINCT FROM NEW.saldo_pendiente
            OR OLD.monto IS DISTINCT FROM NEW.monto OR OLD.monto_refinanciado IS DISTINCT FROM NEW.monto_refinanciado
            OR OLD.capital_pendiente IS DISTINCT FROM NEW.capital_pendiente)
      EXECUTE FUNCTION prestamos_resumen_registrar()`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION prestamos_resumen_recontar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM prestamos_resumen RETURNING id)
        INSERT INTO prestamos_resumen (estado, cantidad, saldo, prestado, capital)
        SELECT estado, count(*), coalesce(sum(saldo_pendiente), 0), coalesce(sum(monto - monto_refinanciado), 0),
               coalesce(sum(capital_pendiente), 0)
        FROM prestamos
        GROUP BY estado
      $$`);
    await queryRunner.query(`SELECT prestamos_resumen_recontar()`);

    // Caja diaria: una solicitud (o una rechazada) no desembolsa; una anulación devuelve el desembolso a la caja el
    // día en que se anuló. Lo condonado de una cuota deja de ser exigible y de estar abierto.
    await this.reemplazarCaja(queryRunner, PRESTAMOS_CAJA, CUOTAS_POR_FECHA);

    // La última verificación del libro (Configuración → Sistema) y las anteriores.
    await queryRunner.query(`
      CREATE TABLE verificaciones_contables (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        fecha timestamptz NOT NULL DEFAULT now(),
        prestamos_revisados integer NOT NULL,
        duracion_ms integer NOT NULL,
        descuadres jsonb NOT NULL,
        cantidad_descuadres integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX verificaciones_contables_fecha_idx ON verificaciones_contables (fecha DESC)`);
  }

  /** Inserta el plan de los préstamos que aún no lo tienen (con el motor del plan de entonces, congelado). */
  private async generarPlanesFaltantes(queryRunner: QueryRunner): Promise<void> {
    const sinPlan: FilaTerminosPrestamo[] = await queryRunner.query(
      `SELECT id, monto, interes, cuotas, modalidad, tipo_amortizacion, fecha_inicio::text, fecha_primer_pago::text
       FROM prestamos WHERE NOT plan_generado AND estado NOT IN ('cancelado')`,
    );
    for (const fila of sinPlan) {
      const plan = calcularPlanCongelado({
        monto: Number(fila.monto),
        interes: Number(fila.interes),
        cuotas: fila.cuotas,
        modalidad: fila.modalidad,
        tipoAmortizacion: fila.tipo_amortizacion,
        fechaInicio: fila.fecha_inicio,
        fechaPrimerPago: fila.fecha_primer_pago,
      });
      await queryRunner.query(
        `INSERT INTO cuotas (prestamo_id, numero, fecha_programada, monto_capital, monto_interes, monto_total)
         SELECT $1, v.numero, v.fecha, v.capital, v.interes, v.total
         FROM unnest($2::int[], $3::date[], $4::numeric[], $5::numeric[], $6::numeric[])
           AS v(numero, fecha, capital, interes, total)`,
        [
          fila.id,
          plan.cuotas.map((c) => c.numero),
          plan.cuotas.map((c) => c.fechaProgramada),
          plan.cuotas.map((c) => c.montoCapital),
          plan.cuotas.map((c) => c.montoInteres),
          plan.cuotas.map((c) => c.montoTotal),
        ],
      );
      // El barrido pasa a vencidas las cuotas cuya fecha ya pasó (las encuentra por proxima_fecha).
      await queryRunner.query(
        `UPDATE prestamos SET plan_generado = true, cuota_diaria = $2, proxima_fecha = $3, primera_impaga = $3
         WHERE id = $1`,
        [fila.id, plan.cuota, plan.cuotas[0].fechaProgramada],
      );
    }
  }

  private async reemplazarCaja(queryRunner: QueryRunner, prestamos: FilasPorTabla, cuotas: FilasPorTabla): Promise<void> {
    const cobros = (tabla: string, signo: string) =>
      `SELECT fecha, ${signo}monto AS cobros, 0::numeric AS desembolsado, 0::numeric AS retenido FROM ${tabla}`;
    for (const [prefijo, insertar, filas] of [
      ['caja_diaria_prestamos', sumarACajaDiaria, prestamos],
      ['cuotas_por_fecha', sumarACuotasPorFecha, cuotas],
    ] as const) {
      await queryRunner.query(funcionQueReemplaza(`${prefijo}_sumar`, insertar(filas('nuevos', ''))));
      await queryRunner.query(funcionQueReemplaza(`${prefijo}_restar`, insertar(filas('viejos', '-'))));
      await queryRunner.query(funcionQueReemplaza(`${prefijo}_mover`, insertar(`${filas('nuevos', '')} UNION ALL ${filas('viejos', '-')}`)));
    }
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION caja_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM caja_diaria;
        ${sumarACajaDiaria(`${cobros('cobros', '')} UNION ALL ${prestamos('prestamos', '')}`)};
        DELETE FROM cuotas_por_fecha;
        ${sumarACuotasPorFecha(cuotas('cuotas', ''))};
      $$`);
    await queryRunner.query(`SELECT caja_recontar()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.reemplazarCaja(queryRunner, PRESTAMOS_CAJA_ANTERIOR, CUOTAS_POR_FECHA_ANTERIOR);
    await queryRunner.query(`DROP TABLE IF EXISTS verificaciones_contables`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS prestamos_resumen_cambio ON prestamos`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION prestamos_resumen_registrar() RETURNS trigger LANGUAGE plpgsql AS $$${CUERPO_PRESTAMOS_RESUMEN_REGISTRAR}`);
    await queryRunner.query(DISPARADOR_PRESTAMOS_RESUMEN_CAMBIO);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION prestamos_resumen_recontar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM prestamos_resumen RETURNING id)
        INSERT INTO prestamos_resumen (estado, cantidad, saldo, prestado)
        SELECT estado, count(*), coalesce(sum(saldo_pendiente), 0), coalesce(sum(monto - monto_refinanciado), 0)
        FROM prestamos
        GROUP BY estado
      $$`);
    await queryRunner.query(`ALTER TABLE prestamos_resumen DROP COLUMN capital`);
    await queryRunner.query(`DROP TABLE IF EXISTS prestamos_movimientos`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS prestamos_movimientos_inmutable()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS libro_reconstruir()`);
    // Los estados nuevos vuelven a los de antes: un castigado era un cancelado con cobros.
    await queryRunner.query(`UPDATE cuotas SET estado = 'anulada' WHERE estado IN ('castigada', 'condonada')`);
    await queryRunner.query(`UPDATE prestamos SET estado = 'cancelado' WHERE estado IN ('castigado', 'solicitado', 'rechazado')`);
    await queryRunner.query(`ALTER TABLE cobros DROP CONSTRAINT cobros_origen_check`);
    await queryRunner.query(`UPDATE cobros SET origen = 'cobro' WHERE origen IN ('liquidacion', 'recuperacion')`);
    await queryRunner.query(`
      ALTER TABLE cobros ADD CONSTRAINT cobros_origen_check CHECK (origen IN ('cobro', 'pago_cuota', 'marcado_pagado'))`);
    await queryRunner.query(`ALTER TABLE cuotas DROP CONSTRAINT cuotas_estado_check`);
    await queryRunner.query(`
      ALTER TABLE cuotas ADD CONSTRAINT cuotas_estado_check
        CHECK (estado IN ('pendiente', 'parcial', 'pagada', 'vencida', 'refinanciada', 'anulada'))`);
    await queryRunner.query(`ALTER TABLE cuotas DROP CONSTRAINT cuotas_pagado_max`);
    await queryRunner.query(`ALTER TABLE cuotas DROP COLUMN monto_condonado`);
    await queryRunner.query(`ALTER TABLE cuotas ADD CONSTRAINT cuotas_pagado_max CHECK (monto_pagado + monto_refinanciado <= monto_total)`);
    await queryRunner.query(`DROP INDEX IF EXISTS prestamos_solicitados_idx`);
    await queryRunner.query(`
      ALTER TABLE prestamos DROP COLUMN capital_pendiente, DROP COLUMN fecha_cierre, DROP COLUMN motivo_rechazo,
        DROP COLUMN solicitado_por, DROP COLUMN aprobado_por`);
    await queryRunner.query(`DROP INDEX prestamos_orden_estado_idx`);
    await queryRunner.query(`ALTER TABLE prestamos DROP COLUMN orden_estado`);
    await queryRunner.query(`
      ALTER TABLE prestamos ADD COLUMN orden_estado smallint GENERATED ALWAYS AS (
        CASE estado
          WHEN 'pagado' THEN 1 WHEN 'reenganchado' THEN 2 WHEN 'activo' THEN 3
          WHEN 'mora' THEN 4 WHEN 'vencido' THEN 5 ELSE 6
        END
      ) STORED`);
    await queryRunner.query(`CREATE INDEX prestamos_orden_estado_idx ON prestamos (orden_estado, created_at DESC)`);
    await queryRunner.query(`ALTER TABLE prestamos DROP CONSTRAINT prestamos_estado_check`);
    await queryRunner.query(`
      ALTER TABLE prestamos ADD CONSTRAINT prestamos_estado_check
        CHECK (estado IN ('activo', 'pagado', 'vencido', 'mora', 'reenganchado', 'cancelado'))`);
    await queryRunner.query(`ALTER TABLE prestamos_notificaciones DROP CONSTRAINT prestamos_notificaciones_categoria_check`);
    await queryRunner.query(`DELETE FROM prestamos_notificaciones WHERE categoria IN ('solicitud', 'condonacion', 'castigo')`);
    await queryRunner.query(`
      ALTER TABLE prestamos_notificaciones ADD CONSTRAINT prestamos_notificaciones_categoria_check
        CHECK (categoria IN ('plan', 'pago', 'reverso', 'mora', 'reenganche', 'cancelacion', 'estado'))`);
  }
}
