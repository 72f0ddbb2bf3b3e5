// La verificación del libro mayor contra las fuentes que él no escribió (docs/contabilidad.md, «La prueba») y la deuda
// de cada cobrador recalculada de sus entregas. Una fila por diferencia y sin orden: verificacion.sql.ts las une, las
// cuenta y ordena las que se detallan.
import { sql } from 'kysely';
import { SQL_COBROS_EN_PODER, SQL_GASTOS_EN_PODER, SQL_SALDOS_EN_PODER } from '../caja/caja.sql';
import { LIMITES } from '@cartera/dominio';

/**
 * La cartera de cada préstamo en el libro mayor (capital, interés y mora por cobrar), de una pasada por sus líneas. La
 * leen la regla del mayor y la del reparto de los reportes: en la verificación entera se calcula una vez.
 */
export const SQL_CARTERA_MAYOR = sql`
    SELECT l.prestamo_id,
           sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital') AS capital,
           sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses') AS interes,
           sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_mora') AS mora
    FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
    WHERE c.clave IN ('cartera_capital', 'cartera_intereses', 'cartera_mora')
    GROUP BY l.prestamo_id`;

/**
 * El libro mayor contra las fuentes que él no escribió (docs/contabilidad.md, «La prueba»): cada comprobante y el
 * diario entero cuadran; la cartera de cada préstamo en el mayor = su saldo según sus cuotas (el módulo de préstamos);
 * el efectivo del mayor (oficina + cobradores) = saldo inicial + efectivo del libro de préstamos + movimientos de caja
 * − gastos aceptados, día por día; la subcuenta de cada cobrador = sus cobros en su poder − sus gastos por entregar;
 * y ningún evento de dinero se quedó sin comprobante. Filas: regla, esperado, encontrado, prestamo_id, numero.
 */
export const sqlDescuadresMayor = (carteraMayor = SQL_CARTERA_MAYOR) => sql`
  WITH cuentas AS (
    SELECT id, clave, cobrador_id, cuenta_pago_id, (clave = 'caja_oficina' OR cobrador_id IS NOT NULL) AS efectivo
    FROM contabilidad_cuentas
  ),
  -- Una sola pasada por todas las líneas, por día y cuenta (en el orden del índice contabilidad_lineas_fecha_idx, que
  -- las trae con sus débitos y créditos): de ella salen el cuadre del diario, los saldos por mes, el efectivo de cada
  -- día, la subcuenta de cada cobrador y las cuentas de recaudo, sin volver a leer millones de líneas para cada una.
  dias_cuentas AS MATERIALIZED (
    SELECT fecha, cuenta_id, sum(debito) AS debito, sum(credito) AS credito
    FROM contabilidad_lineas GROUP BY fecha, cuenta_id
  ),
  cartera_mayor AS (${carteraMayor}),
  efectivo_fuentes AS (
    SELECT fecha, sum(monto) AS monto FROM (
      SELECT coalesce(fecha_saldo_inicial, ${LIMITES.fechaPrestamoMinima}::date) AS fecha, saldo_inicial_caja AS monto
      FROM configuracion_organizacion WHERE id = 1
      -- Lo que llegó por transferencia está en su cuenta de recaudo, no en el efectivo (regla mayor_cuenta_pago).
      UNION ALL SELECT m.fecha, m.efectivo FROM prestamos_movimientos m
      WHERE NOT EXISTS (SELECT 1 FROM pagos_cobros_transferencia t WHERE t.cobro_id = m.cobro_id)
      UNION ALL SELECT fecha, CASE tipo WHEN 'ingreso' THEN monto ELSE -monto END FROM movimientos_caja
      UNION ALL SELECT fecha, -monto FROM caja_gastos WHERE estado = 'aceptado'
      -- El efectivo inicial de una importación, en su fecha de corte.
      UNION ALL SELECT fecha, monto FROM caja_saldos_iniciales
    ) f GROUP BY fecha
  ),
  efectivo_mayor AS (
    SELECT l.fecha, sum(l.debito - l.credito) AS monto
    FROM dias_cuentas l JOIN cuentas c ON c.id = l.cuenta_id WHERE c.efectivo GROUP BY l.fecha
  ),
  cobradores_fuentes AS (
    SELECT cobrador_id, sum(monto) AS monto FROM (
      SELECT co.en_poder_de AS cobrador_id, co.monto FROM ${SQL_COBROS_EN_PODER}
      UNION ALL
      SELECT s.cobrador_id, s.monto FROM ${SQL_SALDOS_EN_PODER}
      UNION ALL
      SELECT g.cobrador_id, -g.monto FROM ${SQL_GASTOS_EN_PODER}
    ) f GROUP BY cobrador_id
  ),
  cobradores_mayor AS (
    SELECT c.cobrador_id, sum(l.debito - l.credito) AS monto
    FROM dias_cuentas l JOIN cuentas c ON c.id = l.cuenta_id WHERE c.cobrador_id IS NOT NULL
    GROUP BY c.cobrador_id
  ),
  -- Por cuenta y mes: el cuadre del diario entero y los saldos por mes que leen los balances (cada comprobante cuadra
  -- por el disparador diferido de la base).
  meses_lineas AS (
    SELECT cuenta_id, date_trunc('month', fecha)::date AS mes, sum(debito) AS debito, sum(credito) AS credito
    FROM dias_cuentas GROUP BY 1, 2
  ),
  meses_tabla AS (
    SELECT cuenta_id, mes, sum(debitos) AS debito, sum(creditos) AS credito FROM contabilidad_saldos_mes GROUP BY 1, 2
  ),
  reglas AS (
    SELECT 'mayor_cuadre' AS regla, coalesce(sum(debito), 0) AS esperado, coalesce(sum(credito), 0) AS encontrado,
           NULL::uuid AS prestamo_id, NULL::bigint AS numero
    FROM meses_lineas
    UNION ALL
    SELECT 'mayor_saldos_mes', 0, count(*)::numeric, NULL, NULL
    FROM meses_lineas l FULL JOIN meses_tabla t ON t.cuenta_id = l.cuenta_id AND t.mes = l.mes
    WHERE l.debito IS DISTINCT FROM t.debito OR l.credito IS DISTINCT FROM t.credito
    UNION ALL
    SELECT 'mayor_cartera', p.saldo_pendiente, coalesce(m.capital, 0) + coalesce(m.interes, 0), p.id, p.numero
    FROM prestamos p LEFT JOIN cartera_mayor m ON m.prestamo_id = p.id
    UNION ALL
    -- Un préstamo que lleva el interés en sus cuotas y nunca se condonó, liquidó ni castigó: su capital en el mayor es
    -- el capital pendiente de sus cuotas.
    SELECT 'mayor_capital', p.capital_pendiente, coalesce(m.capital, 0), p.id, p.numero
    FROM prestamos p LEFT JOIN cartera_mayor m ON m.prestamo_id = p.id
    WHERE p.tipo_amortizacion <> 'interes_adelantado' AND p.prestamo_origen_id IS NULL
      AND p.estado IN ('activo', 'mora', 'vencido', 'pagado')
      AND NOT EXISTS (SELECT 1 FROM prestamos_movimientos q WHERE q.prestamo_id = p.id
                      AND q.tipo IN ('condonacion', 'liquidacion', 'castigo'))
    UNION ALL
    -- La mora por cobrar en el mayor = la mora pendiente del préstamo.
    SELECT 'mayor_mora', p.mora_pendiente, coalesce(m.mora, 0), p.id, p.numero
    FROM prestamos p LEFT JOIN cartera_mayor m ON m.prestamo_id = p.id
    UNION ALL
    SELECT 'mayor_cartera_negativa', 0, 1, m.prestamo_id, p.numero
    FROM cartera_mayor m JOIN prestamos p ON p.id = m.prestamo_id WHERE m.capital < 0 OR m.interes < 0 OR m.mora < 0
    UNION ALL
    SELECT 'mayor_efectivo_dia:' || coalesce(f.fecha, m.fecha)::text, coalesce(f.monto, 0), coalesce(m.monto, 0), NULL, NULL
    FROM efectivo_fuentes f FULL JOIN efectivo_mayor m ON m.fecha = f.fecha
    UNION ALL
    SELECT 'mayor_cobrador:' || u.nombre, coalesce(f.monto, 0), coalesce(m.monto, 0), NULL, NULL
    FROM cobradores_fuentes f FULL JOIN cobradores_mayor m ON m.cobrador_id = f.cobrador_id
    JOIN usuarios u ON u.id = coalesce(f.cobrador_id, m.cobrador_id)
    UNION ALL
    -- Cada cuenta de recaudo en el mayor = lo que el libro de préstamos dice que entró por sus transferencias, más lo
    -- que llegó sin dueño y sigue en «Recaudos por aplicar» (en suspenso, aplicándose o por devolver), menos los débitos
    -- del extracto que se contabilizaron contra su cuenta (contrapartida_id; los de antes de contabilizarse, no, y el de
    -- una devolución tampoco: su comprobante es el de la devolución, y la línea devuelta ya no cuenta).
    SELECT 'mayor_cuenta_pago:' || pc.nombre,
           (SELECT coalesce(sum(m.efectivo), 0) FROM prestamos_movimientos m
            JOIN pagos_cobros_transferencia t ON t.cobro_id = m.cobro_id WHERE t.cuenta_pago_id = pc.id)
           + (SELECT coalesce(sum(x.valor), 0) FROM pagos_extracto_lineas x
              WHERE x.cuenta_pago_id = pc.id AND x.estado IN ('en_suspenso', 'aplicando', 'no_es_nuestro'))
           + (SELECT coalesce(sum(x.valor), 0) FROM pagos_extracto_lineas x
              WHERE x.cuenta_pago_id = pc.id AND x.valor < 0 AND x.contrapartida_id IS NOT NULL
                AND x.devolucion_de IS NULL),
           (SELECT coalesce(sum(l.debito - l.credito), 0) FROM dias_cuentas l
            JOIN cuentas c ON c.id = l.cuenta_id WHERE c.cuenta_pago_id = pc.id),
           NULL, NULL
    FROM pagos_cuentas pc
    UNION ALL
    -- «Recaudos por aplicar» (2805) en el mayor = las líneas que siguen en él.
    SELECT 'mayor_recaudos_por_aplicar',
           (SELECT coalesce(sum(x.valor), 0) FROM pagos_extracto_lineas x
            WHERE x.estado IN ('en_suspenso', 'aplicando', 'no_es_nuestro')),
           (SELECT coalesce(sum(l.credito - l.debito), 0) FROM dias_cuentas l
            JOIN cuentas c ON c.id = l.cuenta_id WHERE c.clave = 'recaudos_por_aplicar'),
           NULL, NULL
    UNION ALL
    SELECT 'mayor_sin_comprobante', 0, count(*)::numeric, NULL, NULL FROM prestamos_movimientos pm
    WHERE NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.movimiento_id = pm.id)
      -- El resto de una liquidación es parte del comprobante de la liquidación.
      AND NOT (pm.tipo = 'condonacion' AND EXISTS (
        SELECT 1 FROM prestamos_movimientos q WHERE q.prestamo_id = pm.prestamo_id AND q.tipo = 'liquidacion'
          AND q.secuencia < pm.secuencia))
      -- La historia de un préstamo importado (su desembolso y sus cobros anteriores al corte) está en su apertura, un
      -- comprobante al corte con lo que quedaba por cobrar (nada, si llegó pagado); mayor_cartera lo compara.
      AND NOT (pm.tipo = 'desembolso' AND EXISTS (
        SELECT 1 FROM prestamos p WHERE p.id = pm.prestamo_id AND p.fecha_corte IS NOT NULL))
      AND NOT (pm.tipo = 'cobro' AND EXISTS (
        SELECT 1 FROM cobros c WHERE c.id = pm.cobro_id AND c.origen = 'importacion'))
    UNION ALL
    SELECT 'mayor_sin_comprobante', 0, count(*)::numeric, NULL, NULL FROM caja_gastos g
    WHERE g.estado = 'aceptado' AND NOT EXISTS (
      SELECT 1 FROM contabilidad_asientos a WHERE a.origen = 'gasto' AND a.origen_id = g.id)
    UNION ALL
    -- Las cuentas recíprocas entre oficinas (por cobrar y por pagar a oficinas) se anulan en la organización: su neto es
    -- cero, y el consolidado las elimina (docs/decisiones/libros-por-oficina.md).
    SELECT 'mayor_reciprocas_oficinas', 0, coalesce(sum(l.debito - l.credito), 0), NULL, NULL
    FROM dias_cuentas l JOIN cuentas c ON c.id = l.cuenta_id
    WHERE c.clave IN ('por_cobrar_oficinas', 'por_pagar_oficinas')
    UNION ALL
    -- En cada oficina, las recíprocas de sus transferencias son lo que mandó menos lo que recibió.
    SELECT 'mayor_reciprocas_oficina:' || o.nombre,
           (SELECT coalesce(sum(CASE WHEN t.origen_id = o.id THEN t.monto ELSE -t.monto END), 0)
            FROM caja_transferencias_oficinas t WHERE o.id IN (t.origen_id, t.destino_id)),
           (SELECT coalesce(sum(l.debito - l.credito), 0) FROM caja_transferencias_oficinas t
            JOIN contabilidad_asientos a ON a.origen = 'transferencia_oficinas' AND a.origen_id = t.id
            JOIN contabilidad_lineas l ON l.asiento_id = a.id JOIN cuentas c ON c.id = l.cuenta_id
            WHERE o.id IN (t.origen_id, t.destino_id) AND l.oficina_id = o.id
              AND c.clave IN ('por_cobrar_oficinas', 'por_pagar_oficinas')),
           NULL, NULL
    FROM oficinas o
    UNION ALL
    SELECT 'mayor_sin_comprobante', 0, count(*)::numeric, NULL, NULL FROM caja_transferencias_oficinas t
    WHERE NOT EXISTS (
      SELECT 1 FROM contabilidad_asientos a WHERE a.origen = 'transferencia_oficinas' AND a.origen_id = t.id)
    UNION ALL
    SELECT 'mayor_sin_comprobante', 0, count(*)::numeric, NULL, NULL FROM caja_entregas e
    WHERE e.estado = 'confirmada' AND NOT EXISTS (
      SELECT 1 FROM contabilidad_asientos a WHERE a.origen = 'entrega' AND a.origen_id = e.id)
  )
  SELECT regla, sum(esperado) AS esperado, sum(encontrado) AS encontrado, prestamo_id, numero
  FROM reglas GROUP BY regla, prestamo_id, numero
  HAVING sum(esperado) IS DISTINCT FROM sum(encontrado)`;

/** La regla del mayor sola, con su propia pasada por la cartera (la importación la usa así). */
export const SQL_DESCUADRES_MAYOR = sqlDescuadresMayor();

/**
 * Lo que debe cada cobrador recalculado desde sus entregas, sin el código que las contabiliza
 * (docs/decisiones/caja-de-cobradores.md, «Faltantes que se pagan»): en el orden en que se confirmaron (el número de
 * su comprobante), cada entrega suma lo esperado − lo recibido (un abono espera 0) y la deuda nunca baja de 0 (un
 * sobrante sin deuda es ingreso): deuda = suma corrida − su mínimo (si es negativo). Debe ser el saldo del cobrador
 * en 136530 del libro mayor, que es lo que muestra la caja. Regla `faltantes_cobrador:<nombre>`.
 */
export const SQL_DESCUADRES_FALTANTES = sql`
  WITH entregas AS (
    SELECT e.cobrador_id, e.esperado - e.monto_recibido AS diferencia, a.numero
    FROM caja_entregas e
    JOIN contabilidad_asientos a ON a.origen = 'entrega' AND a.origen_id = e.id AND a.tipo = 'entrega'
    WHERE e.estado = 'confirmada'
  ),
  corridas AS (
    SELECT cobrador_id, numero,
           sum(diferencia) OVER (PARTITION BY cobrador_id ORDER BY numero) AS suma
    FROM entregas
  ),
  deuda_fuentes AS (
    SELECT DISTINCT ON (cobrador_id) cobrador_id,
           suma - least(0, min(suma) OVER (PARTITION BY cobrador_id)) AS deuda
    FROM corridas ORDER BY cobrador_id, numero DESC
  ),
  deuda_mayor AS (
    SELECT l.cobrador_id, sum(l.debito - l.credito) AS deuda
    FROM contabilidad_lineas l JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
    WHERE k.clave = 'faltantes_cobradores' GROUP BY l.cobrador_id
  )
  SELECT 'faltantes_cobrador:' || u.nombre AS regla, coalesce(f.deuda, 0) AS esperado, coalesce(m.deuda, 0) AS encontrado,
         NULL::uuid AS prestamo_id, NULL::bigint AS numero
  FROM deuda_fuentes f FULL JOIN deuda_mayor m ON m.cobrador_id = f.cobrador_id
  JOIN usuarios u ON u.id = coalesce(f.cobrador_id, m.cobrador_id)
  WHERE coalesce(f.deuda, 0) <> coalesce(m.deuda, 0)`;
