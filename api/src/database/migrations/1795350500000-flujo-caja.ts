import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Flujo de caja: movimientos de caja registrados a mano (gastos, comisiones, otros), la configuración de la
 * organización (saldo inicial de caja) y `caja_diaria`, el total por día de lo que entra y sale por cobros y
 * desembolsos, mantenido por disparadores de sentencia sobre `cobros` y `prestamos` (el flujo de un año se lee en
 * ≤ 366 filas, no en un millón de cobros). Índice de cuotas por fecha con sus montos para las proyecciones.
 */
export class FlujoCaja1795350500000 implements MigrationInterface {
  name = 'FlujoCaja1795350500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE configuracion_organizacion (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        saldo_inicial_caja numeric(14,2) NOT NULL DEFAULT 0,
        fecha_saldo_inicial date NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`INSERT INTO configuracion_organizacion (id) VALUES (1)`);

    await queryRunner.query(`
      CREATE TABLE movimientos_caja (
        id uuid PRIMARY KEY DEFAULT uuid_v7(),
        fecha date NOT NULL,
        tipo text NOT NULL CHECK (tipo IN ('ingreso', 'egreso')),
        categoria text NOT NULL CHECK (categoria IN ('gastos', 'comisiones', 'otros')),
        concepto text NOT NULL CHECK (length(concepto) BETWEEN 1 AND 200),
        monto numeric(14,2) NOT NULL CHECK (monto > 0),
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(
      `CREATE INDEX movimientos_caja_fecha_idx ON movimientos_caja (fecha DESC, created_at DESC) INCLUDE (tipo, categoria, monto)`,
    );

    // Una fila por día con movimiento de cartera. cobros = Σ cobros.monto; desembolsado = Σ (monto − monto_refinanciado)
    // de los préstamos con esa fecha; retenido = Σ (monto − monto_entregado) (interés adelantado que nunca se entrega).
    await queryRunner.query(`
      CREATE TABLE caja_diaria (
        fecha date PRIMARY KEY,
        cobros numeric(16,2) NOT NULL DEFAULT 0,
        desembolsado numeric(16,2) NOT NULL DEFAULT 0,
        retenido numeric(16,2) NOT NULL DEFAULT 0
      )
    `);
    const ajustar = (filas: string) => `
      INSERT INTO caja_diaria AS t (fecha, cobros, desembolsado, retenido)
      SELECT fecha, sum(cobros), sum(desembolsado), sum(retenido) FROM (${filas}) AS x
      GROUP BY fecha
      HAVING sum(cobros) <> 0 OR sum(desembolsado) <> 0 OR sum(retenido) <> 0
      ORDER BY fecha
      ON CONFLICT (fecha) DO UPDATE SET cobros = t.cobros + EXCLUDED.cobros,
        desembolsado = t.desembolsado + EXCLUDED.desembolsado, retenido = t.retenido + EXCLUDED.retenido`;
    const cobros = (tabla: string, signo: string) =>
      `SELECT fecha, ${signo}monto AS cobros, 0::numeric AS desembolsado, 0::numeric AS retenido FROM ${tabla}`;
    const prestamos = (tabla: string, signo: string) =>
      `SELECT fecha, 0::numeric AS cobros, ${signo}(monto - monto_refinanciado) AS desembolsado,
              ${signo}(monto - monto_entregado) AS retenido FROM ${tabla}`;
    const funcion = (nombre: string, cuerpo: string) => `
      CREATE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${cuerpo};
        RETURN NULL;
      END
      $$`;
    await queryRunner.query(funcion('caja_diaria_cobros_sumar', ajustar(cobros('nuevos', ''))));
    await queryRunner.query(funcion('caja_diaria_cobros_restar', ajustar(cobros('viejos', '-'))));
    await queryRunner.query(
      funcion('caja_diaria_cobros_mover', ajustar(`${cobros('nuevos', '')} UNION ALL ${cobros('viejos', '-')}`)),
    );
    await queryRunner.query(funcion('caja_diaria_prestamos_sumar', ajustar(prestamos('nuevos', ''))));
    await queryRunner.query(funcion('caja_diaria_prestamos_restar', ajustar(prestamos('viejos', '-'))));
    await queryRunner.query(
      funcion(
        'caja_diaria_prestamos_mover',
        ajustar(`${prestamos('nuevos', '')} UNION ALL ${prestamos('viejos', '-')}`),
      ),
    );
    await queryRunner.query(funcion('caja_diaria_recontar_todo', 'PERFORM caja_diaria_recontar()'));
    for (const [tabla, prefijo] of [
      ['cobros', 'caja_diaria_cobros'],
      ['prestamos', 'caja_diaria_prestamos'],
    ] as const) {
      await queryRunner.query(`
        CREATE TRIGGER ${prefijo}_insert AFTER INSERT ON ${tabla}
        REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION ${prefijo}_sumar()`);
      await queryRunner.query(`
        CREATE TRIGGER ${prefijo}_update AFTER UPDATE ON ${tabla}
        REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION ${prefijo}_mover()`);
      await queryRunner.query(`
        CREATE TRIGGER ${prefijo}_delete AFTER DELETE ON ${tabla}
        REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION ${prefijo}_restar()`);
      await queryRunner.query(`
        CREATE TRIGGER ${prefijo}_truncate AFTER TRUNCATE ON ${tabla}
        FOR EACH STATEMENT EXECUTE FUNCTION caja_diaria_recontar_todo()`);
    }
    // Recuento desde cero (exacto): también para una carga masiva hecha sin disparadores (bench/).
    await queryRunner.query(`
      CREATE FUNCTION caja_diaria_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM caja_diaria;
        INSERT INTO caja_diaria (fecha, cobros, desembolsado, retenido)
        SELECT fecha, sum(cobros), sum(desembolsado), sum(retenido) FROM (
          SELECT fecha, monto AS cobros, 0::numeric AS desembolsado, 0::numeric AS retenido FROM cobros
          UNION ALL
          SELECT fecha, 0, monto - monto_refinanciado, monto - monto_entregado FROM prestamos
        ) AS x GROUP BY fecha;
      $$
    `);
    await queryRunner.query(`SELECT caja_diaria_recontar()`);

    // Proyecciones (saldo abierto por fecha) y tasa de cobro (lo exigible y lo pagado en una ventana), leídas sólo
    // del índice.
    await queryRunner.query(`
      CREATE INDEX cuotas_abiertas_montos_idx ON cuotas (fecha_programada)
      INCLUDE (monto_total, monto_pagado, monto_refinanciado)
      WHERE estado IN ('pendiente', 'parcial', 'vencida')
    `);
    await queryRunner.query(`
      CREATE INDEX cuotas_fecha_montos_idx ON cuotas (fecha_programada)
      INCLUDE (estado, monto_total, monto_pagado, monto_refinanciado)
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS cuotas_fecha_montos_idx`);
    await queryRunner.query(`DROP INDEX IF EXISTS cuotas_abiertas_montos_idx`);
    for (const [tabla, prefijo] of [
      ['cobros', 'caja_diaria_cobros'],
      ['prestamos', 'caja_diaria_prestamos'],
    ]) {
      for (const evento of ['insert', 'update', 'delete', 'truncate']) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${prefijo}_${evento} ON ${tabla}`);
      }
      for (const accion of ['sumar', 'restar', 'mover']) {
        await queryRunner.query(`DROP FUNCTION IF EXISTS ${prefijo}_${accion}()`);
      }
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS caja_diaria_recontar_todo()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS caja_diaria_recontar()`);
    await queryRunner.query(`DROP TABLE IF EXISTS caja_diaria`);
    await queryRunner.query(`DROP TABLE IF EXISTS movimientos_caja`);
    await queryRunner.query(`DROP TABLE IF EXISTS configuracion_organizacion`);
  }
}
