import { MigrationInterface, QueryRunner } from 'typeorm';
import { funcionDeDisparador, sumarACajaDiaria, sumarACuotasPorFecha } from '../congelado/disparadores';
import { filasDeCuotas } from '../congelado/libro-prestamos';

/**
 * Flujo de caja: movimientos de caja registrados a mano (gastos, comisiones, otros), la configuración de la
 * organización (saldo inicial de caja), `caja_diaria` (lo que entra y sale por cobros y desembolsos, por día) y
 * `cuotas_por_fecha` (lo exigible, pagado y abierto de las cuotas, por fecha programada), mantenidos por disparadores
 * de sentencia: el flujo de un año se lee en ≈ 366 filas, no en un millón de cobros.
 */
export class FlujoCaja1795350500000 implements MigrationInterface {
  name = 'FlujoCaja1795350500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(TABLA_CONFIGURACION_ORGANIZACION);
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

    // Registros de sólo inserciones (como prestamos_resumen): cada sentencia sobre cobros, prestamos o cuotas agrega
    // sus diferencias por fecha, sin actualizar nunca una fila compartida (sin esperas ni bloqueos mutuos entre
    // cobros simultáneos del mismo día). Leer un día es sumar sus filas; el barrido compacta cada 15 minutos. Sin
    // clave primaria (nadie busca una fila suelta): cada fila agregada toca un solo índice, el de la fecha.
    //
    // caja_diaria, por fecha de negocio: cobros = Σ cobros.monto; desembolsado = Σ (monto − monto_refinanciado) de
    // los préstamos con esa fecha; retenido = Σ (monto − monto_entregado) (interés adelantado que nunca se entrega).
    await queryRunner.query(`
      CREATE TABLE caja_diaria (
        fecha date NOT NULL,
        cobros numeric(16,2) NOT NULL,
        desembolsado numeric(16,2) NOT NULL,
        retenido numeric(16,2) NOT NULL
      )
    `);
    await queryRunner.query(
      `CREATE INDEX caja_diaria_fecha_idx ON caja_diaria (fecha) INCLUDE (cobros, desembolsado, retenido)`,
    );
    // cuotas_por_fecha, por fecha programada: exigible = Σ (monto_total − monto_refinanciado) y pagado = Σ monto_pagado
    // de las cuotas no anuladas (tasa de cobro); abierto = Σ saldo y abiertas = cantidad de las cuotas pendiente,
    // parcial o vencida con saldo (proyección). Sin índice nuevo sobre los millones de cuotas: un plan de 1.000 cuotas
    // agrega ≤ 1.000 filas al final de una tabla pequeña (docs/decisiones/cuotas-cobros-y-estados.md).
    await queryRunner.query(`
      CREATE TABLE cuotas_por_fecha (
        fecha date NOT NULL,
        exigible numeric(16,2) NOT NULL,
        pagado numeric(16,2) NOT NULL,
        abierto numeric(16,2) NOT NULL,
        abiertas integer NOT NULL
      )
    `);
    await queryRunner.query(
      `CREATE INDEX cuotas_por_fecha_fecha_idx ON cuotas_por_fecha (fecha) INCLUDE (exigible, pagado, abierto, abiertas)`,
    );

    const cobros = (tabla: string, signo: string) =>
      `SELECT fecha, ${signo}monto AS cobros, 0::numeric AS desembolsado, 0::numeric AS retenido FROM ${tabla}`;
    const prestamos = (tabla: string, signo: string) =>
      `SELECT fecha, 0::numeric AS cobros, ${signo}(monto - monto_refinanciado) AS desembolsado,
              ${signo}(monto - monto_entregado) AS retenido FROM ${tabla}`;
    const cuotas = (tabla: string, signo: string) =>
      filasDeCuotas(tabla, signo, { sangria: 6, condonado: false, conSigno: true });
    const TABLAS = [
      ['cobros', 'caja_diaria_cobros', sumarACajaDiaria, cobros],
      ['prestamos', 'caja_diaria_prestamos', sumarACajaDiaria, prestamos],
      ['cuotas', 'cuotas_por_fecha', sumarACuotasPorFecha, cuotas],
    ] as const;
    for (const [tabla, prefijo, insertar, filas] of TABLAS) {
      await queryRunner.query(funcionDeDisparador(`${prefijo}_sumar`, insertar(filas('nuevos', ''))));
      await queryRunner.query(funcionDeDisparador(`${prefijo}_restar`, insertar(filas('viejos', '-'))));
      await queryRunner.query(
        funcionDeDisparador(
          `${prefijo}_mover`,
          insertar(`${filas('nuevos', '')} UNION ALL ${filas('viejos', '-')}`),
        ),
      );
      await queryRunner.query(`
        CREATE TRIGGER ${prefijo}_insert AFTER INSERT ON ${tabla}
        REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION ${prefijo}_sumar()`);
      await queryRunner.query(`
        CREATE TRIGGER ${prefijo}_update AFTER UPDATE ON ${tabla}
        REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION ${prefijo}_mover()`);
      await queryRunner.query(`
        CREATE TRIGGER ${prefijo}_delete AFTER DELETE ON ${tabla}
        REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION ${prefijo}_restar()`);
    }
    // Recuento exacto desde las tablas de origen: después de la migración, de un TRUNCATE o de una carga masiva hecha
    // sin disparadores (bench/).
    await queryRunner.query(`
      CREATE FUNCTION caja_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM caja_diaria;
        ${sumarACajaDiaria(`${cobros('cobros', '')} UNION ALL ${prestamos('prestamos', '')}`)};
        DELETE FROM cuotas_por_fecha;
        ${sumarACuotasPorFecha(cuotas('cuotas', ''))};
      $$
    `);
    // Compactación (barrido): una sola sentencia por tabla = una instantánea; borra las diferencias que ve y escribe su
    // suma por fecha. Las de transacciones que confirman después quedan y suman lo suyo.
    await queryRunner.query(`
      CREATE FUNCTION caja_compactar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM caja_diaria RETURNING fecha, cobros, desembolsado, retenido)
        ${sumarACajaDiaria('SELECT * FROM borradas')};
        WITH borradas AS (DELETE FROM cuotas_por_fecha RETURNING fecha, exigible, pagado, abierto, abiertas)
        ${sumarACuotasPorFecha('SELECT * FROM borradas')};
      $$
    `);
    await queryRunner.query(funcionDeDisparador('caja_recontar_todo', 'PERFORM caja_recontar()'));
    for (const tabla of ['cobros', 'prestamos', 'cuotas']) {
      await queryRunner.query(`
        CREATE TRIGGER ${tabla}_caja_truncate AFTER TRUNCATE ON ${tabla}
        FOR EACH STATEMENT EXECUTE FUNCTION caja_recontar_todo()`);
    }
    await queryRunner.query(`SELECT caja_recontar()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const tabla of ['cobros', 'prestamos', 'cuotas']) {
      await queryRunner.query(`DROP TRIGGER IF EXISTS ${tabla}_caja_truncate ON ${tabla}`);
    }
    for (const [tabla, prefijo] of [
      ['cobros', 'caja_diaria_cobros'],
      ['prestamos', 'caja_diaria_prestamos'],
      ['cuotas', 'cuotas_por_fecha'],
    ]) {
      for (const evento of ['insert', 'update', 'delete']) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${prefijo}_${evento} ON ${tabla}`);
      }
      for (const accion of ['sumar', 'restar', 'mover']) {
        await queryRunner.query(`DROP FUNCTION IF EXISTS ${prefijo}_${accion}()`);
      }
    }
    await queryRunner.query(`DROP FUNCTION IF EXISTS caja_recontar_todo()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS caja_compactar()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS caja_recontar()`);
    await queryRunner.query(`DROP TABLE IF EXISTS cuotas_por_fecha`);
    await queryRunner.query(`DROP TABLE IF EXISTS caja_diaria`);
    await queryRunner.query(`DROP TABLE IF EXISTS movimientos_caja`);
    await queryRunner.query(`DROP TABLE IF EXISTS configuracion_organizacion`);
  }
}

/** La tabla `configuracion_organizacion`, como la crea `up`. */
const TABLA_CONFIGURACION_ORGANIZACION = `
      CREATE TABLE configuracion_organizacion (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        saldo_inicial_caja numeric(14,2) NOT NULL DEFAULT 0,
        fecha_saldo_inicial date NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `;
