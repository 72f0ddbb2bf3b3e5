// La verificación del libro en SQL (docs/libro.md, «La verificación»): cada regla compara dos cuentas que deben ser
// iguales y devuelve una fila por diferencia. Corre en una sola instantánea (REPEATABLE READ, sólo lectura): no
// bloquea cobros ni pagos, y lo que confirma mientras tanto queda para la siguiente.
import { SQL_COBROS_EN_PODER, SQL_GASTOS_EN_PODER, SQL_SALDOS_EN_PODER } from '../caja/caja.sql';
import { LIMITES } from '@cartera/dominio';
import { SQL_CIFRAS_LIBRO } from '../prestamos/libro/libro.lectura';
import { SQL_CUSTODIA_COBRADORES } from './custodia.sql';

/** Filas: prestamo_id, numero, regla, esperado, encontrado (una por diferencia, por préstamo). */
export const SQL_DESCUADRES_PRESTAMOS = `
  WITH libro AS (
    SELECT m.prestamo_id, ${SQL_CIFRAS_LIBRO}, count(*) FILTER (WHERE m.tipo = 'desembolso') AS desembolsos,
           -- El interés de mora (docs/decisiones/interes-de-mora.md): causado, cobrado neto y perdonado.
           coalesce(sum(m.mora) FILTER (WHERE m.tipo = 'mora'), 0) AS mora_causada,
           coalesce(sum(m.mora) FILTER (WHERE m.tipo IN ('cobro', 'liquidacion')), 0)
             - coalesce(sum(m.mora) FILTER (WHERE m.tipo = 'reversion'), 0) AS mora_cobrada,
           coalesce(sum(m.mora) FILTER (WHERE m.tipo IN ('condonacion', 'castigo', 'anulacion')), 0) AS mora_perdonada
    FROM prestamos_movimientos m GROUP BY m.prestamo_id
  ),
  cobros_prestamo AS (
    SELECT prestamo_id,
           -- Lo que cada cobro pagó de mora no bajó de las cuotas.
           coalesce(sum(monto - monto_mora) FILTER (WHERE origen <> 'recuperacion'), 0) AS cobrado,
           coalesce(sum(monto_mora), 0) AS mora,
           coalesce(sum(monto) FILTER (WHERE origen = 'recuperacion'), 0) AS recuperado
    FROM cobros GROUP BY prestamo_id
  ),
  cuotas_prestamo AS (
    SELECT prestamo_id,
           sum(monto_pagado) AS pagado,
           sum(greatest(monto_total - monto_pagado - monto_refinanciado - monto_condonado, 0))
             FILTER (WHERE estado IN ('pendiente', 'parcial', 'vencida')) AS abierto,
           sum(monto_condonado) AS condonado,
           sum(mora_causada) AS mora_causada
    FROM cuotas GROUP BY prestamo_id
  ),
  cifras AS (
    SELECT p.id, p.numero, p.estado, p.saldo_pendiente, p.monto_total, p.plan_generado,
           coalesce(l.pactado, 0) AS pactado, coalesce(l.cobrado, 0) AS cobrado, coalesce(l.condonado, 0) AS condonado,
           coalesce(l.castigado, 0) AS castigado, coalesce(l.recuperado, 0) AS recuperado,
           coalesce(l.refinanciado, 0) AS refinanciado, coalesce(l.desembolsos, 0) AS desembolsos,
           coalesce(c.cobrado, 0) AS cobros_cobrado, coalesce(c.recuperado, 0) AS cobros_recuperado,
           coalesce(q.pagado, 0) AS cuotas_pagado, coalesce(q.abierto, 0) AS cuotas_abierto,
           coalesce(q.condonado, 0) AS cuotas_condonado,
           p.mora_causada AS prestamo_mora_causada, p.mora_pendiente AS prestamo_mora_pendiente,
           coalesce(l.mora_causada, 0) AS mora_causada, coalesce(l.mora_cobrada, 0) AS mora_cobrada,
           coalesce(l.mora_perdonada, 0) AS mora_perdonada, coalesce(c.mora, 0) AS cobros_mora,
           coalesce(q.mora_causada, 0) AS cuotas_mora_causada
    FROM prestamos p
    LEFT JOIN libro l ON l.prestamo_id = p.id
    LEFT JOIN cobros_prestamo c ON c.prestamo_id = p.id
    LEFT JOIN cuotas_prestamo q ON q.prestamo_id = p.id
  ),
  reglas AS (
    SELECT id, numero, 'saldo' AS regla,
           pactado - cobrado - condonado - castigado - refinanciado AS esperado, saldo_pendiente AS encontrado
    FROM cifras
    UNION ALL
    SELECT id, numero, 'cobrado', cobrado, cobros_cobrado FROM cifras
    UNION ALL
    SELECT id, numero, 'recuperado', recuperado, cobros_recuperado FROM cifras
    UNION ALL
    SELECT id, numero, 'cuotas_pagado', cobros_cobrado, cuotas_pagado FROM cifras
    UNION ALL
    SELECT id, numero, 'condonado', condonado, cuotas_condonado FROM cifras
    UNION ALL
    SELECT id, numero, 'cuotas_abierto', saldo_pendiente, cuotas_abierto FROM cifras
    WHERE estado IN ('activo', 'mora', 'vencido', 'pagado')
    UNION ALL
    SELECT id, numero, 'pactado', monto_total, pactado FROM cifras
    WHERE estado NOT IN ('solicitado', 'rechazado', 'cancelado')
    UNION ALL
    SELECT id, numero, 'desembolso', CASE WHEN estado IN ('solicitado', 'rechazado') THEN 0 ELSE 1 END, desembolsos
    FROM cifras
    UNION ALL
    SELECT id, numero, 'estado_cerrado', 0, saldo_pendiente FROM cifras
    WHERE estado IN ('pagado', 'cancelado', 'castigado', 'reenganchado', 'solicitado', 'rechazado')
    UNION ALL
    SELECT id, numero, 'estado_abierto', 1, CASE WHEN saldo_pendiente > 0 THEN 1 ELSE 0 END FROM cifras
    WHERE estado IN ('activo', 'mora', 'vencido')
    UNION ALL
    SELECT id, numero, 'castigo', 1, CASE WHEN castigado > 0 THEN 1 ELSE 0 END FROM cifras WHERE estado = 'castigado'
    UNION ALL
    SELECT id, numero, 'mora_causada', mora_causada, prestamo_mora_causada FROM cifras
    UNION ALL
    SELECT id, numero, 'mora_pendiente', mora_causada - mora_cobrada - mora_perdonada, prestamo_mora_pendiente FROM cifras
    UNION ALL
    SELECT id, numero, 'mora_cobrada', mora_cobrada, cobros_mora FROM cifras
    UNION ALL
    -- Cada cuota guarda su mora exacta; el préstamo causa lo de sus cuotas truncado al peso.
    SELECT id, numero, 'mora_cuotas', mora_causada, floor(cuotas_mora_causada) FROM cifras
  )
  SELECT id AS prestamo_id, numero, regla, esperado, encontrado FROM reglas WHERE esperado IS DISTINCT FROM encontrado
  ORDER BY numero, regla`;

/** Filas: regla, esperado, encontrado, de las cifras de toda la cartera que leen el tablero y el flujo de caja. */
export const SQL_DESCUADRES_CARTERA = `
  WITH reglas AS (
    -- La caja: lo que el libro dice que entró y salió en efectivo por préstamos = lo que suma caja_diaria (el flujo de
    -- caja). Lo que llegó por transferencia está en su cuenta de recaudo (Bancos), no en la caja.
    SELECT 'caja' AS regla, (SELECT coalesce(sum(m.efectivo), 0) FROM prestamos_movimientos m
                             WHERE NOT EXISTS (SELECT 1 FROM pagos_cobros_transferencia t WHERE t.cobro_id = m.cobro_id))
           AS esperado,
           (SELECT coalesce(sum(cobros + retenido - desembolsado), 0) FROM caja_diaria) AS encontrado
    UNION ALL
    -- La historia de un préstamo importado (origen importacion) no pasó por la caja de Cartera.
    SELECT 'caja_cobros', (SELECT coalesce(sum(monto), 0) FROM cobros WHERE cuenta_pago_id IS NULL AND origen <> 'importacion'),
           (SELECT coalesce(sum(cobros), 0) FROM caja_diaria)
    UNION ALL
    -- En poder de los cobradores (docs/decisiones/caja-de-cobradores.md): lo que el libro dice que entró por los cobros
    -- que un cobrador todavía tiene = la suma de esos cobros.
    SELECT 'caja_cobradores',
           (SELECT coalesce(sum(m.efectivo), 0) FROM prestamos_movimientos m
            WHERE m.cobro_id IN (SELECT co.id FROM ${SQL_COBROS_EN_PODER})),
           (SELECT coalesce(sum(co.monto), 0) FROM ${SQL_COBROS_EN_PODER})
    UNION ALL
    -- Lo esperado de cada entrega por confirmar = sus cobros + el efectivo inicial que tomó − sus gastos aceptados.
    SELECT 'entregas_pendientes', (SELECT coalesce(sum(esperado), 0) FROM caja_entregas WHERE estado = 'pendiente'),
           (SELECT coalesce(sum(co.monto), 0) FROM cobros co JOIN caja_entregas e ON e.id = co.entrega_id
            WHERE e.estado = 'pendiente')
           + (SELECT coalesce(sum(s.monto), 0) FROM caja_saldos_iniciales s JOIN caja_entregas e ON e.id = s.entrega_id
              WHERE e.estado = 'pendiente')
           - (SELECT coalesce(sum(g.monto), 0) FROM caja_gastos g JOIN caja_entregas e ON e.id = g.entrega_id
              WHERE e.estado = 'pendiente' AND g.estado = 'aceptado')
    UNION ALL
    -- La diferencia de cada entrega confirmada está en la caja como su faltante o su sobrante.
    SELECT 'entregas_diferencia',
           (SELECT coalesce(sum(monto_recibido - esperado), 0) FROM caja_entregas WHERE estado = 'confirmada'),
           (SELECT coalesce(sum(CASE tipo WHEN 'ingreso' THEN monto ELSE -monto END), 0) FROM movimientos_caja
            WHERE entrega_id IS NOT NULL)
    UNION ALL
    -- El efectivo de cada cobrador recontado sin la caja ni el mayor (custodia.sql.ts).
    SELECT regla, esperado, encontrado FROM (${SQL_CUSTODIA_COBRADORES}) custodia
    UNION ALL
    -- El tablero: los registros de conteos = las tablas.
    SELECT 'resumen_cobros', (SELECT coalesce(sum(monto), 0) FROM cobros), (SELECT coalesce(sum(monto), 0) FROM cobros_resumen)
    UNION ALL
    SELECT 'resumen_saldo', (SELECT coalesce(sum(saldo_pendiente), 0) FROM prestamos),
           (SELECT coalesce(sum(saldo), 0) FROM prestamos_resumen)
    UNION ALL
    SELECT 'resumen_capital', (SELECT coalesce(sum(capital_pendiente), 0) FROM prestamos),
           (SELECT coalesce(sum(capital), 0) FROM prestamos_resumen)
    UNION ALL
    SELECT 'resumen_prestado', (SELECT coalesce(sum(monto - monto_refinanciado), 0) FROM prestamos),
           (SELECT coalesce(sum(prestado), 0) FROM prestamos_resumen)
    UNION ALL
    SELECT 'resumen_cantidad', (SELECT count(*) FROM prestamos)::numeric,
           (SELECT coalesce(sum(cantidad), 0) FROM prestamos_resumen)::numeric
  )
  SELECT regla, esperado, encontrado FROM reglas WHERE esperado IS DISTINCT FROM encontrado`;

/**
 * El libro mayor contra las fuentes que él no escribió (docs/contabilidad.md, «La prueba»): cada comprobante y el
 * diario entero cuadran; la cartera de cada préstamo en el mayor = su saldo según sus cuotas (el módulo de préstamos);
 * el efectivo del mayor (oficina + cobradores) = saldo inicial + efectivo del libro de préstamos + movimientos de caja
 * − gastos aceptados, día por día; la subcuenta de cada cobrador = sus cobros en su poder − sus gastos por entregar;
 * y ningún evento de dinero se quedó sin comprobante. Filas: regla, esperado, encontrado, prestamo_id, numero.
 */
export const SQL_DESCUADRES_MAYOR = `
  WITH cuentas AS (
    SELECT id, clave, cobrador_id, (clave = 'caja_oficina' OR cobrador_id IS NOT NULL) AS efectivo
    FROM contabilidad_cuentas
  ),
  cartera_mayor AS (
    SELECT l.prestamo_id,
           sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital') AS capital,
           sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses') AS interes,
           sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_mora') AS mora
    FROM contabilidad_lineas l JOIN cuentas c ON c.id = l.cuenta_id
    WHERE c.clave IN ('cartera_capital', 'cartera_intereses', 'cartera_mora')
    GROUP BY l.prestamo_id
  ),
  efectivo_fuentes AS (
    SELECT fecha, sum(monto) AS monto FROM (
      SELECT coalesce(fecha_saldo_inicial, DATE '${LIMITES.fechaPrestamoMinima}') AS fecha, saldo_inicial_caja AS monto
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
    FROM contabilidad_lineas l JOIN cuentas c ON c.id = l.cuenta_id WHERE c.efectivo GROUP BY l.fecha
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
    FROM contabilidad_lineas l JOIN cuentas c ON c.id = l.cuenta_id WHERE c.cobrador_id IS NOT NULL
    GROUP BY c.cobrador_id
  ),
  -- Una pasada por las líneas, por cuenta y mes: el cuadre del diario entero y los saldos por mes que leen los
  -- balances (cada comprobante cuadra por el disparador diferido de la base).
  meses_lineas AS (
    SELECT cuenta_id, date_trunc('month', fecha)::date AS mes, sum(debito) AS debito, sum(credito) AS credito
    FROM contabilidad_lineas GROUP BY 1, 2
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
    -- que llegó sin dueño y sigue en «Recaudos por aplicar» (en suspenso, aplicándose o por devolver).
    SELECT 'mayor_cuenta_pago:' || pc.nombre,
           (SELECT coalesce(sum(m.efectivo), 0) FROM prestamos_movimientos m
            JOIN pagos_cobros_transferencia t ON t.cobro_id = m.cobro_id WHERE t.cuenta_pago_id = pc.id)
           + (SELECT coalesce(sum(x.valor), 0) FROM pagos_extracto_lineas x
              WHERE x.cuenta_pago_id = pc.id AND x.estado IN ('en_suspenso', 'aplicando', 'no_es_nuestro')),
           (SELECT coalesce(sum(l.debito - l.credito), 0) FROM contabilidad_lineas l
            JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE c.cuenta_pago_id = pc.id),
           NULL, NULL
    FROM pagos_cuentas pc
    UNION ALL
    -- «Recaudos por aplicar» (2805) en el mayor = las líneas que siguen en él.
    SELECT 'mayor_recaudos_por_aplicar',
           (SELECT coalesce(sum(x.valor), 0) FROM pagos_extracto_lineas x
            WHERE x.estado IN ('en_suspenso', 'aplicando', 'no_es_nuestro')),
           (SELECT coalesce(sum(l.credito - l.debito), 0) FROM contabilidad_lineas l
            JOIN contabilidad_cuentas c ON c.id = l.cuenta_id WHERE c.clave = 'recaudos_por_aplicar'),
           NULL, NULL
    UNION ALL
    SELECT 'mayor_sin_comprobante', 0, count(*)::numeric, NULL, NULL FROM prestamos_movimientos pm
    WHERE NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.movimiento_id = pm.id)
      -- El resto de una liquidación es parte del comprobante de la liquidación.
      AND NOT (pm.tipo = 'condonacion' AND EXISTS (
        SELECT 1 FROM prestamos_movimientos q WHERE q.prestamo_id = pm.prestamo_id AND q.tipo = 'liquidacion'
          AND q.secuencia < pm.secuencia))
    UNION ALL
    SELECT 'mayor_sin_comprobante', 0, count(*)::numeric, NULL, NULL FROM caja_gastos g
    WHERE g.estado = 'aceptado' AND NOT EXISTS (
      SELECT 1 FROM contabilidad_asientos a WHERE a.origen = 'gasto' AND a.origen_id = g.id)
    UNION ALL
    SELECT 'mayor_sin_comprobante', 0, count(*)::numeric, NULL, NULL FROM caja_entregas e
    WHERE e.estado = 'confirmada' AND NOT EXISTS (
      SELECT 1 FROM contabilidad_asientos a WHERE a.origen = 'entrega' AND a.origen_id = e.id)
  )
  SELECT regla, sum(esperado) AS esperado, sum(encontrado) AS encontrado, prestamo_id, numero
  FROM reglas GROUP BY regla, prestamo_id, numero
  HAVING sum(esperado) IS DISTINCT FROM sum(encontrado)
  ORDER BY numero NULLS FIRST, regla`;

/**
 * El interés de mora recalculado desde sus fuentes, sin el código que lo causa (docs/decisiones/interes-de-mora.md,
 * «La prueba»): con las cuotas, sus fechas, el desembolso asentado y la tasa, cada cuota no puede haber causado más
 * que su capital × los días que estuvo exigible (desde el más tardío de su vencimiento más la gracia, el desembolso
 * más la gracia y la activación, hasta donde va causado) × la tasa diaria más alta posible (la de la organización o la
 * usura más alta del tipo de crédito). El capital de una cuota es su capital pactado; en un préstamo cuyo libro mayor
 * reparte en proporción (interés adelantado, reenganche), lo que pacta la cuota × la parte de capital del libro (la
 * mayor entre la del nacimiento del préstamo y la de hoy). Tolerancia: un centavo por causación.
 * Reglas: `mora_antes_del_desembolso` (mora en cuotas que no habían podido vencer desde que el préstamo existe) y
 * `mora_sobre_capital` (más mora que la que da el capital). Filas: regla, esperado, encontrado, prestamo_id, numero.
 */
export const SQL_DESCUADRES_MORA = `
  WITH org AS (
    SELECT mora_desde, mora_dias_gracia AS gracia,
           CASE mora_periodicidad WHEN 'mensual' THEN (power(1 + coalesce(mora_tasa, 0) / 100, 12) - 1) * 100
                ELSE coalesce(mora_tasa, 0) END AS tasa_ea
    FROM configuracion_organizacion WHERE id = 1
  ),
  con_mora AS (
    SELECT p.id, p.numero, p.tipo_credito, p.mora_causada_hasta AS hasta,
           (p.tipo_amortizacion = 'interes_adelantado' OR p.prestamo_origen_id IS NOT NULL) AS proporcional,
           greatest(p.fecha, coalesce(p.fecha_corte, p.fecha),
                    coalesce((SELECT min(m.fecha) FROM prestamos_movimientos m
                              WHERE m.prestamo_id = p.id AND m.tipo = 'desembolso'), p.fecha)) AS desembolso,
           (SELECT count(*) FROM prestamos_movimientos m WHERE m.prestamo_id = p.id AND m.tipo = 'mora') AS causaciones
    FROM prestamos p
    WHERE EXISTS (SELECT 1 FROM cuotas c WHERE c.prestamo_id = p.id AND c.mora_causada > 0)
  ),
  libro AS (
    SELECT l.prestamo_id,
           sum(l.debito) FILTER (WHERE k.clave = 'cartera_capital' AND a.tipo IN ('desembolso', 'reenganche')) AS capital_inicial,
           sum(l.debito) FILTER (WHERE k.clave = 'cartera_intereses' AND a.tipo IN ('desembolso', 'reenganche')) AS interes_inicial,
           sum(l.debito - l.credito) FILTER (WHERE k.clave = 'cartera_capital') AS capital,
           sum(l.debito - l.credito) FILTER (WHERE k.clave = 'cartera_intereses') AS interes
    FROM contabilidad_lineas l
    JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
    JOIN contabilidad_asientos a ON a.id = l.asiento_id
    WHERE l.prestamo_id IN (SELECT id FROM con_mora) AND k.clave IN ('cartera_capital', 'cartera_intereses')
    GROUP BY l.prestamo_id
  ),
  tasas AS (
    SELECT cm.id, greatest(o.tasa_ea, coalesce((SELECT max(t.tasa) FROM tasas_usura t WHERE t.tipo_credito = cm.tipo_credito), 0)) AS tasa_ea
    FROM con_mora cm CROSS JOIN org o
  ),
  cuotas_mora AS (
    SELECT cm.id, cm.numero, c.mora_causada, cm.causaciones,
           greatest(c.fecha_programada, cm.desembolso) AS exigible,
           -- Días en que pudo causar: después de la gracia y de la activación, hasta donde va causado.
           greatest(0, cm.hasta - greatest(greatest(c.fecha_programada, cm.desembolso) + o.gracia, o.mora_desde)) AS dias,
           CASE WHEN cm.proporcional THEN
             c.monto_total * greatest(
               coalesce(lb.capital_inicial / nullif(lb.capital_inicial + coalesce(lb.interes_inicial, 0), 0), 0),
               coalesce(greatest(lb.capital, 0) / nullif(greatest(lb.capital, 0) + greatest(lb.interes, 0), 0), 0))
           ELSE c.monto_capital END AS capital,
           power(1 + t.tasa_ea / 100, 1.0 / 365) - 1 AS diaria,
           cm.hasta
    FROM con_mora cm
    JOIN cuotas c ON c.prestamo_id = cm.id AND c.mora_causada > 0
    CROSS JOIN org o
    JOIN tasas t ON t.id = cm.id
    LEFT JOIN libro lb ON lb.prestamo_id = cm.id
  ),
  reglas AS (
    SELECT 'mora_antes_del_desembolso' AS regla, 0::numeric AS esperado, sum(mora_causada) AS encontrado, id, numero
    FROM cuotas_mora WHERE hasta IS NULL OR hasta <= exigible
    GROUP BY id, numero
    UNION ALL
    SELECT 'mora_sobre_capital', round(sum(capital * dias * diaria), 2), sum(mora_causada), id, numero
    FROM cuotas_mora
    WHERE hasta > exigible AND mora_causada > capital * dias * diaria + 0.01 * (causaciones + 1)
    GROUP BY id, numero
  )
  SELECT regla, esperado, encontrado, id AS prestamo_id, numero FROM reglas
  ORDER BY numero, regla`;

/**
 * Lo que debe cada cobrador recalculado desde sus entregas, sin el código que las contabiliza
 * (docs/decisiones/caja-de-cobradores.md, «Faltantes que se pagan»): en el orden en que se confirmaron (el número de
 * su comprobante), cada entrega suma lo esperado − lo recibido (un abono espera 0) y la deuda nunca baja de 0 (un
 * sobrante sin deuda es ingreso): deuda = suma corrida − su mínimo (si es negativo). Debe ser el saldo del cobrador
 * en 136530 del libro mayor, que es lo que muestra la caja. Regla `faltantes_cobrador:<nombre>`.
 */
export const SQL_DESCUADRES_FALTANTES = `
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
  WHERE coalesce(f.deuda, 0) <> coalesce(m.deuda, 0)
  ORDER BY regla`;

/**
 * El capital y el interés de los reportes (la cartera vigente del tablero y el capital e interés de
 * /api/reportes/cartera leen 140505 y 140510) recalculados del libro de préstamos, sin el código que contabiliza
 * (docs/libro.md, «La prueba»): un préstamo con el reparto de su plan tiene de capital Σ capital de sus desembolsos y
 * reversiones − Σ capital de sus cobros y anulaciones (lo mismo con el interés); uno de reparto proporcional (interés
 * adelantado, o nacido de un reenganche) mantiene la parte de capital con que nació (el efectivo entregado ÷ lo pactado;
 * de un importado, que no sacó efectivo, su monto entregado ÷ lo pactado; de un reenganche, la de su primer comprobante): su capital = saldo del préstamo × esa parte, con un centavo de
 * tolerancia por movimiento (cada cobro redondea). Se dejan fuera los préstamos condonados, liquidados, castigados o
 * reenganchados, cuyo reparto depende de lo que quedaba ese día. Reglas `reporte_capital` y `reporte_interes`.
 * Filas: regla, esperado, encontrado, prestamo_id, numero.
 */
export const SQL_DESCUADRES_REPORTES_REPARTO = `
  WITH revisables AS (
    SELECT p.id, p.numero, p.saldo_pendiente, p.prestamo_origen_id IS NOT NULL AS de_reenganche,
           CASE WHEN p.fecha_corte IS NOT NULL THEN p.monto_entregado END AS entregado_importado,
           (p.tipo_amortizacion = 'interes_adelantado' OR p.prestamo_origen_id IS NOT NULL) AS proporcional
    FROM prestamos p
    WHERE NOT EXISTS (SELECT 1 FROM prestamos_movimientos q WHERE q.prestamo_id = p.id
                      AND q.tipo IN ('condonacion', 'liquidacion', 'castigo', 'reenganche'))
  ),
  diario AS (
    SELECT m.prestamo_id, count(*) AS movimientos,
           coalesce(sum(CASE WHEN m.tipo IN ('desembolso', 'reversion') THEN m.capital
                             WHEN m.tipo IN ('cobro', 'anulacion') THEN -m.capital ELSE 0 END), 0) AS capital,
           coalesce(sum(CASE WHEN m.tipo IN ('desembolso', 'reversion') THEN m.interes
                             WHEN m.tipo IN ('cobro', 'anulacion') THEN -m.interes ELSE 0 END), 0) AS interes,
           sum(-m.efectivo) FILTER (WHERE m.tipo = 'desembolso') AS entregado,
           sum(m.monto) FILTER (WHERE m.tipo = 'desembolso') AS pactado
    FROM prestamos_movimientos m WHERE m.prestamo_id IN (SELECT id FROM revisables)
    GROUP BY m.prestamo_id
  ),
  mayor AS (
    SELECT l.prestamo_id,
           sum(l.debito - l.credito) FILTER (WHERE k.clave = 'cartera_capital') AS capital,
           sum(l.debito - l.credito) FILTER (WHERE k.clave = 'cartera_intereses') AS interes,
           (array_agg(l.debito ORDER BY a.numero) FILTER (WHERE k.clave = 'cartera_capital' AND a.tipo = 'reenganche'))[1]
             AS capital_nacimiento,
           (array_agg(l.debito ORDER BY a.numero) FILTER (WHERE k.clave = 'cartera_intereses' AND a.tipo = 'reenganche'))[1]
             AS interes_nacimiento
    FROM contabilidad_lineas l
    JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
    JOIN contabilidad_asientos a ON a.id = l.asiento_id
    WHERE k.clave IN ('cartera_capital', 'cartera_intereses') AND l.prestamo_id IN (SELECT id FROM revisables)
    GROUP BY l.prestamo_id
  ),
  recalculado AS (
    SELECT r.id, r.numero, coalesce(m.capital, 0) AS capital_mayor, coalesce(m.interes, 0) AS interes_mayor,
           CASE WHEN NOT r.proporcional THEN coalesce(d.capital, 0)
                ELSE round(r.saldo_pendiente * coalesce(
                  CASE WHEN NOT r.de_reenganche AND d.pactado > 0 THEN coalesce(r.entregado_importado, d.entregado) / d.pactado END,
                  m.capital_nacimiento / nullif(m.capital_nacimiento + coalesce(m.interes_nacimiento, 0), 0), 0), 2)
           END AS capital,
           CASE WHEN NOT r.proporcional THEN coalesce(d.interes, 0) END AS interes,
           r.saldo_pendiente,
           CASE WHEN r.proporcional THEN 0.01 * (coalesce(d.movimientos, 0) + 1) ELSE 0 END AS tolerancia
    FROM revisables r
    LEFT JOIN diario d ON d.prestamo_id = r.id
    LEFT JOIN mayor m ON m.prestamo_id = r.id
  ),
  reglas AS (
    SELECT 'reporte_capital' AS regla, capital AS esperado, capital_mayor AS encontrado, id AS prestamo_id, numero
    FROM recalculado WHERE abs(capital - capital_mayor) > tolerancia
    UNION ALL
    SELECT 'reporte_interes', coalesce(interes, saldo_pendiente - capital), interes_mayor, id, numero
    FROM recalculado WHERE abs(coalesce(interes, saldo_pendiente - capital) - interes_mayor) > tolerancia
  )
  SELECT regla, esperado, encontrado, prestamo_id, numero FROM reglas ORDER BY numero, regla`;

/**
 * Lo prestado de cada mes cerrado (hasta `cerrado_hasta` de la organización), recalculado como lo define el reporte
 * general (docs/reportes.md): lo desembolsado con fecha en el mes, aunque después se anulara, menos lo anulado con
 * fecha en el mes; contra lo que dice el libro mayor de ese mes cerrado: los préstamos con comprobante de desembolso
 * (o de reenganche, para el préstamo nuevo) en el mes menos los que tienen comprobante de anulación en el mes, cada uno
 * por lo que prestó (monto − refinanciado). Así una anulación posterior, o un préstamo cuya fecha se movió dentro de
 * un periodo cerrado, aparece. Regla `reporte_cerrado_prestado:<mes>`. Filas: regla, esperado, encontrado, prestamo_id,
 * numero.
 */
export const SQL_DESCUADRES_REPORTES_CERRADOS = `
  WITH corte AS (SELECT cerrado_hasta FROM configuracion_organizacion WHERE id = 1 AND cerrado_hasta IS NOT NULL),
  fuentes AS (
    SELECT date_trunc('month', p.fecha)::date AS mes, p.monto - p.monto_refinanciado AS prestado
    FROM prestamos p CROSS JOIN corte
    WHERE p.fecha <= corte.cerrado_hasta
      AND EXISTS (SELECT 1 FROM prestamos_movimientos m WHERE m.prestamo_id = p.id AND m.tipo = 'desembolso')
    UNION ALL
    SELECT date_trunc('month', m.fecha)::date, -(p.monto - p.monto_refinanciado)
    FROM prestamos_movimientos m JOIN prestamos p ON p.id = m.prestamo_id CROSS JOIN corte
    WHERE m.tipo = 'anulacion' AND m.fecha <= corte.cerrado_hasta
  ),
  comprobantes AS (
    SELECT DISTINCT a.id, a.tipo, a.fecha, l.prestamo_id
    FROM contabilidad_asientos a
    JOIN contabilidad_lineas l ON l.asiento_id = a.id
    JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
    CROSS JOIN corte
    WHERE a.fecha <= corte.cerrado_hasta AND l.prestamo_id IS NOT NULL
      AND k.clave IN ('cartera_capital', 'cartera_intereses')
      AND ((a.tipo IN ('desembolso', 'reenganche') AND l.debito > 0) OR (a.tipo = 'anulacion' AND l.credito > 0))
  ),
  mayor AS (
    SELECT date_trunc('month', c.fecha)::date AS mes,
           CASE WHEN c.tipo = 'anulacion' THEN -1 ELSE 1 END * (p.monto - p.monto_refinanciado) AS prestado
    FROM comprobantes c JOIN prestamos p ON p.id = c.prestamo_id
  ),
  por_mes AS (
    SELECT mes, sum(prestado) AS esperado, 0 AS encontrado FROM fuentes GROUP BY mes
    UNION ALL
    SELECT mes, 0, sum(prestado) FROM mayor GROUP BY mes
  )
  SELECT 'reporte_cerrado_prestado:' || to_char(mes, 'YYYY-MM') AS regla, sum(esperado) AS esperado,
         sum(encontrado) AS encontrado, NULL::uuid AS prestamo_id, NULL::bigint AS numero
  FROM por_mes GROUP BY mes HAVING sum(esperado) <> sum(encontrado)
  ORDER BY regla`;
