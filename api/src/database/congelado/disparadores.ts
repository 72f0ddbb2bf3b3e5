// Congelado (migraciones 1795349800000-clientes y siguientes): los totales que llevan disparadores por sentencia. No
// cambia nunca (docs/decisiones/migraciones-congeladas.md).
import type { QueryRunner } from 'typeorm';

/** Una función de disparador que corre `cuerpo` una vez por sentencia. */
export const funcionDeDisparador = (nombre: string, cuerpo: string) => `
      CREATE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${cuerpo};
        RETURN NULL;
      END
      $$`;

/** Una tabla de totales `totales` que llevan los disparadores por sentencia de `tabla`. */
export interface TotalesPorSentencia {
  totales: string;
  tabla: string;
  /** Los nombres de las tablas de transición (`nuevas`/`viejas` o `nuevos`/`viejos`). */
  transicion: readonly [string, string];
  /** Las filas con que suman las nuevas y restan las viejas. */
  nuevas: string;
  viejas: string;
  /** La sentencia que ajusta los totales con unas filas. */
  ajustar: (filas: string) => string;
}

/**
 * Las funciones `<totales>_sumar`, `_restar`, `_mover` y `_vaciar` y los disparadores `<totales>_insert`, `_update`,
 * `_delete` y `_truncate` de `tabla` que las corren.
 */
export async function crearTotalesPorSentencia(
  queryRunner: QueryRunner,
  t: TotalesPorSentencia,
): Promise<void> {
  const [nuevas, viejas] = t.transicion;
  await queryRunner.query(funcionDeDisparador(`${t.totales}_sumar`, t.ajustar(t.nuevas)));
  await queryRunner.query(funcionDeDisparador(`${t.totales}_restar`, t.ajustar(t.viejas)));
  await queryRunner.query(
    funcionDeDisparador(`${t.totales}_mover`, t.ajustar(`${t.nuevas} UNION ALL ${t.viejas}`)),
  );
  await queryRunner.query(funcionDeDisparador(`${t.totales}_vaciar`, `DELETE FROM ${t.totales}`));
  await queryRunner.query(`
      CREATE TRIGGER ${t.totales}_insert AFTER INSERT ON ${t.tabla}
      REFERENCING NEW TABLE AS ${nuevas} FOR EACH STATEMENT EXECUTE FUNCTION ${t.totales}_sumar()`);
  await queryRunner.query(`
      CREATE TRIGGER ${t.totales}_update AFTER UPDATE ON ${t.tabla}
      REFERENCING OLD TABLE AS ${viejas} NEW TABLE AS ${nuevas} FOR EACH STATEMENT EXECUTE FUNCTION ${t.totales}_mover()`);
  await queryRunner.query(`
      CREATE TRIGGER ${t.totales}_delete AFTER DELETE ON ${t.tabla}
      REFERENCING OLD TABLE AS ${viejas} FOR EACH STATEMENT EXECUTE FUNCTION ${t.totales}_restar()`);
  await queryRunner.query(`
      CREATE TRIGGER ${t.totales}_truncate AFTER TRUNCATE ON ${t.tabla}
      FOR EACH STATEMENT EXECUTE FUNCTION ${t.totales}_vaciar()`);
}

/**
 * La misma, con OR REPLACE: reemplaza la de una migración anterior. `sangria`: la de cada línea (préstamos importados
 * la escribió con cuatro espacios).
 */
export const funcionQueReemplaza = (nombre: string, cuerpo: string, sangria = '      ') => `
${sangria}CREATE OR REPLACE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$
${sangria}BEGIN
${sangria}  ${cuerpo};
${sangria}  RETURN NULL;
${sangria}END
${sangria}$$`;

/** Suma a `caja_diaria`, por día, las filas (fecha, cobros, desembolsado, retenido) de `filas`. */
export const sumarACajaDiaria = (filas: string) => `
      INSERT INTO caja_diaria (fecha, cobros, desembolsado, retenido)
      SELECT fecha, sum(cobros), sum(desembolsado), sum(retenido) FROM (${filas}) AS x
      GROUP BY fecha
      HAVING sum(cobros) <> 0 OR sum(desembolsado) <> 0 OR sum(retenido) <> 0`;

/** Suma a `cuotas_por_fecha`, por día, las filas (fecha, exigible, pagado, abierto, abiertas) de `filas`. */
export const sumarACuotasPorFecha = (filas: string) => `
      INSERT INTO cuotas_por_fecha (fecha, exigible, pagado, abierto, abiertas)
      SELECT fecha, sum(exigible), sum(pagado), sum(abierto), sum(abiertas) FROM (${filas}) AS x
      GROUP BY fecha
      HAVING sum(exigible) <> 0 OR sum(pagado) <> 0 OR sum(abierto) <> 0 OR sum(abiertas) <> 0`;

/** Deshace `crearTotalesPorSentencia` (y la función `<totales>_recontar`) y borra la tabla de totales. */
export async function borrarTotalesPorSentencia(queryRunner: QueryRunner, totales: string, tabla: string) {
  for (const evento of ['truncate', 'delete', 'update', 'insert'])
    await queryRunner.query(`DROP TRIGGER IF EXISTS ${totales}_${evento} ON ${tabla}`);
  for (const funcion of ['recontar', 'vaciar', 'mover', 'restar', 'sumar'])
    await queryRunner.query(`DROP FUNCTION IF EXISTS ${totales}_${funcion}()`);
  await queryRunner.query(`DROP TABLE IF EXISTS ${totales}`);
}

/**
 * El disparador de restricción `nombre`, diferido al confirmar, que corre `funcion` por cada fila insertada en `tabla`.
 * Libro mayor y disparadores por sentencia (que lo cambia y, al deshacerse, lo deja como estaba).
 */
export const diferido = (nombre: string, tabla: string, funcion: string) => `
      CREATE CONSTRAINT TRIGGER ${nombre} AFTER INSERT ON ${tabla}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${funcion}()`;

/** El disparador `nombre` que corre `funcion` fila por fila `cuando` (`BEFORE INSERT`…) en `tabla`. Los mismos. */
export const porFila = (nombre: string, cuando: string, tabla: string, funcion: string) => `
      CREATE TRIGGER ${nombre} ${cuando} ON ${tabla}
      FOR EACH ROW EXECUTE FUNCTION ${funcion}()`;

/** Con `funcionDeCuadre`: el RAISE cuando el comprobante `NEW.id` no tiene ninguna línea. */
export const SIN_LINEAS_NO_PASA = `
        IF n = 0 THEN
          RAISE EXCEPTION 'El comprobante % no tiene líneas', NEW.id USING ERRCODE = 'CA002';
        END IF;`;

/**
 * La función de disparador `funcion` que comprueba que el comprobante `asiento` (`NEW.asiento_id` desde una línea,
 * `NEW.id` desde el comprobante) cuadre con al menos dos líneas; `antes` va tras contar (SIN_LINEAS_NO_PASA). Libro
 * mayor (el cuadre por línea) y disparadores por sentencia (por comprobante).
 */
export const funcionDeCuadre = (funcion: string, asiento: string, antes = '') => `
      CREATE FUNCTION ${funcion}() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        d numeric;
        c numeric;
        n int;
      BEGIN
        SELECT coalesce(sum(debito), 0), coalesce(sum(credito), 0), count(*) INTO d, c, n
        FROM contabilidad_lineas WHERE asiento_id = ${asiento};${antes}
        IF d <> c OR n < 2 THEN
          RAISE EXCEPTION 'El comprobante % no cuadra: débitos %, créditos %, % línea(s)', ${asiento}, d, c, n
            USING ERRCODE = 'CA002';
        END IF;
        RETURN NULL;
      END $$`;

/** Una línea del mayor sólo entra a un comprobante de su transacción y con su fecha, fila por fila (libro mayor). */
export const LINEAS_DE_SU_ASIENTO = porFila(
  'contabilidad_lineas_de_su_asiento',
  'BEFORE INSERT',
  'contabilidad_lineas',
  'contabilidad_linea_de_su_asiento',
);

/** Ningún comprobante en un periodo cerrado, fila por fila (libro mayor). */
export const ASIENTOS_EN_PERIODO_ABIERTO = porFila(
  'contabilidad_asientos_periodo_abierto',
  'BEFORE INSERT',
  'contabilidad_asientos',
  'periodo_abierto_disparador',
);

/** El cuadre de cada comprobante con líneas nuevas, por línea, al confirmar (libro mayor). */
export const LINEAS_CUADRE = diferido(
  'contabilidad_lineas_cuadre',
  'contabilidad_lineas',
  'contabilidad_asiento_cuadra',
);

/** Un comprobante sin líneas no pasa, al confirmar (libro mayor). */
export const ASIENTOS_CON_LINEAS = diferido(
  'contabilidad_asientos_con_lineas',
  'contabilidad_asientos',
  'contabilidad_asiento_con_lineas',
);

/** Las dos cosas, una vez por comprobante al confirmar (disparadores por sentencia). */
export const ASIENTOS_CUADRE = diferido(
  'contabilidad_asientos_cuadre',
  'contabilidad_asientos',
  'contabilidad_asiento_completo',
);
