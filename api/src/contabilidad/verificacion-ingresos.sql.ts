// El ingreso por intereses y el interés diferido de cada préstamo recalculados de sus fuentes, sin las reglas que los
// asientan (docs/decisiones/verificacion-de-cuentas.md): lo que dice el libro del préstamo (prestamos_movimientos: lo
// pactado, lo cobrado, lo perdonado de interés y de mora), sus cuotas y la política de ingresos, contra 415005, 415020,
// 270505 y 270510 del libro mayor. Una fila por diferencia y sin orden: verificacion.sql.ts las une.
import { sql } from 'kysely';

/** La base de los ingresos que rige hoy (verificacion.consultas.ts la lee): cambia qué es ingreso y qué es diferido. */
export type BaseVerificada = 'caja' | 'causacion';

/**
 * Por préstamo, de su libro: el interés pactado que sigue por cobrar (`interes_pendiente`), el cobrado (`interes_cobrado`,
 * el ingreso en base de caja) y lo mismo de la mora. Lo que un préstamo importado vivió hasta su fecha de corte no es
 * ingreso de estos libros (su apertura lo trae al corte). Un reenganche no cuenta: su cadena se compara entera.
 */
const SQL_LIBRO_INTERESES = sql`
  SELECT m.prestamo_id,
         sum(CASE WHEN m.tipo IN ('desembolso', 'reversion') THEN m.interes
                  WHEN m.tipo IN ('cobro', 'liquidacion', 'condonacion', 'castigo', 'anulacion') THEN -m.interes
                  ELSE 0 END) AS interes_pendiente,
         sum(CASE WHEN m.tipo IN ('mora', 'reversion') THEN m.mora
                  WHEN m.tipo IN ('cobro', 'liquidacion', 'condonacion', 'castigo', 'anulacion') THEN -m.mora
                  ELSE 0 END) AS mora_pendiente,
         coalesce(sum(CASE m.tipo WHEN 'reversion' THEN -m.interes ELSE m.interes END)
                    FILTER (WHERE m.tipo IN ('cobro', 'liquidacion', 'reversion') AND NOT m.antes_del_corte), 0)
           AS interes_cobrado,
         coalesce(sum(CASE m.tipo WHEN 'reversion' THEN -m.mora ELSE m.mora END)
                    FILTER (WHERE m.tipo IN ('cobro', 'liquidacion', 'reversion') AND NOT m.antes_del_corte), 0)
           AS mora_cobrada
  FROM (SELECT m.*, (p.fecha_corte IS NOT NULL AND m.fecha <= p.fecha_corte) AS antes_del_corte
        FROM prestamos_movimientos m JOIN prestamos p ON p.id = m.prestamo_id) m
  GROUP BY m.prestamo_id`;

/**
 * El interés ganado hasta hoy según la regla de causación escrita de nuevo (docs/decisiones/verificacion-de-cuentas.md):
 * se gana día por día desde el más tardío del desembolso y el inicio del periodo de la primera cuota; cada cuota en su
 * periodo (del vencimiento anterior al suyo), o todo el interés del desembolso entre el inicio y el último vencimiento
 * si las cuotas no separan el interés (interés adelantado, préstamo de un reenganche). Una cuota que venció antes del
 * desembolso se gana entera desde el día siguiente: es la cota más alta de cualquier regla que espera el dinero.
 */
const sqlDevengado = (base: BaseVerificada) => sql`
  WITH inicio AS (
    SELECT p.id, p.fecha_inicio,
           (p.tipo_amortizacion = 'interes_adelantado' OR p.prestamo_origen_id IS NOT NULL) AS proporcional,
           greatest(p.fecha_inicio, coalesce((SELECT min(m.fecha) FROM prestamos_movimientos m
                                              WHERE m.prestamo_id = p.id AND m.tipo = 'desembolso'), p.fecha)) AS desde,
           (SELECT coalesce(sum(m.interes), 0) FROM prestamos_movimientos m
            WHERE m.prestamo_id = p.id AND m.tipo = 'desembolso') AS pactado
    FROM prestamos p
    WHERE ${base}::text = 'causacion'
  ),
  periodos AS (
    SELECT c.prestamo_id, c.monto_interes AS interes, c.fecha_programada AS hasta,
           greatest(coalesce(lag(c.fecha_programada) OVER (PARTITION BY c.prestamo_id ORDER BY c.fecha_programada, c.numero),
                             i.fecha_inicio), i.desde) AS desde
    FROM cuotas c JOIN inicio i ON i.id = c.prestamo_id WHERE NOT i.proporcional
    UNION ALL
    SELECT i.id, i.pactado, max(c.fecha_programada), i.desde
    FROM inicio i JOIN cuotas c ON c.prestamo_id = i.id WHERE i.proporcional GROUP BY i.id, i.pactado, i.desde
  ),
  -- Hoy en Bogotá, o el último día que el barrido ya causó si va adelante (un barrido corrido para otro día).
  hoy AS (SELECT greatest((now() AT TIME ZONE 'America/Bogota')::date,
                          (SELECT max(fecha) FROM contabilidad_causaciones)) AS dia)
  SELECT p.prestamo_id,
         sum(CASE WHEN hoy.dia <= p.desde THEN 0
                  WHEN hoy.dia >= p.hasta THEN p.interes
                  ELSE p.interes * (hoy.dia - p.desde) / (p.hasta - p.desde) END) AS devengado,
         0.01 * count(*) AS tolerancia
  FROM periodos p CROSS JOIN hoy GROUP BY p.prestamo_id`;

/** Las cuentas de intereses del mayor, por préstamo (las líneas sin préstamo van en su propia regla). */
const SQL_MAYOR_INTERESES = sql`
  SELECT l.prestamo_id,
         coalesce(sum(l.credito - l.debito) FILTER (WHERE k.clave = 'ingresos_intereses'), 0) AS ingreso,
         coalesce(sum(l.credito - l.debito) FILTER (WHERE k.clave = 'intereses_diferidos'), 0) AS diferido,
         coalesce(sum(l.debito - l.credito) FILTER (WHERE k.clave = 'cartera_intereses'), 0) AS por_cobrar,
         coalesce(sum(l.credito - l.debito) FILTER (WHERE k.clave = 'ingresos_mora'), 0) AS ingreso_mora,
         coalesce(sum(l.credito - l.debito) FILTER (WHERE k.clave = 'mora_diferida'), 0) AS mora_diferida
  FROM contabilidad_lineas l JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
  WHERE k.clave IN ('ingresos_intereses', 'intereses_diferidos', 'ingresos_mora', 'mora_diferida', 'cartera_intereses')
    AND l.prestamo_id IS NOT NULL
  GROUP BY l.prestamo_id`;

/**
 * Reglas (por préstamo, con su número):
 * - `ingresos_intereses`: 415005 del préstamo. En base de caja, el interés que cobró; en causación, nunca más que lo
 *   ganado hasta hoy por la regla (o lo cobrado, si es más) ni menos que cero.
 * - `intereses_diferidos`: 270505 del préstamo. En base de caja, el interés pactado que no ha cobrado; en causación, lo
 *   pactado que no se ha perdonado menos lo que ya es ingreso. Una cadena de reenganches, entera (ver la regla).
 * - `ingresos_mora`: 415020 del préstamo = la mora que cobró. `mora_diferida`: 270510 = la mora causada que no ha
 *   cobrado ni perdonado (en cualquier base: la mora es ingreso cuando se cobra).
 * - `ingresos_sin_prestamo:<código>`: ninguna línea de esas cuentas va sin su préstamo (encontrado: lo que movieron).
 * - `ingresos_intereses_mes:<mes>` e `ingresos_mora_mes:<mes>`: el total de cada mes en el mayor, sin los comprobantes
 *   de causación, = lo cobrado con fecha en ese mes (en cualquier base: un cobro lleva su interés al ingreso).
 * - `resultado_antes_del_corte`: un préstamo importado no tiene ingresos ni gastos con fecha hasta su corte
 *   (encontrado: lo que movieron, débitos más créditos).
 */
export const sqlDescuadresIngresos = (base: BaseVerificada) => sql`
  WITH RECURSIVE politica AS (SELECT ${base}::text AS base),
  libro AS (${SQL_LIBRO_INTERESES}),
  -- Cada préstamo con el primero de su cadena de reenganches (él mismo si no viene de otro).
  familia AS (
    SELECT id, id AS raiz FROM prestamos WHERE prestamo_origen_id IS NULL
    UNION ALL
    SELECT p.id, f.raiz FROM prestamos p JOIN familia f ON p.prestamo_origen_id = f.id
  ),
  cadenas AS (SELECT raiz FROM familia GROUP BY raiz HAVING count(*) > 1),
  mayor AS (${SQL_MAYOR_INTERESES}),
  devengado AS (${sqlDevengado(base)}),
  cifras AS (
    SELECT p.id, p.numero, pol.base,
           -- Un castigado ya no difiere nada: su castigo saca del diferido lo que quedaba, como lo reparta su libro (el
           -- de un préstamo que llegó castigado lo lleva todo a capital).
           CASE WHEN p.estado = 'castigado' THEN 0 ELSE coalesce(l.interes_pendiente, 0) END AS interes_pendiente,
           coalesce(l.interes_cobrado, 0) AS interes_cobrado,
           CASE WHEN p.estado = 'castigado' THEN 0 ELSE coalesce(l.mora_pendiente, 0) END AS mora_pendiente,
           coalesce(l.mora_cobrada, 0) AS mora_cobrada,
           coalesce(m.ingreso, 0) AS ingreso, coalesce(m.diferido, 0) AS diferido, coalesce(m.por_cobrar, 0) AS por_cobrar,
           f.raiz, EXISTS (SELECT 1 FROM cadenas c WHERE c.raiz = f.raiz) AS en_cadena,
           coalesce(m.ingreso_mora, 0) AS ingreso_mora, coalesce(m.mora_diferida, 0) AS mora_diferida,
           greatest(coalesce(l.interes_cobrado, 0), coalesce(d.devengado, 0)) AS ganado,
           coalesce(d.tolerancia, 0) AS tolerancia
    FROM prestamos p CROSS JOIN politica pol
    LEFT JOIN libro l ON l.prestamo_id = p.id
    LEFT JOIN familia f ON f.id = p.id
    LEFT JOIN mayor m ON m.prestamo_id = p.id
    LEFT JOIN devengado d ON d.prestamo_id = p.id
  ),
  reglas AS (
    SELECT 'ingresos_intereses' AS regla, interes_cobrado AS esperado, ingreso AS encontrado, id, numero
    FROM cifras WHERE base = 'caja' AND ingreso <> interes_cobrado
    UNION ALL
    SELECT 'ingresos_intereses', CASE WHEN ingreso < 0 THEN 0 ELSE round(ganado, 2) END, ingreso, id, numero
    FROM cifras WHERE base = 'causacion' AND (ingreso < 0 OR ingreso > ganado + tolerancia)
    UNION ALL
    SELECT 'intereses_diferidos',
           CASE base WHEN 'caja' THEN interes_pendiente ELSE interes_pendiente + interes_cobrado - ingreso END,
           diferido, id, numero
    FROM cifras
    WHERE NOT en_cadena
      AND diferido <> CASE base WHEN 'caja' THEN interes_pendiente ELSE interes_pendiente + interes_cobrado - ingreso END
    UNION ALL
    -- Una cadena de reenganches: el interés que pasó al préstamo nuevo sigue en el 270505 del anterior y el libro de
    -- cada préstamo lo reparte según el camino por el que llegó (la API o la migración de datos de antes). La cadena
    -- entera difiere lo que tiene por cobrar en 140510 (las reglas de la cartera lo comparan con sus cuotas) más lo
    -- cobrado que aún no es ingreso; se informa en su último préstamo.
    SELECT 'intereses_diferidos', esperado, encontrado, ultimo[1], numero FROM (
      SELECT sum(CASE base WHEN 'caja' THEN por_cobrar ELSE por_cobrar + interes_cobrado - ingreso END) AS esperado,
             sum(diferido) AS encontrado, array_agg(id ORDER BY numero DESC) AS ultimo, max(numero) AS numero
      FROM cifras WHERE en_cadena GROUP BY raiz
    ) c WHERE esperado <> encontrado
    UNION ALL
    SELECT 'ingresos_mora', mora_cobrada, ingreso_mora, id, numero FROM cifras WHERE ingreso_mora <> mora_cobrada
    UNION ALL
    SELECT 'mora_diferida', mora_pendiente, mora_diferida, id, numero FROM cifras WHERE mora_diferida <> mora_pendiente
  ),
  cobrado_mes AS (
    SELECT date_trunc('month', m.fecha)::date AS mes,
           sum(CASE m.tipo WHEN 'reversion' THEN -m.interes ELSE m.interes END) AS interes,
           sum(CASE m.tipo WHEN 'reversion' THEN -m.mora ELSE m.mora END) AS mora
    FROM prestamos_movimientos m JOIN prestamos p ON p.id = m.prestamo_id
    WHERE m.tipo IN ('cobro', 'liquidacion', 'reversion') AND (p.fecha_corte IS NULL OR m.fecha > p.fecha_corte)
    GROUP BY 1
  ),
  -- Sin los comprobantes de causación: lo que llevan al ingreso (o devuelven) no es cobro, en cualquier base; lo que
  -- dejan en cada préstamo lo mira ingresos_intereses.
  mayor_mes AS (
    SELECT date_trunc('month', l.fecha)::date AS mes,
           sum(l.credito - l.debito) FILTER (WHERE k.clave = 'ingresos_intereses') AS interes,
           sum(l.credito - l.debito) FILTER (WHERE k.clave = 'ingresos_mora') AS mora
    FROM contabilidad_lineas l JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
    JOIN contabilidad_asientos a ON a.id = l.asiento_id
    WHERE k.clave IN ('ingresos_intereses', 'ingresos_mora') AND a.tipo <> 'causacion' GROUP BY 1
  ),
  meses AS (
    SELECT coalesce(c.mes, m.mes) AS mes, coalesce(c.interes, 0) AS cobrado, coalesce(m.interes, 0) AS mayor,
           coalesce(c.mora, 0) AS cobrado_mora, coalesce(m.mora, 0) AS mayor_mora
    FROM cobrado_mes c FULL JOIN mayor_mes m ON m.mes = c.mes
  ),
  totales AS (
    SELECT 'ingresos_intereses_mes:' || to_char(mes, 'YYYY-MM') AS regla, cobrado AS esperado, mayor AS encontrado
    FROM meses WHERE cobrado <> mayor
    UNION ALL
    SELECT 'ingresos_mora_mes:' || to_char(mes, 'YYYY-MM'), cobrado_mora, mayor_mora FROM meses
    WHERE cobrado_mora <> mayor_mora
    UNION ALL
    SELECT 'ingresos_sin_prestamo:' || k.codigo, 0, sum(l.debito + l.credito)
    FROM contabilidad_lineas l JOIN contabilidad_cuentas k ON k.id = l.cuenta_id
    WHERE k.clave IN ('ingresos_intereses', 'intereses_diferidos', 'ingresos_mora', 'mora_diferida')
      AND l.prestamo_id IS NULL
    GROUP BY k.codigo
  ),
  antes_del_corte AS (
    SELECT 'resultado_antes_del_corte' AS regla, 0 AS esperado, sum(l.debito + l.credito) AS encontrado, p.id, p.numero
    FROM prestamos p
    JOIN contabilidad_lineas l ON l.prestamo_id = p.id AND l.fecha <= p.fecha_corte
    JOIN contabilidad_cuentas k ON k.id = l.cuenta_id AND k.clase IN ('ingreso', 'gasto')
    WHERE p.fecha_corte IS NOT NULL
    GROUP BY p.id, p.numero
  )
  SELECT regla, esperado, encontrado, id AS prestamo_id, numero FROM reglas
  UNION ALL
  SELECT regla, esperado, encontrado, NULL::uuid, NULL::bigint FROM totales
  UNION ALL
  SELECT regla, esperado, encontrado, id, numero FROM antes_del_corte`;
