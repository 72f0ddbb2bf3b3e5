import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  CATEGORIA_EN_LA_BANDEJA,
  cuotasPorFecha,
  OFICINA_DE_NOTIFICACIONES,
  oficinaDeDestinatario,
} from '../congelado/notificaciones-y-cuotas-por-oficina';
import { quitarPorOficina, sentenciasPorOficina } from '../congelado/politicas';

/**
 * Las notificaciones y el resumen de las cuotas por fecha, por oficina (docs/decisiones/notificaciones-por-oficina.md,
 * issue 68):
 * - `notificaciones.oficina_id` (NULL: una campaña del administrador para todas, que sólo ve quien ve todas): las que
 *   existen, la de sus destinatarios si todos comparten una. Un destinatario nuevo toma la de su notificación si la
 *   tiene. La política por_oficina (una fila sin oficina no la ve un gerente). Un aviso a una cuenta guarda la
 *   categoría de su mensaje: la bandeja no lee el encabezado.
 * - `cuotas_por_fecha` por oficina (la de la cuota) y fecha: sus disparadores, su recuento, su compactación, rehecha, y
 *   la política por_oficina; quien lee suma las filas que ve (una oficina o todas).
 */
export class NotificacionesYCuotasPorOficina1795363400000 implements MigrationInterface {
  name = 'NotificacionesYCuotasPorOficina1795363400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const cuotas = cuotasPorFecha(true);
    await correr(queryRunner, [
      ...OFICINA_DE_NOTIFICACIONES,
      ...CATEGORIA_EN_LA_BANDEJA,
      oficinaDeDestinatario(true),
      ...sentenciasPorOficina('notificaciones'),
      `DELETE FROM cuotas_por_fecha`,
      `ALTER TABLE cuotas_por_fecha ADD COLUMN oficina_id uuid NOT NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
      ...cuotas.funciones,
      cuotas.rehacer,
      `CREATE INDEX cuotas_por_fecha_oficina_idx ON cuotas_por_fecha (oficina_id, fecha)
         INCLUDE (exigible, pagado, abierto, abiertas)`,
      ...sentenciasPorOficina('cuotas_por_fecha'),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const cuotas = cuotasPorFecha(false);
    await correr(queryRunner, [
      ...quitarPorOficina('cuotas_por_fecha'),
      `DELETE FROM cuotas_por_fecha`,
      `ALTER TABLE cuotas_por_fecha DROP COLUMN oficina_id`,
      ...cuotas.funciones,
      cuotas.rehacer,
      ...quitarPorOficina('notificaciones'),
      oficinaDeDestinatario(false),
      `ALTER TABLE notificaciones_destinatarios DROP COLUMN categoria`,
      `ALTER TABLE notificaciones DROP COLUMN oficina_id`,
    ]);
  }
}

/** Corre `sentencias` leyendo y escribiendo todas las oficinas (el dueño también pasa por las políticas: FORCE). */
async function correr(queryRunner: QueryRunner, sentencias: string[]): Promise<void> {
  await queryRunner.query(`SELECT set_config('app.oficinas', 'todas', true)`);
  for (const sentencia of sentencias) await queryRunner.query(sentencia);
}
