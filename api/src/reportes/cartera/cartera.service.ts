import { Injectable } from '@nestjs/common';
import {
  MENSAJES_REPORTE_CARTERA,
  RANGOS_MORA,
  hoyBogota,
  type CifrasCartera,
  type FilaCarteraCobrador,
  type MoraPorRango,
  type ReporteCartera,
} from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { aPesos, centavosDe, sumar as sumarPesos } from '../../common/dinero';
import { CODIGOS, ErrorNegocio } from '../../common/errores';

/** Los rangos de mora de @cartera/dominio como columnas SQL: saldo vencido de las cuotas con esos días de atraso. */
const COLUMNAS_MORA = RANGOS_MORA.map(
  (rango, i) =>
    `coalesce(sum(greatest(cm.abierto, 0)) FILTER (WHERE cm.dias >= ${rango.desde}${
      rango.hasta === null ? '' : ` AND cm.dias <= ${rango.hasta}`
    }), 0) AS mora_${i}`,
).join(',\n             ');

/**
 * La cartera al cierre de $1, préstamo por préstamo:
 * - mayor: capital e interés pendientes con el reparto del libro mayor (saldos de 140505 y 140510 con fecha ≤ corte):
 *   el interés retenido de un préstamo adelantado y el refinanciado en un reenganche son interés, no capital, como en
 *   el balance (docs/reportes.md);
 * - libro: lo castigado y lo que dice cómo estaban las cuotas al corte (reenganche, condonaciones, anulación);
 * - cuotas_mora: lo que cada cuota vencida antes del corte seguía debiendo ese día: su total menos lo que le aplicaron
 *   los cobros con fecha ≤ corte, menos lo refinanciado si el reenganche fue hasta el corte y lo condonado si no hubo
 *   condonaciones después (la cuota no guarda la fecha de su condonación); sólo préstamos con saldo al corte (uno
 *   castigado, liquidado o anulado no está en mora).
 */
const SQL_CARTERA = `
  WITH mayor AS (
    SELECT l.prestamo_id,
           coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital'), 0) AS capital,
           coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses'), 0) AS interes
    FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
    WHERE c.clave IN ('cartera_capital', 'cartera_intereses') AND l.fecha <= $1 AND l.prestamo_id IS NOT NULL
    GROUP BY l.prestamo_id
  ),
  libro AS (
    SELECT m.prestamo_id,
           coalesce(ma.capital, 0) AS capital,
           coalesce(ma.interes, 0) AS interes,
           coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'castigo' AND m.fecha <= $1), 0) AS castigado,
           -- Una anulación posterior al corte no cambia la cartera de ese día: sus cuotas siguen contando.
           coalesce(bool_or(m.tipo = 'anulacion' AND m.fecha <= $1), false) AS anulado_al_corte,
           coalesce(bool_or(m.tipo = 'reenganche' AND m.fecha <= $1), false) AS reenganchado,
           NOT coalesce(bool_or(m.tipo = 'condonacion' AND m.fecha > $1), false) AS condonado_al_corte
    FROM prestamos_movimientos m
    LEFT JOIN mayor ma ON ma.prestamo_id = m.prestamo_id
    GROUP BY m.prestamo_id, ma.capital, ma.interes
  ),
  cuotas_mora AS (
    SELECT c.prestamo_id,
           ($1::date - c.fecha_programada) AS dias,
           c.monto_total
             - coalesce((SELECT sum(a.monto) FROM cobros_aplicaciones a JOIN cobros co ON co.id = a.cobro_id
                         WHERE a.cuota_id = c.id AND co.fecha <= $1), 0)
             - CASE WHEN l.reenganchado THEN c.monto_refinanciado ELSE 0 END
             - CASE WHEN l.condonado_al_corte THEN c.monto_condonado ELSE 0 END AS abierto
    FROM cuotas c
    JOIN libro l ON l.prestamo_id = c.prestamo_id
    WHERE c.fecha_programada < $1 AND (c.estado <> 'anulada' OR NOT l.anulado_al_corte) AND l.capital + l.interes > 0
  ),
  mora AS (
    SELECT cm.prestamo_id,
             ${COLUMNAS_MORA}
    FROM cuotas_mora cm
    GROUP BY cm.prestamo_id
  )
  SELECT p.cobrador_id, u.nombre AS cobrador_nombre,
         count(*) FILTER (WHERE l.capital + l.interes > 0)::int AS prestamos,
         sum(l.capital) AS capital, sum(l.interes) AS interes, sum(l.castigado) AS castigado,
         ${RANGOS_MORA.map((_r, i) => `coalesce(sum(mo.mora_${i}), 0) AS mora_${i}`).join(', ')}
  FROM libro l
  JOIN prestamos p ON p.id = l.prestamo_id
  LEFT JOIN usuarios u ON u.id = p.cobrador_id
  LEFT JOIN mora mo ON mo.prestamo_id = l.prestamo_id
  GROUP BY p.cobrador_id, u.nombre
  HAVING sum(l.capital) <> 0 OR sum(l.interes) <> 0 OR sum(l.castigado) <> 0
  ORDER BY u.nombre NULLS LAST, p.cobrador_id
`;

interface FilaSql {
  cobrador_id: string | null;
  cobrador_nombre: string | null;
  prestamos: number;
  capital: string;
  interes: string;
  castigado: string;
  [mora: `mora_${number}`]: string;
}

function cifrasDe(fila: FilaSql): CifrasCartera {
  const mora = Object.fromEntries(
    RANGOS_MORA.map((rango, i) => [rango.clave, aPesos(centavosDe(fila[`mora_${i}`]))]),
  ) as MoraPorRango;
  return {
    prestamos: fila.prestamos,
    capitalPendiente: aPesos(centavosDe(fila.capital)),
    interesPendiente: aPesos(centavosDe(fila.interes)),
    mora,
    castigado: aPesos(centavosDe(fila.castigado)),
  };
}

/** Suma de cifras en centavos (sin errores de coma flotante). */
function sumar(filas: readonly CifrasCartera[]): CifrasCartera {
  const total = (f: (c: CifrasCartera) => number) => sumarPesos(filas.map(f));
  return {
    prestamos: filas.reduce((s, c) => s + c.prestamos, 0),
    capitalPendiente: total((c) => c.capitalPendiente),
    interesPendiente: total((c) => c.interesPendiente),
    mora: Object.fromEntries(
      RANGOS_MORA.map((r) => [r.clave, total((c) => c.mora[r.clave])]),
    ) as MoraPorRango,
    castigado: total((c) => c.castigado),
  };
}

/** El reporte «Cartera» a una fecha de corte, calculado del libro de los préstamos (docs/libro.md). */
@Injectable()
export class ReporteCarteraService {
  constructor(private readonly dataSource: DataSource) {}

  /** La fecha pedida, o hoy; nunca una fecha futura (400 con el mensaje en el campo). */
  resolverFecha(fecha: string | undefined): string {
    const hoy = hoyBogota();
    if (fecha === undefined) return hoy;
    if (fecha > hoy)
      throw new ErrorNegocio(CODIGOS.validacion, MENSAJES_REPORTE_CARTERA.fechaFutura, 400, {
        fecha: [MENSAJES_REPORTE_CARTERA.fechaFutura],
      });
    return fecha;
  }

  async calcular(fecha: string): Promise<ReporteCartera> {
    const filas: FilaSql[] = await this.dataSource.query(SQL_CARTERA, [fecha]);
    const porCobrador: FilaCarteraCobrador[] = filas.map((fila) => ({
      cobrador: fila.cobrador_id ? { _id: fila.cobrador_id, nombre: fila.cobrador_nombre ?? '' } : null,
      ...cifrasDe(fila),
    }));
    return { fecha, totales: sumar(porCobrador), porCobrador };
  }
}
