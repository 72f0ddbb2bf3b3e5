import type { MigrationInterface, QueryRunner } from 'typeorm';
import { funcionQueReemplaza } from '../congelado/disparadores';
import { filasDeCuotas } from '../congelado/libro-prestamos';
import { reemplazarRestriccion, valoresDeRestriccion } from '../congelado/sql-comun';

/**
 * Préstamos importados con sus libros abiertos (docs/decisiones/importacion.md, «Libros abiertos»; issue 52):
 * - `prestamos.fecha_corte`: el día en que Cartera toma un préstamo importado. Su mora corre desde ahí, y su
 *   desembolso y lo cobrado antes (origen `importacion`) no pasaron por la caja de Cartera.
 * - `cobros.origen`: admite `importacion`.
 * - `importaciones.apertura`: al terminar de aplicar, las cifras del archivo junto a las de Cartera (sin datos personales).
 * - La cuenta «Saldos iniciales» (370505, patrimonio), contrapartida de esa historia, con su equivalencia del exporte.
 * - `caja_diaria` (el flujo de caja) no cuenta el desembolso de un préstamo importado ni sus cobros importados: los
 *   disparadores y el recuento de 1795355530000-caja-solo-efectivo, copiados con ese filtro (las migraciones no cambian).
 */
export class PrestamosImportados1795356200000 implements MigrationInterface {
  name = 'PrestamosImportados1795356200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE prestamos ADD COLUMN fecha_corte date NULL`);
    await queryRunner.query(`ALTER TABLE importaciones ADD COLUMN apertura jsonb NULL`);
    await restringirOrigenes(queryRunner, [
      ...new Set([...(await origenesActuales(queryRunner)), 'importacion']),
    ]);
    await queryRunner.query(
      `INSERT INTO contabilidad_cuentas (clave, codigo, nombre, clase, naturaleza)
       VALUES ('saldos_iniciales', '370505', 'Saldos iniciales de la cartera importada', 'patrimonio', 'credito')
       ON CONFLICT DO NOTHING`,
    );
    await queryRunner.query(
      `INSERT INTO contabilidad_equivalencias (cuenta_id, codigo_puc, nombre_puc, codigo_cuif, nombre_cuif)
       SELECT id, '370505', 'Resultados de ejercicios anteriores — utilidades acumuladas', '370505',
              'Resultados de ejercicios anteriores'
       FROM contabilidad_cuentas WHERE clave = 'saldos_iniciales'
       ON CONFLICT DO NOTHING`,
    );
    await reemplazarCaja(queryRunner, true);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await reemplazarCaja(queryRunner, false);
    await queryRunner.query(`DELETE FROM cobros WHERE origen = 'importacion'`);
    await restringirOrigenes(
      queryRunner,
      (await origenesActuales(queryRunner)).filter((o) => o !== 'importacion'),
    );
    await queryRunner.query(
      `DELETE FROM contabilidad_cuentas WHERE clave = 'saldos_iniciales'
       AND NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.cuenta_id = contabilidad_cuentas.id)`,
    );
    await queryRunner.query(`ALTER TABLE importaciones DROP COLUMN apertura`);
    await queryRunner.query(`ALTER TABLE prestamos DROP COLUMN fecha_corte`);
  }
}

const ORIGENES = { tabla: 'cobros', nombre: 'cobros_origen_check', columna: 'origen' };

/** Los orígenes que admite hoy la restricción de cobros. */
const origenesActuales = (queryRunner: QueryRunner) => valoresDeRestriccion(queryRunner, ORIGENES);

/** Deja en la restricción de cobros exactamente los `origenes`. */
const restringirOrigenes = (queryRunner: QueryRunner, origenes: string[]) =>
  reemplazarRestriccion(queryRunner, ORIGENES, origenes);

async function reemplazarCaja(queryRunner: QueryRunner, sinImportados: boolean): Promise<void> {
  const filtroCobros = sinImportados ? `AND origen <> 'importacion'` : '';
  const filtroPrestamos = sinImportados ? 'AND fecha_corte IS NULL' : '';
  const caja = (filas: string) => `
    INSERT INTO caja_diaria (fecha, cobros, desembolsado, retenido)
    SELECT fecha, sum(cobros), sum(desembolsado), sum(retenido) FROM (${filas}) AS x
    GROUP BY fecha
    HAVING sum(cobros) <> 0 OR sum(desembolsado) <> 0 OR sum(retenido) <> 0`;
  const cobros = (tabla: string, signo: string) =>
    `SELECT fecha, ${signo}monto AS cobros, 0::numeric AS desembolsado, 0::numeric AS retenido FROM ${tabla}
     WHERE cuenta_pago_id IS NULL ${filtroCobros}`;
  const prestamos = (tabla: string, signo: string) => `
    SELECT fecha, 0::numeric AS cobros, ${signo}(monto - monto_refinanciado) AS desembolsado,
           ${signo}(monto - monto_entregado) AS retenido
    FROM ${tabla} WHERE estado NOT IN ('solicitado', 'rechazado') ${filtroPrestamos}
    UNION ALL
    SELECT fecha_cierre, 0::numeric, -(${signo}(monto - monto_refinanciado)), -(${signo}(monto - monto_entregado))
    FROM ${tabla} WHERE estado = 'cancelado' AND fecha_cierre IS NOT NULL ${filtroPrestamos}`;
  const funcion = (nombre: string, cuerpo: string) => funcionQueReemplaza(nombre, cuerpo, '    ');
  for (const [prefijo, filas] of [
    ['caja_diaria_cobros', cobros],
    ['caja_diaria_prestamos', prestamos],
  ] as const) {
    await queryRunner.query(funcion(`${prefijo}_sumar`, caja(filas('nuevos', ''))));
    await queryRunner.query(funcion(`${prefijo}_restar`, caja(filas('viejos', '-'))));
    await queryRunner.query(
      funcion(`${prefijo}_mover`, caja(`${filas('nuevos', '')} UNION ALL ${filas('viejos', '-')}`)),
    );
  }
  await queryRunner.query(`
    CREATE OR REPLACE FUNCTION caja_recontar() RETURNS void LANGUAGE sql AS $$
      DELETE FROM caja_diaria;
      ${caja(`${cobros('cobros', '')} UNION ALL ${prestamos('prestamos', '')}`)};
      DELETE FROM cuotas_por_fecha;
      ${CUOTAS_POR_FECHA};
    $$`);
  await queryRunner.query(`SELECT caja_recontar()`);
}

const CUOTAS_POR_FECHA = `
  INSERT INTO cuotas_por_fecha (fecha, exigible, pagado, abierto, abiertas)
  SELECT fecha, sum(exigible), sum(pagado), sum(abierto), sum(abiertas) FROM (${filasDeCuotas('cuotas', '', { sangria: 4, condonado: true, conSigno: false })}
  ) AS x
  GROUP BY fecha
  HAVING sum(exigible) <> 0 OR sum(pagado) <> 0 OR sum(abierto) <> 0 OR sum(abiertas) <> 0`;
