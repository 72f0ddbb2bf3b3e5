import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lo que sigue a una escritura de dinero sale del núcleo como eventos (docs/decisiones/nucleo-sin-puertas.md): el
 * núcleo escribe una fila por evento (el recibo de un cobro, la corrección de un recibo, la notificación del préstamo)
 * en la misma transacción que el dinero, y un consumidor fuera del núcleo (notificaciones) la toma una vez
 * (`FOR UPDATE SKIP LOCKED`), hace el trabajo y la marca hecha en su propia transacción. Un consumidor que falla deja
 * la fila pendiente con su error y la hora del próximo intento; el dinero ya quedó.
 */
export class EventosDeDinero1795362350000 implements MigrationInterface {
  name = 'EventosDeDinero1795362350000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dinero_eventos (
        id bigserial PRIMARY KEY,
        tipo text NOT NULL CHECK (tipo IN ('recibo', 'correccion_recibo', 'notificacion')),
        datos jsonb NOT NULL,
        creado_en timestamptz NOT NULL DEFAULT now(),
        disponible_desde timestamptz NOT NULL DEFAULT now(),
        intentos integer NOT NULL DEFAULT 0,
        ultimo_error text,
        procesado_en timestamptz
      )
    `);
    await queryRunner.query(
      `CREATE INDEX dinero_eventos_pendientes ON dinero_eventos (id) WHERE procesado_en IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE dinero_eventos`);
  }
}
