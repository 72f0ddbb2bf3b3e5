// Congelado (migraciones 1795351300000-rutas-paradas y, en su down, 1795352200000-rutas-paradas-en-arreglos): la tabla
// `rutas_paradas` con el disparador que borra las paradas con su ruta. No cambia nunca
// (docs/decisiones/migraciones-congeladas.md).
import type { QueryRunner } from 'typeorm';

/** Crea `rutas_paradas` (vacía) y el disparador que borra las paradas de las rutas borradas. */
export async function crearRutasParadas(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
      CREATE TABLE rutas_paradas (
        ruta_id uuid NOT NULL,
        orden integer NOT NULL CHECK (orden > 0),
        cliente_id uuid NOT NULL,
        nombre text NOT NULL,
        telefono text NOT NULL,
        direccion text NOT NULL,
        barrio text NULL,
        ciudad text NOT NULL,
        latitud numeric(9,6) NULL,
        longitud numeric(9,6) NULL,
        saldo_pendiente numeric(14,2) NOT NULL,
        dias_vencido integer NOT NULL,
        prestamo_ids uuid[] NOT NULL,
        prestamo_numeros bigint[] NOT NULL,
        prestamo_estados text[] NOT NULL,
        prestamo_dias integer[] NOT NULL,
        prestamo_saldos numeric(14,2)[] NOT NULL,
        PRIMARY KEY (ruta_id, orden),
        CONSTRAINT rutas_paradas_prestamos_check CHECK (
          cardinality(prestamo_ids) > 0
          AND cardinality(prestamo_numeros) = cardinality(prestamo_ids)
          AND cardinality(prestamo_estados) = cardinality(prestamo_ids)
          AND cardinality(prestamo_dias) = cardinality(prestamo_ids)
          AND cardinality(prestamo_saldos) = cardinality(prestamo_ids)
        )
      )
    `);
  // Sin llave foránea (una verificación por fila al insertar miles de paradas): las paradas se borran con su ruta
  // por un disparador por sentencia (una sola consulta aunque se borren 100 rutas, también al borrar un cobrador).
  await queryRunner.query(`
      CREATE FUNCTION rutas_paradas_borrar() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM rutas_paradas p USING viejas v WHERE p.ruta_id = v.id;
        RETURN NULL;
      END $$
    `);
  await queryRunner.query(`
      CREATE TRIGGER rutas_paradas_borrar AFTER DELETE ON rutas
        REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION rutas_paradas_borrar()
    `);
}
