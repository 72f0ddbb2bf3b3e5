"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UsuariosAuditoria1795349700000 = void 0;
/** Usuarios del back office y eventos de auditoría. */
class UsuariosAuditoria1795349700000 {
    name = 'UsuariosAuditoria1795349700000';
    async up(queryRunner) {
        // Búsqueda sin tildes ni mayúsculas que no depende del locale del clúster ni de la extensión unaccent.
        await queryRunner.query(`
      CREATE FUNCTION sin_acentos(texto text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$
        SELECT lower(translate(texto,
          'áàäâãéèëêíìïîóòöôõúùüûñçÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇ',
          'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC'))
      $$
    `);
        await queryRunner.query(`
      CREATE TABLE usuarios (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        nombre text NOT NULL CONSTRAINT usuarios_nombre_check CHECK (btrim(nombre) <> ''),
        email text NOT NULL,
        password_hash text NOT NULL,
        rol text NOT NULL CONSTRAINT usuarios_rol_check CHECK (rol IN ('admin', 'gerente', 'cobrador')),
        telefono text CONSTRAINT usuarios_telefono_check CHECK (telefono ~ '^[0-9]{10}$'),
        zona text,
        estado text NOT NULL DEFAULT 'activo' CONSTRAINT usuarios_estado_check CHECK (estado IN ('activo', 'inactivo')),
        credenciales_version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
        await queryRunner.query(`CREATE UNIQUE INDEX usuarios_email_unico ON usuarios (lower(email))`);
        await queryRunner.query(`CREATE INDEX usuarios_rol_idx ON usuarios (rol)`);
        await queryRunner.query(`CREATE INDEX usuarios_estado_idx ON usuarios (estado)`);
        await queryRunner.query(`CREATE INDEX usuarios_zona_idx ON usuarios (zona)`);
        await queryRunner.query(`CREATE INDEX usuarios_created_at_idx ON usuarios (created_at, id)`);
        await queryRunner.query(`CREATE INDEX usuarios_nombre_idx ON usuarios (sin_acentos(nombre), id)`);
        await queryRunner.query(`
      CREATE TABLE auditoria (
        id bigserial PRIMARY KEY,
        fecha timestamptz NOT NULL DEFAULT now(),
        usuario_id uuid,
        usuario text NOT NULL,
        accion text NOT NULL,
        modulo text NOT NULL,
        detalles text NOT NULL DEFAULT '',
        ip text,
        tipo text NOT NULL CONSTRAINT auditoria_tipo_check CHECK (tipo IN ('success', 'error', 'warning', 'info')),
        resultado text NOT NULL CONSTRAINT auditoria_resultado_check CHECK (resultado IN ('exitoso', 'fallido')),
        datos_anteriores jsonb,
        datos_nuevos jsonb
      )
    `);
        await queryRunner.query(`CREATE INDEX auditoria_fecha_idx ON auditoria (fecha DESC, id DESC)`);
        await queryRunner.query(`CREATE INDEX auditoria_modulo_idx ON auditoria (modulo, fecha DESC)`);
        await queryRunner.query(`CREATE INDEX auditoria_tipo_idx ON auditoria (tipo, fecha DESC)`);
        await queryRunner.query(`CREATE INDEX auditoria_resultado_idx ON auditoria (resultado, fecha DESC)`);
        await queryRunner.query(`CREATE INDEX auditoria_usuario_idx ON auditoria (usuario, fecha DESC)`);
        await queryRunner.query(`CREATE INDEX auditoria_usuario_id_idx ON auditoria (usuario_id)`);
        // Límite de intentos de inicio de sesión: fallos por (email, ip) y por ip en los últimos minutos.
        await queryRunner.query(`CREATE INDEX auditoria_intentos_idx ON auditoria (accion, usuario, ip, fecha)`);
        await queryRunner.query(`CREATE INDEX auditoria_intentos_ip_idx ON auditoria (accion, ip, fecha)`);
    }
    async down(queryRunner) {
        await queryRunner.query(`DROP TABLE auditoria`);
        await queryRunner.query(`DROP TABLE usuarios`);
        await queryRunner.query(`DROP FUNCTION sin_acentos(text)`);
    }
}
exports.UsuariosAuditoria1795349700000 = UsuariosAuditoria1795349700000;
//# sourceMappingURL=1795349700000-usuarios-auditoria.js.map