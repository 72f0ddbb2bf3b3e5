// Cada cuenta de banco del mayor contra lo que dice el banco (docs/decisiones/verificacion-de-cuentas.md): las líneas
// de sus extractos que ya tienen dinero asentado, más lo que la oficina asentó sin extracto (los cobros por
// transferencia que ninguna línea trae todavía, las devoluciones, las consignaciones y retiros de la caja). Sin las
// reglas que asientan: sólo las tablas de pagos, de caja y las líneas del mayor.
import { sql } from 'kysely';

/**
 * Las líneas que todavía no movieron dinero en el mayor: por cruzar o aplicar, anuladas (un pago de Wompi que se
 * anuló), las que repiten otra del mismo extracto mientras la oficina no confirma (`por_confirmar`) y las que confirmó
 * como repetidas (`duplicado`). Las demás, créditos y débitos (también los que esperan identificarse), sí.
 */
const ESTADOS_SIN_DINERO = sql`('por_cruzar', 'por_aplicar', 'anulada', 'por_confirmar', 'duplicado')`;

/**
 * Una fila por cuenta de banco: la cuenta Bancos (111005, la de las consignaciones de la caja, que no tiene extractos)
 * y cada subcuenta de una cuenta de recaudo (111005nn). Columnas: codigo, nombre, lineas (cuántas líneas de extracto
 * tiene), extracto (la suma de las que ya movieron dinero, ESTADOS_SIN_DINERO aparte; los débitos restan), sin_extracto,
 * mayor (débitos − créditos de la cuenta).
 */
export const SQL_BANCOS = sql`
  WITH lineas AS (
    SELECT cuenta_pago_id, count(*) AS lineas,
           coalesce(sum(valor) FILTER (WHERE estado NOT IN ${ESTADOS_SIN_DINERO}), 0) AS extracto,
           coalesce(sum(valor) FILTER (WHERE estado = 'devuelta' AND NOT debito_visto), 0) AS devuelto
    FROM (
      -- Una devolución que el extracto aún no muestra como débito (la línea del débito la nombra en devolucion_de) la
      -- asentó la oficina sin extracto.
      SELECT x.cuenta_pago_id, x.valor, x.estado,
             CASE WHEN x.estado = 'devuelta' THEN EXISTS (
               SELECT 1 FROM pagos_extracto_lineas d WHERE d.devolucion_de = x.id) END AS debito_visto
      FROM pagos_extracto_lineas x
    ) x
    GROUP BY cuenta_pago_id
  ),
  -- Un cobro por transferencia que ninguna línea de extracto trae (ni cruzada con él ni con su transferencia): la
  -- oficina lo asentó con el comprobante del cliente y el banco aún no lo muestra.
  sin_linea AS (
    SELECT t.cuenta_pago_id, sum(m.efectivo) AS monto
    FROM pagos_cobros_transferencia t JOIN prestamos_movimientos m ON m.cobro_id = t.cobro_id
    WHERE NOT EXISTS (SELECT 1 FROM pagos_lineas_cobros lc WHERE lc.cobro_id = t.cobro_id)
      AND NOT EXISTS (SELECT 1 FROM pagos_transferencias tr JOIN pagos_extracto_lineas x ON x.transferencia_id = tr.id
                      WHERE tr.cobro_id = t.cobro_id)
    GROUP BY t.cuenta_pago_id
  ),
  mayor AS (
    SELECT l.cuenta_id, sum(l.debito - l.credito) AS saldo FROM contabilidad_lineas l
    WHERE l.cuenta_id IN (SELECT id FROM contabilidad_cuentas WHERE clave = 'bancos' OR cuenta_pago_id IS NOT NULL)
    GROUP BY l.cuenta_id
  ),
  caja AS (
    SELECT coalesce(sum(CASE tipo WHEN 'egreso' THEN monto ELSE -monto END), 0) AS monto
    FROM movimientos_caja WHERE categoria = 'banco'
  )
  SELECT k.codigo, pc.nombre, coalesce(li.lineas, 0) AS lineas, li.extracto,
         coalesce(s.monto, 0) - coalesce(li.devuelto, 0) AS sin_extracto, coalesce(m.saldo, 0) AS mayor
  FROM pagos_cuentas pc
  JOIN contabilidad_cuentas k ON k.cuenta_pago_id = pc.id
  LEFT JOIN lineas li ON li.cuenta_pago_id = pc.id
  LEFT JOIN sin_linea s ON s.cuenta_pago_id = pc.id
  LEFT JOIN mayor m ON m.cuenta_id = k.id
  UNION ALL
  SELECT k.codigo, k.nombre, 0, NULL, caja.monto, coalesce(m.saldo, 0)
  FROM contabilidad_cuentas k CROSS JOIN caja LEFT JOIN mayor m ON m.cuenta_id = k.id
  WHERE k.clave = 'bancos'`;

/**
 * Regla `banco:<código> <nombre>`: el saldo de la cuenta en el mayor = lo que muestran sus extractos + lo asentado
 * sin extracto. Una cuenta sin extractos se compara sólo con lo asentado sin extracto, y el resumen de la verificación
 * lo dice (`bancos[].conExtracto`).
 */
export const SQL_DESCUADRES_BANCOS = sql`
  SELECT 'banco:' || codigo || ' ' || nombre AS regla, coalesce(extracto, 0) + sin_extracto AS esperado,
         mayor AS encontrado, NULL::uuid AS prestamo_id, NULL::bigint AS numero
  FROM (${SQL_BANCOS}) b
  WHERE coalesce(extracto, 0) + sin_extracto <> mayor`;
