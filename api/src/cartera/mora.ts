// El interés de mora de un préstamo en la base (docs/decisiones/interes-de-mora.md): qué rige para él y cómo se
// guarda lo causado. La regla es causarMora de @cartera/dominio; LibroService la corre antes de cada cobro y el barrido
// cada noche, siempre con la fila del préstamo bloqueada.
import {
  capitalesParaMora,
  causarMora,
  formatearCOP,
  formatearFecha,
  sumarDias,
  tasaMoraAplicable,
  tasaMoraEfectivaAnual,
  type Fecha,
  type PeriodicidadMora,
  type RepartoCartera,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos, aPesos } from './dinero';
import { capitalPendienteCuota, type CuotaParaReparto } from './reparto.rules';

/** Lo que rige la mora de un préstamo en una fecha (null en `ajustes`: la organización no la cobra). */
export interface EstadoMora {
  /** Centavos causados que faltan por cobrar. */
  pendiente: number;
  /** Centavos: lo acumulado por las cuotas (exacto) y lo causado por el préstamo (pesos enteros). */
  cuotasCausado: number;
  prestamoCausado: number;
  /** Hasta qué día está causada (excluido del siguiente tramo): la última causación o el día de la activación. */
  causadoHasta: Fecha | null;
  /** La última causación guardada del préstamo (null si nunca se causó), sin contar la activación. */
  guardadoHasta: Fecha | null;
  ajustes: AjustesMoraPrestamo | null;
}

/** Lo que rige la causación de un préstamo: tasa, gracia, desde cuándo existe y el capital que el libro le cobra. */
export interface AjustesMoraPrestamo {
  tasaEA: number;
  diasGracia: number;
  /** El día en que el libro asentó su desembolso: nada causa por días anteriores (ni por ese mismo). */
  desembolso: Fecha;
  /** Cómo separa el libro mayor su capital y su interés (interés adelantado y reenganches: en proporción). */
  reparto: RepartoCartera;
  /** Centavos que el libro mayor tiene por cobrar del préstamo: la base de la mora nunca pasa el capital. */
  cartera: { capital: number; interes: number };
}

interface FilaEstadoMora {
  mora_pendiente: string;
  mora_causada: string;
  cuotas_causado: string;
  mora_causada_hasta: string | null;
  mora_activa: boolean;
  mora_tasa: string | null;
  mora_periodicidad: PeriodicidadMora;
  mora_dias_gracia: number;
  mora_desde: string | null;
  tope: string | null;
  desembolso: string;
  proporcional: boolean;
  cartera_capital: string;
  cartera_interes: string;
}

/** La mora de un préstamo: pendiente, hasta dónde va y, si la organización la cobra, la tasa que rige en `fecha`. */
export async function estadoMora(
  manager: EntityManager,
  prestamoId: string,
  fecha: Fecha,
): Promise<EstadoMora> {
  const [fila]: FilaEstadoMora[] = await manager.query(
    `SELECT p.mora_pendiente, p.mora_causada, p.mora_causada_hasta::text AS mora_causada_hasta, o.mora_activa, o.mora_tasa,
            (SELECT coalesce(sum(c.mora_causada), 0) FROM cuotas c WHERE c.prestamo_id = p.id) AS cuotas_causado,
            o.mora_periodicidad, o.mora_dias_gracia, o.mora_desde::text AS mora_desde,
            (SELECT t.tasa FROM tasas_usura t
              WHERE t.tipo_credito = p.tipo_credito AND $2::date BETWEEN t.desde AND t.hasta
              ORDER BY t.desde DESC LIMIT 1) AS tope,
            -- Desde cuándo existe: el desembolso asentado en el libro (nunca antes de la fecha del préstamo); uno
            -- importado, desde su fecha de corte (la mora de antes no es de Cartera).
            greatest(p.fecha, coalesce(p.fecha_corte, p.fecha), coalesce((SELECT min(m.fecha) FROM prestamos_movimientos m
                                        WHERE m.prestamo_id = p.id AND m.tipo = 'desembolso'), p.fecha))::text AS desembolso,
            (p.tipo_amortizacion = 'interes_adelantado' OR p.prestamo_origen_id IS NOT NULL) AS proporcional,
            coalesce(lm.capital, 0) AS cartera_capital, coalesce(lm.interes, 0) AS cartera_interes
     FROM prestamos p CROSS JOIN configuracion_organizacion o
     -- El capital y el interés pactado que el libro mayor tiene por cobrar (140505 y 140510 del préstamo).
     LEFT JOIN LATERAL (
       SELECT sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital') AS capital,
              sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses') AS interes
       FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
       WHERE l.prestamo_id = p.id AND c.clave IN ('cartera_capital', 'cartera_intereses')
     ) lm ON true
     WHERE p.id = $1 AND o.id = 1`,
    [prestamoId, fecha],
  );
  const pendiente = aCentavos(Number(fila?.mora_pendiente ?? 0));
  const cuotasCausado = aCentavos(Number(fila?.cuotas_causado ?? 0));
  const prestamoCausado = aCentavos(Number(fila?.mora_causada ?? 0));
  if (!fila || !fila.mora_activa || fila.mora_tasa === null || fila.mora_desde === null) {
    return {
      pendiente,
      cuotasCausado,
      prestamoCausado,
      causadoHasta: fila?.mora_causada_hasta ?? null,
      guardadoHasta: fila?.mora_causada_hasta ?? null,
      ajustes: null,
    };
  }
  // La base sólo admite las periodicidades de PERIODICIDADES_MORA (CHECK de la columna).
  const tasaEA = tasaMoraAplicable(
    tasaMoraEfectivaAnual(Number(fila.mora_tasa), fila.mora_periodicidad),
    fila.tope === null ? null : Number(fila.tope),
  );
  // Nunca hacia atrás de la activación: lo causado antes de ella no se cobra.
  const causadoHasta =
    fila.mora_causada_hasta === null || fila.mora_causada_hasta < fila.mora_desde
      ? fila.mora_desde
      : fila.mora_causada_hasta;
  return {
    pendiente,
    cuotasCausado,
    prestamoCausado,
    causadoHasta,
    guardadoHasta: fila.mora_causada_hasta,
    ajustes: {
      tasaEA,
      diasGracia: fila.mora_dias_gracia,
      desembolso: fila.desembolso,
      reparto: fila.proporcional ? 'proporcional' : 'plan',
      cartera: { capital: aCentavos(Number(fila.cartera_capital)), interes: aCentavos(Number(fila.cartera_interes)) },
    },
  };
}

/** Una cuota como la ve la causación: su vencimiento y lo que aún debe (centavos). */
export interface CuotaConVencimiento extends CuotaParaReparto {
  id: string;
  numero: number;
  fechaProgramada: Fecha;
  /** Centavos que aún se deben de la cuota. */
  pendiente: number;
}

/** Un tramo de mora calculado en memoria, por guardar. */
export interface TramoMora {
  desde: Fecha;
  hasta: Fecha;
  /** Centavos exactos de las cuotas (el préstamo causa pesos enteros: moraEnPesosEnteros). */
  total: number;
  porCuota: Map<string, number>;
  motivo: string;
}

/**
 * La mora de (desde, hasta] sobre el capital pendiente de `cuotas` tal como están ahora (sólo capital del libro mayor,
 * nunca interés: capitalesParaMora) y desde el desembolso; null si no hay días.
 */
export function tramoMora(
  cuotas: readonly CuotaConVencimiento[],
  desde: Fecha,
  hasta: Fecha,
  ajustes: NonNullable<EstadoMora['ajustes']>,
): TramoMora | null {
  if (hasta <= desde) return null;
  const porNumero = new Map(cuotas.map((c) => [c.numero, c]));
  const r = causarMora({
    cuotas: capitalesParaMora(
      cuotas.map((c) => ({
        numero: c.numero,
        fechaProgramada: c.fechaProgramada,
        pendiente: Math.max(0, c.pendiente),
        capitalPlan: c.pendiente > 0 ? capitalPendienteCuota(c, c.montoTotal - c.pendiente) : 0,
      })),
      ajustes.cartera,
      ajustes.reparto,
    ),
    desde,
    hasta,
    diasGracia: ajustes.diasGracia,
    tasaEA: ajustes.tasaEA,
    desembolso: ajustes.desembolso,
  });
  const porCuota = new Map<string, number>();
  for (const c of r.cuotas) porCuota.set((porNumero.get(c.numero) as CuotaConVencimiento).id, c.mora);
  const capital = r.cuotas.reduce((t, c) => t + c.capital, 0);
  const tasa = ajustes.tasaEA.toLocaleString('es-CO', { maximumFractionDigits: 2 });
  return {
    desde,
    hasta,
    total: r.total,
    porCuota,
    motivo: `Mora del ${formatearFecha(sumarDias(desde, 1))} al ${formatearFecha(hasta)} sobre ${formatearCOP(aPesos(capital))} de capital vencido, al ${tasa} % EA`,
  };
}

/**
 * Guarda lo causado: lo exacto en cada cuota, los pesos enteros (`total`, centavos múltiplo de 100) en el préstamo
 * (causada y pendiente) y hasta qué día va.
 */
export async function guardarMora(
  manager: EntityManager,
  prestamoId: string,
  porCuota: ReadonlyMap<string, number>,
  total: number,
  hasta: Fecha,
): Promise<void> {
  if (porCuota.size > 0) {
    await manager.query(
      `UPDATE cuotas c SET mora_causada = c.mora_causada + v.mora, updated_at = now()
       FROM unnest($1::uuid[], $2::numeric[]) AS v(id, mora) WHERE c.id = v.id`,
      [[...porCuota.keys()], [...porCuota.values()].map(aPesos)],
    );
  }
  await manager.query(
    `UPDATE prestamos SET mora_causada = mora_causada + $2, mora_pendiente = mora_pendiente + $2,
            mora_causada_hasta = greatest(coalesce(mora_causada_hasta, $3::date), $3::date)
     WHERE id = $1`,
    [prestamoId, aPesos(total), hasta],
  );
}

/** Suma (o resta, con signo) centavos a la mora pendiente del préstamo: un cobro la baja, una reversión la devuelve. */
export async function moverMoraPendiente(
  manager: EntityManager,
  prestamoId: string,
  centavos: number,
): Promise<void> {
  if (centavos === 0) return;
  await manager.query(`UPDATE prestamos SET mora_pendiente = mora_pendiente + $2 WHERE id = $1`, [
    prestamoId,
    aPesos(centavos),
  ]);
}
