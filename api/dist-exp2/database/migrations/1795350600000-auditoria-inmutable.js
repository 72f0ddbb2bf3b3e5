"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AuditoriaInmutable1795350600000 = void 0;
/**
 * Auditoría de sólo agregar y rápida con 1.000.000 de eventos:
 * - Disparadores que rechazan UPDATE, DELETE y TRUNCATE de `auditoria` (también para el rol de la aplicación,
 *   que es el dueño de la tabla: un REVOKE no lo detendría).
 * - `auditoria_conteos`: cuántos eventos hay por día de Bogotá, usuario, módulo, tipo y resultado. Como la tabla
 *   sólo crece, un disparador AFTER INSERT basta para que los totales sean exactos; las tarjetas y el total de la
 *   lista salen de aquí cuando los filtros lo permiten (sin texto libre y con fechas de día completo).
 * - Índices con desempate por id para cada filtro y trigramas para el texto libre (usuario, acción, detalles).
 */
class AuditoriaInmutable1795350600000 {
    name = 'AuditoriaInmutable1795350600000';
    async up(queryRunner) {
        await queryRunner.query(`
      CREATE FUNCTION auditoria_inmutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'La auditoría no se puede modificar ni borrar (%)', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END
      $$
    `);
        await queryRunner.query(`
      CREATE TRIGGER auditoria_sin_cambios BEFORE UPDATE OR DELETE ON auditoria
      FOR EACH ROW EXECUTE FUNCTION auditoria_inmutable()
    `);
        await queryRunner.query(`
      CREATE TRIGGER auditoria_sin_vaciar BEFORE TRUNCATE ON auditoria
      FOR EACH STATEMENT EXECUTE FUNCTION auditoria_inmutable()
    `);
        await queryRunner.query(`
      CREATE TABLE auditoria_conteos (
        dia date NOT NULL,
        usuario text NOT NULL,
        modulo text NOT NULL,
        tipo text NOT NULL,
        resultado text NOT NULL,
        cantidad bigint NOT NULL,
        PRIMARY KEY (dia, usuario, modulo, tipo, resultado)
      )
    `);
        await queryRunner.query(`CREATE INDEX auditoria_conteos_modulo_idx ON auditoria_conteos (modulo, dia)`);
        // Los mismos conteos sin usuario: pocas filas por día, para todo filtro que no sea por usuario.
        await queryRunner.query(`
      CREATE TABLE auditoria_conteos_modulo (
        dia date NOT NULL,
        modulo text NOT NULL,
        tipo text NOT NULL,
        resultado text NOT NULL,
        cantidad bigint NOT NULL,
        PRIMARY KEY (dia, modulo, tipo, resultado)
      )
    `);
        await queryRunner.query(`CREATE INDEX auditoria_conteos_usuario_idx ON auditoria_conteos (usuario, dia)`);
        // Día de negocio en Bogotá (UTC−5 todo el año), sin depender de la base de zonas horarias del servidor.
        await queryRunner.query(`
      CREATE FUNCTION auditoria_dia(instante timestamptz) RETURNS date
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT ((instante AT TIME ZONE 'UTC') - interval '5 hours')::date $$
    `);
        await queryRunner.query(`
      CREATE FUNCTION auditoria_contar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO auditoria_conteos AS c (dia, usuario, modulo, tipo, resultado, cantidad)
        SELECT auditoria_dia(n.fecha), n.usuario, n.modulo, n.tipo, n.resultado, count(*)
        FROM nuevos n
        GROUP BY 1, 2, 3, 4, 5
        ON CONFLICT (dia, usuario, modulo, tipo, resultado)
        DO UPDATE SET cantidad = c.cantidad + EXCLUDED.cantidad;
        INSERT INTO auditoria_conteos_modulo AS c (dia, modulo, tipo, resultado, cantidad)
        SELECT auditoria_dia(n.fecha), n.modulo, n.tipo, n.resultado, count(*)
        FROM nuevos n
        GROUP BY 1, 2, 3, 4
        ON CONFLICT (dia, modulo, tipo, resultado)
        DO UPDATE SET cantidad = c.cantidad + EXCLUDED.cantidad;
        RETURN NULL;
      END
      $$
    `);
        await queryRunner.query(`
      CREATE TRIGGER auditoria_conteos_insertar AFTER INSERT ON auditoria
      REFERENCING NEW TABLE AS nuevos
      FOR EACH STATEMENT EXECUTE FUNCTION auditoria_contar()
    `);
        await queryRunner.query(`
      INSERT INTO auditoria_conteos (dia, usuario, modulo, tipo, resultado, cantidad)
      SELECT auditoria_dia(fecha), usuario, modulo, tipo, resultado, count(*)
      FROM auditoria GROUP BY 1, 2, 3, 4, 5
    `);
        await queryRunner.query(`
      INSERT INTO auditoria_conteos_modulo (dia, modulo, tipo, resultado, cantidad)
      SELECT dia, modulo, tipo, resultado, sum(cantidad) FROM auditoria_conteos GROUP BY 1, 2, 3, 4
    `);
        for (const columna of ['modulo', 'tipo', 'resultado', 'usuario']) {
            await queryRunner.query(`DROP INDEX auditoria_${columna}_idx`);
            await queryRunner.query(`CREATE INDEX auditoria_${columna}_idx ON auditoria (${columna}, fecha DESC, id DESC)`);
        }
        for (const columna of ['usuario', 'accion', 'detalles']) {
            await queryRunner.query(`CREATE INDEX auditoria_${columna}_trgm_idx ON auditoria USING gin (sin_acentos(${columna}) gin_trgm_ops)`);
        }
    }
    async down(queryRunner) {
        for (const columna of ['usuario', 'accion', 'detalles']) {
            await queryRunner.query(`DROP INDEX auditoria_${columna}_trgm_idx`);
        }
        for (const columna of ['modulo', 'tipo', 'resultado', 'usuario']) {
            await queryRunner.query(`DROP INDEX auditoria_${columna}_idx`);
            await queryRunner.query(`CREATE INDEX auditoria_${columna}_idx ON auditoria (${columna}, fecha DESC)`);
        }
        await queryRunner.query(`DROP TRIGGER auditoria_conteos_insertar ON auditoria`);
        await queryRunner.query(`DROP FUNCTION auditoria_contar()`);
        await queryRunner.query(`DROP TABLE auditoria_conteos_modulo`);
        await queryRunner.query(`DROP TABLE auditoria_conteos`);
        await queryRunner.query(`DROP FUNCTION auditoria_dia(timestamptz)`);
        await queryRunner.query(`DROP TRIGGER auditoria_sin_vaciar ON auditoria`);
        await queryRunner.query(`DROP TRIGGER auditoria_sin_cambios ON auditoria`);
        await queryRunner.query(`DROP FUNCTION auditoria_inmutable()`);
    }
}
exports.AuditoriaInmutable1795350600000 = AuditoriaInmutable1795350600000;
//# sourceMappingURL=1795350600000-auditoria-inmutable.js.map