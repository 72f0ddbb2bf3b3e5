// Tasa de usura: el tope que la ley pone al costo de un crédito (Código Penal art. 305, Código de Comercio art. 884),
// 1,5 veces el interés bancario corriente que la Superintendencia Financiera certifica para cada tipo de crédito y
// periodo. El administrador registra en Configuración la tasa de usura EA ya certificada (no el interés corriente):
// un préstamo la supera cuando su tasa efectiva anual (tasaEfectiva.ts) es mayor. Decisión:
// docs/decisiones/tasa-efectiva-y-usura.md.
import { calcularPlan, validarTerminosPrestamo, type TerminosPrestamo } from './amortizacion';
import { formatearFecha, formatearNumero } from './formato';
import { LIMITES, enumeracion } from './constantes';
import { esFechaValida } from './fechas';
import { tasaEfectivaDelPlan } from './tasaEfectiva';
import type { Fecha } from './tipos';

/** Tipos de crédito con tasa certificada propia (modalidades de la Superintendencia Financiera). */
export const { valores: TIPOS_CREDITO, etiquetas: ETIQUETAS_TIPO_CREDITO } = enumeracion({
  consumo_ordinario: 'Consumo y ordinario',
  microcredito: 'Microcrédito',
  popular_productivo_urbano: 'Popular productivo urbano',
  popular_productivo_rural: 'Popular productivo rural',
  productivo_mayor_monto: 'Productivo de mayor monto',
  consumo_bajo_monto: 'Consumo de bajo monto',
});
export type TipoCredito = (typeof TIPOS_CREDITO)[number];

/** El tipo de crédito de la organización mientras el administrador no elija otro. */
export const TIPO_CREDITO_DEFECTO: TipoCredito = 'consumo_ordinario';

/** Qué hace Cartera con un préstamo sobre la tasa de usura: avisar (quien aprueba confirma, auditado) o rechazar. */
export const { valores: ACCIONES_USURA, etiquetas: ETIQUETAS_ACCION_USURA } = enumeracion({
  avisar: 'Avisar: quien aprueba debe confirmar',
  rechazar: 'Rechazar el préstamo',
});
export type AccionUsura = (typeof ACCIONES_USURA)[number];

/** Límites de la tasa de usura que se registra (porcentaje EA). */
export const TASA_USURA_MINIMA = 0;
export const TASA_USURA_MAXIMA = 1000;

/** Cuerpo de POST y PUT /api/configuracion/tasas-usura. */
export interface DatosTasaUsura {
  tipoCredito: TipoCredito;
  tasa: number;
  desde: Fecha;
  hasta: Fecha;
  resolucion: string;
}

/** La tasa certificada que se aplicó a un préstamo: porcentaje EA y su vigencia (EsquemaReferenciaTasaUsura). */
export interface ReferenciaTasaUsura {
  tasa: number;
  desde: Fecha;
  hasta: Fecha;
}

/** Lo que la vista previa y el detalle de un préstamo dicen de la usura. */
export interface UsuraPrestamo {
  tipoCredito: TipoCredito;
  /** La tasa certificada para el tipo y la fecha del desembolso; null si no hay una registrada. */
  tasaUsura: ReferenciaTasaUsura | null;
  superaUsura: boolean;
}

export const MENSAJES_USURA = {
  tipoCreditoInvalido: `El tipo de crédito debe ser uno de: ${TIPOS_CREDITO.map((t) => ETIQUETAS_TIPO_CREDITO[t]).join(', ')}`,
  accionInvalida: 'La acción ante la usura debe ser avisar o rechazar',
  tasaRango: `La tasa de usura debe ser un porcentaje EA entre ${TASA_USURA_MINIMA} y ${formatearNumero(TASA_USURA_MAXIMA)} con hasta dos decimales`,
  desdeObligatorio: 'La fecha desde es obligatoria (AAAA-MM-DD)',
  hastaObligatorio: 'La fecha hasta es obligatoria (AAAA-MM-DD)',
  periodoInvertido: 'La fecha desde no puede ser posterior a la fecha hasta',
  resolucionObligatoria: 'El número de resolución es obligatorio (hasta 60 caracteres)',
  noEncontrada: 'Tasa de usura no encontrada',
  solapada: (otra: Pick<DatosTasaUsura, 'tipoCredito' | 'desde' | 'hasta' | 'resolucion'>) =>
    `El periodo se cruza con la tasa de ${ETIQUETAS_TIPO_CREDITO[otra.tipoCredito]} vigente del ` +
    `${formatearFecha(otra.desde)} al ${formatearFecha(otra.hasta)} (resolución ${otra.resolucion}): ` +
    'un tipo de crédito tiene una sola tasa por día',
  /** El préstamo supera el tope: las dos tasas y el interés plano más alto que no lo supera con ese plazo. */
  supera: (datos: {
    tasaEfectivaAnual: number;
    tipoCredito: TipoCredito;
    tasaUsura: ReferenciaTasaUsura;
    interesMaximo: number;
  }) =>
    `La tasa efectiva anual del préstamo (${formatearNumero(datos.tasaEfectivaAnual, 2)} % EA) supera la tasa de ` +
    `usura certificada para ${ETIQUETAS_TIPO_CREDITO[datos.tipoCredito]} (${formatearNumero(datos.tasaUsura.tasa, 2)} % EA, ` +
    `vigente del ${formatearFecha(datos.tasaUsura.desde)} al ${formatearFecha(datos.tasaUsura.hasta)}). ` +
    `Con este monto, estas cuotas y estas fechas, el interés más alto que no la supera es ` +
    `${formatearNumero(datos.interesMaximo, 2)} %.`,
  rechazado: 'La organización no otorga préstamos sobre la tasa de usura (Configuración › Sistema).',
  confirmar:
    'Para continuar, confirme que conoce que el préstamo supera la tasa de usura (queda en la auditoría).',
} as const;

export type ErroresTasaUsura = Partial<Record<keyof DatosTasaUsura, string>>;

const fechaValida = (valor: unknown): valor is string => typeof valor === 'string' && esFechaValida(valor);

/** Los errores de una tasa de usura por campo (vacío si es válida): la API y el formulario usan esta regla. */
export function validarTasaUsura(datos: Partial<Record<keyof DatosTasaUsura, unknown>>): ErroresTasaUsura {
  const errores: ErroresTasaUsura = {};
  if (!(TIPOS_CREDITO as readonly unknown[]).includes(datos.tipoCredito))
    errores.tipoCredito = MENSAJES_USURA.tipoCreditoInvalido;
  const tasa = datos.tasa;
  if (
    typeof tasa !== 'number' ||
    !Number.isFinite(tasa) ||
    tasa < TASA_USURA_MINIMA ||
    tasa > TASA_USURA_MAXIMA ||
    Math.abs(tasa * 100 - Math.round(tasa * 100)) >= 1e-6
  ) {
    errores.tasa = MENSAJES_USURA.tasaRango;
  }
  if (!fechaValida(datos.desde)) errores.desde = MENSAJES_USURA.desdeObligatorio;
  if (!fechaValida(datos.hasta)) errores.hasta = MENSAJES_USURA.hastaObligatorio;
  else if (fechaValida(datos.desde) && datos.desde > datos.hasta)
    errores.hasta = MENSAJES_USURA.periodoInvertido;
  const resolucion = typeof datos.resolucion === 'string' ? datos.resolucion.trim() : '';
  if (resolucion.length < 1 || resolucion.length > 60)
    errores.resolucion = MENSAJES_USURA.resolucionObligatoria;
  return errores;
}

/** Dos periodos [desde, hasta] (fechas incluidas) comparten al menos un día. */
export function periodosSeCruzan(
  a: { desde: Fecha; hasta: Fecha },
  b: { desde: Fecha; hasta: Fecha },
): boolean {
  return a.desde <= b.hasta && b.desde <= a.hasta;
}

/** La tasa de `tipoCredito` vigente en `fecha`, o null. */
export function tasaUsuraVigente<T extends Pick<DatosTasaUsura, 'tipoCredito' | 'desde' | 'hasta'>>(
  tasas: readonly T[],
  tipoCredito: TipoCredito,
  fecha: Fecha,
): T | null {
  return tasas.find((t) => t.tipoCredito === tipoCredito && t.desde <= fecha && fecha <= t.hasta) ?? null;
}

/** Un préstamo supera la usura cuando su EA es mayor que la tasa certificada (igual está permitido). */
export function superaUsura(
  tasaEfectivaAnual: number | null,
  tasaUsura: Pick<ReferenciaTasaUsura, 'tasa'> | null,
): boolean {
  return tasaEfectivaAnual !== null && tasaUsura !== null && tasaEfectivaAnual > tasaUsura.tasa;
}

/**
 * El interés plano más alto (porcentaje con dos decimales, 0 a LIMITES.interesMaximo) cuya EA, con el mismo monto,
 * cuotas, modalidad, amortización y fechas, no supera `tasaUsura` (% EA). La EA crece con el interés, así que se
 * busca por bisección en centésimas y se confirma el resultado con la EA misma.
 */
export function interesMaximoBajoUsura(
  terminos: Omit<TerminosPrestamo, 'interes'>,
  tasaUsura: number,
): number {
  // Un interés que los términos no admiten (con interés adelantado, el 100 %) no cabe: sólo ocurre en el extremo alto.
  const cabe = (centesimas: number) => {
    const candidato = { ...terminos, interes: centesimas / 100 };
    if (Object.keys(validarTerminosPrestamo(candidato)).length > 0) return false;
    const tasa = tasaEfectivaDelPlan(calcularPlan(candidato), terminos.fechaInicio);
    return tasa === null || tasa <= tasaUsura;
  };
  let bajo = 0;
  let alto = Math.round(LIMITES.interesMaximo * 100);
  if (cabe(alto)) return alto / 100;
  // Invariante: cabe(bajo) y no cabe(alto).
  while (alto - bajo > 1) {
    const medio = Math.floor((bajo + alto) / 2);
    if (cabe(medio)) bajo = medio;
    else alto = medio;
  }
  return bajo / 100;
}
