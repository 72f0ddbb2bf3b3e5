import type { MigrationInterface, QueryRunner } from 'typeorm';
import { crearTotalesPorSentencia } from '../congelado/disparadores';

/** Clave de `clientes_totales` para los clientes sin cobrador (una clave primaria no admite NULL). */
export const SIN_COBRADOR = '00000000-0000-0000-0000-000000000000';

/**
 * Clientes (especificación §3 Client), sus fotos aparte (las listas no cargan imágenes) y la caché de consultas de
 * cédula al registro externo. La búsqueda por nombre usa trigramas sobre `nombre_busqueda`, columna generada con
 * sin_acentos(nombre) (función IMMUTABLE de la migración de usuarios): guardada, la comprobación de cada fila
 * candidata no recalcula translate() (una búsqueda amplia sobre 100.000 clientes baja de ~90 a ~12 ms). Cédula y
 * teléfono, guardados sólo con dígitos, tienen trigramas para buscar "contiene".
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
        nombre_busqueda text GENERATED ALWAYS AS (sin_acentos(nombre)) STORED,
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
    await queryRunner.query(`CREATE INDEX clientes_nombre_trgm_idx ON clientes USING gin (nombre_busqueda gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX clientes_cedula_trgm_idx ON clientes USING gin (cedula gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX clientes_telefono_trgm_idx ON clientes USING gin (telefono gin_trgm_ops)`);
    // Filtros y órdenes de GET /api/clientes, cada uno con el desempate por id.
    await queryRunner.query(`CREATE INDEX clientes_telefono_idx ON clientes (telefono)`);
    await queryRunner.query(`CREATE INDEX clientes_created_at_idx ON clientes (created_at, id)`);
    await queryRunner.query(`CREATE INDEX clientes_nombre_idx ON clientes (nombre_busqueda, id)`);
    await queryRunner.query(`CREATE INDEX clientes_estado_idx ON clientes (estado, created_at, id)`);
    await queryRunner.query(`CREATE INDEX clientes_cobrador_idx ON clientes (cobrador_id, created_at, id)`);

    // Totales por estado y cobrador, mantenidos por disparadores de sentencia: la lista sin búsqueda (y la de un
    // cobrador) sabe cuántos clientes hay sin recorrer la tabla con count(*). Las búsquedas sí cuentan sus filas.
    await queryRunner.query(`
      CREATE TABLE clientes_totales (
        estado text NOT NULL,
        -- ${SIN_COBRADOR} = sin cobrador asignado
        cobrador_id uuid NOT NULL,
        total bigint NOT NULL,
        PRIMARY KEY (estado, cobrador_id)
      )
    `);
    // Cada disparador suma o resta por grupo, en orden de clave (dos transacciones toman los candados en el mismo
    // orden); un UPDATE que no cambia estado ni cobrador no escribe nada.
    const ajustar = (filas: string) => `
      INSERT INTO clientes_totales AS t (estado, cobrador_id, total)
      SELECT estado, cobrador_id, sum(delta) FROM (${filas}) AS d
      GROUP BY estado, cobrador_id HAVING sum(delta) <> 0 ORDER BY estado, cobrador_id
      ON CONFLICT (estado, cobrador_id) DO UPDATE SET total = t.total + EXCLUDED.total`;
    const nuevas = `SELECT estado, coalesce(cobrador_id, '${SIN_COBRADOR}'::uuid) AS cobrador_id, 1 AS delta FROM nuevas`;
    const viejas = `SELECT estado, coalesce(cobrador_id, '${SIN_COBRADOR}'::uuid) AS cobrador_id, -1 AS delta FROM viejas`;
    await crearTotalesPorSentencia(queryRunner, {
      totales: 'clientes_totales',
      tabla: 'clientes',
      transicion: ['nuevas', 'viejas'],
      nuevas,
      viejas,
      ajustar,
    });

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
    await queryRunner.query(`DROP TABLE clientes_totales`);
    for (const nombre of ['sumar', 'restar', 'mover', 'vaciar']) {
      await queryRunner.query(`DROP FUNCTION clientes_totales_${nombre}()`);
    }
  }
}
