// El patrimonio del mayor contra sus fuentes (docs/decisiones/verificacion-de-cuentas.md), sin las reglas que lo
// asientan: el saldo inicial de caja de la configuración, los aportes y retiros del dueño de la caja, y lo que cada
// importación abrió (la cartera al corte de sus préstamos y el efectivo al corte). Cartera no asienta cierres del
// ejercicio: los resultados acumulados se suman al leer el balance (3605), así que ninguna otra cuenta de patrimonio
// tiene movimiento y ninguna de estas recibe resultados. Una fila por diferencia: verificacion.sql.ts las une.
import { sql } from 'kysely';

/**
 * El capital que cada préstamo importado tenía por cobrar en su fecha de corte, de su libro (lo que su apertura lleva
 * a 370505): lo desembolsado menos lo cobrado, perdonado, castigado o refinanciado de capital hasta el corte. Un
 * préstamo que llegó pagado o castigado no abre nada en 370505 (el castigado, sólo en cuentas de orden).
 */
const SQL_CAPITAL_AL_CORTE = sql`
  SELECT coalesce(sum(CASE WHEN m.tipo IN ('desembolso', 'reversion') THEN m.capital
                           WHEN m.tipo IN ('cobro', 'liquidacion', 'condonacion', 'castigo', 'anulacion', 'reenganche')
                             THEN -m.capital
                           ELSE 0 END), 0) AS monto
  FROM prestamos p JOIN prestamos_movimientos m ON m.prestamo_id = p.id AND m.fecha <= p.fecha_corte
  WHERE p.fecha_corte IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM prestamos_movimientos c
                    WHERE c.prestamo_id = p.id AND c.tipo = 'castigo' AND c.fecha <= p.fecha_corte)`;

/**
 * Reglas `patrimonio:<código> <nombre>` (crédito − débito de la cuenta):
 * - 310505 (capital_inicial) = el saldo inicial de caja de la configuración;
 * - 310510 (aportes_dueno) = los movimientos de caja de categoría capital (aportes − retiros);
 * - 370505 (saldos_iniciales) = el capital al corte de los préstamos importados + el efectivo al corte;
 * - cualquier otra cuenta de patrimonio = 0.
 */
export const SQL_DESCUADRES_PATRIMONIO = sql`
  WITH fuentes AS (
    SELECT 'capital_inicial' AS clave, (SELECT saldo_inicial_caja FROM configuracion_organizacion WHERE id = 1) AS monto
    UNION ALL
    SELECT 'aportes_dueno', coalesce(sum(CASE tipo WHEN 'ingreso' THEN monto ELSE -monto END), 0)
    FROM movimientos_caja WHERE categoria = 'capital'
    UNION ALL
    SELECT 'saldos_iniciales', (${SQL_CAPITAL_AL_CORTE}) + (SELECT coalesce(sum(monto), 0) FROM caja_saldos_iniciales)
  ),
  mayor AS (
    SELECT k.id, k.codigo, k.nombre, k.clave, coalesce(sum(l.credito - l.debito), 0) AS saldo
    FROM contabilidad_cuentas k LEFT JOIN contabilidad_lineas l ON l.cuenta_id = k.id
    WHERE k.clase = 'patrimonio' GROUP BY k.id
  )
  SELECT 'patrimonio:' || m.codigo || ' ' || m.nombre AS regla, coalesce(f.monto, 0) AS esperado, m.saldo AS encontrado,
         NULL::uuid AS prestamo_id, NULL::bigint AS numero
  FROM mayor m LEFT JOIN fuentes f ON f.clave = m.clave
  WHERE coalesce(f.monto, 0) <> m.saldo`;
