import type { MigrationInterface, QueryRunner } from 'typeorm';
import { fijarOrigenesNotificacion, quitarOrigenNotificacion, SALTO_ORIGENES } from '../congelado/sql-comun';

/**
 * El recibo al cliente de cada cobro, encendido por defecto, y su corrección (docs/decisiones/recibos-de-cobro.md):
 * - `recibo_cobro` nace encendido. Una instalación nueva (sin préstamos) lo enciende; una que ya tiene préstamos, sólo
 *   si tiene un canal externo configurado y activo y nadie tocó el interruptor (ningún evento de auditoría de la
 *   configuración lo nombra ni lo cambia). Lo que una oficina decidió no se cambia; encenderlo en una oficina con
 *   datos queda en la auditoría. El servidor además no encola un recibo si el canal de su plantilla no está
 *   configurado, así encendido sin canal no llena la cola de envíos fallidos.
 * - La plantilla «Corrección de recibo» (uso `recibo_correccion`, origen del mismo nombre), por el mismo canal que la
 *   del recibo, editable como las otras en Notificaciones › Plantillas.
 */
export class RecibosPorDefecto1795354620000 implements MigrationInterface {
  name = 'RecibosPorDefecto1795354620000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion ALTER COLUMN recibo_cobro SET DEFAULT true`,
    );
    await queryRunner.query(`
      WITH encendido AS (
        UPDATE configuracion_organizacion o SET recibo_cobro = true, updated_at = now()
        WHERE o.id = 1 AND NOT o.recibo_cobro AND NOT EXISTS (${INTERRUPTOR_TOCADO})
          AND (NOT EXISTS (SELECT 1 FROM prestamos) OR EXISTS (${CANAL_CONFIGURADO}))
        RETURNING o.id
      )
      INSERT INTO auditoria (usuario, accion, modulo, detalles, tipo, resultado, datos_anteriores, datos_nuevos)
      SELECT 'Sistema', 'Encender recibos de cobro', 'Sistema',
             'Recibo al cliente de cada cobro encendido por defecto: hay un canal configurado y nadie había cambiado el ajuste',
             'info', 'exitoso', '{"reciboCobro": false}'::jsonb, '{"reciboCobro": true}'::jsonb
      FROM encendido
      WHERE EXISTS (SELECT 1 FROM prestamos)
    `);

    await queryRunner.query(
      `ALTER TABLE notificaciones_plantillas DROP CONSTRAINT notificaciones_plantillas_uso_check`,
    );
    await queryRunner.query(`
      ALTER TABLE notificaciones_plantillas ADD CONSTRAINT notificaciones_plantillas_uso_check
        CHECK (uso IN ('recordatorio_cuota', 'aviso_mora', 'recibo_cobro', 'recibo_correccion'))
    `);
    // El nombre es único: si la oficina ya tiene una plantilla con ése, la automática lleva «(automática)».
    await queryRunner.query(`
      INSERT INTO notificaciones_plantillas (nombre, tipo, asunto, contenido, uso)
      SELECT CASE WHEN EXISTS (SELECT 1 FROM notificaciones_plantillas WHERE lower(nombre) = lower('Corrección de recibo'))
                  THEN 'Corrección de recibo (automática)' ELSE 'Corrección de recibo' END,
             coalesce((SELECT tipo FROM notificaciones_plantillas WHERE uso = 'recibo_cobro' AND tipo <> 'sistema'), 'whatsapp'),
             'Corrección de recibo',
             'Corrección de recibo {{nombre_empresa}}: {{cliente}}, su pago del {{fecha_cobro}} fue corregido. Valor: {{monto_cobro}}. Saldo pendiente del préstamo {{numero_prestamo}}: {{saldo_pendiente}}.',
             'recibo_correccion'
    `);
    await fijarOrigenesNotificacion(
      queryRunner,
      `'manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro', 'recibo_correccion', 'entrega_caja',${SALTO_ORIGENES}'clave_respaldos', 'habeas_data'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await quitarOrigenNotificacion(
      queryRunner,
      'recibo_correccion',
      `'manual', 'recordatorio_cuota', 'aviso_mora', 'recibo_cobro', 'entrega_caja', 'clave_respaldos',${SALTO_ORIGENES}'habeas_data'`,
    );
    await queryRunner.query(`DELETE FROM notificaciones_plantillas WHERE uso = 'recibo_correccion'`);
    await queryRunner.query(
      `ALTER TABLE notificaciones_plantillas DROP CONSTRAINT notificaciones_plantillas_uso_check`,
    );
    await queryRunner.query(`
      ALTER TABLE notificaciones_plantillas ADD CONSTRAINT notificaciones_plantillas_uso_check
        CHECK (uso IN ('recordatorio_cuota', 'aviso_mora', 'recibo_cobro'))
    `);
    await queryRunner.query(
      `ALTER TABLE configuracion_organizacion ALTER COLUMN recibo_cobro SET DEFAULT false`,
    );
    // Lo que nadie eligió vuelve al valor de antes (apagado).
    await queryRunner.query(
      `UPDATE configuracion_organizacion SET recibo_cobro = false WHERE id = 1 AND NOT EXISTS (${INTERRUPTOR_TOCADO})`,
    );
  }
}

/**
 * Alguien eligió el interruptor del recibo: un cambio de la configuración de la organización que lo nombra o lo cambia
 * (ConfiguracionOrganizacionService.actualizar audita cada cambio, con los ajustes de antes y de después).
 */
const INTERRUPTOR_TOCADO = `
  SELECT 1 FROM auditoria a
  WHERE a.accion = 'Actualizar configuración de la organización'
    AND (a.detalles LIKE '%reciboCobro%'
         OR (a.datos_anteriores -> 'reciboCobro') IS DISTINCT FROM (a.datos_nuevos -> 'reciboCobro'))`;

/** Un canal externo (email, SMS o WhatsApp) activo y con sus ajustes escritos. */
const CANAL_CONFIGURADO = `
  SELECT 1 FROM notificaciones_canales c WHERE c.activo AND c.ajustes <> '{}'::jsonb`;
