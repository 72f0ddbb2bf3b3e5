"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.GarantiasDocumentos1795350200000 = void 0;
/**
 * Garantías de préstamos y documentos (§3, §4, §7 Collateral and documents).
 *
 * - `garantias`: pertenece a un préstamo (RESTRICT); dinero NUMERIC(14,2) con valor declarado ≥ 0.
 * - `documentos`: metadatos (nombre original, mime verificado por contenido, tamaño, SHA-256, relación). Siempre
 *   pertenece a un préstamo (`prestamo_id`, derivado de la relación) para limitar la cartera de un cobrador.
 *   El borrado es lógico (`eliminado_en`).
 * - `documentos_archivos`: los bytes, aparte, para que ninguna lista los lea. En PostgreSQL: todas las réplicas de
 *   la API los ven sin un disco compartido.
 * - `garantia_documentos`: qué documentos tiene cada garantía (los subidos para ella y los vinculados después).
 */
class GarantiasDocumentos1795350200000 {
    name = 'GarantiasDocumentos1795350200000';
    async up(queryRunner) {
        await queryRunner.query(`
      CREATE TABLE garantias (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE RESTRICT,
        tipo text NOT NULL CONSTRAINT garantias_tipo_check
          CHECK (tipo IN ('vehiculo', 'inmueble', 'equipo', 'efectivo', 'otros')),
        descripcion text NOT NULL CONSTRAINT garantias_descripcion_check CHECK (btrim(descripcion) <> ''),
        valor_declarado numeric(14,2) NOT NULL CONSTRAINT garantias_valor_declarado_check CHECK (valor_declarado >= 0),
        valor_avaluo numeric(14,2) NULL CONSTRAINT garantias_valor_avaluo_check CHECK (valor_avaluo >= 0),
        identificador_legal text NULL,
        estado text NOT NULL DEFAULT 'pendiente' CONSTRAINT garantias_estado_check
          CHECK (estado IN ('pendiente', 'verificada', 'liberada', 'ejecutada')),
        creado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        busqueda text GENERATED ALWAYS AS (sin_acentos(descripcion || ' ' || coalesce(identificador_legal, ''))) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
        await queryRunner.query(`CREATE INDEX garantias_prestamo_idx ON garantias (prestamo_id, created_at)`);
        await queryRunner.query(`CREATE INDEX garantias_created_at_idx ON garantias (created_at, id)`);
        await queryRunner.query(`CREATE INDEX garantias_estado_idx ON garantias (estado, created_at, id)`);
        await queryRunner.query(`CREATE INDEX garantias_busqueda_trgm_idx ON garantias USING gin (busqueda gin_trgm_ops)`);
        await queryRunner.query(`
      CREATE TABLE documentos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        nombre_original text NOT NULL CONSTRAINT documentos_nombre_check CHECK (btrim(nombre_original) <> ''),
        tipo text NOT NULL,
        mime text NOT NULL CONSTRAINT documentos_mime_check
          CHECK (mime IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
        size_bytes integer NOT NULL CONSTRAINT documentos_size_check CHECK (size_bytes > 0 AND size_bytes <= 10485760),
        checksum_sha256 text NOT NULL CONSTRAINT documentos_checksum_check CHECK (checksum_sha256 ~ '^[0-9a-f]{64}$'),
        relacionado_tipo text NOT NULL CONSTRAINT documentos_relacionado_tipo_check
          CHECK (relacionado_tipo IN ('garantia', 'prestamo')),
        relacionado_id uuid NOT NULL,
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE RESTRICT,
        metadata jsonb NULL,
        almacen text NOT NULL DEFAULT 'postgres',
        subido_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        eliminado_en timestamptz NULL,
        eliminado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL
      )
    `);
        await queryRunner.query(`CREATE INDEX documentos_relacion_idx ON documentos (relacionado_tipo, relacionado_id, created_at) WHERE eliminado_en IS NULL`);
        await queryRunner.query(`CREATE INDEX documentos_prestamo_idx ON documentos (prestamo_id, created_at) WHERE eliminado_en IS NULL`);
        await queryRunner.query(`
      CREATE TABLE documentos_archivos (
        documento_id uuid PRIMARY KEY REFERENCES documentos (id) ON DELETE CASCADE,
        contenido bytea NOT NULL
      )
    `);
        // Los archivos ya están comprimidos (PDF, JPEG, PNG, WebP): TOAST no gana nada intentando comprimirlos.
        await queryRunner.query(`ALTER TABLE documentos_archivos ALTER COLUMN contenido SET STORAGE EXTERNAL`);
        await queryRunner.query(`
      CREATE TABLE garantia_documentos (
        garantia_id uuid NOT NULL REFERENCES garantias (id) ON DELETE CASCADE,
        documento_id uuid NOT NULL REFERENCES documentos (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (garantia_id, documento_id)
      )
    `);
        await queryRunner.query(`CREATE INDEX garantia_documentos_documento_idx ON garantia_documentos (documento_id)`);
    }
    async down(queryRunner) {
        await queryRunner.query(`DROP TABLE IF EXISTS garantia_documentos`);
        await queryRunner.query(`DROP TABLE IF EXISTS documentos_archivos`);
        await queryRunner.query(`DROP TABLE IF EXISTS documentos`);
        await queryRunner.query(`DROP TABLE IF EXISTS garantias`);
    }
}
exports.GarantiasDocumentos1795350200000 = GarantiasDocumentos1795350200000;
//# sourceMappingURL=1795350200000-garantias-documentos.js.map