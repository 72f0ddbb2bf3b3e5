// Las políticas contables que elige el prestamista (docs/decisiones/politicas-contables.md): la base con que el
// interés pactado pasa a ingreso (sus reglas, en causacionIntereses.ts), cómo se presenta el interés diferido en el
// balance general, el deterioro de la cartera por edades de mora y las cuentas de orden de lo castigado. Reglas puras,
// en centavos enteros: reciben lo que pasó y devuelven las líneas de su comprobante.

import type { BaseIngreso } from './causacionIntereses';
import type { CifrasBalance, FilaEstadoFinanciero, LineaRegla } from './contabilidad';

// ——— Los ajustes (GET/PUT /api/contabilidad/politicas) ———

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

/** PUT /api/contabilidad/politicas: cada ajuste es opcional; lo que no viene no cambia. */
export type CambiosPoliticasContables = Partial<{
  baseIngresos: BaseIngreso;
  diasSuspensionCausacion: number;
  interesDiferidoNeto: boolean;
  deterioroActivo: boolean;
  porcentajesDeterioro: PorcentajesDeterioro;
  /** Desde qué día rigen la base y los días de suspensión que vienen (hoy si no viene; nunca antes de hoy). */
  vigenteDesde: string;
}>;

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

// ——— Presentación: el interés diferido contra la cartera ———

/**
 * El balance general con cada interés diferido (pasivo) restado del activo que difiere: la fila del pasivo sale de
 * los pasivos y aparece bajo su cartera como «Menos: …», en negativo. Activos y pasivos bajan lo mismo, así que el
 * balance sigue cuadrando. `pares`: el código de cada diferido y el de la cartera que lo origina.
 */
export function balanceConInteresDiferidoNeto<B extends CifrasBalance>(
  balance: B,
  pares: ReadonlyArray<{ diferido: string; cartera: string }>,
): B {
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

/** El capital de una edad de mora y lo que se provisiona de él, en centavos (EsquemaEdadDeterioro). */
export interface EdadDeterioro {
  banda: ClaveBandaDeterioro;
  etiqueta: string;
  porcentaje: number;
  capital: number;
  provision: number;
}

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
