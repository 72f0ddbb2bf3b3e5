import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * La tasa efectiva anual sin tope de dígitos (docs/decisiones/tasa-efectiva-y-usura.md): `numeric(14,2)` no cabía la
 * EA de un préstamo corto y caro (dos cuotas diarias al 10 %: más de 10^12 %), y su alta caía en un error de la base.
 * `numeric` sin precisión guarda la que calcule el dominio (hasta ~10^300 %, o nula); los dos decimales los redondea el
 * dominio antes de guardarla.
 */
export class TasaEfectivaSinTope1795363000000 implements MigrationInterface {
  name = 'TasaEfectivaSinTope1795363000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE prestamos ALTER COLUMN tasa_efectiva_anual TYPE numeric`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Una EA que no cabe en numeric(14,2) vuelve nula: la tasa no se puede expresar con el tope de entonces.
    await queryRunner.query(
      `UPDATE prestamos SET tasa_efectiva_anual = NULL WHERE tasa_efectiva_anual >= 1000000000000`,
    );
    await queryRunner.query(`ALTER TABLE prestamos ALTER COLUMN tasa_efectiva_anual TYPE numeric(14,2)`);
  }
}
