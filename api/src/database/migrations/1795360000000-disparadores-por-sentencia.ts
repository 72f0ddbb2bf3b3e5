import { MigrationInterface, QueryRunner } from 'typeorm';
import * as disparadores from '../congelado/disparadores';

/**
 * Los disparadores de alta del dinero, por sentencia (docs/decisiones/importacion.md, «Velocidad de la aplicación»):
 * una sentencia de muchas filas (la aplicación por lotes de una importación) los corre una vez sobre la tabla de
 * transición en vez de una vez por fila, con las mismas garantías para todo el que escribe.
 *
 * - Periodo abierto al insertar cobros, movimientos del libro de préstamos y comprobantes: la fecha más antigua de
 *   la sentencia contra el cierre (`asegurar_periodo_abierto`, el mismo candado compartido y el mismo error CA001).
 *   Cambiar o borrar sigue fila por fila (mira la fila vieja y la nueva).
 * - Una línea del mayor sólo entra a un comprobante de su transacción y con su fecha: una búsqueda por comprobante
 *   de la sentencia, por su llave.
 * - El cuadre al confirmar: un disparador diferido por comprobante (no por línea) comprueba que tenga al menos dos
 *   líneas y que sus débitos sumen lo que sus créditos. Como las líneas sólo entran a un comprobante de la misma
 *   transacción, revisar cada comprobante nuevo al confirmar cubre cada línea nueva.
 * - Los registros de conteos de cobros y préstamos (`cobros_resumen`, `prestamos_resumen`): una fila con la suma de
 *   la sentencia (por estado, los préstamos) en vez de una por fila; quien los lee suma.
 */
export class DisparadoresPorSentencia1795360000000 implements MigrationInterface {
  name = 'DisparadoresPorSentencia1795360000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Periodo abierto: la fecha más antigua de lo insertado (min ignora las nulas, como asegurar_periodo_abierto).
    await queryRunner.query(`
      CREATE FUNCTION periodo_abierto_insertadas() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        filas bigint;
        dia date;
      BEGIN
        SELECT count(*), min(fecha) INTO filas, dia FROM insertadas;
        IF filas > 0 THEN PERFORM asegurar_periodo_abierto(dia); END IF;
        RETURN NULL;
      END $$`);
    for (const [tabla, columnas] of [
      ['cobros', 'fecha, monto, prestamo_id'],
      ['prestamos_movimientos', 'fecha, monto, efectivo'],
    ] as const) {
      await queryRunner.query(`DROP TRIGGER ${tabla}_periodo_abierto ON ${tabla}`);
      await queryRunner.query(`
        CREATE TRIGGER ${tabla}_periodo_abierto BEFORE UPDATE OF ${columnas} OR DELETE ON ${tabla}
        FOR EACH ROW EXECUTE FUNCTION periodo_abierto_disparador()`);
      await queryRunner.query(`
        CREATE TRIGGER ${tabla}_periodo_abierto_alta AFTER INSERT ON ${tabla}
        REFERENCING NEW TABLE AS insertadas FOR EACH STATEMENT EXECUTE FUNCTION periodo_abierto_insertadas()`);
    }
    // Mismo nombre: quien rehace el mayor lo desactiva por su nombre (api/test/support/mayor.ts).
    await pasarAPorSentencia(
      queryRunner,
      'contabilidad_asientos_periodo_abierto',
      'contabilidad_asientos',
      'periodo_abierto_insertadas',
    );

    // Las líneas de su comprobante: cada par (comprobante, fecha) distinto de la sentencia, buscado por su llave
    // (OFFSET 0: una búsqueda por índice por comprobante, nunca un recorrido del mayor entero). Si hay más de una
    // línea mala, dice primero la de un comprobante cerrado.
    await queryRunner.query(`
      CREATE FUNCTION contabilidad_lineas_de_sus_asientos() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        mala record;
      BEGIN
        SELECT a.numero, a.transaccion <> pg_current_xact_id() AS cerrado INTO mala
        FROM (SELECT DISTINCT asiento_id, fecha FROM insertadas) n
        CROSS JOIN LATERAL (
          SELECT x.numero, x.transaccion, x.fecha FROM contabilidad_asientos x WHERE x.id = n.asiento_id OFFSET 0
        ) a
        WHERE a.transaccion <> pg_current_xact_id() OR n.fecha <> a.fecha
        ORDER BY 2 DESC NULLS LAST
        LIMIT 1;
        IF NOT FOUND THEN RETURN NULL; END IF;
        IF mala.cerrado THEN
          RAISE EXCEPTION 'El comprobante % ya está cerrado: las correcciones son reversos', mala.numero
            USING ERRCODE = 'P0001';
        END IF;
        RAISE EXCEPTION 'La línea lleva otra fecha que su comprobante %', mala.numero USING ERRCODE = 'P0001';
      END $$`);
    await pasarAPorSentencia(
      queryRunner,
      'contabilidad_lineas_de_su_asiento',
      'contabilidad_lineas',
      'contabilidad_lineas_de_sus_asientos',
    );

    // El cuadre, una vez por comprobante al confirmar.
    await queryRunner.query(
      disparadores.funcionDeCuadre(
        'contabilidad_asiento_completo',
        'NEW.id',
        disparadores.SIN_LINEAS_NO_PASA,
      ),
    );
    await queryRunner.query(`DROP TRIGGER contabilidad_lineas_cuadre ON contabilidad_lineas`);
    await queryRunner.query(`DROP TRIGGER contabilidad_asientos_con_lineas ON contabilidad_asientos`);
    await queryRunner.query(disparadores.ASIENTOS_CUADRE);

    // Los registros de conteos: una fila por sentencia (por estado, los préstamos).
    await resumenPorSentencia(
      queryRunner,
      'cobros_resumen',
      'cobros',
      `INSERT INTO cobros_resumen (cantidad, monto) SELECT count(*), sum(monto) FROM insertadas HAVING count(*) > 0`,
    );
    await resumenPorSentencia(
      queryRunner,
      'prestamos_resumen',
      'prestamos',
      `INSERT INTO prestamos_resumen (estado, cantidad, saldo, prestado, capital)
        SELECT estado, count(*), sum(saldo_pendiente), sum(monto - monto_refinanciado), sum(capital_pendiente)
        FROM insertadas GROUP BY estado`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await resumenPorFila(queryRunner, 'prestamos_resumen', 'prestamos');
    await resumenPorFila(queryRunner, 'cobros_resumen', 'cobros');

    await queryRunner.query(`DROP TRIGGER contabilidad_asientos_cuadre ON contabilidad_asientos`);
    await queryRunner.query(`DROP FUNCTION contabilidad_asiento_completo()`);
    await queryRunner.query(disparadores.LINEAS_CUADRE);
    await queryRunner.query(disparadores.ASIENTOS_CON_LINEAS);

    await queryRunner.query(`DROP TRIGGER contabilidad_lineas_de_su_asiento ON contabilidad_lineas`);
    await queryRunner.query(`DROP FUNCTION contabilidad_lineas_de_sus_asientos()`);
    await queryRunner.query(disparadores.LINEAS_DE_SU_ASIENTO);

    await queryRunner.query(`DROP TRIGGER contabilidad_asientos_periodo_abierto ON contabilidad_asientos`);
    await queryRunner.query(disparadores.ASIENTOS_EN_PERIODO_ABIERTO);
    for (const [tabla, columnas] of [
      ['cobros', 'fecha, monto, prestamo_id'],
      ['prestamos_movimientos', 'fecha, monto, efectivo'],
    ] as const) {
      await queryRunner.query(`DROP TRIGGER ${tabla}_periodo_abierto_alta ON ${tabla}`);
      await queryRunner.query(`DROP TRIGGER ${tabla}_periodo_abierto ON ${tabla}`);
      await queryRunner.query(`
        CREATE TRIGGER ${tabla}_periodo_abierto BEFORE INSERT OR UPDATE OF ${columnas} OR DELETE ON ${tabla}
        FOR EACH ROW EXECUTE FUNCTION periodo_abierto_disparador()`);
    }
    await queryRunner.query(`DROP FUNCTION periodo_abierto_insertadas()`);
  }
}

/** El disparador `nombre` que corre `funcion` una vez por sentencia con las filas insertadas en `tabla` (`insertadas`). */
const altaPorSentencia = (nombre: string, tabla: string, funcion: string) => `
      CREATE TRIGGER ${nombre} AFTER INSERT ON ${tabla}
      REFERENCING NEW TABLE AS insertadas FOR EACH STATEMENT EXECUTE FUNCTION ${funcion}()`;

/** Cambia el disparador fila por fila `nombre` de `tabla` por el de una vez por sentencia, con el mismo nombre. */
async function pasarAPorSentencia(queryRunner: QueryRunner, nombre: string, tabla: string, funcion: string) {
  await queryRunner.query(`DROP TRIGGER ${nombre} ON ${tabla}`);
  await queryRunner.query(altaPorSentencia(nombre, tabla, funcion));
}

/**
 * El registro de conteos `resumen` de `tabla`, una fila por sentencia al insertar (`insertar`, sobre `insertadas`) y
 * una por fila al borrar, en vez de una por fila en los dos (`<resumen>_alta_baja`).
 */
async function resumenPorSentencia(
  queryRunner: QueryRunner,
  resumen: string,
  tabla: string,
  insertar: string,
) {
  await queryRunner.query(`
      CREATE FUNCTION ${resumen}_insertados() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${insertar};
        RETURN NULL;
      END $$`);
  await queryRunner.query(`DROP TRIGGER ${resumen}_alta_baja ON ${tabla}`);
  await queryRunner.query(`
      CREATE TRIGGER ${resumen}_baja AFTER DELETE ON ${tabla}
      FOR EACH ROW EXECUTE FUNCTION ${resumen}_registrar()`);
  await queryRunner.query(altaPorSentencia(`${resumen}_alta`, tabla, `${resumen}_insertados`));
}

/** Deshace resumenPorSentencia: vuelve al disparador de una fila por fila al insertar y al borrar. */
async function resumenPorFila(queryRunner: QueryRunner, resumen: string, tabla: string) {
  await queryRunner.query(`DROP TRIGGER ${resumen}_alta ON ${tabla}`);
  await queryRunner.query(`DROP TRIGGER ${resumen}_baja ON ${tabla}`);
  await queryRunner.query(`
      CREATE TRIGGER ${resumen}_alta_baja AFTER INSERT OR DELETE ON ${tabla}
      FOR EACH ROW EXECUTE FUNCTION ${resumen}_registrar()`);
  await queryRunner.query(`DROP FUNCTION ${resumen}_insertados()`);
}
