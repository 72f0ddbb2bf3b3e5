// El efectivo de cada cobrador recontado aparte (docs/decisiones/caja-de-cobradores.md, «La custodia en la
// verificación»): sólo de las tablas de los hechos —cobros con su `en_poder_de`, efectivo inicial importado
// (`caja_saldos_iniciales`), gastos aceptados y entregas confirmadas—, sin la definición de «en poder» de la caja (caja.sql.ts) ni las reglas que asientan el libro mayor.
// Si una de ellas se equivoca, esta cuenta no se equivoca con ella.
import { sql } from 'kysely';

/**
 * Filas: regla, esperado, encontrado (una por cobrador; la verificación se queda con las que difieren).
 * - `custodia_cobrador:<nombre>`: lo que tiene en su poder (sus cobros y gastos que no están en una entrega
 *   confirmada) = el saldo de su subcuenta de efectivo en el libro mayor.
 * - `custodia_entregado:<nombre>`: efectivo que entregó de más (lo que entregó en toda su historia pasa lo que sus
 *   cobros menos sus gastos le dieron) mientras se le borraron cobros que tenía en su poder. Es el rastro de una
 *   corrección hecha borrando y volviendo a registrar como de la oficina: él seguía con el dinero, su «en poder» cayó
 *   y su entrega asentó un sobrante. Se informa lo menor de las dos cifras (esperado 0). Un sobrante sin cobros
 *   borrados (dinero propio, un pago que nadie registró) es un movimiento de caja, no un descuadre.
 */
export const SQL_CUSTODIA_COBRADORES = sql`
  WITH entregas AS (
    SELECT id, cobrador_id, monto_recibido FROM caja_entregas WHERE estado = 'confirmada'
  ),
  cobros_cobrador AS (
    SELECT co.en_poder_de AS cobrador_id, sum(co.monto) AS total,
           coalesce(sum(co.monto) FILTER (WHERE co.entrega_id IN (SELECT id FROM entregas)), 0) AS entregado
    FROM cobros co WHERE co.en_poder_de IS NOT NULL GROUP BY co.en_poder_de
  ),
  gastos_cobrador AS (
    SELECT g.cobrador_id, sum(g.monto) AS total,
           coalesce(sum(g.monto) FILTER (WHERE g.entrega_id IN (SELECT id FROM entregas)), 0) AS entregado
    FROM caja_gastos g WHERE g.estado = 'aceptado' GROUP BY g.cobrador_id
  ),
  -- El efectivo inicial de una importación (caja_saldos_iniciales): lo tiene hasta que una entrega confirmada lo toma.
  saldos_cobrador AS (
    SELECT s.cobrador_id, sum(s.monto) AS total,
           coalesce(sum(s.monto) FILTER (WHERE s.entrega_id IN (SELECT id FROM entregas)), 0) AS entregado
    FROM caja_saldos_iniciales s WHERE s.cobrador_id IS NOT NULL GROUP BY s.cobrador_id
  ),
  recibido_cobrador AS (
    SELECT cobrador_id, sum(monto_recibido) AS recibido FROM entregas GROUP BY cobrador_id
  ),
  subcuentas AS (
    SELECT c.cobrador_id, sum(l.debito - l.credito) AS saldo
    FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
    WHERE c.cobrador_id IS NOT NULL GROUP BY c.cobrador_id
  ),
  -- Lo que las reversiones de cobros que ya no existen (borrados) le sacaron de su subcuenta.
  borrado_cobrador AS (
    SELECT c.cobrador_id, sum(l.credito) AS borrado
    FROM contabilidad_lineas l
    JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
    JOIN contabilidad_asientos a ON a.id = l.asiento_id
    WHERE c.cobrador_id IS NOT NULL AND a.tipo = 'reversion' AND l.cobro_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM cobros co WHERE co.id = l.cobro_id)
    GROUP BY c.cobrador_id
  ),
  cifras AS (
    SELECT u.nombre,
           coalesce(co.total, 0) - coalesce(co.entregado, 0) - coalesce(g.total, 0) + coalesce(g.entregado, 0)
             + coalesce(si.total, 0) - coalesce(si.entregado, 0) AS en_poder,
           coalesce(co.total, 0) + coalesce(si.total, 0) - coalesce(g.total, 0) - coalesce(r.recibido, 0) AS posicion,
           coalesce(s.saldo, 0) AS subcuenta, coalesce(b.borrado, 0) AS borrado
    FROM usuarios u
    LEFT JOIN cobros_cobrador co ON co.cobrador_id = u.id
    LEFT JOIN gastos_cobrador g ON g.cobrador_id = u.id
    LEFT JOIN recibido_cobrador r ON r.cobrador_id = u.id
    LEFT JOIN subcuentas s ON s.cobrador_id = u.id
    LEFT JOIN borrado_cobrador b ON b.cobrador_id = u.id
    LEFT JOIN saldos_cobrador si ON si.cobrador_id = u.id
    WHERE co.cobrador_id IS NOT NULL OR g.cobrador_id IS NOT NULL OR r.cobrador_id IS NOT NULL OR s.cobrador_id IS NOT NULL
      OR si.cobrador_id IS NOT NULL
  )
  SELECT 'custodia_cobrador:' || nombre AS regla, en_poder AS esperado, subcuenta AS encontrado FROM cifras
  UNION ALL
  SELECT 'custodia_entregado:' || nombre, 0, least(-posicion, borrado) FROM cifras WHERE posicion < 0 AND borrado > 0`;
