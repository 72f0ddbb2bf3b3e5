import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Un sobrante paga primero lo que el cobrador debe (docs/decisiones/caja-de-cobradores.md, «Faltantes que se pagan»).
 * Antes todo sobrante iba a ingreso (429553) aunque el cobrador debiera: su 136530 quedaba más alta que su deuda. Para
 * cada cobrador, la deuda de sus entregas en el orden de sus comprobantes (la suma corrida de esperado − recibido, que
 * nunca baja de 0) se compara con su 136530, y lo que sobra se reclasifica hoy en un comprobante: débito 429553,
 * crédito 136530 del cobrador. Sin historia así, no escribe nada; se puede correr otra vez sin efecto.
 */
export class SobrantesQuePaganFaltantes1795355120000 implements MigrationInterface {
  name = 'SobrantesQuePaganFaltantes1795355120000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const filas: Array<{ cobrador_id: string; nombre: string; exceso: string }> = await queryRunner.query(`
      WITH entregas AS (
        SELECT e.cobrador_id, e.esperado - e.monto_recibido AS diferencia, a.numero
        FROM caja_entregas e
        JOIN contabilidad_asientos a ON a.origen = 'entrega' AND a.origen_id = e.id AND a.tipo = 'entrega'
        WHERE e.estado = 'confirmada'
      ),
      corridas AS (
        SELECT cobrador_id, numero, sum(diferencia) OVER (PARTITION BY cobrador_id ORDER BY numero) AS suma FROM entregas
      ),
      deudas AS (
        SELECT DISTINCT ON (cobrador_id) cobrador_id, suma - least(0, min(suma) OVER (PARTITION BY cobrador_id)) AS deuda
        FROM corridas ORDER BY cobrador_id, numero DESC
      ),
      mayor AS (
        SELECT l.cobrador_id, sum(l.debito - l.credito) AS saldo
        FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
        WHERE c.clave = 'faltantes_cobradores' GROUP BY l.cobrador_id
      )
      SELECT m.cobrador_id, u.nombre, m.saldo - coalesce(d.deuda, 0) AS exceso
      FROM mayor m JOIN usuarios u ON u.id = m.cobrador_id LEFT JOIN deudas d ON d.cobrador_id = m.cobrador_id
      WHERE m.saldo - coalesce(d.deuda, 0) > 0
      ORDER BY u.nombre`);
    for (const fila of filas) {
      await queryRunner.query(
        `WITH hoy AS (SELECT (now() AT TIME ZONE 'America/Bogota')::date AS dia),
         a AS (
           INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen, origen_id)
           SELECT dia, 'entrega', $2, 'entrega', NULL FROM hoy RETURNING id, fecha
         )
         INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito, cobrador_id)
         SELECT a.id, a.fecha, c.id,
                CASE c.clave WHEN 'sobrantes_caja' THEN $3::numeric ELSE 0 END,
                CASE c.clave WHEN 'faltantes_cobradores' THEN $3::numeric ELSE 0 END,
                $1::uuid
         FROM a CROSS JOIN contabilidad_cuentas c WHERE c.clave IN ('sobrantes_caja', 'faltantes_cobradores')`,
        [
          fila.cobrador_id,
          `Reclasificación: sobrantes de ${fila.nombre} que pagaban su faltante (eran ingreso)`.slice(0, 300),
          fila.exceso,
        ],
      );
    }
    // Los cuadres se comprueban ya y vuelven a diferirse: una migración siguiente en la misma transacción puede
    // alterar las tablas del mayor, y no se alteran con controles pendientes (docs/decisiones/migraciones-congeladas.md).
    await queryRunner.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await queryRunner.query(`SET CONSTRAINTS ALL DEFERRED`);
  }

  async down(): Promise<void> {
    // El libro mayor no admite borrados: la reclasificación queda; una corrección sería otro comprobante.
  }
}
