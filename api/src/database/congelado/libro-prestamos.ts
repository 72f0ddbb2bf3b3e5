// Congelado (migración 1795352500000-libro-prestamos): el SQL largo que esa migración corre, tal como se publicó: las
// filas de caja y de cuotas por fecha de sus disparadores (las de antes, para el `down`), el capital pendiente de una
// cuota y la función libro_reconstruir(). No cambia nunca (docs/decisiones/migraciones-congeladas.md).

export type FilasPorTabla = (tabla: string, signo: string) => string;

/**
 * Parte de capital de lo que falta de una cuota `q`: capital − (liquidado − interés liquidado), donde liquidado es lo
 * pagado, refinanciado o condonado y su interés es round(liquidado × interés ÷ total). Es la regla de
 * `capitalPendienteCuota` (api/src/libro/reparto.rules.ts) escrita en SQL.
 */
export const SQL_CAPITAL_PENDIENTE_CUOTA = `
  CASE WHEN q.monto_total = 0 THEN 0 ELSE
    q.monto_capital - (q.monto_pagado + q.monto_refinanciado + q.monto_condonado)
      + round((q.monto_pagado + q.monto_refinanciado + q.monto_condonado) * q.monto_interes / q.monto_total, 2)
  END`;

export const PRESTAMOS_CAJA: FilasPorTabla = (tabla, signo) => `
  SELECT fecha, 0::numeric AS cobros, ${signo}(monto - monto_refinanciado) AS desembolsado,
         ${signo}(monto - monto_entregado) AS retenido
  FROM ${tabla} WHERE estado NOT IN ('solicitado', 'rechazado')
  UNION ALL
  SELECT fecha_cierre, 0::numeric, -(${signo}(monto - monto_refinanciado)), -(${signo}(monto - monto_entregado))
  FROM ${tabla} WHERE estado = 'cancelado' AND fecha_cierre IS NOT NULL`;

export const PRESTAMOS_CAJA_ANTERIOR: FilasPorTabla = (tabla, signo) =>
  `SELECT fecha, 0::numeric AS cobros, ${signo}(monto - monto_refinanciado) AS desembolsado,
          ${signo}(monto - monto_entregado) AS retenido FROM ${tabla}`;

/**
 * Cómo escribió cada migración las filas de sus cuotas: la `sangria` de su SELECT, los `condonado` que ya restaban del
 * total (desde el libro de préstamos) y si dejó lugar a la izquierda para el signo (`conSigno`, 8 espacios).
 */
export interface FormaFilasCuotas {
  sangria: number;
  condonado: boolean;
  conSigno: boolean;
}

/**
 * Las filas (fecha, exigible, pagado, abierto, abiertas) de las cuotas de `tabla`, cada cifra con su `signo`, para
 * cuotas_por_fecha: flujo de caja, libro de préstamos, caja sólo efectivo y préstamos importados.
 */
export function filasDeCuotas(tabla: string, signo: string, forma: FormaFilasCuotas): string {
  const s = ' '.repeat(forma.sangria);
  const t = s + (forma.conSigno ? ' '.repeat(8) : '');
  const resta = forma.condonado ? ' - monto_condonado' : '';
  return `
${s}SELECT fecha_programada AS fecha,
${s}       ${signo}CASE WHEN estado <> 'anulada' THEN monto_total - monto_refinanciado${resta} ELSE 0 END AS exigible,
${s}       ${signo}CASE WHEN estado <> 'anulada' THEN monto_pagado ELSE 0 END AS pagado,
${s}       ${signo}CASE WHEN estado IN ('pendiente', 'parcial', 'vencida')
${t}            THEN greatest(monto_total - monto_pagado - monto_refinanciado${resta}, 0) ELSE 0 END AS abierto,
${s}       ${signo}CASE WHEN estado IN ('pendiente', 'parcial', 'vencida')
${t}             AND monto_total - monto_pagado - monto_refinanciado${resta} > 0 THEN 1 ELSE 0 END AS abiertas
${s}FROM ${tabla}`;
}

export const CUOTAS_POR_FECHA: FilasPorTabla = (tabla, signo) =>
  filasDeCuotas(tabla, signo, { sangria: 2, condonado: true, conSigno: true });

export const CUOTAS_POR_FECHA_ANTERIOR: FilasPorTabla = (tabla, signo) =>
  filasDeCuotas(tabla, signo, { sangria: 2, condonado: false, conSigno: true });

/**
 * Escribe el libro de los préstamos que todavía no tienen asientos, desde sus tablas: el desembolso (lo pactado,
 * repartido como las cuotas), cada cobro (su reparto en capital e interés, cuota por cuota y en el orden en que se
 * aplicaron), el reenganche (lo refinanciado de sus cuotas), el castigo (lo que quedó abierto en las cuotas castigadas)
 * y la anulación. La usan esta migración y las cargas masivas de bench/ (que insertan sin disparadores).
 */
export const FUNCION_RECONSTRUIR = `
  CREATE FUNCTION libro_reconstruir() RETURNS void LANGUAGE sql AS $$
    WITH sin_libro AS (
      SELECT p.* FROM prestamos p
      WHERE p.estado NOT IN ('solicitado', 'rechazado')
        AND NOT EXISTS (SELECT 1 FROM prestamos_movimientos m WHERE m.prestamo_id = p.id)
    ),
    pactado AS (
      SELECT s.id, s.monto_total AS monto,
             CASE WHEN s.plan_generado THEN coalesce(sum(q.monto_capital), 0) ELSE least(s.monto, s.monto_total) END AS capital
      FROM sin_libro s LEFT JOIN cuotas q ON q.prestamo_id = s.id
      GROUP BY s.id, s.monto_total, s.monto, s.plan_generado
    ),
    aplicaciones AS (
      SELECT co.id AS cobro_id, ca.monto, q.monto_interes AS i, q.monto_total AS t,
             sum(ca.monto) OVER (PARTITION BY ca.cuota_id ORDER BY co.created_at, co.id) AS hasta
      FROM sin_libro s
      JOIN cobros co ON co.prestamo_id = s.id
      JOIN cobros_aplicaciones ca ON ca.cobro_id = co.id
      JOIN cuotas q ON q.id = ca.cuota_id
    ),
    interes_cobro AS (
      SELECT cobro_id,
             sum(CASE WHEN t = 0 THEN 0 ELSE round(hasta * i / t, 2) - round((hasta - monto) * i / t, 2) END) AS interes
      FROM aplicaciones GROUP BY cobro_id
    ),
    asientos AS (
      SELECT s.id AS prestamo_id, 'desembolso' AS tipo, s.fecha, pa.monto, pa.capital, pa.monto - pa.capital AS interes,
             -(s.monto_entregado - s.monto_refinanciado) AS efectivo, NULL::uuid AS cobro_id, NULL::text AS motivo,
             NULL::uuid AS registrado_por, s.created_at, 0 AS orden
      FROM sin_libro s JOIN pactado pa ON pa.id = s.id
      WHERE pa.monto > 0
      UNION ALL
      SELECT co.prestamo_id, CASE co.origen WHEN 'liquidacion' THEN 'liquidacion' WHEN 'recuperacion' THEN 'recuperacion'
                                             ELSE 'cobro' END,
             co.fecha, co.monto, co.monto - least(coalesce(ic.interes, 0), co.monto), least(coalesce(ic.interes, 0), co.monto),
             co.monto, co.id, NULL, co.registrado_por, co.created_at, 1
      FROM sin_libro s JOIN cobros co ON co.prestamo_id = s.id LEFT JOIN interes_cobro ic ON ic.cobro_id = co.id
      UNION ALL
      SELECT s.id, 'reenganche', n.fecha, x.monto, x.monto - x.interes, x.interes, 0, NULL, NULL, NULL, n.created_at, 2
      FROM sin_libro s
      JOIN prestamos n ON n.prestamo_origen_id = s.id
      JOIN LATERAL (
        SELECT sum(q.monto_refinanciado) AS monto,
               sum(CASE WHEN q.monto_total = 0 THEN 0 ELSE
                     round((q.monto_pagado + q.monto_refinanciado) * q.monto_interes / q.monto_total, 2)
                     - round(q.monto_pagado * q.monto_interes / q.monto_total, 2) END) AS interes
        FROM cuotas q WHERE q.prestamo_id = s.id
      ) x ON x.monto > 0
      WHERE s.estado = 'reenganchado'
      UNION ALL
      SELECT s.id, 'castigo', coalesce(s.fecha_cierre, (s.updated_at AT TIME ZONE 'America/Bogota')::date), x.monto,
             x.monto - x.interes, x.interes, 0, NULL, 'Préstamo cancelado con cobros antes del libro: su saldo se castiga',
             NULL, s.updated_at, 3
      FROM sin_libro s
      JOIN LATERAL (
        SELECT sum(q.monto_total - q.monto_pagado - q.monto_refinanciado - q.monto_condonado) AS monto,
               sum(CASE WHEN q.monto_total = 0 THEN 0 ELSE q.monto_interes
                     - round((q.monto_pagado + q.monto_refinanciado + q.monto_condonado) * q.monto_interes / q.monto_total, 2)
                   END) AS interes
        FROM cuotas q WHERE q.prestamo_id = s.id AND q.estado = 'castigada'
      ) x ON x.monto > 0
      WHERE s.estado = 'castigado'
      UNION ALL
      SELECT s.id, 'anulacion', coalesce(s.fecha_cierre, (s.updated_at AT TIME ZONE 'America/Bogota')::date), pa.monto,
             pa.capital, pa.monto - pa.capital, s.monto_entregado - s.monto_refinanciado, NULL,
             'Préstamo cancelado antes del libro: se anula el desembolso', NULL, s.updated_at, 4
      FROM sin_libro s JOIN pactado pa ON pa.id = s.id
      WHERE s.estado = 'cancelado' AND pa.monto > 0
    )
    INSERT INTO prestamos_movimientos
      (prestamo_id, tipo, fecha, monto, capital, interes, efectivo, cobro_id, motivo, registrado_por, created_at)
    SELECT prestamo_id, tipo, fecha, monto, capital, interes, efectivo, cobro_id, motivo, registrado_por, created_at
    FROM asientos
    ORDER BY prestamo_id, created_at, orden
  $$`;
