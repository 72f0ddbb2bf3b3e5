import { MigrationInterface, QueryRunner } from 'typeorm';
import { agregarCuentas } from '../congelado/sql-comun';
import { MORA_DE_ENTONCES } from '../congelado/listas-de-entonces';

const {
  limites: LIMITES_MORA,
  periodicidades: PERIODICIDADES_MORA,
  tiposMovimiento: TIPOS_MOVIMIENTO,
  tiposAsiento: TIPOS_ASIENTO_CONTABLE,
} = MORA_DE_ENTONCES;

const lista = (valores: readonly string[]) => valores.map((v) => `'${v}'`).join(', ');
const CUENTAS_MORA = ['cartera_mora', 'mora_diferida', 'ingresos_mora'];

/**
 * Interés de mora (docs/decisiones/interes-de-mora.md; issue 46, punto 3):
 * - `configuracion_organizacion`: activo (no, por defecto), tasa y su periodicidad, días de gracia y desde qué día se
 *   causa (el de su activación: nunca hacia atrás).
 * - `prestamos_movimientos`: el tipo `mora` (causación) y la columna `mora` de cada asiento (causada, cobrada,
 *   devuelta o perdonada); un asiento mueve cuotas (`monto`), mora, o las dos.
 * - `cobros.monto_mora`: la parte de cada cobro que pagó mora (va primero); el resto fue a las cuotas.
 * - `prestamos`: mora causada, pendiente y hasta qué día está causada; `cuotas.mora_causada`, lo que causó cada una.
 * - El libro mayor: el tipo de comprobante `mora` y las cuentas de la mora (cartera, diferida e ingreso).
 * Columnas nuevas con valor por defecto constante: agregarlas no reescribe las tablas.
 */
export class InteresDeMora1795354500000 implements MigrationInterface {
  name = 'InteresDeMora1795354500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        ADD COLUMN mora_activa boolean NOT NULL DEFAULT false,
        ADD COLUMN mora_tasa numeric(7,2) NULL CHECK (mora_tasa > 0 AND mora_tasa <= ${LIMITES_MORA.tasaMaxima}),
        ADD COLUMN mora_periodicidad text NOT NULL DEFAULT 'anual' CHECK (mora_periodicidad IN (${lista(PERIODICIDADES_MORA)})),
        ADD COLUMN mora_dias_gracia integer NOT NULL DEFAULT 0
          CHECK (mora_dias_gracia BETWEEN 0 AND ${LIMITES_MORA.diasGraciaMaximo}),
        ADD COLUMN mora_desde date NULL,
        ADD CONSTRAINT configuracion_mora_con_tasa CHECK (NOT mora_activa OR (mora_tasa IS NOT NULL AND mora_desde IS NOT NULL))`);
    await queryRunner.query(`
      ALTER TABLE prestamos_movimientos
        DROP CONSTRAINT prestamos_movimientos_tipo_check,
        DROP CONSTRAINT prestamos_movimientos_monto_check,
        ADD COLUMN mora numeric(14,2) NOT NULL DEFAULT 0 CONSTRAINT prestamos_movimientos_mora_check CHECK (mora >= 0),
        ADD CONSTRAINT prestamos_movimientos_tipo_check CHECK (tipo IN (${lista(TIPOS_MOVIMIENTO)})),
        ADD CONSTRAINT prestamos_movimientos_monto_check CHECK (monto >= 0 AND (monto > 0 OR mora > 0)),
        ADD CONSTRAINT prestamos_movimientos_causacion CHECK (tipo <> 'mora' OR (monto = 0 AND efectivo = 0))`);
    await queryRunner.query(`
      ALTER TABLE cobros
        ADD COLUMN monto_mora numeric(14,2) NOT NULL DEFAULT 0,
        ADD CONSTRAINT cobros_monto_mora_check CHECK (monto_mora >= 0 AND monto_mora <= monto)`);
    await queryRunner.query(`
      ALTER TABLE prestamos
        ADD COLUMN mora_causada numeric(14,2) NOT NULL DEFAULT 0 CONSTRAINT prestamos_mora_causada_check CHECK (mora_causada >= 0),
        ADD COLUMN mora_pendiente numeric(14,2) NOT NULL DEFAULT 0
          CONSTRAINT prestamos_mora_pendiente_check CHECK (mora_pendiente >= 0 AND mora_pendiente <= mora_causada),
        ADD COLUMN mora_causada_hasta date NULL`);
    await queryRunner.query(`
      ALTER TABLE cuotas
        ADD COLUMN mora_causada numeric(14,2) NOT NULL DEFAULT 0 CONSTRAINT cuotas_mora_causada_check CHECK (mora_causada >= 0)`);
    await queryRunner.query(`
      ALTER TABLE contabilidad_asientos
        DROP CONSTRAINT contabilidad_asientos_tipo_check,
        ADD CONSTRAINT contabilidad_asientos_tipo_check CHECK (tipo IN (${lista(TIPOS_ASIENTO_CONTABLE)}))`);
    // Las cuentas de la mora en una instalación que ya tenía su plan (en una nueva las sembró el libro mayor).
    await agregarCuentas(queryRunner, MORA_DE_ENTONCES.cuentas);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM contabilidad_cuentas WHERE clave = ANY($1::text[])
      AND NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.cuenta_id = contabilidad_cuentas.id)`,
      [CUENTAS_MORA],
    );
    await queryRunner.query(`ALTER TABLE cuotas DROP COLUMN mora_causada`);
    await queryRunner.query(
      `ALTER TABLE prestamos DROP COLUMN mora_causada_hasta, DROP COLUMN mora_pendiente, DROP COLUMN mora_causada`,
    );
    await queryRunner.query(
      `ALTER TABLE cobros DROP CONSTRAINT cobros_monto_mora_check, DROP COLUMN monto_mora`,
    );
    await queryRunner.query(`
      ALTER TABLE prestamos_movimientos
        DROP CONSTRAINT prestamos_movimientos_causacion,
        DROP CONSTRAINT prestamos_movimientos_monto_check,
        DROP COLUMN mora,
        ADD CONSTRAINT prestamos_movimientos_monto_check CHECK (monto > 0)`);
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        DROP CONSTRAINT configuracion_mora_con_tasa,
        DROP COLUMN mora_desde, DROP COLUMN mora_dias_gracia, DROP COLUMN mora_periodicidad, DROP COLUMN mora_tasa,
        DROP COLUMN mora_activa`);
  }
}
