// Las políticas contables que elige el prestamista (docs/decisiones/politicas-contables.md): la base con que el
// interés pactado pasa a ingreso (cuando se cobra o por día transcurrido), cómo se presenta el interés diferido en el
// balance general, el deterioro de la cartera por edades de mora y las cuentas de orden de lo castigado. Reglas puras,
// en centavos enteros: reciben lo que pasó y devuelven las líneas de su comprobante.

import type { Static } from '@sinclair/typebox';
import type { EsquemaEdadDeterioro, EsquemaPoliticasContables, EsquemaResultadoDeterioro } from './esquemas/contabilidad';
import type { BalanceGeneral, FilaEstadoFinanciero, LineaRegla } from './contabilidad';
import { diferenciaDias } from './fechas';
import type { Fecha } from './tipos';
import { enumeracion } from './constantes';

// ——— Los ajustes (GET/PUT /api/contabilidad/politicas) ———

/** `caja`: el interés es ingreso cuando se cobra; `causacion`: se gana cada día del periodo de su cuota. */
export const { valores: BASES_INGRESO, etiquetas: ETIQUETAS_BASE_INGRESO } = enumeracion({
  caja: 'Cuando se cobra (base de caja)',
  causacion: 'Por día transcurrido (causación)',
});
export type BaseIngreso = (typeof BASES_INGRESO)[number];

/** Las edades de la cartera para el deterioro: al día y las bandas de mora de siempre (RANGOS_MORA). */
export const BANDAS_DETERIORO = [
  { clave: 'al_dia', etiqueta: 'Al día', desde: 0, hasta: 0 },
  { clave: '1-8', etiqueta: '1 a 8 días', desde: 1, hasta: 8 },
  { clave: '9-15', etiqueta: '9 a 15 días', desde: 9, hasta: 15 },
  { clave: '16-30', etiqueta: '16 a 30 días', desde: 16, hasta: 30 },
  { clave: '31+', etiqueta: 'Más de 30 días', desde: 31, hasta: null },
] as const;
export type ClaveBandaDeterioro = (typeof BANDAS_DETERIORO)[number]['clave'];
export type PorcentajesDeterioro = Record<ClaveBandaDeterioro, number>;

/** Porcentaje del capital de cada edad que se provisiona mientras el prestamista no elija otros. */
export const PORCENTAJES_DETERIORO_DEFECTO: Readonly<PorcentajesDeterioro> = {
  al_dia: 0,
  '1-8': 5,
  '9-15': 20,
  '16-30': 50,
  '31+': 100,
};

export type PoliticasContables = Static<typeof EsquemaPoliticasContables>;

/** PUT /api/contabilidad/politicas: cada ajuste es opcional; lo que no viene no cambia. */
export type CambiosPoliticasContables = Partial<Omit<PoliticasContables, 'updatedAt'>>;

export const MENSAJES_POLITICAS = {
  baseInvalida: 'La base de los ingresos debe ser «caja» o «causacion»',
  netoInvalido: 'Indique sí o no para restar el interés diferido de la cartera',
  deterioroInvalido: 'Indique sí o no para el deterioro mensual',
  porcentajesForma: `Los porcentajes de deterioro deben traer las cinco edades: ${BANDAS_DETERIORO.map((b) => b.clave).join(', ')}`,
  porcentajeRango: (etiqueta: string) =>
    `El porcentaje de deterioro de «${etiqueta}» debe ser un número de 0 a 100 con hasta dos decimales`,
  porcentajesOrden: 'Una edad de mora mayor no puede provisionar un porcentaje menor que la anterior',
  presentacionInvalida:
    'El interés diferido se presenta «bruto» (como pasivo) o «neto» (restado de la cartera)',
  fechaFutura: 'El deterioro se calcula a hoy o a una fecha pasada',
} as const;

/** ?interesDiferido= del balance general: `bruto`, como pasivo; `neto`, restado de la cartera. */
export const PRESENTACIONES_INTERES_DIFERIDO = ['bruto', 'neto'] as const;
export type PresentacionInteresDiferido = (typeof PRESENTACIONES_INTERES_DIFERIDO)[number];

/** null si los porcentajes sirven; si no, el mensaje del primer problema. */
export function validarPorcentajesDeterioro(valor: unknown): string | null {
  if (typeof valor !== 'object' || valor === null || Array.isArray(valor))
    return MENSAJES_POLITICAS.porcentajesForma;
  const claves = Object.keys(valor);
  if (claves.length !== BANDAS_DETERIORO.length || BANDAS_DETERIORO.some((b) => !claves.includes(b.clave)))
    return MENSAJES_POLITICAS.porcentajesForma;
  let anterior = 0;
  for (const banda of BANDAS_DETERIORO) {
    const p = (valor as Record<string, unknown>)[banda.clave];
    if (typeof p !== 'number' || !Number.isFinite(p) || p < 0 || p > 100 || Math.round(p * 100) !== p * 100)
      return MENSAJES_POLITICAS.porcentajeRango(banda.etiqueta);
    if (p < anterior) return MENSAJES_POLITICAS.porcentajesOrden;
    anterior = p;
  }
  return null;
}

// ——— Causación del interés pactado ———

/** El interés de una cuota y el periodo en que se gana: desde el vencimiento anterior (o el desembolso) hasta el suyo. */
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

/**
 * El interés ganado al terminar el día `fecha`: de cada periodo, la parte de sus días ya transcurridos (truncada al
 * centavo); el día del vencimiento la cuota entera. Nunca más que lo pactado, nunca baja con los días, y desde el
 * último vencimiento es todo el interés pactado.
 */
export function interesDevengado(periodos: readonly PeriodoInteres[], fecha: Fecha): number {
  let total = 0;
  for (const { desde, hasta, interes } of periodos) {
    if (interes <= 0 || fecha < desde) continue;
    if (fecha >= hasta) {
      total += interes;
      continue;
    }
    total += parte(interes, diferenciaDias(desde, fecha), diferenciaDias(desde, hasta));
  }
  return total;
}

/**
 * Los periodos de un préstamo. Si sus cuotas llevan el interés (`interesDeCuotas`), cada cuota se gana entre el
 * vencimiento anterior (la primera, desde el desembolso) y el suyo; si no (interés adelantado, préstamos de un
 * reenganche: las cuotas no separan el interés retenido ni el refinanciado), todo el interés pactado del libro mayor
 * se gana entre el desembolso y el último vencimiento.
 */
export function periodosDeInteres(p: {
  fecha: Fecha;
  cuotas: ReadonlyArray<{ fechaProgramada: Fecha; interes: number }>;
  interesDeCuotas: boolean;
  interesPactado: number;
}): PeriodoInteres[] {
  const cuotas = [...p.cuotas].sort((a, b) => (a.fechaProgramada < b.fechaProgramada ? -1 : 1));
  if (cuotas.length === 0) return [];
  if (!p.interesDeCuotas) {
    return [{ desde: p.fecha, hasta: cuotas[cuotas.length - 1].fechaProgramada, interes: p.interesPactado }];
  }
  let desde = p.fecha;
  return cuotas.map((c) => {
    const periodo = {
      desde: desde < c.fechaProgramada ? desde : c.fechaProgramada,
      hasta: c.fechaProgramada,
      interes: c.interes,
    };
    desde = c.fechaProgramada;
    return periodo;
  });
}

/**
 * El ingreso por intereses pactados que el libro mayor debe tener de un préstamo. En base de caja, y en cualquier base
 * cuando el préstamo ya no está abierto (pagado, castigado, anulado, reenganchado), lo cobrado. En causación, lo
 * devengado, sin pasar de lo que se cobró más lo que queda por cobrar (lo condonado nunca se gana).
 */
export function objetivoIngresoIntereses(c: {
  base: BaseIngreso;
  abierto: boolean;
  /** interesDevengado a la fecha. */
  devengado: number;
  /** El ingreso que dejaron los cobros, liquidaciones y reversiones del préstamo (sin las causaciones). */
  cobrado: number;
  /** El interés pactado que el mayor tiene por cobrar (140510). */
  porCobrar: number;
}): number {
  if (c.base === 'caja' || !c.abierto) return c.cobrado;
  return Math.max(0, Math.min(c.devengado, c.cobrado + c.porCobrar));
}

/**
 * Causación de un día: lleva el ingreso del préstamo (`reconocido`: todo su 415005) al objetivo. Lo que falta pasa
 * del diferido al ingreso (débito 270505, crédito 415005); lo que sobra vuelve (un cobro por adelantado, un préstamo
 * que se cerró o el cambio a base de caja). Sin diferencia no hay comprobante.
 */
export function reglaCausacion(c: {
  prestamoId: string;
  reconocido: number;
  objetivo: number;
}): LineaRegla[] {
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

// ——— Presentación: el interés diferido contra la cartera ———

/**
 * El balance general con cada interés diferido (pasivo) restado del activo que difiere: la fila del pasivo sale de
 * los pasivos y aparece bajo su cartera como «Menos: …», en negativo. Activos y pasivos bajan lo mismo, así que el
 * balance sigue cuadrando. `pares`: el código de cada diferido y el de la cartera que lo origina.
 */
export function balanceConInteresDiferidoNeto(
  balance: BalanceGeneral,
  pares: ReadonlyArray<{ diferido: string; cartera: string }>,
): BalanceGeneral {
  const centavos = (n: number) => Math.round(n * 100);
  const pesos = (n: number) => n / 100;
  const restados = balance.pasivos.filter((f) => pares.some((p) => p.diferido === f.codigo));
  if (restados.length === 0) return { ...balance, interesDiferidoNeto: true };
  const activos: FilaEstadoFinanciero[] = [];
  const pendientes = [...restados];
  const menos = (f: FilaEstadoFinanciero): FilaEstadoFinanciero => ({
    codigo: f.codigo,
    nombre: `Menos: ${f.nombre}`,
    // + 0: un diferido en cero resta 0, no −0.
    monto: pesos(-centavos(f.monto)) + 0,
    anterior: pesos(-centavos(f.anterior)) + 0,
  });
  for (const fila of balance.activos) {
    activos.push(fila);
    for (const par of pares.filter((p) => p.cartera === fila.codigo)) {
      const i = pendientes.findIndex((f) => f.codigo === par.diferido);
      if (i >= 0) activos.push(menos(pendientes.splice(i, 1)[0]));
    }
  }
  // Un diferido cuya cartera ya no tiene saldo sigue restando, al final de los activos.
  activos.push(...pendientes.map(menos));
  const suma = (filas: FilaEstadoFinanciero[], campo: 'monto' | 'anterior') =>
    filas.reduce((t, f) => t + centavos(f[campo]), 0);
  const restaHoy = suma(restados, 'monto');
  const restaAntes = suma(restados, 'anterior');
  return {
    ...balance,
    interesDiferidoNeto: true,
    activos,
    pasivos: balance.pasivos.filter((f) => !restados.includes(f)),
    totalActivos: pesos(centavos(balance.totalActivos) - restaHoy),
    totalPasivos: pesos(centavos(balance.totalPasivos) - restaHoy),
    totalActivosAnterior: pesos(centavos(balance.totalActivosAnterior) - restaAntes),
    totalPasivosAnterior: pesos(centavos(balance.totalPasivosAnterior) - restaAntes),
  };
}

// ——— Deterioro de la cartera ———

export function bandaDeterioro(diasAtraso: number): ClaveBandaDeterioro {
  const banda = BANDAS_DETERIORO.find((b) => diasAtraso <= (b.hasta ?? Number.POSITIVE_INFINITY));
  return (banda ?? BANDAS_DETERIORO[BANDAS_DETERIORO.length - 1]).clave;
}

export type EdadDeterioro = Static<typeof EsquemaEdadDeterioro>;

/**
 * El deterioro que la cartera debe tener: el capital de cada préstamo (el del libro mayor) en la edad de su cuota
 * impaga más vieja, por el porcentaje de esa edad, redondeado al centavo (mitades hacia arriba) por edad.
 */
export function provisionDeterioro(
  prestamos: ReadonlyArray<{ capital: number; diasAtraso: number }>,
  porcentajes: PorcentajesDeterioro,
): { edades: EdadDeterioro[]; total: number } {
  const capital = new Map<ClaveBandaDeterioro, number>();
  for (const p of prestamos) {
    if (p.capital <= 0) continue;
    const banda = bandaDeterioro(Math.max(0, p.diasAtraso));
    capital.set(banda, (capital.get(banda) ?? 0) + p.capital);
  }
  const edades = BANDAS_DETERIORO.map((b) => {
    const base = capital.get(b.clave) ?? 0;
    // El porcentaje con dos decimales, en diezmilésimas: exacto con enteros grandes.
    const diezmilesimas = BigInt(Math.round(porcentajes[b.clave] * 100));
    const provision = Number((BigInt(base) * diezmilesimas * 2n + 10000n) / 20000n);
    return {
      banda: b.clave,
      etiqueta: b.etiqueta,
      porcentaje: porcentajes[b.clave],
      capital: base,
      provision,
    };
  });
  return { edades, total: edades.reduce((t, e) => t + e.provision, 0) };
}

/**
 * Lleva el deterioro del mayor (`actual`, el saldo crédito de 149905) al `objetivo`: lo que falta es gasto (débito
 * 519920, crédito 149905); lo que sobra se recupera contra el mismo gasto. Sin diferencia no hay comprobante.
 */
export function reglaDeterioro(d: { actual: number; objetivo: number }): LineaRegla[] {
  const ajuste = d.objetivo - d.actual;
  if (ajuste === 0) return [];
  const monto = Math.abs(ajuste);
  return ajuste > 0
    ? [
        { cuenta: 'gasto_deterioro', debito: monto, credito: 0 },
        { cuenta: 'deterioro_cartera', debito: 0, credito: monto },
      ]
    : [
        { cuenta: 'deterioro_cartera', debito: monto, credito: 0 },
        { cuenta: 'gasto_deterioro', debito: 0, credito: monto },
      ];
}

// ——— Cuentas de orden de lo castigado ———

/** Al castigar: lo que el cliente aún debe (capital e interés pactado) queda en cuentas de orden (8325 contra 8915). */
export function reglaOrdenCastigo(c: { prestamoId: string; castigado: number }): LineaRegla[] {
  if (c.castigado <= 0) return [];
  return [
    { cuenta: 'castigados_orden', debito: c.castigado, credito: 0, prestamoId: c.prestamoId },
    { cuenta: 'castigados_orden_contra', debito: 0, credito: c.castigado, prestamoId: c.prestamoId },
  ];
}

/**
 * Al recuperar: la cuenta de orden baja lo recuperado, sin pasar de lo que tiene (`enOrden`). Una recuperación no se
 * deshace (LibroService.deshacerCobro).
 */
export function reglaOrdenRecuperacion(r: {
  prestamoId: string;
  monto: number;
  enOrden: number;
}): LineaRegla[] {
  const libera = Math.min(r.monto, Math.max(0, r.enOrden));
  if (libera <= 0) return [];
  return [
    { cuenta: 'castigados_orden_contra', debito: libera, credito: 0, prestamoId: r.prestamoId },
    { cuenta: 'castigados_orden', debito: 0, credito: libera, prestamoId: r.prestamoId },
  ];
}

/** GET y POST /api/contabilidad/deterioro (pesos). */
export type ResultadoDeterioro = Static<typeof EsquemaResultadoDeterioro>;

/** Los porcentajes de deterioro guardados (jsonb): los valida como a los que llegan; inválidos son un error de la base. */
export function leerPorcentajesDeterioro(valor: unknown): PorcentajesDeterioro {
  const problema = validarPorcentajesDeterioro(valor);
  if (problema !== null || typeof valor !== 'object' || valor === null)
    throw new Error(`contabilidad_politicas.porcentajes_deterioro: ${problema ?? 'no es un objeto'}`);
  const porcentajes = { ...PORCENTAJES_DETERIORO_DEFECTO };
  for (const [clave, porcentaje] of Object.entries(valor))
    for (const banda of BANDAS_DETERIORO)
      if (banda.clave === clave && typeof porcentaje === 'number') porcentajes[banda.clave] = porcentaje;
  return porcentajes;
}
