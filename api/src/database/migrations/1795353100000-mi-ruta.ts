import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mi Ruta (docs/decisiones/mi-ruta.md).
 *
 * - `gestiones`: lo que pasó en una visita sin cobro (no estaba, promesa de pago con fecha y monto, se negó, otro),
 *   sobre un préstamo; se muestran en el historial del plan y las promesas se cuentan en Reportes.
 * - `mi_ruta_rechazos`: las escrituras hechas sin señal que la API rechazó al sincronizar (el préstamo se pagó, se
 *   canceló o pasó a otro cobrador). Quedan para la oficina; la clave del dispositivo las guarda una sola vez.
 */
export class MiRuta1795353100000 implements MigrationInterface {
  name = 'MiRuta1795353100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE gestiones (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        prestamo_id uuid NOT NULL REFERENCES prestamos (id) ON DELETE CASCADE,
        cobrador_id uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        registrado_por uuid NULL REFERENCES usuarios (id) ON DELETE SET NULL,
        fecha date NOT NULL,
        resultado varchar(20) NOT NULL CHECK (resultado IN ('no_estaba', 'promesa', 'se_nego', 'otro')),
        fecha_promesa date NULL,
        monto_promesa numeric(14, 2) NULL,
        nota varchar(500) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT gestiones_promesa_completa CHECK (
          (resultado = 'promesa' AND fecha_promesa IS NOT NULL AND monto_promesa > 0 AND fecha_promesa >= fecha)
          OR (resultado <> 'promesa' AND fecha_promesa IS NULL AND monto_promesa IS NULL))
      )`);
    await queryRunner.query(`CREATE INDEX gestiones_prestamo_idx ON gestiones (prestamo_id, fecha DESC)`);
    await queryRunner.query(`CREATE INDEX gestiones_cobrador_fecha_idx ON gestiones (cobrador_id, fecha)`);
    await queryRunner.query(
      `CREATE INDEX gestiones_promesas_idx ON gestiones (fecha_promesa) WHERE resultado = 'promesa'`,
    );
    await queryRunner.query(`
      CREATE TABLE mi_ruta_rechazos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        cobrador_id uuid NOT NULL REFERENCES usuarios (id) ON DELETE CASCADE,
        tipo varchar(20) NOT NULL CHECK (tipo IN ('cobro', 'gestion', 'solicitud')),
        clave varchar(255) NOT NULL,
        cuerpo jsonb NOT NULL,
        mensaje varchar(500) NOT NULL,
        codigo varchar(80) NULL,
        creado_en_dispositivo timestamptz NOT NULL,
        recibido_en timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT mi_ruta_rechazos_clave UNIQUE (cobrador_id, clave)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE mi_ruta_rechazos`);
    await queryRunner.query(`DROP TABLE gestiones`);
  }
}
