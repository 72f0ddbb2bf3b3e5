// La verificación del libro en SQL (docs/libro.md, «La verificación»): cada regla compara dos cuentas que deben ser
// iguales y devuelve una fila por diferencia. Corre en una sola instantánea (REPEATABLE READ, sólo lectura): no
// bloquea cobros ni pagos, y lo que confirma mientras tanto queda para la siguiente.
//
// Las reglas viven por tema (verificacion-libro, -mayor, -recalculos, -ingresos, -bancos y -patrimonio.sql.ts); aquí
// se unen en una sola sentencia que cuenta los descuadres en la base y trae sólo los primeros con su detalle: con un
// libro muy roto (cientos de miles de diferencias) ninguna fila de más cruza a Node.
import { sql } from 'kysely';
import { SQL_DESCUADRES_CARTERA, SQL_DESCUADRES_PRESTAMOS } from './verificacion-libro.sql';
import {
  SQL_CARTERA_MAYOR,
  SQL_DESCUADRES_FALTANTES,
  SQL_DESCUADRES_MAYOR,
  sqlDescuadresMayor,
} from './verificacion-mayor.sql';
import { SQL_DESCUADRES_MORA, SQL_DESCUADRES_REPORTES_CERRADOS } from './verificacion-recalculos.sql';
import { SQL_DESCUADRES_REPORTES_REPARTO, sqlDescuadresReportesReparto } from './verificacion-recalculos.sql';
import { sqlDescuadresIngresos, type BaseVerificada } from './verificacion-ingresos.sql';
import { SQL_DESCUADRES_BANCOS } from './verificacion-bancos.sql';
import { SQL_DESCUADRES_PATRIMONIO } from './verificacion-patrimonio.sql';

export { SQL_DESCUADRES_CARTERA, SQL_DESCUADRES_PRESTAMOS, SQL_DESCUADRES_FALTANTES, SQL_DESCUADRES_MAYOR };
export { SQL_DESCUADRES_MORA, SQL_DESCUADRES_REPORTES_CERRADOS, SQL_DESCUADRES_REPORTES_REPARTO };
export { sqlDescuadresIngresos, SQL_DESCUADRES_BANCOS, SQL_DESCUADRES_PATRIMONIO };

/**
 * Cada descuadre de cada regla, sin orden, con la base de los ingresos que rige (`base`). Filas: prestamo_id, numero (null en las de toda la cartera), regla,
 * esperado, encontrado. La cartera de cada préstamo en el mayor se suma una vez para las dos reglas que la leen.
 */
export const sqlDescuadres = (base: BaseVerificada) => {
  const cartera = sql`SELECT * FROM cartera_por_prestamo`;
  const porPrestamo = [
    SQL_DESCUADRES_PRESTAMOS,
    sqlDescuadresMayor(cartera),
    SQL_DESCUADRES_MORA,
    SQL_DESCUADRES_FALTANTES,
    sqlDescuadresReportesReparto(cartera),
    SQL_DESCUADRES_REPORTES_CERRADOS,
    sqlDescuadresIngresos(base),
    SQL_DESCUADRES_BANCOS,
    SQL_DESCUADRES_PATRIMONIO,
  ].map((regla) => sql`SELECT prestamo_id, numero, regla, esperado, encontrado FROM (${regla}) d`);
  return sql`
  WITH cartera_por_prestamo AS MATERIALIZED (${SQL_CARTERA_MAYOR})
  SELECT NULL::uuid AS prestamo_id, NULL::bigint AS numero, regla, esperado, encontrado
  FROM (${SQL_DESCUADRES_CARTERA}) d
  UNION ALL
  ${sql.join(porPrestamo, sql` UNION ALL `)}`;
};

/**
 * El orden de los descuadres con detalle: primero los de toda la cartera (sin préstamo), después por número de
 * préstamo; dentro de cada uno por regla (orden de bytes, el mismo en cualquier base) y, si dos coinciden (dos
 * cobradores con el mismo nombre), por sus cifras.
 */
export const ORDEN_DESCUADRES = sql`numero NULLS FIRST, regla COLLATE "C", esperado, encontrado`;

/**
 * Cada descuadre con cuántos hay en total (`cantidad`), en ORDEN_DESCUADRES: quien lo lee le pone su LIMIT y la base
 * sólo guarda los primeros (top-N) mientras cuenta. El conteo de la ventana sale de la misma lista que se ordena, así
 * el total y los primeros no pueden no coincidir. Sin descuadres no hay filas (cantidad 0).
 */
export const sqlDescuadresContados = (base: BaseVerificada) => sql`
  SELECT count(*) OVER () AS cantidad, prestamo_id, numero, regla, esperado, encontrado
  FROM (${sqlDescuadres(base)}) d
  ORDER BY ${ORDEN_DESCUADRES}`;
