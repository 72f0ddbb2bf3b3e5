import { MigrationInterface, QueryRunner } from 'typeorm';
import { fijarOrigenesNotificacion, quitarOrigenNotificacion } from '../congelado/sql-comun';

/**
 * Dos horas de la organización (Configuración › Sistema), de Bogotá y 'HH:MM':
 * - `entrega_caja_hora` con `aviso_entrega_caja`: a esa hora se avisa a gerentes y administradores de cada cobrador
 *   que no ha entregado su efectivo (docs/decisiones/caja-de-cobradores.md). Encendido a las 18:00.
 * - `respaldos_hora`: la del respaldo diario; null = la de RESPALDOS_HORA (docs/decisiones/respaldos.md).
 * `tareas_diarias` es el reclamo de una tarea diaria: la réplica que inserta (tarea, día) la corre; las demás, no.
 * Las notificaciones admiten el origen `entrega_caja` (el aviso, una por cobrador y día por su clave de origen).
 */
export class HorasOrganizacion1795353200000 implements MigrationInterface {
  name = 'HorasOrganizacion1795353200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const hora = (columna: string) => `${columna} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        ADD COLUMN aviso_entrega_caja boolean NOT NULL DEFAULT true,
        ADD COLUMN entrega_caja_hora text NOT NULL DEFAULT '18:00'
          CONSTRAINT configuracion_organizacion_entrega_caja_hora_check CHECK (${hora('entrega_caja_hora')}),
        ADD COLUMN respaldos_hora text NULL
          CONSTRAINT configuracion_organizacion_respaldos_hora_check CHECK (${hora('respaldos_hora')})
    `);
    await queryRunner.query(`
      CREATE TABLE tareas_diarias (
        tarea text NOT NULL,
        dia date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tarea, dia)
      )
    `);
    await fijarOrigenesNotificacion(
      queryRunner,
      `'manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro', 'entrega_caja'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarOrigenNotificacion(
      queryRunner,
      'entrega_caja',
      `'manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro'`,
    );
    await queryRunner.query(`DROP TABLE IF EXISTS tareas_diarias`);
    await queryRunner.query(`
      ALTER TABLE configuracion_organizacion
        DROP COLUMN IF EXISTS aviso_entrega_caja,
        DROP COLUMN IF EXISTS entrega_caja_hora,
        DROP COLUMN IF EXISTS respaldos_hora
    `);
  }
}
