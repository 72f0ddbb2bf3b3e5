// La causación del interés pactado (docs/decisiones/causacion-y-suspension.md): cuánto interés de un préstamo es
// ingreso al terminar un día, en base de caja o por día transcurrido, y cuándo se suspende por mora. Reglas puras, en
// centavos enteros: el barrido lee el préstamo y el mayor, y estas reglas dicen cuánto debe tener el ingreso.

import { esCuotaAbierta } from './estadoLibro';
import { diferenciaDias, sumarDias } from './fechas';
import type { LineaRegla } from './contabilidad';
import type { Fecha } from './tipos';
import { enumeracion } from './constantes';

/** `caja`: el interés es ingreso cuando se cobra; `causacion`: se gana cada día del periodo de su cuota. */
export const { valores: BASES_INGRESO, etiquetas: ETIQUETAS_BASE_INGRESO } = enumeracion({
  caja: 'Cuando se cobra (base de caja)',
  causacion: 'Por día transcurrido (causación)',
});
export type BaseIngreso = (typeof BASES_INGRESO)[number];

/**
 * Días de atraso desde los que se suspende la causación mientras el prestamista no elija otros: los del microcrédito
 * en la regla de la Superintendencia Financiera (más de 30 días), porque el préstamo de cobro diario es un crédito
 * pequeño, corto y sin garantía, como el microcrédito (la fuente y lo que no se pudo confirmar, en el registro).
 */
export const DIAS_SUSPENSION_CAUSACION_DEFECTO = 30;
export const DIAS_SUSPENSION_CAUSACION_MAXIMO = 360;

/** La política de ingresos que rige un día: su base y desde cuántos días de atraso se suspende la causación. */
export interface PoliticaIngresos {
  base: BaseIngreso;
  diasSuspension: number;
}

export const POLITICA_INGRESOS_DEFECTO: Readonly<PoliticaIngresos> = {
  base: 'caja',
  diasSuspension: DIAS_SUSPENSION_CAUSACION_DEFECTO,
};

/** El interés de una cuota y el periodo en que se gana: del día `desde` (excluido) al día `hasta` (incluido). */
export interface PeriodoInteres {
  desde: Fecha;
  hasta: Fecha;
  /** Centavos. */
  interes: number;
}

/** a × b ÷ c truncado, exacto con enteros grandes. */
function parte(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

const mayor = (a: Fecha, b: Fecha): Fecha => (a > b ? a : b);

/**
 * El interés ganado al terminar el día `fecha`: de cada periodo, la parte de sus días ya transcurridos (truncada al
 * centavo); el día del vencimiento la cuota entera. Nunca más que lo pactado, nunca baja con los días, y desde el
 * último vencimiento es todo el interés pactado.
 */
export function interesDevengado(periodos: readonly PeriodoInteres[], fecha: Fecha): number {
  let total = 0;
  for (const { desde, hasta, interes } of periodos) {
    if (interes <= 0 || fecha <= desde) continue;
    if (fecha >= hasta) {
      total += interes;
      continue;
    }
    total += parte(interes, diferenciaDias(desde, fecha), diferenciaDias(desde, hasta));
  }
  return total;
}

/** Lo que la causación necesita de un préstamo. */
export interface PrestamoCausable {
  /** El día del desembolso: el dinero salió ese día. */
  fecha: Fecha;
  /** El inicio del plan: el periodo de la primera cuota empieza ese día. */
  fechaInicio: Fecha;
  /** Las cuotas no anuladas, con su interés (centavos) y su estado. */
  cuotas: ReadonlyArray<{ fechaProgramada: Fecha; interes: number; estado: string }>;
  /** Si las cuotas separan el interés; si no (interés adelantado, reenganche), todo lo pactado en un periodo. */
  interesDeCuotas: boolean;
  /** Centavos: el interés pactado del libro mayor. */
  interesPactado: number;
}

/** El primer día que cuenta: el más tardío del desembolso y el inicio del plan (nunca antes de que saliera el dinero). */
export function inicioDeCausacion(p: Pick<PrestamoCausable, 'fecha' | 'fechaInicio'>): Fecha {
  return mayor(p.fecha, p.fechaInicio);
}

/**
 * Los periodos de un préstamo. Si sus cuotas llevan el interés, cada cuota se gana entre el vencimiento anterior y el
 * suyo, nunca desde antes del inicio de la causación; el interés de las cuotas que vencen el día del inicio o antes
 * (un plan que empezó antes del desembolso) se gana con la primera cuota que vence después. Si ninguna vence después,
 * se gana el día siguiente al inicio. Sin cuotas que separen el interés, todo lo pactado se gana entre el inicio y el
 * último vencimiento.
 */
export function periodosDeInteres(p: PrestamoCausable): PeriodoInteres[] {
  const cuotas = [...p.cuotas].sort((a, b) => (a.fechaProgramada < b.fechaProgramada ? -1 : 1));
  if (cuotas.length === 0) return [];
  const inicio = inicioDeCausacion(p);
  const siguiente = sumarDias(inicio, 1);
  if (!p.interesDeCuotas) {
    return [
      {
        desde: inicio,
        hasta: mayor(cuotas[cuotas.length - 1].fechaProgramada, siguiente),
        interes: p.interesPactado,
      },
    ];
  }
  const periodos: PeriodoInteres[] = [];
  let desde = inicio;
  let arrastrado = 0;
  for (const c of cuotas) {
    if (c.fechaProgramada <= desde) {
      // Vence el día del inicio o antes, o el mismo día que la anterior: se gana con la siguiente, o con la anterior.
      const anterior = periodos[periodos.length - 1];
      if (anterior) anterior.interes += c.interes;
      else arrastrado += c.interes;
      continue;
    }
    periodos.push({ desde, hasta: c.fechaProgramada, interes: c.interes + arrastrado });
    arrastrado = 0;
    desde = c.fechaProgramada;
  }
  if (arrastrado > 0) periodos.push({ desde: inicio, hasta: siguiente, interes: arrastrado });
  return periodos;
}

/**
 * Días de atraso del préstamo al terminar `hoy`: desde el vencimiento de su cuota abierta más vieja (o desde el
 * desembolso, si venció antes: un préstamo no está atrasado por días en que no existía); 0 sin cuotas vencidas.
 */
export function diasDeAtraso(p: Pick<PrestamoCausable, 'fecha' | 'cuotas'>, hoy: Fecha): number {
  let masVieja: Fecha | null = null;
  for (const c of p.cuotas)
    if (esCuotaAbierta(c.estado) && c.fechaProgramada < hoy && (masVieja === null || c.fechaProgramada < masVieja))
      masVieja = c.fechaProgramada;
  return masVieja === null ? 0 : Math.max(0, diferenciaDias(mayor(masVieja, p.fecha), hoy));
}

/** La causación de un préstamo abierto está suspendida si pasa de `diasSuspension` días de atraso. */
export function causacionSuspendida(diasAtraso: number, diasSuspension: number): boolean {
  return diasAtraso > diasSuspension;
}

/**
 * El ingreso por intereses pactados que el libro mayor debe tener de un préstamo. Lo cobrado en base de caja, en un
 * préstamo que ya no está abierto (pagado, castigado, anulado, reenganchado) y en uno con la causación suspendida (lo
 * causado y no cobrado vuelve al diferido; lo que cobre entra como ingreso). En causación, lo devengado, sin pasar de
 * lo que se cobró más lo que queda por cobrar (lo condonado nunca se gana).
 */
export function objetivoIngresoIntereses(c: {
  base: BaseIngreso;
  abierto: boolean;
  suspendido: boolean;
  /** interesDevengado a la fecha. */
  devengado: number;
  /** El ingreso que dejaron los cobros, liquidaciones y reversiones del préstamo (sin las causaciones). */
  cobrado: number;
  /** El interés pactado que el mayor tiene por cobrar (140510). */
  porCobrar: number;
}): number {
  if (c.base === 'caja' || !c.abierto || c.suspendido) return c.cobrado;
  return Math.max(0, Math.min(c.devengado, c.cobrado + c.porCobrar));
}

/** Lo que la regla dice de un préstamo un día. */
export interface IngresoDelDia {
  devengado: number;
  diasAtraso: number;
  suspendido: boolean;
  /** El ingreso por intereses pactados que el mayor debe tener. */
  objetivo: number;
}

/**
 * La regla entera de un préstamo al terminar `hoy` con la política que rige ese día: cuánto ha devengado, si la
 * causación está suspendida y cuánto ingreso por intereses pactados debe tener el mayor.
 */
export function ingresoInteresesDelDia(c: {
  prestamo: PrestamoCausable;
  abierto: boolean;
  politica: PoliticaIngresos;
  hoy: Fecha;
  cobrado: number;
  porCobrar: number;
}): IngresoDelDia {
  const devengado = interesDevengado(periodosDeInteres(c.prestamo), c.hoy);
  const diasAtraso = diasDeAtraso(c.prestamo, c.hoy);
  const suspendido =
    c.politica.base === 'causacion' && c.abierto && causacionSuspendida(diasAtraso, c.politica.diasSuspension);
  const objetivo = objetivoIngresoIntereses({
    base: c.politica.base,
    abierto: c.abierto,
    suspendido,
    devengado,
    cobrado: c.cobrado,
    porCobrar: c.porCobrar,
  });
  return { devengado, diasAtraso, suspendido, objetivo };
}

/**
 * Causación de un día: lleva el ingreso del préstamo (`reconocido`: todo su 415005) al objetivo. Lo que falta pasa
 * del diferido al ingreso (débito 270505, crédito 415005); lo que sobra vuelve (un cobro por adelantado, un préstamo
 * que se cerró, una suspensión o el cambio a base de caja). Sin diferencia no hay comprobante.
 */
export function reglaCausacion(c: { prestamoId: string; reconocido: number; objetivo: number }): LineaRegla[] {
  const ajuste = c.objetivo - c.reconocido;
  if (ajuste === 0) return [];
  const monto = Math.abs(ajuste);
  const desdeElDiferido = ajuste > 0;
  return [
    {
      cuenta: desdeElDiferido ? 'intereses_diferidos' : 'ingresos_intereses',
      debito: monto,
      credito: 0,
      prestamoId: c.prestamoId,
    },
    {
      cuenta: desdeElDiferido ? 'ingresos_intereses' : 'intereses_diferidos',
      debito: 0,
      credito: monto,
      prestamoId: c.prestamoId,
    },
  ];
}

/** null si los días de suspensión sirven; si no, el mensaje. */
export function validarDiasSuspension(valor: unknown): string | null {
  return typeof valor === 'number' &&
    Number.isInteger(valor) &&
    valor >= 1 &&
    valor <= DIAS_SUSPENSION_CAUSACION_MAXIMO
    ? null
    : MENSAJES_CAUSACION.diasSuspension;
}

export const MENSAJES_CAUSACION = {
  diasSuspension: `Los días de atraso para suspender la causación deben ser un número entero de 1 a ${DIAS_SUSPENSION_CAUSACION_MAXIMO}`,
  vigenteDesdePasada: 'Una política rige desde hoy o desde una fecha futura',
  vigenteDesdeSola: 'Indique la base de los ingresos o los días de suspensión que rigen desde esa fecha',
} as const;
