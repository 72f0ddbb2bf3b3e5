// El interés de mora de un préstamo en la base (docs/decisiones/interes-de-mora.md): qué rige para él y cómo se
// guarda lo causado. La regla es causarMora de @cartera/dominio; LibroService la corre antes de cada cobro y el barrido
// cada noche, siempre con la fila del préstamo bloqueada.
import {
  capitalesParaMora,
  causarMora,
  centavosDeColumna,
  formatearCOP,
  formatearFecha,
  sumarDias,
  tasaMoraAplicable,
  tasaMoraEfectivaAnual,
  menosCentavos,
  PERIODICIDADES_MORA,
  type Centavos,
  type Fecha,
  type RepartoCartera,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { deLista } from '../database/kysely';
import { aCentavos, aPesos } from '../common/dinero';
import { consultasMora } from './mora.consultas';
import { capitalPendienteCuota, type CuotaParaReparto } from './reparto.rules';

/** Lo que rige la mora de un préstamo en una fecha (null en `ajustes`: la organización no la cobra). */
export interface EstadoMora {
  /** Lo causado que falta por cobrar. */
  pendiente: Centavos;
  /** Centavos: lo acumulado por las cuotas (exacto) y lo causado por el préstamo (pesos enteros). */
  cuotasCausado: number;
  prestamoCausado: number;
  /** Hasta qué día está causada (excluido del siguiente tramo): la última causación o el día de la activación. */
  causadoHasta: Fecha | null;
  /** La última causación guardada del préstamo (null si nunca se causó), sin contar la activación. */
  guardadoHasta: Fecha | null;
  ajustes: AjustesMoraPrestamo | null;
  /**
   * Lo que el libro mayor sabe del préstamo, leído en la misma sentencia (undefined: el préstamo no existe): el
   * comprobante de un pago lo usa sin volver a leerlo (docs/decisiones/nucleo-de-dinero.md, «Idas a la base»).
   */
  contable?: ContablePrestamo;
}

/** El préstamo como lo asienta el libro mayor: su reparto, si es importado y lo que tiene por cobrar (centavos). */
export interface ContablePrestamo {
  tipoAmortizacion: string;
  /** Pesos, como texto de la base. */
  monto: string;
  prestamoOrigenId: string | null;
  fechaCorte: string | null;
  saldo: { capital: number; interes: number };
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

/** La mora de un préstamo: pendiente, hasta dónde va y, si la organización la cobra, la tasa que rige en `fecha`. */
export async function estadoMora(
  manager: EntityManager,
  prestamoId: string,
  fecha: Fecha,
): Promise<EstadoMora> {
  return estadoDeFila(await consultasMora.estado(manager, prestamoId, fecha));
}

/** La mora de la fila de consultasMora.estado (undefined: el préstamo no existe). */
export function estadoDeFila(fila: Awaited<ReturnType<typeof consultasMora.estado>>): EstadoMora {
  const pendiente = centavosDeColumna(fila?.mora_pendiente);
  const cuotasCausado = aCentavos(Number(fila?.cuotas_causado ?? 0));
  const prestamoCausado = aCentavos(Number(fila?.mora_causada ?? 0));
  const contable: ContablePrestamo | undefined = fila && {
    tipoAmortizacion: fila.tipo_amortizacion,
    monto: fila.monto,
    prestamoOrigenId: fila.prestamo_origen_id,
    fechaCorte: fila.fecha_corte,
    saldo: { capital: aCentavos(Number(fila.cartera_capital ?? 0)), interes: aCentavos(Number(fila.cartera_interes ?? 0)) },
  };
  if (!fila || !fila.mora_activa || fila.mora_tasa === null || fila.mora_desde === null) {
    return {
      pendiente,
      cuotasCausado,
      prestamoCausado,
      causadoHasta: fila?.mora_causada_hasta ?? null,
      guardadoHasta: fila?.mora_causada_hasta ?? null,
      ajustes: null,
      contable,
    };
  }
  const tasaEA = tasaMoraAplicable(
    tasaMoraEfectivaAnual(
      Number(fila.mora_tasa),
      deLista(PERIODICIDADES_MORA, fila.mora_periodicidad, 'configuracion_organizacion.mora_periodicidad'),
    ),
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
      desembolso: desdeCuandoExiste(fila),
      reparto: fila.tipo_amortizacion === 'interes_adelantado' || fila.prestamo_origen_id !== null ? 'proporcional' : 'plan',
      cartera: {
        capital: aCentavos(Number(fila.cartera_capital ?? 0)),
        interes: aCentavos(Number(fila.cartera_interes ?? 0)),
      },
    },
    contable,
  };
}

/**
 * Desde cuándo existe el préstamo para la mora: el desembolso asentado en el libro (nunca antes de la fecha del
 * préstamo); uno importado, desde su fecha de corte (la mora de antes no es de Cartera).
 */
function desdeCuandoExiste(fila: { fecha: string; fecha_corte: string | null; desembolso_libro: string | null }): Fecha {
  return [fila.fecha, fila.fecha_corte ?? fila.fecha, fila.desembolso_libro ?? fila.fecha].reduce((a, b) => (b > a ? b : a));
}

/** Una cuota como la ve la causación: su vencimiento y lo que aún debe (centavos). */
export interface CuotaConVencimiento extends CuotaParaReparto {
  id: string;
  numero: number;
  fechaProgramada: Fecha;
  /** Lo que aún se debe de la cuota. */
  pendiente: Centavos;
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
  const idPorNumero = new Map(cuotas.map((c) => [c.numero, c.id]));
  const r = causarMora({
    cuotas: capitalesParaMora(
      cuotas.map((c) => ({
        numero: c.numero,
        fechaProgramada: c.fechaProgramada,
        pendiente: Math.max(0, c.pendiente),
        capitalPlan: c.pendiente > 0 ? capitalPendienteCuota(c, menosCentavos(c.montoTotal, c.pendiente)) : 0,
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
  // causarMora devuelve las cuotas con mora de las que recibe: su número siempre está en idPorNumero.
  for (const c of r.cuotas) {
    const id = idPorNumero.get(c.numero);
    if (id !== undefined) porCuota.set(id, c.mora);
  }
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
  await consultasMora.sumarACuotas(
    manager,
    [...porCuota].map(([id, centavos]) => ({ id, mora: String(aPesos(centavos)) })),
  );
  await consultasMora.sumarAlPrestamo(manager, prestamoId, aPesos(total), hasta);
}

/** Suma (o resta, con signo) centavos a la mora pendiente del préstamo: un cobro la baja, una reversión la devuelve. */
export async function moverMoraPendiente(
  manager: EntityManager,
  prestamoId: string,
  centavos: number,
): Promise<void> {
  if (centavos === 0) return;
  await consultasMora.moverPendiente(manager, prestamoId, aPesos(centavos));
}
