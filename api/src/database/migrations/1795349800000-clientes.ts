import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clientes (especificación §3 Client), sus fotos aparte (las listas no cargan imágenes) y la caché de consultas de
 * cédula al registro externo. La búsqueda por nombre usa trigramas sobre sin_acentos(nombre) (función IMMUTABLE
 * de la migración de usuarios), y cédula y teléfono, guardados sólo con dígitos, trigramas para buscar "contiene".
 */
export class Clientes1795349800000 implements MigrationInterface {
  name = 'Clientes1795349800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // pg_trgm es una extensión "trusted" desde PostgreSQL 13: la puede crear el dueño de la base sin superusuario.
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await queryRunner.query(`
      CREATE TABLE clientes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        cedula text NOT NULL CONSTRAINT clientes_cedula_check CHECK (cedula ~ '^[0-9]{11}$'),
        nombre text NOT NULL CONSTRAINT clientes_nombre_check CHECK (btrim(nombre) <> ''),
        apodo text,
        telefono text NOT NULL CONSTRAINT clientes_telefono_check CHECK (telefono ~ '^[0-9]{10}$'),
        email text,
        direccion text NOT NULL CONSTRAINT clientes_direccion_check CHECK (btrim(direccion) <> ''),
        barrio text,
        ciudad text NOT NULL CONSTRAINT clientes_ciudad_check CHECK (btrim(ciudad) <> ''),
        departamento text,
        fecha_nacimiento date,
        sexo text CONSTRAINT clientes_sexo_check CHECK (sexo IN ('M', 'F', 'O')),
        estado_civil text CONSTRAINT clientes_estado_civil_check CHECK (estado_civil IN ('S', 'C', 'D', 'V', 'U')),
        lugar_nacimiento text,
        ocupacion text,
        ingresos numeric(14,2) CONSTRAINT clientes_ingresos_check CHECK (ingresos >= 0),
        referencia1_nombre text,
        referencia1_telefono text CONSTRAINT clientes_referencia1_telefono_check
          CHECK (referencia1_telefono ~ '^[0-9]{10}$'),
        referencia2_nombre text,
        referencia2_telefono text CONSTRAINT clientes_referencia2_telefono_check
          CHECK (referencia2_telefono ~ '^[0-9]{10}$'),
        observaciones text,
        estado text NOT NULL DEFAULT 'activo' CONSTRAINT clientes_estado_check CHECK (estado IN ('activo', 'inactivo')),
        cobrador_id uuid REFERENCES usuarios (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    // Unicidad (y búsqueda exacta) de la cédula; el nombre de la restricción lo traduce common/restricciones.ts.
    await queryRunner.query(`CREATE UNIQUE INDEX clientes_cedula_unico ON clientes (cedula)`);
    // Búsqueda "contiene" sin tildes ni mayúsculas (LIKE '%…%') por nombre, cédula y teléfono.
    await queryRunner.query(`CREATE INDEX clientes_nombre_trgm_idx ON clientes USING gin (sin_acentos(nombre) gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX clientes_cedula_trgm_idx ON clientes USING gin (cedula gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX clientes_telefono_trgm_idx ON clientes USING gin (telefono gin_trgm_ops)`);
    // Filtros y órdenes de GET /api/clientes, cada uno con el desempate por id.
    await queryRunner.query(`CREATE INDEX clientes_telefono_idx ON clientes (telefono)`);
    await queryRunner.query(`CREATE INDEX clientes_created_at_idx ON clientes (created_at, id)`);
    await queryRunner.query(`CREATE INDEX clientes_nombre_idx ON clientes (sin_acentos(nombre), id)`);
    await queryRunner.query(`CREATE INDEX clientes_estado_idx ON clientes (estado, created_at, id)`);
    await queryRunner.query(`CREATE INDEX clientes_cobrador_idx ON clientes (cobrador_id, created_at, id)`);

    await queryRunner.query(`
      CREATE TABLE clientes_fotos (
        cliente_id uuid PRIMARY KEY REFERENCES clientes (id) ON DELETE CASCADE,
        mime text NOT NULL CONSTRAINT clientes_fotos_mime_check CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp')),
        datos bytea NOT NULL,
        tamano integer NOT NULL CONSTRAINT clientes_fotos_tamano_check CHECK (tamano > 0 AND tamano <= 2097152),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);

    await queryRunner.query(`
      CREATE TABLE cedulas_cache (
        cedula text PRIMARY KEY CONSTRAINT cedulas_cache_cedula_check CHECK (cedula ~ '^[0-9]{11}$'),
        datos jsonb NOT NULL,
        fuente text NOT NULL,
        expira_en timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`CREATE INDEX cedulas_cache_expira_en_idx ON cedulas_cache (expira_en)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE cedulas_cache`);
    await queryRunner.query(`DROP TABLE clientes_fotos`);
    await queryRunner.query(`DROP TABLE clientes`);
  }
}
