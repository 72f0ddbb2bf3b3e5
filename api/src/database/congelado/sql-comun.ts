// Congelado (las migraciones que lo importan; cada trozo dice cuáles): lo que varias migraciones publicadas repetían,
// escrito una vez con el mismo texto, byte a byte, que cada una mandaba (congelado/sentencias.spec.ts lo comprueba).
// No cambia nunca (docs/decisiones/migraciones-congeladas.md): una migración nueva que necesite otro texto escribe el
// suyo.
import type { QueryRunner } from 'typeorm';
import { crearTotalesPorSentencia } from './disparadores';
import type { Modalidad, TipoAmortizacion } from './plan-de-pagos/plan';
import type { RestriccionDeValores } from './restricciones';

/** El salto de línea con que se partía una lista de orígenes larga dentro de su CHECK. */
export const SALTO_ORIGENES = '\n                          ';

/**
 * Deja en `notificaciones_origen_check` los orígenes `origenes`, escritos como van dentro de `origen IN (…)` (con sus
 * comillas y, si la lista era larga, su SALTO_ORIGENES). Horas de la organización, clave de respaldos, habeas data y
 * recibos por defecto.
 */
export async function fijarOrigenesNotificacion(queryRunner: QueryRunner, origenes: string): Promise<void> {
  await queryRunner.query(`ALTER TABLE notificaciones DROP CONSTRAINT notificaciones_origen_check`);
  await queryRunner.query(`
      ALTER TABLE notificaciones ADD CONSTRAINT notificaciones_origen_check
        CHECK (origen IN (${origenes}))
    `);
}

/** Deshace el origen `origen`: borra sus notificaciones y deja en la restricción los `anteriores`. */
export async function quitarOrigenNotificacion(
  queryRunner: QueryRunner,
  origen: string,
  anteriores: string,
): Promise<void> {
  await queryRunner.query(`DELETE FROM notificaciones WHERE origen = '${origen}'`);
  await fijarOrigenesNotificacion(queryRunner, anteriores);
}

/**
 * La restricción `<tabla>_<columna>_check` (el nombre que PostgreSQL le dio) y los valores que se le agregan. Políticas
 * contables, extractos y suspenso, devolución de recaudos, extractos en segundo plano y conciliación bancaria.
 */
export function valoresNuevos(tabla: string, columna: string, nuevos: string[]): RestriccionDeValores {
  return { tabla, nombre: `${tabla}_${columna}_check`, columna, nuevos };
}

/**
 * Llena la columna de fecha `columna` de los préstamos que ya existen con la de su primera cuota en `estados` (escritos
 * como van dentro de `estado IN (…)`); `condicion` se agrega al WHERE (con su espacio y su AND).
 * Próxima cuota y primera impaga.
 */
export const llenarConPrimeraCuota = (columna: string, alias: string, estados: string, condicion = '') => `
      UPDATE prestamos p SET ${columna} = c.${alias}
      FROM (
        SELECT prestamo_id, min(fecha_programada) AS ${alias}
        FROM cuotas WHERE estado IN (${estados})
        GROUP BY prestamo_id
      ) c
      WHERE c.prestamo_id = p.id${condicion}
    `;

/**
 * El comienzo de `ALTER TABLE <tabla>` que le agrega latitud y longitud con sus rangos; cada migración sigue la lista.
 * Rutas de cobro y ubicación de los cobros.
 */
export const agregarCoordenadas = (tabla: string) => `
        ALTER TABLE ${tabla}
          ADD COLUMN latitud numeric(9,6) NULL CONSTRAINT ${tabla}_latitud_check CHECK (latitud BETWEEN -90 AND 90),
          ADD COLUMN longitud numeric(9,6) NULL CONSTRAINT ${tabla}_longitud_check CHECK (longitud BETWEEN -180 AND 180),`;

/**
 * Los términos de un préstamo como los leían (numeric y date como texto) las migraciones que calculan su plan (libro de
 * préstamos) o su EA (tasa efectiva y usura).
 */
export interface FilaTerminosPrestamo {
  id: string;
  monto: string;
  interes: string;
  cuotas: number;
  modalidad: Modalidad;
  tipo_amortizacion: TipoAmortizacion;
  fecha_inicio: string;
  fecha_primer_pago: string;
}

/**
 * Hace `tabla` de sólo agregar: la función de disparador `funcion` con su `cuerpo` (sus líneas siguientes, con la
 * sangría que llevaban) y el disparador del mismo nombre que la corre antes de cambiar o borrar cada fila. Libro de
 * préstamos y caja de cobradores.
 */
export async function hacerInmutable(
  queryRunner: QueryRunner,
  funcion: string,
  tabla: string,
  cuerpo: string,
): Promise<void> {
  await queryRunner.query(`
      CREATE FUNCTION ${funcion}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${cuerpo}
      END
      $$`);
  await queryRunner.query(`
      CREATE TRIGGER ${funcion} BEFORE UPDATE OR DELETE ON ${tabla}
      FOR EACH ROW EXECUTE FUNCTION ${funcion}()`);
}

/**
 * Los valores que admite hoy la restricción `columna IN (…)` `r.nombre` de `r.tabla` (otras migraciones pueden haber
 * agregado). Fondeo de la caja y préstamos importados.
 */
export async function valoresDeRestriccion(
  queryRunner: QueryRunner,
  r: { tabla: string; nombre: string },
): Promise<string[]> {
  const [fila]: Array<{ definicion: string }> = await queryRunner.query(
    `SELECT pg_get_constraintdef(oid) AS definicion FROM pg_constraint
     WHERE conname = '${r.nombre}' AND conrelid = '${r.tabla}'::regclass`,
  );
  return [...(fila?.definicion ?? '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]);
}

/** Con reemplazarRestriccion: el CHECK en la línea siguiente a `ADD CONSTRAINT <nombre>`, como lo escribió el fondeo. */
export const CHECK_EN_OTRA_LINEA = '\n        ';

/**
 * Reemplaza la restricción `nombre` de `tabla` por `columna IN (valores)`; `antesDelCheck` separa `ADD CONSTRAINT
 * <nombre>` del CHECK (un espacio o CHECK_EN_OTRA_LINEA). Fondeo de la caja y préstamos importados.
 */
export async function reemplazarRestriccion(
  queryRunner: QueryRunner,
  r: { tabla: string; nombre: string; columna: string },
  valores: string[],
  antesDelCheck = ' ',
): Promise<void> {
  await queryRunner.query(`
    ALTER TABLE ${r.tabla}
      DROP CONSTRAINT ${r.nombre},
      ADD CONSTRAINT ${r.nombre}${antesDelCheck}CHECK (${r.columna} IN (${valores.map((v) => `'${v}'`).join(', ')}))`);
}

/** Una cuenta del plan que agrega una migración, con los valores de ese día. */
export interface CuentaDelPlan {
  clave: string;
  codigo: string;
  nombre: string;
  clase: string;
  naturaleza: string;
}

/** Una CuentaDelPlan en una línea. */
export const cuentaDelPlan = (
  clave: string,
  codigo: string,
  nombre: string,
  clase: string,
  naturaleza: string,
): CuentaDelPlan => ({ clave, codigo, nombre, clase, naturaleza });

/**
 * Agrega al plan las `cuentas` que falten (ON CONFLICT DO NOTHING), una sentencia por cuenta, partida en dos líneas
 * (interés de mora, fondeo, políticas contables) o, con `enUnaLinea`, en una (extractos y suspenso, conciliación).
 */
export async function agregarCuentas(
  queryRunner: QueryRunner,
  cuentas: readonly CuentaDelPlan[],
  enUnaLinea = false,
): Promise<void> {
  const antesDelConflicto = enUnaLinea ? ' ' : '\n         ';
  for (const c of cuentas) {
    await queryRunner.query(
      `INSERT INTO contabilidad_cuentas (clave, codigo, nombre, clase, naturaleza) VALUES ($1, $2, $3, $4, $5)${antesDelConflicto}ON CONFLICT DO NOTHING`,
      [c.clave, c.codigo, c.nombre, c.clase, c.naturaleza],
    );
  }
}

/**
 * Una tabla de totales de `cobros` que llevan disparadores por sentencia (crearTotalesPorSentencia, tablas de transición
 * `nuevos`/`viejos`), su función `<totales>_recontar()`, que la vacía y la llena con `llenar`, y su primera corrida.
 * Cobros por cliente y metas del cobrador.
 */
export async function crearTotalesDeCobros(
  queryRunner: QueryRunner,
  totales: string,
  filas: { nuevos: string; viejos: string; ajustar: (filas: string) => string },
  llenar: string,
): Promise<void> {
  await crearTotalesPorSentencia(queryRunner, {
    totales,
    tabla: 'cobros',
    transicion: ['nuevos', 'viejos'],
    nuevas: filas.nuevos,
    viejas: filas.viejos,
    ajustar: filas.ajustar,
  });
  await queryRunner.query(`
      CREATE FUNCTION ${totales}_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM ${totales};
        ${llenar};
      $$
    `);
  await queryRunner.query(`SELECT ${totales}_recontar()`);
}
