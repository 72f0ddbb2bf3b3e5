import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Los eventos de dinero ya hechos se borran pasada su retención (EVENTOS_DINERO_RETENCION_DIAS,
 * docs/decisiones/nucleo-sin-puertas.md): el índice de los hechos por su hora deja que la depuración de cada vuelta lea
 * sólo los vencidos, no la tabla entera.
 */
export class EventosHechos1795362400000 implements MigrationInterface {
  name = 'EventosHechos1795362400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX dinero_eventos_hechos ON dinero_eventos (procesado_en) WHERE procesado_en IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX dinero_eventos_hechos`);
  }
}
