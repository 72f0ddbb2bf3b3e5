import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Documentos de identidad como se expiden (docs/decisiones/documentos-de-identidad.md).
 *
 * - `clientes.tipo_documento` (CC, CE, TI, PPT, PEP, PA, NIT; CC por defecto) y una forma por tipo en la base, la
 *   misma de la regla de @cartera/dominio (documentos.ts), copiada aquí porque una migración no importa código vivo.
 * - Unicidad y búsqueda exacta por (tipo, número): la misma cédula como CC y como CE son dos clientes.
 * - Una CC guardada rellena con ceros (11 dígitos que empiezan por 0 y sin ellos quedan de 3 a 10) vuelve al número
 *   expedido, con una línea de auditoría por cliente; las fichas suprimidas (habeas data) no se tocan: su cédula
 *   anónima empieza por 0 a propósito.
 * - La cédula de un cobrador y la caché de consultas de cédulas admiten de 3 a 11 dígitos, como la CC de un cliente.
 */
export class DocumentosDeIdentidad1795360700000 implements MigrationInterface {
  name = 'DocumentosDeIdentidad1795360700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE clientes ADD COLUMN tipo_documento text NOT NULL DEFAULT 'CC'
        CONSTRAINT clientes_tipo_documento_check CHECK (tipo_documento IN ('CC', 'CE', 'TI', 'PPT', 'PEP', 'PA', 'NIT'))
    `);
    await queryRunner.query(`ALTER TABLE clientes DROP CONSTRAINT clientes_cedula_check`);
    await queryRunner.query(`
      WITH rellenas AS (
        SELECT id, nombre, cedula AS antes, ltrim(cedula, '0') AS despues
        FROM clientes
        WHERE suprimido_en IS NULL AND cedula ~ '^0' AND length(ltrim(cedula, '0')) BETWEEN 3 AND 10
      ), cambiadas AS (
        UPDATE clientes c SET cedula = r.despues FROM rellenas r WHERE c.id = r.id
        RETURNING c.id, r.nombre, r.antes, r.despues
      )
      INSERT INTO auditoria (usuario, accion, modulo, detalles, tipo, resultado, datos_anteriores, datos_nuevos)
      SELECT 'sistema', 'Cédula sin relleno', 'Clientes',
        'Cliente ' || nombre || ': cédula ' || antes || ' guardada rellena con ceros; queda como se expidió, ' || despues,
        'info', 'exitoso', jsonb_build_object('_id', id, 'cedula', antes),
        jsonb_build_object('_id', id, 'tipoDocumento', 'CC', 'cedula', despues)
      FROM cambiadas
    `);
    await queryRunner.query(`
      ALTER TABLE clientes ADD CONSTRAINT clientes_cedula_check CHECK (CASE tipo_documento
        WHEN 'CC' THEN cedula ~ '^[0-9]{3,11}$'
        WHEN 'TI' THEN cedula ~ '^[0-9]{10,11}$'
        WHEN 'CE' THEN cedula ~ '^[0-9A-Z]{3,10}$' AND cedula ~ '[0-9]'
        WHEN 'PPT' THEN cedula ~ '^[0-9]{6,10}$'
        WHEN 'PEP' THEN cedula ~ '^[0-9]{15}$'
        WHEN 'PA' THEN cedula ~ '^[0-9A-Z]{5,15}$'
        WHEN 'NIT' THEN cedula ~ '^[0-9]{9}-[0-9]$'
      END)
    `);
    await queryRunner.query(`DROP INDEX clientes_cedula_unico`);
    await queryRunner.query(`CREATE UNIQUE INDEX clientes_documento_unico ON clientes (tipo_documento, cedula)`);
    // La búsqueda exacta sólo por número (la consulta de cédula, el cruce de extractos) sigue con un índice.
    await queryRunner.query(`CREATE INDEX clientes_cedula_idx ON clientes (cedula)`);

    await queryRunner.query(`ALTER TABLE usuarios DROP CONSTRAINT usuarios_cedula_check`);
    await queryRunner.query(
      `ALTER TABLE usuarios ADD CONSTRAINT usuarios_cedula_check CHECK (cedula ~ '^[0-9]{3,11}$')`,
    );
    await queryRunner.query(`ALTER TABLE cedulas_cache DROP CONSTRAINT cedulas_cache_cedula_check`);
    await queryRunner.query(
      `ALTER TABLE cedulas_cache ADD CONSTRAINT cedulas_cache_cedula_check CHECK (cedula ~ '^[0-9]{3,11}$')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM cedulas_cache WHERE cedula !~ '^[0-9]{11}$'`);
    await queryRunner.query(`ALTER TABLE cedulas_cache DROP CONSTRAINT cedulas_cache_cedula_check`);
    await queryRunner.query(
      `ALTER TABLE cedulas_cache ADD CONSTRAINT cedulas_cache_cedula_check CHECK (cedula ~ '^[0-9]{11}$')`,
    );
    await queryRunner.query(`UPDATE usuarios SET cedula = lpad(cedula, 11, '0') WHERE cedula IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE usuarios DROP CONSTRAINT usuarios_cedula_check`);
    await queryRunner.query(`ALTER TABLE usuarios ADD CONSTRAINT usuarios_cedula_check CHECK (cedula ~ '^[0-9]{11}$')`);
    // Sin tipo, sólo caben las cédulas de dígitos: las demás no tienen a dónde volver y la migración se niega.
    await queryRunner.query(`DROP INDEX clientes_cedula_idx`);
    await queryRunner.query(`DROP INDEX clientes_documento_unico`);
    await queryRunner.query(`ALTER TABLE clientes DROP CONSTRAINT clientes_cedula_check`);
    await queryRunner.query(`UPDATE clientes SET cedula = lpad(cedula, 11, '0') WHERE cedula ~ '^[0-9]{3,10}$'`);
    await queryRunner.query(
      `ALTER TABLE clientes ADD CONSTRAINT clientes_cedula_check CHECK (cedula ~ '^[0-9]{11}$')`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX clientes_cedula_unico ON clientes (cedula)`);
    await queryRunner.query(`ALTER TABLE clientes DROP COLUMN tipo_documento`);
  }
}
