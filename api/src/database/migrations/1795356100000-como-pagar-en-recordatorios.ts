import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Los recordatorios y los recibos al cliente dicen cómo pagar por transferencia (docs/decisiones/pagos-por-transferencia.md): las
 * plantillas por defecto del recordatorio de cuota, del aviso de mora y del recibo de cobro llevan `{{como_pagar}}` (la llave o cuenta de la
 * empresa y la referencia del préstamo). Sólo cambia la plantilla que nadie editó (su texto es aún el de fábrica); la
 * que una oficina escribió queda como está y puede usar la variable cuando quiera.
 */
const PLANTILLAS: ReadonlyArray<{ uso: string; antes: string; despues: string }> = [
  {
    uso: 'recordatorio_cuota',
    antes:
      'Hola {{cliente}}, le recordamos que mañana {{fecha_vencimiento}} vence su cuota {{numero_cuota}} por {{monto_cuota}}. {{nombre_empresa}} {{telefono_empresa}}',
    despues:
      'Hola {{cliente}}, le recordamos que mañana {{fecha_vencimiento}} vence su cuota {{numero_cuota}} por {{monto_cuota}}. {{como_pagar}} {{nombre_empresa}} {{telefono_empresa}}',
  },
  {
    uso: 'aviso_mora',
    antes:
      'Hola {{cliente}}, su préstamo {{numero_prestamo}} tiene {{cuotas_vencidas}} cuota(s) vencida(s) y un saldo de {{saldo_pendiente}}. Comuníquese con {{nombre_empresa}} al {{telefono_empresa}}.',
    despues:
      'Hola {{cliente}}, su préstamo {{numero_prestamo}} tiene {{cuotas_vencidas}} cuota(s) vencida(s) y un saldo de {{saldo_pendiente}}. {{como_pagar}} Comuníquese con {{nombre_empresa}} al {{telefono_empresa}}.',
  },
  {
    uso: 'recibo_cobro',
    antes:
      'Recibo {{nombre_empresa}}: {{cliente}}, recibimos {{monto_cobro}} el {{fecha_cobro}} (cobrador: {{cobrador}}). Saldo pendiente del préstamo {{numero_prestamo}}: {{saldo_pendiente}}.',
    despues:
      'Recibo {{nombre_empresa}}: {{cliente}}, recibimos {{monto_cobro}} el {{fecha_cobro}} (cobrador: {{cobrador}}). Saldo pendiente del préstamo {{numero_prestamo}}: {{saldo_pendiente}}. {{como_pagar}}',
  },
];

export class ComoPagarEnRecordatorios1795356100000 implements MigrationInterface {
  name = 'ComoPagarEnRecordatorios1795356100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const { uso, antes, despues } of PLANTILLAS) {
      await queryRunner.query(
        `UPDATE notificaciones_plantillas SET contenido = $3, updated_at = now() WHERE uso = $1 AND contenido = $2`,
        [uso, antes, despues],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { uso, antes, despues } of PLANTILLAS) {
      await queryRunner.query(
        `UPDATE notificaciones_plantillas SET contenido = $2, updated_at = now() WHERE uso = $1 AND contenido = $3`,
        [uso, antes, despues],
      );
    }
  }
}
