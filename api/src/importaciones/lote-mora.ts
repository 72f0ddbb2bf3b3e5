// La mora de un préstamo nuevo de la aplicación por lotes (lote-prestamos.ts), como la leería estadoMora de la base:
// la organización y la tasa de usura vigente se leen una vez por página (lote-prestamos.consultas.ts) y la fila de la
// mora se arma en memoria para la misma estadoDeFila (api/src/libro/mora.ts). Un préstamo nuevo no tiene nada
// causado; su mora existe desde el más tardío de su fecha, su corte y su desembolso.
import type { SaldoContable } from '@cartera/dominio';
import { aPesos } from '../common/dinero';
import { estadoDeFila, type EstadoMora } from '../libro/mora';

/** La mora de la organización y las tasas de usura certificadas (pesos y fechas como los da la base). */
export interface MoraDeLaOrganizacion {
  activa: boolean;
  tasa: string | null;
  periodicidad: string;
  diasGracia: number;
  desde: string | null;
  usura: ReadonlyArray<{ tipoCredito: string; desde: string; hasta: string; tasa: string }>;
}

/** El préstamo nuevo como lo lee la mora. */
export interface PrestamoParaMora {
  fecha: string;
  fechaCorte: string;
  /** El día de su desembolso en el libro del préstamo. */
  desembolso: string;
  tipoCredito: string;
  tipoAmortizacion: string;
  /** Pesos. */
  monto: number;
}

/** La tasa de usura de `tipoCredito` vigente en `fecha`: la certificada más reciente que la cubre (null: ninguna). */
function topeDeUsura(org: MoraDeLaOrganizacion, tipoCredito: string, fecha: string): string | null {
  let tope: { desde: string; tasa: string } | null = null;
  for (const t of org.usura)
    if (
      t.tipoCredito === tipoCredito &&
      t.desde <= fecha &&
      t.hasta >= fecha &&
      (!tope || t.desde > tope.desde)
    )
      tope = t;
  return tope?.tasa ?? null;
}

/**
 * estadoMora de un préstamo nuevo en `fecha`: sin nada causado ni pendiente, causada hasta `causadaHasta` (lo que
 * guardó una causación anterior de la misma aplicación) y con `cartera` (centavos) por cobrar en el libro mayor.
 */
export function moraDelPrestamoNuevo(
  org: MoraDeLaOrganizacion,
  prestamo: PrestamoParaMora,
  cartera: SaldoContable,
  causadaHasta: string | null,
  fecha: string,
): EstadoMora {
  return estadoDeFila({
    mora_pendiente: '0',
    mora_causada: '0',
    mora_causada_hasta: causadaHasta,
    mora_activa: org.activa,
    mora_tasa: org.tasa,
    mora_periodicidad: org.periodicidad,
    mora_dias_gracia: org.diasGracia,
    mora_desde: org.desde,
    cuotas_causado: '0',
    tope: topeDeUsura(org, prestamo.tipoCredito, fecha),
    fecha: prestamo.fecha,
    fecha_corte: prestamo.fechaCorte,
    monto: String(prestamo.monto),
    desembolso_libro: prestamo.desembolso,
    tipo_amortizacion: prestamo.tipoAmortizacion,
    prestamo_origen_id: null,
    cartera_capital: String(aPesos(cartera.capital)),
    cartera_interes: String(aPesos(cartera.interes)),
  });
}
