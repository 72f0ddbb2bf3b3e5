// La verificación del libro de préstamos y de la caja (docs/libro.md, «La verificación»): cada identidad de cada
// préstamo contra sus cobros y sus cuotas, y las cifras de toda la cartera que leen el tablero y el flujo de caja.
// Una fila por diferencia y sin orden: verificacion.sql.ts las une, las cuenta y ordena las que se detallan.
import { sql } from 'kysely';
import { SQL_COBROS_EN_PODER } from '../caja/caja.sql';
import { SQL_CIFRAS_LIBRO } from '../prestamos/libro/libro.lectura';
import { SQL_CUSTODIA_COBRADORES } from './custodia.sql';

/** Filas: prestamo_id, numero, regla, esperado, encontrado (una por diferencia, por préstamo). */
export const SQL_DESCUADRES_PRESTAMOS = sql`
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
           -- Importado sin cartera (docs/decisiones/importacion.md, «Préstamos sin cartera»): reenganchado, anulado o
           -- solicitud que llega como historia, sin plan ni libro; su desembolso y su pactado quedaron en el origen.
           (p.fecha_corte IS NOT NULL AND NOT p.plan_generado) AS sin_cartera,
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
    WHERE estado NOT IN ('solicitado', 'rechazado', 'cancelado') AND NOT sin_cartera
    UNION ALL
    SELECT id, numero, 'desembolso', CASE WHEN estado IN ('solicitado', 'rechazado') OR sin_cartera THEN 0 ELSE 1 END,
           desembolsos
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
  SELECT id AS prestamo_id, numero, regla, esperado, encontrado FROM reglas WHERE esperado IS DISTINCT FROM encontrado`;

/** Filas: regla, esperado, encontrado, de las cifras de toda la cartera que leen el tablero y el flujo de caja. */
export const SQL_DESCUADRES_CARTERA = sql`
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
