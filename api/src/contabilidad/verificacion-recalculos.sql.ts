// Cifras recalculadas de sus fuentes sin el código que las escribe: el interés de mora de cada cuota y lo que leen los
// reportes (el reparto capital/interés de cada préstamo y lo prestado de cada mes cerrado). Una fila por diferencia y
// sin orden: verificacion.sql.ts las une, las cuenta y ordena las que se detallan.
import { sql } from 'kysely';
import { SQL_CARTERA_MAYOR } from './verificacion-mayor.sql';

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
export const SQL_DESCUADRES_MORA = sql`
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
  SELECT regla, esperado, encontrado, id AS prestamo_id, numero FROM reglas`;

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
export const sqlDescuadresReportesReparto = (carteraMayor = SQL_CARTERA_MAYOR) => sql`
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
  -- La cartera de cada préstamo en el mayor (SQL_CARTERA_MAYOR, o la de la verificación entera): sumas sin orden ni
  -- comprobante.
  mayor_saldos AS (SELECT prestamo_id, capital, interes FROM (${carteraMayor}) c),
  -- Los comprobantes de reenganche, primero y aparte (MATERIALIZED): son pocos y sus líneas se buscan por su índice.
  -- Si no, con la política de los comprobantes (un subplan por fila, que no va a un proceso paralelo) el planificador
  -- recorría las líneas de cartera de todos los préstamos y buscaba el comprobante de cada una.
  reenganches AS MATERIALIZED (SELECT id, numero FROM contabilidad_asientos WHERE tipo = 'reenganche'),
  -- Lo que cargó a capital y a interés el primer comprobante de reenganche (por su número): sólo esas pocas líneas.
  nacimiento AS (
    SELECT l.prestamo_id,
           (array_agg(l.debito ORDER BY a.numero) FILTER (WHERE k.clave = 'cartera_capital'))[1] AS capital_nacimiento,
           (array_agg(l.debito ORDER BY a.numero) FILTER (WHERE k.clave = 'cartera_intereses'))[1] AS interes_nacimiento
    FROM reenganches a
    JOIN contabilidad_lineas l ON l.asiento_id = a.id
    JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
    WHERE k.clave IN ('cartera_capital', 'cartera_intereses')
      AND l.prestamo_id IN (SELECT id FROM revisables)
    GROUP BY l.prestamo_id
  ),
  mayor AS (
    SELECT s.prestamo_id, s.capital, s.interes, n.capital_nacimiento, n.interes_nacimiento
    FROM mayor_saldos s LEFT JOIN nacimiento n ON n.prestamo_id = s.prestamo_id
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
  SELECT regla, esperado, encontrado, prestamo_id, numero FROM reglas`;

export const SQL_DESCUADRES_REPORTES_REPARTO = sqlDescuadresReportesReparto();

/**
 * Lo prestado de cada mes cerrado (hasta `cerrado_hasta` de la organización), recalculado como lo define el reporte
 * general (docs/reportes.md): lo desembolsado con fecha en el mes, aunque después se anulara, menos lo anulado con
 * fecha en el mes; contra lo que dice el libro mayor de ese mes cerrado: los préstamos con comprobante de desembolso
 * (o de reenganche, para el préstamo nuevo) en el mes menos los que tienen comprobante de anulación en el mes, cada uno
 * por lo que prestó (monto − refinanciado). Así una anulación posterior, o un préstamo cuya fecha se movió dentro de
 * un periodo cerrado, aparece. Un préstamo importado no cuenta: lo prestó el negocio anterior, y el libro mayor no lo
 * tiene en el mes en que se prestó sino en su apertura, en la fecha de corte, con lo que quedaba por cobrar
 * (docs/decisiones/importacion.md, «Libros abiertos»). Regla `reporte_cerrado_prestado:<mes>`. Filas: regla, esperado,
 * encontrado, prestamo_id, numero.
 */
export const SQL_DESCUADRES_REPORTES_CERRADOS = sql`
  WITH corte AS (SELECT cerrado_hasta FROM configuracion_organizacion WHERE id = 1 AND cerrado_hasta IS NOT NULL),
  fuentes AS (
    SELECT date_trunc('month', p.fecha)::date AS mes, p.monto - p.monto_refinanciado AS prestado
    FROM prestamos p CROSS JOIN corte
    WHERE p.fecha <= corte.cerrado_hasta AND p.fecha_corte IS NULL
      AND EXISTS (SELECT 1 FROM prestamos_movimientos m WHERE m.prestamo_id = p.id AND m.tipo = 'desembolso')
    UNION ALL
    SELECT date_trunc('month', m.fecha)::date, -(p.monto - p.monto_refinanciado)
    FROM prestamos_movimientos m JOIN prestamos p ON p.id = m.prestamo_id CROSS JOIN corte
    WHERE m.tipo = 'anulacion' AND m.fecha <= corte.cerrado_hasta AND p.fecha_corte IS NULL
  ),
  -- Sin periodo cerrado no se lee ningún comprobante (el EXISTS se evalúa una vez, antes de recorrer el libro mayor).
  comprobantes AS (
    SELECT DISTINCT a.id, a.tipo, a.fecha, l.prestamo_id
    FROM contabilidad_asientos a
    JOIN contabilidad_lineas l ON l.asiento_id = a.id
    JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
    WHERE EXISTS (SELECT 1 FROM corte) AND a.fecha <= (SELECT cerrado_hasta FROM corte) AND l.prestamo_id IS NOT NULL
      AND k.clave IN ('cartera_capital', 'cartera_intereses')
      AND ((a.tipo IN ('desembolso', 'reenganche') AND l.debito > 0) OR (a.tipo = 'anulacion' AND l.credito > 0))
  ),
  mayor AS (
    SELECT date_trunc('month', c.fecha)::date AS mes,
           CASE WHEN c.tipo = 'anulacion' THEN -1 ELSE 1 END * (p.monto - p.monto_refinanciado) AS prestado
    FROM comprobantes c JOIN prestamos p ON p.id = c.prestamo_id
    WHERE p.fecha_corte IS NULL
  ),
  por_mes AS (
    SELECT mes, sum(prestado) AS esperado, 0 AS encontrado FROM fuentes GROUP BY mes
    UNION ALL
    SELECT mes, 0, sum(prestado) FROM mayor GROUP BY mes
  )
  SELECT 'reporte_cerrado_prestado:' || to_char(mes, 'YYYY-MM') AS regla, sum(esperado) AS esperado,
         sum(encontrado) AS encontrado, NULL::uuid AS prestamo_id, NULL::bigint AS numero
  FROM por_mes GROUP BY mes HAVING sum(esperado) <> sum(encontrado)`;
