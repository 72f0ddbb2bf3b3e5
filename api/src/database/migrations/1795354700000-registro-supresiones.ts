import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * El registro de supresiones (docs/decisiones/datos-personales.md, «Supresión y respaldos»): el id de cada cliente
 * suprimido y cuándo, sin ningún dato personal. Viaja en cada respaldo y, copiado en DATA_DIR/supresiones.log, vuelve
 * a aplicar tras una restauración las supresiones hechas después del respaldo. Los clientes ya suprimidos entran con
 * su fecha.
 *
 * La auditoría sigue siendo de sólo agregar, con una excepción: dentro de una supresión (la transacción fija
 * `cartera.supresion = on`) un evento puede cambiar sus detalles y sus datos antes y después, nunca quién, qué, cuándo,
 * desde dónde ni con qué resultado. Borrar o vaciar la auditoría sigue prohibido.
 */
export class RegistroSupresiones1795354700000 implements MigrationInterface {
  name = 'RegistroSupresiones1795354700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE supresiones (
        cliente_id uuid PRIMARY KEY,
        suprimido_en timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `INSERT INTO supresiones (cliente_id, suprimido_en) SELECT id, suprimido_en FROM clientes WHERE suprimido_en IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION auditoria_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('cartera.supresion', true) = 'on'
           AND NEW.id = OLD.id AND NEW.fecha = OLD.fecha AND NEW.usuario_id IS NOT DISTINCT FROM OLD.usuario_id
           AND NEW.usuario = OLD.usuario AND NEW.accion = OLD.accion AND NEW.modulo = OLD.modulo
           AND NEW.ip IS NOT DISTINCT FROM OLD.ip AND NEW.tipo = OLD.tipo AND NEW.resultado = OLD.resultado THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'La auditoría no se puede modificar ni borrar (%)', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION auditoria_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'La auditoría no se puede modificar ni borrar (%)', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$
    `);
    await queryRunner.query(`DROP TABLE supresiones`);
  }
}
